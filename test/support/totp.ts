/**
 * The second factor for every kind of test and the bench: codes computed from the secret with
 * otpauth, as an authenticator app would, and MFA turned on through the API's two calls
 * (`POST /api/auth/mfa/setup`, then `/enable` with a code and the password). The caller says how
 * it reaches the API: the handlers themselves in integration tests (./mfa.ts), HTTP to the local
 * runtime in e2e specs (./e2e-users.ts) and the bench. The session that turns MFA on has passed
 * it: what the staff console and the lender portal ask (shared/plans.ts ROLES).
 */
import { Secret, TOTP } from 'otpauth';
import type { MfaEnableResponse, MfaSetupResponse } from '../../shared/api/auth.ts';

/** The code an app shows now (or `offsetSteps` 30-second steps later). */
export function totpCode(secret: string, offsetSteps = 0): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** One POST in the signed-in session, however the caller reaches the API. */
export type SessionPost = (
  path: string,
  body: unknown,
) => Promise<{ status: number; body: string }>;

export interface MfaOn {
  secret: string;
  /** Ten single-use codes (the app's code of this step was used by the enrolment). */
  recoveryCodes: string[];
}

/** Turn MFA on in the session `post` carries. */
export async function enrolMfaThrough(post: SessionPost, password: string): Promise<MfaOn> {
  const setup = await post('/api/auth/mfa/setup', {});
  if (setup.status !== 200) throw new Error(`mfa/setup answered ${setup.status}: ${setup.body}`);
  const { secret } = JSON.parse(setup.body) as MfaSetupResponse;
  const enabled = await post('/api/auth/mfa/enable', {
    code: totpCode(secret),
    currentPassword: password,
  });
  if (enabled.status !== 200) {
    throw new Error(`mfa/enable answered ${enabled.status}: ${enabled.body}`);
  }
  return { secret, recoveryCodes: (JSON.parse(enabled.body) as MfaEnableResponse).recoveryCodes };
}
