import { runVaultDaily } from './daily.ts';

/** The vault's daily job, invoked by an EventBridge schedule (infra/constructs/documents.ts). */
export const handler = async (): Promise<void> => {
  await runVaultDaily();
};
