/**
 * Zillow's metro files (SOURCES.md items 9, 11, 14–17): ZHVI, ZORI, for-sale inventory, mean days
 * to pending and the market heat index as monthly series, and the home value forecast. Metros
 * (RegionType 'msa') by their Zillow RegionName.
 */
import {
  lastMonth,
  num,
  readCsv,
  requireColumns,
  SOURCE_FILES,
  wideRegions,
} from '../read-sources.ts';

/** One monthly metro file: its last month and each metro's values by 'YYYY-MM'. */
export interface MetroFile {
  month: string;
  byName: Map<string, Map<string, number>>;
}

export async function readMetroFile(
  sourceDir: string,
  file: (typeof SOURCE_FILES)['metroZhvi' | 'metroZori' | 'inventory' | 'daysToPending' | 'heat'],
): Promise<MetroFile> {
  const wide = wideRegions(await readCsv(sourceDir, file));
  const byName = new Map<string, Map<string, number>>();
  for (const region of wide.regions) {
    if (region.regionType === 'msa') byName.set(region.regionName, region.values);
  }
  return { month: lastMonth(wide.months), byName };
}

export interface MetroForecast {
  /** 'YYYY-MM' of the forecast's last column (a year ahead of the base). */
  target: string;
  /** 'YYYY-MM' of the base month of the first metro ('' when none). */
  base: string;
  /** Metro → its base month and the forecast change to `target`, %. */
  byName: Map<string, { base: string; value: number }>;
}

export async function readMetroForecast(sourceDir: string): Promise<MetroForecast> {
  const { fields, records } = await readCsv(sourceDir, SOURCE_FILES.forecast);
  requireColumns(SOURCE_FILES.forecast, fields, ['RegionName', 'RegionType', 'BaseDate']);
  const targetColumn = fields[fields.length - 1]!;
  const byName = new Map<string, { base: string; value: number }>();
  for (const record of records) {
    const value = num(record[targetColumn]);
    if (record.RegionType !== 'msa' || value === null) continue;
    byName.set(record.RegionName!, { base: record.BaseDate!.slice(0, 7), value });
  }
  return {
    target: targetColumn.slice(0, 7),
    base: [...byName.values()][0]?.base ?? '',
    byName,
  };
}
