import { DOCUMENT_ITEMS } from '../../shared/content/documents.ts';
import type { FileItem } from './files.ts';
import { DOCUMENT_TITLES_EN } from './lender-english.ts';

/**
 * Where a member's packages and data exports live in the vault bucket, and the names their files
 * take inside a ZIP. Apart from ./package.ts so that code which only names or erases packages
 * (account deletion and export in the auth area) does not bundle the cover's PDF library.
 */
export const packagePrefix = (userId: string) => `packages/${userId}/`;

/** A name a ZIP entry and any file system take: no separators, controls or reserved signs. */
function safe(name: string): string {
  return (
    name
      .replace(/[\\/:*?"<>|]/g, '-')
      .split('')
      .filter((c) => c.charCodeAt(0) >= 32)
      .join('')
      .trim()
      .slice(0, 100) || 'document'
  );
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

/**
 * Files in guide order, each named "NN Document title (k of n).ext" in English, as the lender who
 * opens the ZIP reads them (./lender-english.ts); others last, under "Other documents/".
 */
export function zipNames(files: FileItem[]): { file: FileItem; zipName: string }[] {
  const named: { file: FileItem; zipName: string }[] = [];
  DOCUMENT_ITEMS.forEach((item, index) => {
    const mine = files.filter((f) => f.documentId === item.id);
    mine.forEach((file, k) => {
      const count = mine.length > 1 ? ` (${k + 1} of ${mine.length})` : '';
      const ext = EXTENSIONS[file.contentType] ?? 'bin';
      named.push({
        file,
        zipName: `${String(index + 1).padStart(2, '0')} ${safe(DOCUMENT_TITLES_EN[item.id])}${count}.${ext}`,
      });
    });
  });
  const known = new Set<string>(DOCUMENT_ITEMS.map((item) => item.id));
  for (const file of files.filter((f) => !f.documentId || !known.has(f.documentId))) {
    const ext = EXTENSIONS[file.contentType] ?? 'bin';
    const base = safe(file.name).replace(/\.[A-Za-z0-9]{1,5}$/, '');
    named.push({ file, zipName: `Other documents/${base}-${file.fileId.slice(-6)}.${ext}` });
  }
  return named;
}
