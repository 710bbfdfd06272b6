import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebinarListResponse } from '@shared/api/webinars';
import { apiJson } from '@/lib/api-client';
import { webinarKeys } from './keys';

/** GET /api/webinars: upcoming sessions, soonest first. */
function getWebinars(): Promise<WebinarListResponse> {
  return apiJson<WebinarListResponse>('GET', '/api/webinars');
}

function webinarsQueryOptions() {
  return queryOptions({ queryKey: webinarKeys.schedule(), queryFn: getWebinars });
}

/** `enabled: false` waits (the dashboard loads the schedule when its dialog opens). */
export function useWebinars({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...webinarsQueryOptions(), enabled });
}
