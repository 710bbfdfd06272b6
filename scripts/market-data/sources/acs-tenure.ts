/**
 * Census ACS 5-year B25003 tenure by ZCTA (Homeowners_Data.csv, SOURCES.md item 5): occupied
 * housing units and the owner-occupied ones. The file repeats some ZCTAs: the first row wins.
 */
import { num, readCsv, requireColumns, SOURCE_FILES } from '../read-sources.ts';

const [GEO_ID, TOTAL, OWNER] = ['GEO_ID', 'B25003_001E', 'B25003_002E'] as const;

/** ZIP → [occupied units, owner-occupied units]. */
export async function readAcsTenure(sourceDir: string): Promise<Map<string, [number, number]>> {
  // The row after the header repeats it as labels ("Geography", "Estimate!!Total:").
  const { fields, records } = await readCsv(sourceDir, SOURCE_FILES.tenure, 1);
  requireColumns(SOURCE_FILES.tenure, fields, [GEO_ID, TOTAL, OWNER]);
  const tenure = new Map<string, [number, number]>();
  for (const record of records) {
    const match = /^860Z200US(\d{5})$/.exec(record[GEO_ID] ?? '');
    if (!match || tenure.has(match[1]!)) continue;
    const total = num(record[TOTAL]);
    const owner = num(record[OWNER]);
    if (total === null || owner === null || total <= 0) continue;
    tenure.set(match[1]!, [total, owner]);
  }
  return tenure;
}
