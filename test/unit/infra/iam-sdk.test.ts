/**
 * Every AWS SDK call a function's bundle can make is allowed by that function's role in the
 * template `cdk synth` wrote. DynamoDB Local, s3rver and the SES emulator check no IAM, so a call
 * the role lacks passes every other test and fails in AWS with AccessDenied (account deletion did:
 * the auth role could neither list nor delete object versions). The calls are read from the
 * bundle (test/support/sdk-calls.ts), the grants from the role's policies.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_METADATA } from '../../../infra/constructs/app-function.ts';
import { readTemplate, ROOT, type Resource } from '../../support/cdk-template.ts';
import { allows, bundleSdkCalls, sdkCallsOf } from '../../support/sdk-calls.ts';

type Statement = Parameters<typeof allows>[0][number];

interface Deployed {
  id: string;
  entry: string;
  statements: Statement[];
}

/** The app's functions with the entry they are built from and every statement of their role. */
function deployedFunctions(
  resources: Record<string, Resource & { Metadata?: Record<string, unknown> }>,
): Deployed[] {
  const found: Deployed[] = [];
  for (const [id, fn] of Object.entries(resources)) {
    if (fn.Type !== 'AWS::Lambda::Function') continue;
    const entry = fn.Metadata?.[ENTRY_METADATA];
    if (typeof entry !== 'string') continue;
    const role = (fn.Properties?.Role as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
    const statements = Object.values(resources)
      .filter(
        (r) =>
          r.Type === 'AWS::IAM::Policy' &&
          (r.Properties?.Roles as { Ref?: string }[]).some((ref) => ref.Ref === role),
      )
      .flatMap((r) => (r.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
    found.push({ id, entry, statements });
  }
  return found;
}

describe('IAM matches the code: every SDK call of a bundle is allowed by its role', () => {
  const template = readTemplate();
  const functions = deployedFunctions(
    template.Resources as Record<string, Resource & { Metadata?: Record<string, unknown> }>,
  );

  it('finds the app functions and their entries', () => {
    expect(functions.length).toBeGreaterThanOrEqual(12);
  });

  it.each(functions.map((f) => [f.id, f] as const))(
    '%s',
    async (_id, fn) => {
      const { calls, unknown } = await bundleSdkCalls(path.join(ROOT, fn.entry));
      expect(unknown, 'SDK calls with no IAM mapping in test/support/sdk-calls.ts').toEqual([]);
      const missing = calls.flatMap(({ call, actions }) =>
        actions.filter((a) => !allows(fn.statements, a)).map((a) => `${a} (${call})`),
      );
      expect(missing, `${fn.entry}: actions its role lacks`).toEqual([]);
    },
    60_000,
  );
});

describe('sdkCallsOf and allows', () => {
  const code = `
import { GetObjectCommand, ListObjectVersionsCommand as L } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { DynamoDBDocument } from "@aws-sdk/lib-dynamodb";
import { FrobnicateCommand, PutObjectCommand, NoSuchKeyException } from "@aws-sdk/client-s3";
var db = DynamoDBDocument.from(x);
await s3.send(new GetObjectCommand({})); await s3.send(new L({})); new Upload({});
await s3.send(new FrobnicateCommand({})); if (e instanceof NoSuchKeyException) {}
await db.get({ TableName: t });
await db.transactWrite({ TransactItems: [{ Put: { Item: {} } }, { ConditionCheck: { Key: {} } }] });
`;

  it('reads the imports the code uses, document-client calls and transaction items; flags what it cannot map', () => {
    const { calls, unknown } = sdkCallsOf(code);
    expect(calls.flatMap((c) => c.actions).sort()).toEqual(
      [
        's3:GetObject',
        's3:ListBucketVersions',
        's3:PutObject',
        's3:AbortMultipartUpload',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:ConditionCheckItem',
      ].sort(),
    );
    expect(unknown).toEqual(['@aws-sdk/client-s3 FrobnicateCommand']);
  });

  it('matches actions with IAM wildcards, allows only', () => {
    const statements = [
      { Effect: 'Allow', Action: ['s3:Get*', 'dynamodb:Query'] },
      { Effect: 'Deny', Action: 's3:DeleteObject' },
    ];
    expect(allows(statements, 's3:GetObject')).toBe(true);
    expect(allows(statements, 'dynamodb:Query')).toBe(true);
    expect(allows(statements, 's3:DeleteObject')).toBe(false);
    expect(allows(statements, 's3:ListBucketVersions')).toBe(false);
  });
});
