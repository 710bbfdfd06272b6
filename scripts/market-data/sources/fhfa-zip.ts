/**
 * FHFA house price index by ZIP5 (fhfa_zip.csv, SOURCES.md item 3): `thru` is the last year with a
 * figure, `a1` its annual change and `a3` the mean of the last three annual changes, in %.
 */
import { num, readCsv, requireColumns, SOURCE_FILES, zip5 } from '../read-sources.ts';

export async function readFhfaZip(
  sourceDir: string,
): Promise<{ byZip: Map<string, [number, number, number]>; latestThru: number }> {
  const { fields, records } = await readCsv(sourceDir, SOURCE_FILES.fhfaZip);
  requireColumns(SOURCE_FILES.fhfaZip, fields, ['zip', 'thru', 'a1', 'a3']);
  const byZip = new Map<string, [number, number, number]>();
  let latestThru = 0;
  for (const record of records) {
    const zip = zip5(record.zip);
    const [thru, a1, a3] = [num(record.thru), num(record.a1), num(record.a3)];
    if (!zip || thru === null || a1 === null || a3 === null) continue;
    byZip.set(zip, [thru, a1, a3]);
    latestThru = Math.max(latestThru, thru);
  }
  return { byZip, latestThru };
}
