import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { JOB_POLL_MS, jobPath, type JobView } from '@shared/api/jobs';

/** Whether the job is still being worked on (the page keeps asking). */
export const jobInProgress = (job: JobView | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/**
 * GET /api/jobs/{id}: a job the member started (a package, a data export), asked again every
 * JOB_POLL_MS while it is in the works; nothing while `id` is null.
 */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: [id ? jobPath(id) : 'no-job'],
    queryFn: () => apiJson<JobView>('GET', apiPath('/api/jobs/{id}', { id: id! })),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.error || !jobInProgress(query.state.data) ? false : JOB_POLL_MS,
  });
}
