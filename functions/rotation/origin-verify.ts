// The JavaScript SigV4a signer: CloudFront's key-value store API accepts only SigV4a requests.
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { randomBytes } from 'node:crypto';
import { originVerifySecretSchema } from '../commons/origin-verify.ts';
import { ORIGIN_VERIFY_KVS_KEY } from './origin-verify-key.ts';

/** What Secrets Manager sends a rotation function, once per step. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

export interface RotationDeps {
  secrets: SecretsManagerClient;
  kvs: CloudFrontKeyValueStoreClient;
  /** ARN of CloudFront's key-value store (ORIGIN_VERIFY_KVS_ARN, set by the stack). */
  kvsArn: string;
}

/**
 * Rotation of the origin-verify value (Secrets Manager calls this monthly and on every deploy that
 * changes the schedule). The secret holds {current, previous}; the API accepts both
 * (functions/commons/origin-verify.ts). Order, so no request is ever refused:
 *  1. createSecret: a pending version {current: new, previous: old current};
 *  2. finishSecret: the pending version becomes current (the API now accepts new and old), and
 *     only then CloudFront's key-value store gets the new value, which edges pick up in seconds.
 * setSecret and testSecret have nothing to do. Each step can be retried: it checks what is done.
 */
export async function rotate(event: RotationEvent, deps: RotationDeps): Promise<void> {
  const { SecretId, ClientRequestToken: token } = event;
  if (event.Step === 'createSecret') {
    if (await hasPendingVersion(deps.secrets, SecretId, token)) return;
    const current = await readStage(deps.secrets, SecretId, 'AWSCURRENT');
    const value = { current: randomBytes(36).toString('base64url'), previous: current.current };
    await deps.secrets.send(
      new PutSecretValueCommand({
        SecretId,
        ClientRequestToken: token,
        SecretString: JSON.stringify(value),
        VersionStages: ['AWSPENDING'],
      }),
    );
    return;
  }
  if (event.Step !== 'finishSecret') return;
  const described = await deps.secrets.send(new DescribeSecretCommand({ SecretId }));
  const stages = described.VersionIdsToStages ?? {};
  const currentVersion = Object.keys(stages).find((id) => stages[id]?.includes('AWSCURRENT'));
  if (currentVersion !== token) {
    await deps.secrets.send(
      new UpdateSecretVersionStageCommand({
        SecretId,
        VersionStage: 'AWSCURRENT',
        MoveToVersionId: token,
        RemoveFromVersionId: currentVersion,
      }),
    );
  }
  const promoted = await readStage(deps.secrets, SecretId, 'AWSCURRENT');
  await publish(deps, promoted.current);
}

/** Put the value CloudFront must send into its key-value store (conditional on its ETag). */
export async function publish(deps: RotationDeps, value: string): Promise<void> {
  const store = await deps.kvs.send(new DescribeKeyValueStoreCommand({ KvsARN: deps.kvsArn }));
  await deps.kvs.send(
    new PutKeyCommand({
      KvsARN: deps.kvsArn,
      Key: ORIGIN_VERIFY_KVS_KEY,
      Value: value,
      IfMatch: store.ETag,
    }),
  );
}

async function hasPendingVersion(
  secrets: SecretsManagerClient,
  secretId: string,
  token: string,
): Promise<boolean> {
  try {
    await secrets.send(
      new GetSecretValueCommand({
        SecretId: secretId,
        VersionId: token,
        VersionStage: 'AWSPENDING',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

async function readStage(secrets: SecretsManagerClient, secretId: string, stage: string) {
  const result = await secrets.send(
    new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }),
  );
  return originVerifySecretSchema.parse(JSON.parse(result.SecretString ?? '{}'));
}

let deps: RotationDeps | undefined;

/** The Lambda handler Secrets Manager invokes. */
export async function handler(event: RotationEvent): Promise<void> {
  deps ??= {
    secrets: new SecretsManagerClient({}),
    kvs: new CloudFrontKeyValueStoreClient({ region: 'us-east-1' }),
    kvsArn: requiredEnv('ORIGIN_VERIFY_KVS_ARN'),
  };
  await rotate(event, deps);
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
