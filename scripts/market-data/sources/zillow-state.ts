/** Zillow ZHVI by state (SOURCES.md item 10): each state's monthly values, by its full name. */
import { lastMonth, readCsv, SOURCE_FILES, wideRegions } from '../read-sources.ts';

export async function readStateZhvi(
  sourceDir: string,
): Promise<{ month: string; byName: Map<string, Map<string, number>> }> {
  const wide = wideRegions(await readCsv(sourceDir, SOURCE_FILES.stateZhvi));
  const byName = new Map<string, Map<string, number>>();
  // The first row of a name wins, as a lookup by name would find it.
  for (const region of wide.regions) {
    if (!byName.has(region.regionName)) byName.set(region.regionName, region.values);
  }
  return { month: lastMonth(wide.months), byName };
}
