/**
 * FHFA annual house price index by county (county_growth_rates.csv, SOURCES.md item 7): one row
 * per county and year.
 */
import { num, readCsv, requireColumns, SOURCE_FILES } from '../read-sources.ts';

const FIPS = 'FIPS code';

/** County FIPS → year → HPI, and the latest year of any county. */
export async function readFhfaCounty(
  sourceDir: string,
): Promise<{ byFips: Map<string, Map<number, number>>; latestYear: number }> {
  const { fields, records } = await readCsv(sourceDir, SOURCE_FILES.countyHpi);
  requireColumns(SOURCE_FILES.countyHpi, fields, [FIPS, 'Year', 'HPI']);
  const byFips = new Map<string, Map<number, number>>();
  for (const record of records) {
    const fips = record[FIPS];
    const year = num(record.Year);
    const hpi = num(record.HPI);
    if (!fips || !/^\d{5}$/.test(fips) || year === null || hpi === null) continue;
    const years = byFips.get(fips) ?? new Map<number, number>();
    years.set(year, hpi);
    byFips.set(fips, years);
  }
  let latestYear = 0;
  for (const years of byFips.values()) latestYear = Math.max(latestYear, ...years.keys());
  return { byFips, latestYear };
}
