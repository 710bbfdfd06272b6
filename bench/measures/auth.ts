/**
 * Accounts, against the real local runtime: login latency beside one bare scrypt hash
 * at production's cost (PRODUCTION_SCRYPT_PARAMS of functions/commons/passwords.ts, which the
 * bench's runtime uses: bench/runtime.ts unsets PASSWORD_SCRYPT_LOG2N) in the same run. A bare
 * hash and a login alternate, one at a time (A, B, A, B…); each login is paired with the hash
 * just before it, and the median of the paired ratios is budgeted: login ≤ 1.3 × bare hash. The
 * rest of a login must stay small beside the hash: the per-address counter, then the account's
 * counters and its two reads together, then the session's transaction and its check with the
 * attempt given back alongside (five table round trips), and HTTP. Quiet hosts measure
 * 1.06–1.15× (single pairs 0.91–1.35×); CI's busy 2-core host 1.26×, where DynamoDB Local answers
 * a GetItem in 56 ms at p50 under load (the load measure) and each round trip weighs more. The
 * budget is the highest quiet figure plus that gap. A second hash per login gives 1.9×; on CI's
 * host each table round trip adds about 4 % of a hash, so two more break it.
 *
 * GET /api/auth/user under load is measured with the other signed-in reads in the load measure's
 * read mix (bench/measures/load.ts: rows auth-user-p50-ms and auth-user-p95-ms).
 *
 * Each account is registered and signed in from its own loopback source address (bench/api.ts)
 * so the bench stays under the per-IP and per-email rate limits of the accounts routes.
 */
import { randomBytes, scrypt } from 'node:crypto';
import { AddressPool, login, newAccount, register } from '../api.ts';
import {
  interleaved,
  medianPair,
  type BenchContext,
  type BudgetSpec,
  type Measure,
  type Row,
} from '../measure.ts';
import { localRuntime } from '../runtime.ts';
import { PRODUCTION_SCRYPT_PARAMS } from '../../functions/commons/passwords.ts';

const BUDGETS = {
  login: { baseline: 'bare scrypt hash', unit: 'ms', budget: { maxRatio: 1.3 } },
} as const satisfies Record<string, BudgetSpec>;
const LOGIN_ACCOUNTS = 3;
const LOGINS_PER_ACCOUNT = 4;
/** Source addresses 127.1.x.y (bench/api.ts): a block of its own within the bench run. */
const addresses = new AddressPool(1);

/** One scrypt hash at production's cost, as functions/commons/passwords.ts derives it. */
export function bareHash(): Promise<void> {
  const { N, r, p } = PRODUCTION_SCRYPT_PARAMS;
  return new Promise((resolve, reject) =>
    scrypt(
      'Clave-bench-password',
      randomBytes(16),
      64,
      { N, r, p, maxmem: 256 * N * r * p },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
}

export async function timed(fn: () => Promise<unknown>): Promise<number> {
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
  let next = 0;
  const pairs = await interleaved(
    LOGIN_ACCOUNTS * (LOGINS_PER_ACCOUNT - 1),
    () => timed(bareHash),
    () => timed(() => signIn(accounts[next++ % LOGIN_ACCOUNTS]!)),
  );
  ctx.log(
    `login/scrypt ms ${pairs.map((p) => `${Math.round(p.value)}/${Math.round(p.baseline)}`).join(', ')}`,
  );
  const { N } = PRODUCTION_SCRYPT_PARAMS;
  const median = medianPair(pairs);
  return {
    id: 'auth-login-ms',
    label: 'POST /api/auth/login (median ratio)',
    value: median.value,
    unit: 'ms',
    baseline: { label: `bare scrypt N=2^${Math.log2(N)}`, value: median.baseline },
    budget: BUDGETS.login.budget,
    detail: {
      logins: pairs.map((p) => Math.round(p.value)),
      hashes: pairs.map((p) => Math.round(p.baseline)),
      ratios: pairs.map((p) => Math.round((p.value / p.baseline) * 100) / 100),
    },
  };
}

export const authMeasure: Measure = {
  name: 'auth',
  budgets: BUDGETS,
  async run(ctx) {
    const { origin } = await localRuntime(ctx);
    return [await loginVersusScrypt(ctx, origin)];
  },
};
