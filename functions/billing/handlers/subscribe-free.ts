import { requireCaller, route } from '../../commons/http.ts';
import { subscribeFree } from '../subscribe.ts';

/** POST /api/subscribe/free — the activation page's "Empezar gratis". */
export const handler = route('POST /api/subscribe/free', async (req) => {
  const result = await subscribeFree(requireCaller(req));
  return { status: result.status, body: result.body };
});
