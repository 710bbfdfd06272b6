import { requireCaller, route } from '../../commons/http.ts';
import { unregister } from '../store.ts';
import { WEBINAR_MESSAGES } from '../../../shared/api/webinars.ts';

/** DELETE /api/webinars/registrations/{webinarId} — cancel a sign-up and free the seat. */
export const handler = route('DELETE /api/webinars/registrations/{webinarId}', async (req) => {
  await unregister(requireCaller(req).userId, req.params.webinarId ?? '');
  return { body: { message: WEBINAR_MESSAGES.cancelled } };
});
