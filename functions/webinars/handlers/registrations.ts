import { requireCaller, route } from '../../commons/http.ts';
import { registrationsOf } from '../store.ts';
import type { RegistrationsResponse } from '../../../shared/api/webinars.ts';

/** GET /api/webinars/registrations — the caller's sign-ups for sessions not yet over. */
export const handler = route('GET /api/webinars/registrations', async (req) => {
  const body: RegistrationsResponse = {
    registrations: await registrationsOf(requireCaller(req).userId),
  };
  return { body };
});
