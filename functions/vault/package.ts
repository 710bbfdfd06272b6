import type { ProfileItem } from '../auth/profile.ts';
import { db, tableName } from '../commons/db.ts';
import { badRequest, gone, notFound, payloadTooLarge } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { presignDownload, readObject } from '../commons/storage.ts';
import { newItemId } from '../pro/ids.ts';
import { isItemId } from '../../shared/api/item-id.ts';
import {
  VAULT_LIMITS,
  VAULT_MESSAGES as M,
  staleOn,
  type PackageRecord,
} from '../../shared/api/vault-catalog.ts';
import type { CoverEntry, CoverInput } from './cover-pdf.ts';
import { fileKey, listFileItems, type FileItem } from './files.ts';
import { packagePrefix, zipNames } from './zip-names.ts';
import { inMemory, uploadZip, type ZipEntry } from './zip-upload.ts';
import { keys } from '../commons/keys.ts';

/**
 * The lender package: one ZIP with a cover PDF and every chosen file of a member's vault, named by
 * guide item, streamed from the bucket into the bucket (packages/<userId>/<packageId>.zip, kept
 * PACKAGE_DAYS by the bucket's lifecycle) and downloaded with a presigned GET. The function's
 * memory holds one part of the upload at a time, whatever the vault's size.
 *
 * It is kept in the reports history (functions/pro/reports.ts): an item USER#<id> /
 * REPORT#<ISO time>#<packageId> with `kind: 'package'`, the file count, size and key, listed by
 * GET /api/pro/reports beside the reports.
 *
 * `buildPackage(profile, fileIds)` is the reusable part: any set of a member's ready files
 * (the read-only package link a member sends a lender builds one for the files they share).
 */
const packageKey = (userId: string, packageId: string) =>
  `${packagePrefix(userId)}${packageId}.zip`;

/** The cover's name, first in the ZIP (English, as the ZIP's other names: ./zip-names.ts). */
const COVER_NAME = '00 Cover - borrower loan package.pdf';

/** How long a package can be downloaded (the bucket's lifecycle removes it after that). */
const PACKAGE_DAYS = 30;

export interface BuiltPackage extends PackageRecord {
  key: string;
  /** The ZIP's entries after the cover, in order (what a lender's link lists). */
  names: string[];
}

/** The package's entries: the cover first, then each file, opened only when its turn comes. */
async function* packageEntries(
  userId: string,
  cover: Uint8Array,
  named: ReturnType<typeof zipNames>,
  now: Date,
): AsyncIterable<ZipEntry> {
  yield { name: COVER_NAME, mtime: now, chunks: inMemory(cover) };
  for (const { file, zipName } of named) {
    yield {
      name: zipName,
      mtime: new Date(file.uploadedAt!),
      chunks: await readObject(fileKey(userId, file.fileId)),
    };
  }
}

/**
 * The member's chosen ready files (all of them when none are named), checked before any work: an
 * unknown id is 404, an empty choice 400, a package over the limit 413. The request runs it to
 * answer at once; the worker runs it again on the data as it is then.
 */
export async function choosePackageFiles(
  userId: string,
  fileIds: string[] | undefined,
): Promise<FileItem[]> {
  const ready = (await listFileItems(userId, true)).filter((f) => f.status === 'ready');
  const chosen = fileIds ? ready.filter((f) => fileIds.includes(f.fileId)) : ready;
  if (fileIds && chosen.length !== new Set(fileIds).size) throw notFound(M.fileNotFound);
  if (chosen.length === 0) throw badRequest(M.packageEmpty);
  const fileBytes = chosen.reduce((sum, f) => sum + f.size, 0);
  if (fileBytes > VAULT_LIMITS.maxPackageBytes) {
    throw payloadTooLarge(M.packageTooLarge(Math.ceil(fileBytes / 1024 / 1024)));
  }
  return chosen;
}

export interface BuildOptions {
  /** The id the package gets (a lender connection's link promised it before it was built). */
  packageId?: string;
  /** After each file copied into the ZIP (the worker's progress on the member's page). */
  onProgress?: (done: number, total: number) => Promise<void>;
}

