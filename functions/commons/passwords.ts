import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { config, type Config } from './config.ts';

/**
 * Password hashing with node:crypto scrypt (docs/security.md: N=2^17, r=8, p=1, the OWASP minimum).
 * Stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can be raised later: a login with an
 * older cost rehashes the password (needsRehash).
 */
export const PRODUCTION_SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

interface Params {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost new hashes get: production's, or against the local DynamoDB a lower N from
 * PASSWORD_SCRYPT_LOG2N (tests; loadConfig refuses the variable anywhere else).
 */
export function scryptParams(from: Pick<Config, 'PASSWORD_SCRYPT_LOG2N'>): Params {
  const log2N = from.PASSWORD_SCRYPT_LOG2N;
  return log2N === undefined
    ? { ...PRODUCTION_SCRYPT_PARAMS }
    : { ...PRODUCTION_SCRYPT_PARAMS, N: 2 ** log2N };
}

/** Today's cost: what hashPassword uses and needsRehash compares with. */
export const SCRYPT_PARAMS: Readonly<Params> = Object.freeze(scryptParams(config));

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  // scrypt needs 128·N·r·p bytes; allow twice that so Node does not refuse it.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r * params.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Constant-time comparison of the password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Was this hash made with weaker parameters than today's? */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < SCRYPT_PARAMS.N || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p;
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);

/**
 * Spend the time of one verification without an account to verify against, so a login with an
 * unknown email takes as long as one with a wrong password (docs/security.md "Enumeration").
 */
export async function spendHashTime(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, SCRYPT_PARAMS);
}
