/**
 * Zillow Observed Rent Index by county (SOURCES.md item 12): the last month's rent and its
 * one-year change, by 5-digit FIPS (state and municipal codes are separate columns).
 */
import type { CountyRecord } from '../../../functions/market/compiled.ts';
import { pctChange } from '../changes.ts';
import { addMonths } from '../../../functions/market/compiled.ts';
import { lastMonth, readCsv, requireColumns, SOURCE_FILES, wideRegions } from '../read-sources.ts';

export async function readCountyZori(
  sourceDir: string,
): Promise<{ month: string; byFips: Map<string, NonNullable<CountyRecord['zori']>> }> {
  const file = await readCsv(sourceDir, SOURCE_FILES.countyZori);
  requireColumns(SOURCE_FILES.countyZori, file.fields, ['StateCodeFIPS', 'MunicipalCodeFIPS']);
  const { months, regions } = wideRegions(file);
  const month = lastMonth(months);
  const byFips = new Map<string, NonNullable<CountyRecord['zori']>>();
  for (const { record, values } of regions) {
    const fips = `${record.StateCodeFIPS!.padStart(2, '0')}${record.MunicipalCodeFIPS!.padStart(3, '0')}`;
    const value = values.get(month);
    if (value === undefined) continue;
    byFips.set(fips, {
      period: month,
      value: Math.round(value),
      y1: pctChange(value, values.get(addMonths(month, -12))),
    });
  }
  return { month, byFips };
}
