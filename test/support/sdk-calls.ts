/**
 * What AWS calls a function's bundle can make, read from the bundle itself, and the IAM action each
 * needs. Emulators check no IAM: this is how "works locally, AccessDenied in AWS" is caught before
 * a deploy (test/unit/infra/iam-sdk.test.ts).
 *
 * The bundle is built as the stack builds it (infra/function-bundling.ts, esbuild's tree shaking
 * included) with the AWS SDK left external and no minifying, so that what is left of our code names
 * its SDK imports (`import { GetObjectCommand } from "@aws-sdk/client-s3"`) and its document-client
 * calls (`db.put(...)`) plainly. Tree shaking keeps only the code the entry can reach: a module
 * the area imports for one function does not bring the SDK calls of the others.
 */
import { build } from 'esbuild';
import { esbuildOptions } from '../../infra/function-bundling.ts';

/**
 * The IAM actions of each SDK export we use, by package. A call missing here fails the test: a new
 * kind of call needs its actions written down (and granted) before it ships.
 */
export const IAM_ACTIONS: Record<string, Record<string, readonly string[]>> = {
  '@aws-sdk/client-s3': {
    GetObjectCommand: ['s3:GetObject'],
    HeadObjectCommand: ['s3:GetObject'],
    PutObjectCommand: ['s3:PutObject'],
    DeleteObjectCommand: ['s3:DeleteObject'],
    // With VersionIds (deletePrefix erases every version of a prefix in the versioned bucket).
    DeleteObjectsCommand: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
    ListObjectsV2Command: ['s3:ListBucket'],
    ListObjectVersionsCommand: ['s3:ListBucketVersions'],
    CopyObjectCommand: ['s3:GetObject', 's3:PutObject'],
    // The client itself: constructing it needs nothing.
    S3Client: [],
  },
  // A presigned URL is signed with the function's credentials: S3 checks the signer's role when
  // the browser uses it, so the presigned command's own action is what the role needs (above).
  '@aws-sdk/s3-request-presigner': { getSignedUrl: [] },
  // Multipart upload: CreateMultipartUpload, UploadPart and CompleteMultipartUpload are
  // s3:PutObject; an upload that fails is aborted.
  '@aws-sdk/lib-storage': { Upload: ['s3:PutObject', 's3:AbortMultipartUpload'] },
  '@aws-sdk/client-dynamodb': {
    DynamoDBClient: [],
    DescribeTableCommand: ['dynamodb:DescribeTable'],
  },
  '@aws-sdk/lib-dynamodb': { DynamoDBDocument: [] },
  '@aws-sdk/client-sesv2': { SESv2Client: [], SendEmailCommand: ['ses:SendEmail'] },
  '@aws-sdk/client-secrets-manager': {
    SecretsManagerClient: [],
    GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
    DescribeSecretCommand: ['secretsmanager:DescribeSecret'],
    PutSecretValueCommand: ['secretsmanager:PutSecretValue'],
    UpdateSecretVersionStageCommand: ['secretsmanager:UpdateSecretVersionStage'],
  },
  '@aws-sdk/client-sqs': {
    SQSClient: [],
    SendMessageCommand: ['sqs:SendMessage'],
    SendMessageBatchCommand: ['sqs:SendMessage'],
    ChangeMessageVisibilityCommand: ['sqs:ChangeMessageVisibility'],
  },
  '@aws-sdk/client-cloudfront-keyvaluestore': {
    CloudFrontKeyValueStoreClient: [],
    DescribeKeyValueStoreCommand: ['cloudfront-keyvaluestore:DescribeKeyValueStore'],
    PutKeyCommand: ['cloudfront-keyvaluestore:PutKey'],
  },
  // SigV4a signing for the key-value store client: no call of its own.
  '@aws-sdk/signature-v4a': { SignatureV4a: [] },
};

/** The DynamoDB document client's methods and the actions they are authorized as. */
const DOCUMENT_CLIENT: Record<string, readonly string[]> = {
  get: ['dynamodb:GetItem'],
  put: ['dynamodb:PutItem'],
  update: ['dynamodb:UpdateItem'],
  delete: ['dynamodb:DeleteItem'],
  query: ['dynamodb:Query'],
  scan: ['dynamodb:Scan'],
  batchGet: ['dynamodb:BatchGetItem'],
  batchWrite: ['dynamodb:BatchWriteItem'],
  transactGet: ['dynamodb:GetItem'],
  // A transaction is authorized item by item (below).
  transactWrite: [],
};

