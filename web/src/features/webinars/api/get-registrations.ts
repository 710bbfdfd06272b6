import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationsResponse } from '@shared/api/webinars';
import { apiJson } from '@/lib/api-client';
import { webinarKeys } from './keys';

/** GET /api/webinars/registrations: the signed-in user's upcoming sign-ups. */
function getWebinarRegistrations(): Promise<RegistrationsResponse> {
  return apiJson<RegistrationsResponse>('GET', '/api/webinars/registrations');
}

function webinarRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: webinarKeys.registrations(),
    queryFn: getWebinarRegistrations,
  });
}

/** Signed-in users only: pass `enabled: false` for a visitor (the API answers 401). */
export function useWebinarRegistrations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...webinarRegistrationsQueryOptions(), enabled });
}
