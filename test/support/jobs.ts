/**
 * Following a job as its page does (GET /api/jobs/{id}): the integration tests' worker runs on the
 * local queue (test/setup/env.ts), so a queued job is done within seconds.
 */
import { handler as getJob } from '../../functions/jobs/handlers/get-job.ts';
import type { JobView } from '../../shared/api/jobs.ts';
import { apiEvent, jsonBody } from './events.ts';
import { randomIp } from './users.ts';

/** The job as its member sees it now. */
export async function jobOf(cookie: string, jobId: string): Promise<JobView> {
  const answer = await getJob(
    apiEvent({
      path: `/api/jobs/${jobId}`,
      cookies: [cookie],
      pathParameters: { id: jobId },
      sourceIp: randomIp(),
    }),
  );
  if (answer.statusCode !== 200) throw new Error(`GET job ${jobId}: ${answer.statusCode}`);
  return jsonBody<JobView>(answer);
}

/** Poll until the job is done (ready or failed for good), or until `ms` pass. */
export async function waitForJob(
  cookie: string,
  jobId: string,
  until: (job: JobView) => boolean = (job) => job.status === 'ready' || job.status === 'failed',
  ms = 60_000,
): Promise<JobView> {
  const deadline = Date.now() + ms;
  for (;;) {
    const job = await jobOf(cookie, jobId);
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
