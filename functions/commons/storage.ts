import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutObjectCommand,
  S3Client,
  type ObjectIdentifier,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config.ts';
import { traced } from './tracer.ts';

/**
 * The document vault's bucket (docs/documents.md): S3 in AWS, the s3rver emulator locally
 * (same calls, endpoint override, path-style URLs). Members' browsers upload and download with
 * presigned URLs; this process reads only what it must check (a file's size and first bytes).
 */
const S3_AWS_TIMEOUT_MS = 5000;

/** The emulator's built-in account (s3rver refuses any other access key). */
const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const s3 = traced(
  new S3Client({
    region: config.AWS_REGION,
    ...(config.S3_ENDPOINT
      ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true, credentials: EMULATOR_CREDENTIALS }
      : {}),
    // Newer SDKs add a CRC32 of the (empty) body to presigned PUTs by default, which the browser's
    // upload then fails; checksums only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { socketTimeout: config.S3_ENDPOINT ? 15_000 : S3_AWS_TIMEOUT_MS },
  }),
);

export const vaultBucket = config.VAULT_BUCKET;

/** How long a presigned upload stays valid (s): long enough for 15 MB on a slow line. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** How long a presigned download stays valid (s): the issue's "≤ 5 minutes". */
const DOWNLOAD_URL_SECONDS = 5 * 60;

/**
 * A presigned PUT for exactly this key, type and size: Content-Type and Content-Length are signed,
 * so S3 refuses a body of another size or a different type header (the completion check then
 * reads the real bytes anyway).
 */
export function presignUpload(key: string, contentType: string, size: number): Promise<string> {
  return getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: vaultBucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    }),
    { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

/**
 * A presigned GET: `attachment` saves the file under `fileName`; `inline` lets the browser show it
 * (a PDF or image preview in a new tab). Non-ASCII names travel in filename* (RFC 6266).
 */
export function presignDownload(
  key: string,
  fileName: string,
  contentType: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: vaultBucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(disposition, fileName),
      ResponseContentType: contentType,
    }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
}

function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii || 'documento'}"; filename*=UTF-8''${encoded}`;
}

/** The stored object's size and type, or undefined when nothing was uploaded under the key. */
export async function headObject(
  key: string,
): Promise<{ size: number; contentType: string | undefined } | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: vaultBucket, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The first `length` bytes of an object (a ranged GET: the type check never reads the whole file). */
export async function readStart(key: string, length: number): Promise<Uint8Array> {
  const object = await s3.send(
    new GetObjectCommand({ Bucket: vaultBucket, Key: key, Range: `bytes=0-${length - 1}` }),
  );
  return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
}

/** A whole object as a stream (the lender package copies files into its ZIP). */
export async function readObject(key: string): Promise<AsyncIterable<Uint8Array>> {
  const object = await s3.send(new GetObjectCommand({ Bucket: vaultBucket, Key: key }));
  if (!object.Body) return (async function* () {})();
  return object.Body as AsyncIterable<Uint8Array>;
}

/**
 * Copy an object within the vault bucket (a checked upload into the key the server reads). Returns
 * false when the source does not exist.
 */
export async function copyObject(from: string, to: string): Promise<boolean> {
  try {
    await s3.send(
      new CopyObjectCommand({
        Bucket: vaultBucket,
        Key: to,
        CopySource: `${vaultBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: vaultBucket, Key: key }));
}

/**
 * Delete everything under a prefix, every version of it: the bucket is versioned in AWS, so a
 * plain delete would only hide an object behind a delete marker. The S3 emulator keeps no
 * versions (it has no ListObjectVersions), so there its current objects are all there is.
 */
export async function deletePrefix(prefix: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = config.S3_ENDPOINT ? await listCurrent(prefix) : await listVersions(prefix);
    if (batch.length === 0) return deleted;
    const result = await s3.send(
      new DeleteObjectsCommand({ Bucket: vaultBucket, Delete: { Objects: batch, Quiet: true } }),
    );
    if (result.Errors?.length) {
      throw new Error(`could not delete ${result.Errors.length} objects under the prefix`);
    }
    deleted += batch.length;
  }
}

async function listVersions(prefix: string): Promise<ObjectIdentifier[]> {
  const page = await s3.send(
    new ListObjectVersionsCommand({ Bucket: vaultBucket, Prefix: prefix, MaxKeys: 1000 }),
  );
  return [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].flatMap((v) =>
    v.Key ? [{ Key: v.Key, VersionId: v.VersionId }] : [],
  );
}

async function listCurrent(prefix: string): Promise<ObjectIdentifier[]> {
  const page = await s3.send(
    new ListObjectsV2Command({ Bucket: vaultBucket, Prefix: prefix, MaxKeys: 1000 }),
  );
  return (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
}
