/**
 * HUD FY2024 Small Area FMRs (fy2024_safmrs_revised.xlsx, SOURCES.md item 4): rents by ZIP and
 * HUD area; a ZIP in several areas has one row per area.
 */
import type { ZipRow } from '../../../functions/market/compiled.ts';
import { num, readSheet, SOURCE_FILES, zip5 } from '../read-sources.ts';

export type SafmrRow = NonNullable<ZipRow[7]>;

const RENT_COLUMNS = ['SAFMR 0BR', 'SAFMR 1BR', 'SAFMR 2BR', 'SAFMR 3BR', 'SAFMR 4BR'];
const ZIP = 'ZIP Code';
const AREA_CODE = 'HUD Area Code';
const AREA_NAME = 'HUD Metro Fair Market Rent Area Name';

/** Header cells break over lines ("SAFMR\n0BR"): one space between words. */
const oneLine = (cell: unknown) => String(cell).replace(/\s+/g, ' ').trim();

export async function readHudSafmr(
  sourceDir: string,
): Promise<{ byZip: Map<string, SafmrRow[]>; areaNames: Map<string, string> }> {
  const records = await readSheet(sourceDir, SOURCE_FILES.safmr, 'SAFMRs', oneLine);
  for (const column of [ZIP, AREA_CODE, AREA_NAME, ...RENT_COLUMNS]) {
    if (records[0] && !(column in records[0])) {
      throw new Error(`SAFMR sheet has no column "${column}"`);
    }
  }
  const byZip = new Map<string, SafmrRow[]>();
  const areaNames = new Map<string, string>();
  for (const record of records) {
    const zip = zip5(record[ZIP]);
    const rents = RENT_COLUMNS.map((column) => num(record[column]));
    const code = String(record[AREA_CODE] ?? '');
    if (!zip || !code || rents.some((r) => r === null)) continue;
    areaNames.set(code, oneLine(record[AREA_NAME] ?? ''));
    const list = byZip.get(zip) ?? [];
    list.push([code, ...(rents as number[])] as SafmrRow);
    byZip.set(zip, list);
  }
  return { byZip, areaNames };
}
