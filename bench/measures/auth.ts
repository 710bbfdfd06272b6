/**
 * Accounts (issue 3), against the real local runtime: login latency beside one bare scrypt hash
 * (N=2^17, r=8, p=1, the parameters of functions/commons/passwords.ts) in the same run. Logins
 * and bare hashes alternate, one at a time, and the medians are compared. Budget: login ≤ 1.2 ×
 * bare hash (the rest of a login — rate counters, two reads, the session write, HTTP — must stay
 * small beside the hash).
 *
 * GET /api/auth/user under load is measured with the other signed-in reads in the load measure's
 * read mix (bench/measures/load.ts: rows auth-user-p50-ms and auth-user-p95-ms).
 *
 * Each account is registered and signed in from its own loopback source address (bench/api.ts)
 * so the bench stays under the per-IP and per-email rate limits of the accounts routes.
 */
import { randomBytes, scrypt } from 'node:crypto';
import { AddressPool, login, newAccount, register } from '../api.ts';
import { medianBy, type BenchContext, type Measure, type Row } from '../measure.ts';
import { localRuntime } from '../runtime.ts';

const LOGIN_ACCOUNTS = 3;
const LOGINS_PER_ACCOUNT = 4; // under the 10-per-15-minutes per-email limit
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 };
/** Source addresses 127.1.x.y (bench/api.ts): a block of its own within the bench run. */
const addresses = new AddressPool(1);

function bareHash(): Promise<void> {
  return new Promise((resolve, reject) =>
    scrypt('Clave-bench-password', randomBytes(16), 64, SCRYPT, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function loginVersusScrypt(ctx: BenchContext, origin: string): Promise<Row> {
  const accounts = await Promise.all(
    Array.from({ length: LOGIN_ACCOUNTS }, async () => {
      const account = newAccount();
      await register(origin, account, addresses.next());
      return account;
    }),
  );
  const signIn = (account: (typeof accounts)[number]) =>
    login(origin, account.email, account.password, addresses.next());
  await signIn(accounts[0]!); // warm the handler module
  await bareHash();
  const logins: number[] = [];
  const hashes: number[] = [];
  for (let round = 0; round < LOGINS_PER_ACCOUNT - 1; round++) {
    for (const account of accounts) {
      logins.push(await timed(() => signIn(account)));
      hashes.push(await timed(bareHash));
    }
  }
  ctx.log(
    `login ms ${logins.map(Math.round).join(', ')}; scrypt ms ${hashes.map(Math.round).join(', ')}`,
  );
  const loginMs = medianBy(logins, (v) => v);
  const scryptMs = medianBy(hashes, (v) => v);
  return {
    id: 'auth-login-ms',
    label: 'POST /api/auth/login (median)',
    value: loginMs,
    unit: 'ms',
    baseline: { label: 'bare scrypt N=2^17', value: scryptMs },
    budget: { max: 1.2 * scryptMs },
    detail: { logins, hashes },
  };
}

export const authMeasure: Measure = {
  name: 'auth',
  async run(ctx) {
    const { origin } = await localRuntime(ctx);
    return [await loginVersusScrypt(ctx, origin)];
  },
};
