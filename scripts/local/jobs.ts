import { startLocalWorker } from '../../functions/jobs/local-queue.ts';

/**
 * The jobs worker on the local queue (functions/jobs/local-queue.ts), as SQS's event source
 * mapping runs it in AWS: started by `npm start` and by the integration tests' setup, after the
 * functions' configuration points at the local services. Three pollers, so a long package does
 * not hold up an email.
 */
export function startLocalJobs(): void {
  startLocalWorker(async () => (await import('../../functions/jobs/worker.ts')).handler);
}
