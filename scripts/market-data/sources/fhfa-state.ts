/**
 * FHFA purchase-only house price index by state and quarter (hpi_po_state.xlsx, SOURCES.md item
 * 8); the build uses the not-seasonally-adjusted index.
 */
import { num, readSheet, SOURCE_FILES } from '../read-sources.ts';

/** USPS code → 'YYYYTq' → index, and the latest quarter of any state. */
export async function readFhfaState(
  sourceDir: string,
): Promise<{ byState: Map<string, Map<string, number>>; latestQuarter: string }> {
  const byState = new Map<string, Map<string, number>>();
  let latestQuarter = '';
  for (const record of await readSheet(sourceDir, SOURCE_FILES.stateHpi, 'HPI_PO_state')) {
    const [state, yr, qtr, nsa] = [
      String(record.state),
      num(record.yr),
      num(record.qtr),
      num(record.index_nsa),
    ];
    if (yr === null || qtr === null || nsa === null) continue;
    const quarter = `${yr}T${qtr}`;
    const quarters = byState.get(state) ?? new Map<string, number>();
    quarters.set(quarter, nsa);
    byState.set(state, quarters);
    if (quarter > latestQuarter) latestQuarter = quarter;
  }
  return { byState, latestQuarter };
}
