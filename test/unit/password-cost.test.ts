import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/commons/config.ts';
import {
  needsRehash,
  PRODUCTION_SCRYPT_PARAMS,
  SCRYPT_PARAMS,
  scryptParams,
  verifyPassword,
} from '../../functions/commons/passwords.ts';

/** What a function of the stack gets in AWS: Lambda's own variables and the stack's, no emulator. */
const AWS_ENV = {
  AWS_LAMBDA_FUNCTION_NAME: 'InversorListo-Auth',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'InversorListo-Table',
  BILLING_MODE: 'stripe',
  LOG_LEVEL: 'INFO',
  SITE_URL: 'https://inversorlisto.com',
};
const EMULATOR = { DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' };

describe('password hashing cost (PASSWORD_SCRYPT_LOG2N)', () => {
  it('is production’s in AWS: scrypt N=2^17, r=8, p=1 (docs/security.md)', () => {
    expect(PRODUCTION_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptParams(loadConfig(AWS_ENV))).toEqual({ N: 131072, r: 8, p: 1 });
    // This process has no emulator either (the unit project): the module's own cost is production's.
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('refuses a lower cost outside the local DynamoDB, with a clear error', () => {
    expect(() => loadConfig({ ...AWS_ENV, PASSWORD_SCRYPT_LOG2N: '12' })).toThrow(
      /PASSWORD_SCRYPT_LOG2N .* allowed only against the local DynamoDB/,
    );
    expect(() => loadConfig({ PASSWORD_SCRYPT_LOG2N: '12' })).toThrow(/PASSWORD_SCRYPT_LOG2N/);
    // An emulator endpoint does not make a Lambda function local.
    expect(() => loadConfig({ ...AWS_ENV, ...EMULATOR, PASSWORD_SCRYPT_LOG2N: '12' })).toThrow(
      /PASSWORD_SCRYPT_LOG2N/,
    );
  });

  it('lowers N against the emulator, within 2^10..2^17; empty means unset', () => {
    expect(scryptParams(loadConfig({ ...EMULATOR, PASSWORD_SCRYPT_LOG2N: '12' }))).toEqual({
      N: 4096,
      r: 8,
      p: 1,
    });
    expect(scryptParams(loadConfig({ ...EMULATOR, PASSWORD_SCRYPT_LOG2N: '' }))).toEqual(
      PRODUCTION_SCRYPT_PARAMS,
    );
    for (const bad of ['9', '18', '12.5', 'doce']) {
      expect(() => loadConfig({ ...EMULATOR, PASSWORD_SCRYPT_LOG2N: bad }), bad).toThrow(
        /PASSWORD_SCRYPT_LOG2N/,
      );
    }
  });

  it('rehashes a hash made at a lowered cost once production’s applies', async () => {
    const password = 'Clave-de-prueba-1';
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 64, { N: 4096, r: 8, p: 1 });
    const cheap = ['scrypt', 4096, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    // The string names its own cost: it still verifies, and is replaced at the next login.
    expect(await verifyPassword(password, cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(cheap.replace('scrypt$4096$', 'scrypt$131072$'))).toBe(false);
  });
});
