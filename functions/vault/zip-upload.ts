import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { Zip, ZipPassThrough } from 'fflate';
import { s3, vaultBucket } from '../commons/storage.ts';

/** One file of a streamed ZIP: its name in the archive, its date, its bytes as they arrive. */
export interface ZipEntry {
  name: string;
  mtime: Date;
  chunks: AsyncIterable<Uint8Array>;
}

/** Bytes already in memory (a cover PDF, a JSON file) as one chunk. */
export async function* inMemory(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/**
 * Multipart upload parts: S3's 5 MB minimum with room, two in flight (the function holds about
 * 16 MB of the archive at a time, whatever its size). 10,000 parts of 8 MB: up to 80 GB.
 */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Stream a ZIP of `entries` into the vault bucket at `key` without ever holding the archive in
 * memory: fflate's Zip writes into a PassThrough that a multipart upload reads, and each entry's
 * chunks wait while the upload has a part in hand (backpressure). Entries are taken one at a time,
 * so a file is opened only when its turn comes. A failure on either side stops both and aborts the
 * upload: no half-written archive stays in the bucket. Used by the lender package and the member's
 * data export.
 */
export async function uploadZip(
  key: string,
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  /** Called after each entry is in the archive (its index), e.g. to report progress. */
  onEntry?: (index: number) => Promise<void>,
): Promise<void> {
  const out = new PassThrough();
  let zipError: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      zipError = error;
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const upload = new Upload({
    client: s3,
    params: { Bucket: vaultBucket, Key: key, Body: out, ContentType: 'application/zip' },
    partSize: PART_BYTES,
    queueSize: 2,
  });
  const uploaded = upload.done();
  // A failure of the upload must not leave the copying loop waiting for 'drain' forever.
  uploaded.catch(() => out.destroy());
  try {
    let index = 0;
    for await (const { name, mtime, chunks } of entries) {
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      for await (const chunk of chunks) {
        entry.push(chunk);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      entry.push(new Uint8Array(0), true);
      await onEntry?.(index++);
    }
    zip.end();
    await uploaded;
  } catch (error) {
    await upload.abort().catch(() => undefined);
    throw zipError ?? error;
  }
}
