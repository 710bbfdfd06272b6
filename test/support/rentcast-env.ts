/**
 * Import first in a test file that talks to (a fake of) RentCast: it sets the key before any
 * functions/ module reads the configuration, so the market routes use the RentCast adapter.
 */
import { TEST_RENTCAST } from './rentcast-fake.ts';

Object.assign(process.env, {
  RENTCAST_API_KEY: TEST_RENTCAST.apiKey,
  RENTCAST_BASE_URL: TEST_RENTCAST.baseUrl,
});
