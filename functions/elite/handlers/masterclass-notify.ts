import { requireCaller, route } from '../../commons/http.ts';
import { setNotice } from '../masterclasses.ts';
import {
  ELITE_MESSAGES,
  masterclassNotifySchema,
  type MessageResponse,
} from '../../../shared/api/elite.ts';

/** PUT /api/elite/masterclasses/notify { notify } — email me when a masterclass is published. */
export const handler = route('PUT /api/elite/masterclasses/notify', async (req) => {
  const { notify } = masterclassNotifySchema.parse(req.body);
  await setNotice(requireCaller(req).userId, notify);
  const body: MessageResponse & { notify: boolean } = {
    message: notify ? ELITE_MESSAGES.notifyOn : ELITE_MESSAGES.notifyOff,
    notify,
  };
  return { body };
});
