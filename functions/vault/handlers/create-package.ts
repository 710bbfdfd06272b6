import { requireCaller, route } from '../../commons/http.ts';
import { enqueue } from '../../jobs/queue.ts';
import { createJob } from '../../jobs/records.ts';
import { newItemId } from '../../pro/ids.ts';
import { coverFacts } from '../lender-figures.ts';
import { choosePackageFiles } from '../package.ts';
import { packageRequestSchema } from '../../../shared/api/vault.ts';
import { JOB_MESSAGES, type JobAccepted } from '../../../shared/api/jobs.ts';

/**
 * POST /api/vault/packages — the lender package ("Descargar expediente"): a ZIP with a cover PDF
 * and every file of the vault (or the chosen ones) named by guide item, kept in the reports
 * history. `dealFileId` (optional): one of the member's deal files, whose lender figures (DSCR,
 * LTV, reserves in months of PITIA) the cover shows; another member's is 404. Everything is
 * checked here (unknown files 404, none 400, over the limit 413); the ZIP is built by the jobs
 * worker. 202 with the job the page follows (GET /api/jobs/{id}); an email when it is ready.
 */
export const handler = route('POST /api/vault/packages', async (req) => {
  const caller = requireCaller(req);
  const { fileIds, dealFileId } = packageRequestSchema.parse(req.body);
  const facts = await coverFacts(caller.userId, dealFileId);
  await choosePackageFiles(caller.userId, fileIds);
  const job = await createJob(caller.userId, 'vault-package');
  await enqueue({
    kind: 'vault-package',
    userId: caller.userId,
    jobId: job.id,
    packageId: newItemId(),
    fileIds,
    facts,
  });
  const body: JobAccepted = { message: JOB_MESSAGES.packageQueued, job };
  return { status: 202, body };
});
