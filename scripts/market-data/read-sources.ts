/**
 * The plumbing shared by the readers in ./sources/ (one per public dataset of
 * ../shared/data/market, see its SOURCES.md): the file list and checksums, CSV and worksheet rows
 * as records keyed by their header, and the cell helpers for the quirks SOURCES.md documents (ZIPs
 * stored as numbers, '-' and 'N/A' for missing figures, months as column headers).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

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

/** One CSV row by its header's column names (values as written, strings). */
export type CsvRecord = Record<string, string | undefined>;

/**
 * A CSV file parsed with papaparse into records keyed by the header row, plus the header itself
 * (Zillow's files carry their months as column names). `skipRows` drops that many rows after the
 * header (the ACS files repeat it as a row of labels).
 */
export async function readCsv(
  sourceDir: string,
  file: string,
  skipRows = 0,
): Promise<{ fields: string[]; records: CsvRecord[] }> {
  const text = await readFile(path.join(sourceDir, file), 'utf8');
  const parsed = Papa.parse<CsvRecord>(text, { header: true, skipEmptyLines: true });
  return { fields: parsed.meta.fields ?? [], records: parsed.data.slice(skipRows) };
}

/** One worksheet row by its header's column names (cell values; formula cells as their result). */
export type SheetRecord = Record<string, unknown>;

/**
 * The rows of one worksheet as records keyed by its header row. `headerName` normalises the
 * header cells (HUD's SAFMR sheet breaks its column names over several lines).
 */
export async function readSheet(
  sourceDir: string,
  file: string,
  sheet: string,
  headerName: (cell: unknown) => string = String,
): Promise<SheetRecord[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path.join(sourceDir, file));
  const worksheet = workbook.getWorksheet(sheet);
  if (!worksheet) throw new Error(`${file} has no sheet ${sheet}`);
  const rows: unknown[][] = [];
  worksheet.eachRow((row) => {
    // exceljs rows are 1-based: values[0] is always empty.
    rows.push((row.values as unknown[]).slice(1).map(cellValue));
  });
  const header = (rows[0] ?? []).map(headerName);
  return rows.slice(1).map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

/** Fail early when a source file lost a column the build reads (a renamed header). */
export function requireColumns(file: string, fields: string[], columns: string[]): void {
  for (const column of columns) {
    if (!fields.includes(column)) throw new Error(`${file} has no column "${column}"`);
  }
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
  record: CsvRecord;
}

/** Zillow's wide files: one row per region, one column per month ('2025-01-31'). */
export function wideRegions({ fields, records }: { fields: string[]; records: CsvRecord[] }): {
  months: string[];
  regions: WideRegion[];
} {
  const monthColumns = fields.filter((name) => /^\d{4}-\d{2}-\d{2}$/.test(name));
  const regions = records.map((record) => {
    const values = new Map<string, number>();
    for (const column of monthColumns) {
      const value = num(record[column]);
      if (value !== null) values.set(column.slice(0, 7), value);
    }
    return {
      regionName: record.RegionName ?? '',
      regionType: record.RegionType ?? '',
      stateName: record.StateName ?? '',
      values,
      record,
    };
  });
  return { months: monthColumns.map((column) => column.slice(0, 7)), regions };
}

/** The last month of a Zillow file. */
export function lastMonth(months: string[]): string {
  const last = months[months.length - 1];
  if (!last) throw new Error('a Zillow file without month columns');
  return last;
}
