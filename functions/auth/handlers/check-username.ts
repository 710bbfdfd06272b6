import { isUsernameAvailable } from '../accounts.ts';
import { route } from '../../commons/http.ts';
import { usernameSchema, type UsernameAvailability } from '../../../shared/api/auth.ts';

/** GET /api/auth/check-username/{username} — { available } for a well-formed username. */
export const handler = route('GET /api/auth/check-username/{username}', async (req) => {
  const username = usernameSchema.parse(req.params.username);
  const body: UsernameAvailability = { available: await isUsernameAvailable(username) };
  return { body };
});