/**
 * Build the ZIP of the member's chosen ready files (all of them when none are named) with its
 * cover, upload it, and record it in the history. `facts` (the member's summary and the deal
 * file's lender figures) come from the member's own data (./lender-figures.ts). Run by the jobs
 * worker (functions/jobs/worker.ts), off the request: a full 500 MB vault streams through.
 */
export async function buildPackage(
  profile: ProfileItem,
  fileIds: string[] | undefined,
  facts: Pick<CoverInput, 'lenderFigures' | 'memberSummary'> = { lenderFigures: null },
  now = new Date(),
  options: BuildOptions = {},
): Promise<BuiltPackage> {
  const userId = profile.userId;
  const chosen = await choosePackageFiles(userId, fileIds);
  const fileBytes = chosen.reduce((sum, f) => sum + f.size, 0);
  const named = zipNames(chosen);
  const entries: CoverEntry[] = named.map(({ file, zipName }) => ({
    zipName,
    documentId: file.documentId ?? null,
    originalName: file.name,
    date: file.documentDate ?? file.uploadedAt!.slice(0, 10),
    staleOn: staleOn(file.documentId ?? null, file.documentDate ?? null, file.uploadedAt ?? null),
  }));
  // jsPDF is loaded when a package is built, not when the function starts: it was most of the
  // vault area's cold start (bench: cold starts per area).
  const { coverPdf } = await import('./cover-pdf.ts');
  const cover = coverPdf({
    memberName: `${profile.firstName} ${profile.lastName}`,
    generatedAt: now,
    entries,
    ...facts,
  });

  const packageId = options.packageId ?? newItemId(now);
  const key = packageKey(userId, packageId);
  const total = named.length;
  await uploadZip(key, packageEntries(userId, cover, named, now), (index) =>
    // Entry 0 is the cover: the files are the entries after it.
    index > 0 && options.onProgress ? options.onProgress(index, total) : Promise.resolve(),
  );

  const bytes = cover.byteLength + fileBytes;
  const record: BuiltPackage = {
    id: packageId,
    createdAt: now.toISOString(),
    fileCount: chosen.length,
    bytes,
    expiresAt: new Date(now.getTime() + PACKAGE_DAYS * 24 * 3600 * 1000).toISOString(),
    key,
    names: named.map((n) => n.zipName),
  };
  await db.put({
    TableName: tableName,
    Item: {
      ...keys.report(userId, packageId),
      kind: 'package',
      id: packageId,
      createdAt: record.createdAt,
      fileCount: record.fileCount,
      bytes: record.bytes,
      expiresAt: record.expiresAt,
      key,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  logger.info('vault package built', { userId, packageId, files: chosen.length });
  return record;
}

/** One of the member's packages as the history keeps it, or undefined (not built, or gone). */
export async function findPackage(
  userId: string,
  packageId: string,
): Promise<PackageRecord | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.report(userId, packageId),
    ConsistentRead: true,
  });
  if (!Item || Item.kind !== 'package') return undefined;
  const { id, createdAt, fileCount, bytes, expiresAt } = Item as PackageRecord;
  return { id, createdAt, fileCount, bytes, expiresAt };
}

/** A presigned GET of one of the member's packages, while it is kept. */
export async function packageUrl(
  userId: string,
  packageId: string,
  now = new Date(),
): Promise<string> {
  if (!isItemId(packageId)) throw notFound(M.packageNotFound);
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.report(userId, packageId),
  });
  if (!Item || Item.kind !== 'package') throw notFound(M.packageNotFound);
  if (Date.parse(String(Item.expiresAt)) <= now.getTime()) throw gone(M.packageExpired);
  logger.info('vault package download', { userId, packageId });
  const day = String(Item.createdAt).slice(0, 10);
  return presignDownload(
    String(Item.key),
    `Expediente Inversor Listo ${day}.zip`,
    'application/zip',
  );
}
