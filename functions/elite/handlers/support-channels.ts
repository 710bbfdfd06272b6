import { route } from '../../commons/http.ts';
import { supportChannels } from '../support-channels.ts';

/** GET /api/elite/support-channels — the team's WhatsApp link when ops set one, else null. */
export const handler = route('GET /api/elite/support-channels', async () => ({
  body: await supportChannels(),
}));
