/**
 * A 240 MB vault packages through the queue: 16 files of 15 MB (the largest the vault takes),
 * uploaded as the browser does, packaged by the jobs worker on the local queue with the same
 * message contract and retries as SQS, streamed into the S3 emulator as a multipart upload. The
 * ZIP's central directory is read back from the bucket (a ranged GET: the test does not hold the
 * archive either) and the worker's memory is sampled while it works: it never holds the archive.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { handler as createPackage } from '../../functions/vault/handlers/create-package.ts';
import { s3, vaultBucket } from '../../functions/commons/storage.ts';
import { VAULT_LIMITS } from '../../shared/api/vault-catalog.ts';
import type { JobAccepted } from '../../shared/api/jobs.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { waitForJob } from '../support/jobs.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { pdfBytes, uploadFile } from '../support/vault.ts';

// What the worker holds is what survives a collection: garbage waiting for the collector is not
// held, and counting it made the figure depend on when the collector last ran.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const FILES = 16;
const FILE_BYTES = VAULT_LIMITS.maxFileBytes; // 15 MB: 16 of them are 240 MB

/** A 15 MB PDF: a real PDF's first bytes (the completion check reads them), then filler. */
function bigPdf(): Buffer {
  const head = pdfBytes('Estado de cuenta');
  const bytes = Buffer.alloc(FILE_BYTES, 0x20);
  head.copy(bytes);
  return bytes;
}

/** The entries of a ZIP in the bucket, from its end of central directory and central directory. */
async function zipEntries(key: string): Promise<{ name: string; size: number }[]> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: vaultBucket, Key: key }));
  const total = head.ContentLength!;
  const tailBytes = Math.min(total, 64 * 1024);
  const range = async (start: number, end: number) =>
    Buffer.from(
      await (
        await s3.send(
          new GetObjectCommand({ Bucket: vaultBucket, Key: key, Range: `bytes=${start}-${end}` }),
        )
      ).Body!.transformToByteArray(),
    );
  const tail = await range(total - tailBytes, total - 1);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  const cd = await range(cdOffset, cdOffset + cdSize - 1);
  const entries: { name: string; size: number }[] = [];
  for (let at = 0, i = 0; i < count; i++) {
    expect(cd.readUInt32LE(at)).toBe(0x02014b50);
    const size = cd.readUInt32LE(at + 24);
    const nameLength = cd.readUInt16LE(at + 28);
    const extra = cd.readUInt16LE(at + 30);
    const comment = cd.readUInt16LE(at + 32);
    entries.push({ name: cd.subarray(at + 46, at + 46 + nameLength).toString('utf8'), size });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

describe('a 240 MB vault through the jobs queue', () => {
  it('packages every file into one ZIP streamed to the bucket, never held in memory', async () => {
    const { cookie, user } = await signedInUser({ firstName: 'Marta', lastName: 'Ríos' });
    await grantPlan(user.id, 'pro');
    const bytes = bigPdf();
    for (let i = 0; i < FILES; i++) {
      const { result } = await uploadFile(cookie, {
        name: `estado-${String(i + 1).padStart(2, '0')}.pdf`,
        type: 'application/pdf',
        bytes,
        documentId: 'personal-bank-statements',
      });
      expect(result.statusCode, `file ${i + 1}`).toBe(200);
    }

    const memory = () => {
      collect();
      return process.memoryUsage();
    };
    const before = memory();
    let peak = { heap: 0, external: 0 };
    const sampler = setInterval(() => {
      const now = memory();
      peak = {
        heap: Math.max(peak.heap, now.heapUsed - before.heapUsed),
        external: Math.max(
          peak.external,
          now.external + now.arrayBuffers - before.external - before.arrayBuffers,
        ),
      };
    }, 250);
    const started = Date.now();
    const accepted = await createPackage(
      apiEvent({
        method: 'POST',
        path: '/api/vault/packages',
        cookies: [cookie],
        body: {},
        sourceIp: randomIp(),
      }),
    );
    // The request answers at once: the work is the worker's.
    expect(accepted.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(5_000);
    const { job } = jsonBody<JobAccepted>(accepted);
    let done;
    try {
      done = await waitForJob(cookie, job.id, undefined, 240_000);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;
    expect(done.status).toBe('ready');
    expect(done.progress).toEqual({ done: FILES, total: FILES });
    expect(done.result!.fileCount).toBe(FILES);
    expect(done.result!.bytes).toBeGreaterThan(FILES * FILE_BYTES);

    const entries = await zipEntries(`packages/${user.id}/${done.result!.packageId}.zip`);
    expect(entries).toHaveLength(FILES + 1);
    expect(entries[0]!.name).toBe('00 Cover - borrower loan package.pdf');
    expect(entries.slice(1).every((e) => e.size === FILE_BYTES)).toBe(true);
    // 240 MB went through; the worker held a few multipart parts (8 MB each) and stream buffers,
    // far from the archive (a ZIP built in memory would hold 240 MB live).
    console.info(
      `240 MB package: ${seconds.toFixed(1)} s; peak heap +${(peak.heap / 2 ** 20).toFixed(0)} MB, buffers +${(peak.external / 2 ** 20).toFixed(0)} MB`,
    );
    expect(peak.heap + peak.external).toBeLessThan(120 * 2 ** 20);
  }, 300_000);
});
