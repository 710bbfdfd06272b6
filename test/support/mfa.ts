/**
 * The second factor in integration tests: members enrolled through the real handlers
 * (./totp.ts: the session that turns MFA on has passed it). Staff consoles and the lender portal
 * need such a session (shared/plans.ts ROLES).
 */
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as loginMfa } from '../../functions/auth/handlers/login-mfa.ts';
import { handler as mfaEnable } from '../../functions/auth/handlers/mfa-enable.ts';
import { handler as mfaSetup } from '../../functions/auth/handlers/mfa-setup.ts';
import { verifyLender } from '../../functions/lenders/organisations.ts';
import { grantStaff } from '../../functions/staff/roles.ts';
import { apiEvent } from './events.ts';
import { enrolMfaThrough, type MfaOn } from './totp.ts';
import { createUser, randomIp, signIn, type TestAccount } from './users.ts';

export { totpCode } from './totp.ts';

export interface Enrolled extends MfaOn {
  account: TestAccount;
  /** The session that turned MFA on. */
  cookie: string;
  userId: string;
}

const MFA_HANDLERS = { '/api/auth/mfa/setup': mfaSetup, '/api/auth/mfa/enable': mfaEnable };

/** Turn MFA on for a signed-in account, in that session, through the handlers. */
export function enrolMfa(account: TestAccount, cookie: string): Promise<MfaOn> {
  return enrolMfaThrough(async (path, body) => {
    const handler = MFA_HANDLERS[path as keyof typeof MFA_HANDLERS];
    const answer = await handler(
      apiEvent({ method: 'POST', path, body, cookies: [cookie], sourceIp: randomIp() }),
    );
    return { status: answer.statusCode ?? 0, body: answer.body ?? '' };
  }, account.password);
}

/** A new account with MFA on, signed in with the session that turned it on. */
export async function enrolledUser(overrides: Partial<TestAccount> = {}): Promise<Enrolled> {
  const account = await createUser(overrides);
  const { cookie, user } = await signIn(account);
  return { account, cookie, userId: user.id, ...(await enrolMfa(account, cookie)) };
}

/** A staff member as the console needs one: the role, MFA on, a session that passed it. */
export async function signedInStaff(overrides: Partial<TestAccount> = {}): Promise<Enrolled> {
  const staff = await enrolledUser({ firstName: 'Marta', ...overrides });
  await grantStaff(staff.account.email);
  return staff;
}

/**
 * A lender as the portal needs one: an account with MFA on, verified by `staffUserId` into an
 * organisation named `name`, signed in with the session that turned MFA on.
 */
export async function signedInLender(
  name: string,
  staffUserId: string,
  overrides: Partial<TestAccount> = {},
): Promise<Enrolled & { lenderId: string }> {
  const lender = await enrolledUser(overrides);
  const { lenderId } = await verifyLender({ email: lender.account.email, name }, staffUserId);
  return { ...lender, lenderId };
}

/** Both steps of a login with MFA on; returns the answer of the second (its cookies and status). */
export async function signInWithCode(
  account: Pick<TestAccount, 'email' | 'password'>,
  code: string,
  sourceIp = randomIp(),
) {
  const first = await login(
    apiEvent({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: account.email, password: account.password },
      sourceIp,
    }),
  );
  const pending = (first.cookies ?? []).find((c) => c.startsWith('mfa='))?.split(';')[0];
  if (!pending) throw new Error(`login answered ${first.statusCode} without a pending cookie`);
  return loginMfa(
    apiEvent({
      method: 'POST',
      path: '/api/auth/login/mfa',
      body: { code },
      cookies: [pending],
      sourceIp,
    }),
  );
}

/** The `sid=…` cookie an answer set. */
export function sessionOf(answer: { cookies?: string[] }): string {
  const cookie = (answer.cookies ?? []).find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}
