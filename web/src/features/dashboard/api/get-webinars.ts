import { useQuery } from '@tanstack/react-query';
import type {
  RegistrationsResponse,
  WebinarListResponse,
} from '../../../../../shared/api/webinars';

export const WEBINARS_QUERY_KEY = ['/api/webinars'] as const;
export const WEBINAR_REGISTRATIONS_QUERY_KEY = ['/api/webinars/registrations'] as const;

/** GET /api/webinars — upcoming sessions, soonest first. Loaded when the schedule opens. */
export function useWebinars(enabled: boolean) {
  return useQuery<WebinarListResponse>({ queryKey: WEBINARS_QUERY_KEY, enabled });
}

/** GET /api/webinars/registrations — the signed-in user's upcoming sign-ups. */
export function useWebinarRegistrations(enabled: boolean) {
  return useQuery<RegistrationsResponse>({ queryKey: WEBINAR_REGISTRATIONS_QUERY_KEY, enabled });
}
