import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { config } from './config.ts';
import { readJsonSecret } from './secrets.ts';

/**
 * The origin-verify secret in AWS (ORIGIN_VERIFY_SECRET_ARN): the value CloudFront now sends and
 * the one it sent before the last rotation. The rotation function (infra/rotation/origin-verify.ts)
 * writes both here and the current one into CloudFront's key-value store, which the viewer-request
 * function reads; edges that still send the previous value keep being served.
 */
export const originVerifySecretSchema = z.object({
  current: z.string().min(32),
  previous: z.string().min(32).optional(),
});

/** After a value we do not know, read the secret again at most this often (ms). */
export const ORIGIN_VERIFY_REFRESH_MS = 10_000;
let lastFreshRead = 0;

/**
 * In AWS only CloudFront may call the API: it adds the origin-verify value, which a direct call to
 * the execute-api endpoint lacks (so it cannot skip the WAF or forge the viewer IP). Compared in
 * constant time; no check where nothing is configured (the local runtime).
 */
export async function fromOurEdge(given: string | undefined): Promise<boolean> {
  if (config.ORIGIN_VERIFY_SECRET) return matchesAny(given, [config.ORIGIN_VERIFY_SECRET]);
  const secretArn = config.ORIGIN_VERIFY_SECRET_ARN;
  if (!secretArn) return true;
  if (given === undefined) return false;
  const cached = await readJsonSecret(secretArn, originVerifySecretSchema);
  if (matchesAny(given, accepted(cached))) return true;
  // Just after a rotation our copy can be up to a minute old while CloudFront already sends the
  // new value: read once more (throttled, so a stream of forged values cannot hammer the secret).
  const now = Date.now();
  if (now - lastFreshRead < ORIGIN_VERIFY_REFRESH_MS) return false;
  lastFreshRead = now;
  const fresh = await readJsonSecret(secretArn, originVerifySecretSchema, { fresh: true });
  return matchesAny(given, accepted(fresh));
}

function accepted(secret: z.infer<typeof originVerifySecretSchema>): string[] {
  return secret.previous ? [secret.current, secret.previous] : [secret.current];
}

function matchesAny(given: string | undefined, values: readonly string[]): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const mine = digest(given);
  // Every candidate is compared, whichever matches: the time says nothing about which one.
  return values.map((value) => timingSafeEqual(mine, digest(value))).includes(true);
}