/** A transaction's items, by the key that names their kind (`{ Put: {...} }`). */
const TRANSACTION_ITEMS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

export interface SdkCall {
  /** `@aws-sdk/client-s3 GetObjectCommand`, `DynamoDBDocument.put`, `TransactWriteItems Put`. */
  call: string;
  actions: readonly string[];
}

/** Every SDK call an entry's bundle can make, with its IAM actions; unknown calls have `actions: null`. */
export async function bundleSdkCalls(
  entry: string,
): Promise<{ calls: SdkCall[]; unknown: string[] }> {
  const options = esbuildOptions(entry, 'index.mjs');
  const result = await build({
    ...options,
    minify: false,
    sourcemap: false,
    metafile: false,
    write: false,
    // Everything the SDK is made of stays an import we can read, whatever the area deploys with.
    external: [...new Set([...options.external, '@aws-sdk/*', '@smithy/*'])],
  });
  const code = result.outputFiles[0]!.text;
  return sdkCallsOf(code);
}

/** The SDK calls of a bundle's code (exported for its own test). */
export function sdkCallsOf(code: string): { calls: SdkCall[]; unknown: string[] } {
  const calls: SdkCall[] = [];
  const unknown: string[] = [];
  const imports = /import\s*\{([^}]*)\}\s*from\s*"(@aws-sdk\/[^"]+)";?/g;
  // esbuild keeps an external module's import whole after tree shaking drops the code that used
  // some of its names: a name counts only where the rest of the bundle still uses it.
  const body = code.replace(imports, '');
  for (const match of code.matchAll(imports)) {
    const pkg = match[2]!;
    for (const spec of match[1]!.split(',')) {
      const [name, local = name] = spec.trim().split(/\s+as\s+/) as [string, string?];
      // Error classes (for instanceof checks) make no call.
      if (!name || /(Exception|Error)$/.test(name)) continue;
      if (!new RegExp(`(^|[^\\w$.])${local.replace(/\$/g, '\\$')}\\b`).test(body)) continue;
      const actions = IAM_ACTIONS[pkg]?.[name];
      if (actions === undefined) unknown.push(`${pkg} ${name}`);
      else calls.push({ call: `${pkg} ${name}`, actions });
    }
  }
  // The document client: the names it is bound to, then their method calls.
  const clients = [...code.matchAll(/\b([\w$]+)\s*=\s*DynamoDBDocument\d*\.from\(/g)].map(
    (m) => m[1]!,
  );
  for (const client of clients) {
    const escaped = client.replace(/\$/g, '\\$');
    for (const m of code.matchAll(new RegExp(`\\b${escaped}\\.(\\w+)\\(`, 'g'))) {
      const method = m[1]!;
      const actions = DOCUMENT_CLIENT[method];
      if (actions === undefined) unknown.push(`DynamoDBDocument.${method}`);
      else calls.push({ call: `DynamoDBDocument.${method}`, actions });
    }
  }
  if (calls.some((c) => c.call === 'DynamoDBDocument.transactWrite')) {
    for (const [key, action] of Object.entries(TRANSACTION_ITEMS)) {
      if (new RegExp(`\\b${key}:\\s*\\{`).test(code)) {
        calls.push({ call: `TransactWriteItems ${key}`, actions: [action] });
      }
    }
  }
  return { calls: dedupe(calls), unknown: [...new Set(unknown)] };
}

function dedupe(calls: SdkCall[]): SdkCall[] {
  return [...new Map(calls.map((c) => [c.call, c])).values()];
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Condition?: unknown;
}

/** Whether one of the statements allows the action (IAM wildcards in the statement's actions). */
export function allows(statements: readonly Statement[], action: string): boolean {
  return statements.some(
    (s) =>
      s.Effect === 'Allow' &&
      [s.Action].flat().some((granted) => {
        const pattern = new RegExp(
          `^${granted
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')
            .replace(/\?/g, '.')}$`,
          'i',
        );
        return pattern.test(action);
      }),
  );
}
