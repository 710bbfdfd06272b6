import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { config } from '../commons/config.ts';
import { readJsonSecret } from '../commons/secrets.ts';

/**
 * The key behind the second factor (ASVS 5.0 6.5.x, 11.x): members' TOTP secrets are stored
 * encrypted with AES-256-GCM, and their recovery codes as HMAC-SHA256, both under keys derived
 * (HKDF) from one secret that never sits in the table: in AWS a generated Secrets Manager secret
 * (MFA_SECRET_ARN, JSON {key}, read at run time), locally MFA_ENCRYPTION_KEY. A copy of the table
 * alone then gives neither the secrets nor a way to test recovery-code guesses offline.
 */
const mfaKeySecretSchema = z.object({ key: z.string().min(32) });

/** The key is not configured: a deployment error, never a member's (500, logged). */
class MfaKeyMissing extends Error {
  constructor() {
    super('The MFA key is not configured (MFA_SECRET_ARN or MFA_ENCRYPTION_KEY)');
    this.name = 'MfaKeyMissing';
  }
}

interface Keys {
  encryption: Buffer;
  recovery: Buffer;
}
const derived = new Map<string, Keys>();

async function keys(): Promise<Keys> {
  let material = config.MFA_ENCRYPTION_KEY;
  if (!material && config.MFA_SECRET_ARN) {
    material = (await readJsonSecret(config.MFA_SECRET_ARN, mfaKeySecretSchema)).key;
  }
  if (!material) throw new MfaKeyMissing();
  let found = derived.get(material);
  if (!found) {
    const derive = (info: string) =>
      Buffer.from(hkdfSync('sha256', material, 'inversor-listo', info, 32));
    found = { encryption: derive('mfa totp secret v1'), recovery: derive('mfa recovery code v1') };
    derived.set(material, found);
  }
  return found;
}

/**
 * Encrypt a TOTP secret (base32 text) for one user: `v1.<iv>.<ciphertext>.<tag>` (base64url).
 * The user id is authenticated data, so a ciphertext copied into another profile does not open.
 */
export async function sealSecret(userId: string, secret: string): Promise<string> {
  const { encryption } = await keys();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryption, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function openSecret(userId: string, sealed: string): Promise<string> {
  const { encryption } = await keys();
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('Unknown sealed MFA secret');
  const decipher = createDecipheriv('aes-256-gcm', encryption, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** The stored form of a recovery code (normalised: upper case, no separators). */
export async function recoveryCodeHash(userId: string, code: string): Promise<string> {
  const { recovery } = await keys();
  return createHmac('sha256', recovery).update(`${userId}:${code}`).digest('hex');
}
