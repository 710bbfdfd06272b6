import { randomBytes } from 'node:crypto';

/** Registration data for a test account: unique email and username, a password that passes. */
export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomBytes(5).toString('hex');
  return {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: `ana.${id}@example.com`,
    username: `ana_${id}`,
    password: `Clave-segura-${id}`,
    ...overrides,
  };
}
