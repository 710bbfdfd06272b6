/**
 * Readers for the raw public datasets in ../shared/data/market (see its SOURCES.md): each returns
 * plain rows, with the quirks SOURCES.md documents handled here (ZIPs stored as numbers, the ACS
 * label row, the repeated ZCTA rows, months as column headers).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { parseCsv, type CsvRow } from '../../shared/csv.ts';

export const SOURCE_FILES = {
  zipData: 'zip-data-lite.json',
  fhfaZip: 'fhfa_zip.csv',
  safmr: 'fy2024_safmrs_revised.xlsx',
  tenure: 'Homeowners_Data.csv',
  income: 'ACSST5Y2023.S1901-Data.csv',
  countyHpi: 'county_growth_rates.csv',
  stateHpi: 'hpi_po_state.xlsx',
  metroZhvi: 'Metro_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv',
  stateZhvi: 'State_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv',
  metroZori: 'Metro_zori_uc_sfrcondomfr_sm_month.csv',
  countyZori: 'County_zori_uc_sfrcondomfr_sm_month.csv',
  fmr: 'FY26_FMRs.xlsx',
  inventory: 'Metro_invt_fs_uc_sfrcondo_sm_month.csv',
  daysToPending: 'Metro_mean_doz_pending_uc_sfrcondo_sm_month.csv',
  heat: 'Metro_market_temp_index_uc_sfrcondo_month.csv',
  forecast: 'Metro_zhvf_growth_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv',
} as const;

export type SourceKey = keyof typeof SOURCE_FILES;

/**
 * SHA-256 of every source file, checked against the list at the end of SOURCES.md: the build
 * refuses files that are not the documented ones.
 */
export async function verifyChecksums(sourceDir: string): Promise<Record<string, string>> {
  const manifest = await readFile(path.join(sourceDir, 'SOURCES.md'), 'utf8');
  const expected = new Map<string, string>();
  for (const match of manifest.matchAll(/^([0-9a-f]{64})\s+(\S+)$/gm)) {
    expected.set(match[2]!, match[1]!);
  }
  const sums: Record<string, string> = {};
  for (const file of Object.values(SOURCE_FILES).sort()) {
    const digest = createHash('sha256')
      .update(await readFile(path.join(sourceDir, file)))
      .digest('hex');
    const want = expected.get(file);
    if (!want) throw new Error(`${file} has no checksum in SOURCES.md`);
    if (want !== digest) throw new Error(`${file} does not match its SOURCES.md checksum`);
    sums[file] = digest;
  }
  return sums;
}

export async function readCsv(sourceDir: string, file: string): Promise<CsvRow[]> {
  return parseCsv(await readFile(path.join(sourceDir, file), 'utf8'));
}

/** Rows of one worksheet as arrays of cell values (header first). */
export async function readSheet(
  sourceDir: string,
  file: string,
  sheet: string,
): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path.join(sourceDir, file));
  const worksheet = workbook.getWorksheet(sheet);
  if (!worksheet) throw new Error(`${file} has no sheet ${sheet}`);
  const rows: unknown[][] = [];
  worksheet.eachRow((row) => {
    // exceljs rows are 1-based: values[0] is always empty.
    rows.push((row.values as unknown[]).slice(1).map(cellValue));
  });
  return rows;
}

function cellValue(value: unknown): unknown {
  if (value && typeof value === 'object' && 'result' in value) {
    return (value as { result: unknown }).result; // formula cell
  }
  return value ?? null;
}

/** A numeric cell or CSV field, or null when empty or not a number ('-', 'N/A'…). */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A ZIP as five digits (the SAFMR sheet stores them as numbers: 1001 → "01001"). */
export function zip5(value: unknown): string | null {
  const text = typeof value === 'number' ? String(Math.trunc(value)) : String(value ?? '').trim();
  return /^\d{1,5}$/.test(text) ? text.padStart(5, '0') : null;
}

/** A Zillow wide file: region rows with their monthly values keyed 'YYYY-MM'. */
export interface WideRegion {
  regionName: string;
  regionType: string;
  stateName: string;
  values: Map<string, number>;
  row: CsvRow;
  header: CsvRow;
}

export function wideRegions(rows: CsvRow[]): { months: string[]; regions: WideRegion[] } {
  const header = rows[0] ?? [];
  const monthColumns: [number, string][] = [];
  header.forEach((name, i) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(name)) monthColumns.push([i, name.slice(0, 7)]);
  });
  const col = (name: string) => header.indexOf(name);
  const regions = rows.slice(1).flatMap((row) => {
    if (row.length < 2) return [];
    const values = new Map<string, number>();
    for (const [i, month] of monthColumns) {
      const value = num(row[i]);
      if (value !== null) values.set(month, value);
    }
    return [
      {
        regionName: row[col('RegionName')] ?? '',
        regionType: row[col('RegionType')] ?? '',
        stateName: row[col('StateName')] ?? '',
        values,
        row,
        header,
      },
    ];
  });
  return { months: monthColumns.map(([, m]) => m), regions };
}
