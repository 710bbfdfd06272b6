import { conflict, gone, notFound } from '../../commons/errors.ts';
import { redirectTo, requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { presignDownload } from '../../commons/storage.ts';
import { getJob } from '../records.ts';
import { JOB_MESSAGES } from '../../../shared/api/jobs.ts';

/**
 * GET /api/jobs/{id}/download — 302 to a presigned GET (5 minutes) of a ready data export, for
 * its member only, until it expires. (A package downloads from the reports history's own route.)
 */
export const handler = route('GET /api/jobs/{id}/download', async (req) => {
  const caller = requireCaller(req);
  const job = await getJob(caller.userId, req.params.id ?? '');
  if (job.kind !== 'data-export' || !job.key) {
    if (job.status !== 'ready') throw conflict(JOB_MESSAGES.notReady);
    throw notFound(JOB_MESSAGES.notFound);
  }
  if (Date.parse(job.result!.expiresAt) <= Date.now()) throw gone(JOB_MESSAGES.expired);
  logger.info('data export download', { userId: caller.userId, jobId: job.id });
  const day = job.createdAt.slice(0, 10);
  return redirectTo(
    await presignDownload(job.key, `Mis datos Inversor Listo ${day}.zip`, 'application/zip'),
  );
});
