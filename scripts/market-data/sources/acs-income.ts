/**
 * Census ACS 5-year S1901 household income by county (ACSST5Y2023.S1901-Data.csv, SOURCES.md
 * item 6): median and mean income, $, and the number of households.
 */
import type { CountyRecord } from '../../../functions/market/compiled.ts';
import { num, readCsv, requireColumns, SOURCE_FILES } from '../read-sources.ts';

const GEO_ID = 'GEO_ID';
const HOUSEHOLDS = 'S1901_C01_001E';
const MEDIAN = 'S1901_C01_012E';
const MEAN = 'S1901_C01_013E';

export async function readAcsIncome(
  sourceDir: string,
): Promise<Map<string, NonNullable<CountyRecord['income']>>> {
  // The row after the header repeats it as labels.
  const { fields, records } = await readCsv(sourceDir, SOURCE_FILES.income, 1);
  requireColumns(SOURCE_FILES.income, fields, [GEO_ID, HOUSEHOLDS, MEDIAN, MEAN]);
  const byFips = new Map<string, NonNullable<CountyRecord['income']>>();
  for (const record of records) {
    const match = /^0500000US(\d{5})$/.exec(record[GEO_ID] ?? '');
    if (!match) continue; // the stray state row
    byFips.set(match[1]!, {
      median: num(record[MEDIAN]),
      mean: num(record[MEAN]),
      households: num(record[HOUSEHOLDS]),
    });
  }
  return byFips;
}
