/**
 * The document vault in integration tests: files of each kind made from their real signatures,
 * and the browser's three steps (ask for a presigned PUT, PUT the bytes to the S3 emulator, ask
 * for the completion check) through the real handlers.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as complete } from '../../functions/vault/handlers/complete-upload.ts';
import { handler as startUpload } from '../../functions/vault/handlers/start-upload.ts';
import type { UploadResponse } from '../../shared/api/vault-catalog.ts';
import { TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from './events.ts';
import { randomIp } from './users.ts';

export { exeBytes, heicBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from './vault-files.ts';

export interface UploadInput {
  name: string;
  /** The type the browser claims. */
  type: string;
  bytes: Buffer;
  documentId?: string;
  /** Size to declare (defaults to the real one). */
  declaredSize?: number;
}

export async function requestUpload(
  cookie: string,
  input: UploadInput,
): Promise<APIGatewayProxyStructuredResultV2> {
  return startUpload(
    apiEvent({
      method: 'POST',
      path: '/api/vault/uploads',
      cookies: [cookie],
      sourceIp: randomIp(),
      body: {
        fileName: input.name,
        contentType: input.type,
        size: input.declaredSize ?? input.bytes.length,
        ...(input.documentId ? { documentId: input.documentId } : {}),
      },
    }),
  );
}

/** The browser's PUT: straight to the bucket (the S3 emulator), from the site's origin. */
export async function putToBucket(upload: UploadResponse, bytes: Buffer): Promise<Response> {
  return fetch(upload.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { ...upload.headers, origin: new URL(TEST_SITE_URL).origin },
  });
}

export async function completeUpload(cookie: string, fileId: string) {
  return complete(
    apiEvent({
      method: 'POST',
      path: `/api/vault/files/${fileId}/complete`,
      pathParameters: { id: fileId },
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}

/** All three steps; returns the completion's answer and the file id. */
export async function uploadFile(cookie: string, input: UploadInput) {
  const started = await requestUpload(cookie, input);
  if (started.statusCode !== 201)
    throw new Error(`upload answered ${started.statusCode}: ${started.body}`);
  const upload = jsonBody<UploadResponse>(started);
  const put = await putToBucket(upload, input.bytes);
  if (!put.ok) throw new Error(`PUT to the bucket answered ${put.status}`);
  return { id: upload.id, upload, result: await completeUpload(cookie, upload.id) };
}
