/**
 * Price appreciation: a table with one row per source and area (the ZIP's FHFA index, the
 * county's FHFA HPI, the metro's and the state's Zillow ZHVI, the state's FHFA HPI) and a
 * headline of 1-, 3- and 5-year changes taken from one of its rows.
 */
import type { AppreciationRow, Datum, MarketReport } from '../../../shared/api/market.ts';
import type { Changes } from '../compiled.ts';
import { MARKET_SOURCES } from '../../../shared/market/sources.ts';
import { STATE_NAMES_ES, type StateCode } from '../../../shared/market/states.ts';
import { figure, median, none, round2 } from './figures.ts';
import {
  cityNote,
  placeOf,
  present,
  type County,
  type Metro,
  type Selection,
} from './selection.ts';

type Appreciation = MarketReport['priceAppreciation'];

export function priceAppreciation(sel: Selection, county: County, metro: Metro): Appreciation {
  const zip = zipFhfa(sel);
  const table = [...(zip.row ? [zip.row] : []), ...cumulativeRows(sel, county, metro)];
  const headline = headlineRow(table);
  return {
    oneYear: headlineFigure(headline, 'oneYear', zip.staleReason),
    threeYear: headlineFigure(headline, 'threeYear', zip.staleReason),
    fiveYear: headlineFigure(headline, 'fiveYear', zip.staleReason),
    table,
  };
}

/**
 * The ZIP's (or the city's median) FHFA ZIP5 changes, when reported for one of the last two
 * years; else why the index is missing (null when the ZIP has none at all).
 */
function zipFhfa(sel: Selection): { row: AppreciationRow | null; staleReason: string | null } {
  const latestThru = Number(sel.index.periods.zipFhfa);
  const fhfaAll = present(sel, 'fhfa');
  const fhfaFresh = fhfaAll.filter(([thru]) => thru >= latestThru - 1);
  if (fhfaFresh.length > 0) {
    const { geo, place } = placeOf(sel);
    const thru = String(Math.max(...fhfaFresh.map(([t]) => t)));
    const a1 = round2(median(fhfaFresh.map(([, a]) => a))!);
    const a3 = round2(median(fhfaFresh.map(([, , a]) => a))!);
    const note = cityNote(sel, fhfaFresh.length, 'ZIPs con índice FHFA reciente');
    const row: AppreciationRow = {
      source: 'fhfa-zip',
      geo,
      place,
      period: thru,
      kind: 'average-annual',
      oneYear: a1,
      threeYear: a3,
      fiveYear: null,
      note: `1 año: cambio del último año reportado. 3 años: promedio anual de los últimos 3 cambios reportados (no acumulado). FHFA no publica 5 años por ZIP.${note ? ` ${note}` : ''}`,
    };
    return { row, staleReason: null };
  }
  if (fhfaAll.length > 0) {
    const thru = Math.max(...fhfaAll.map(([t]) => t));
    const staleReason = `El índice FHFA de ${sel.zip ? 'este ZIP' : 'los ZIPs de esta ciudad'} no se actualiza desde ${thru}.`;
    return { row: null, staleReason };
  }
  return { row: null, staleReason: null };
}

/** The cumulative rows, most local first: county FHFA, metro ZHVI, state FHFA, state ZHVI. */
function cumulativeRows(sel: Selection, county: County, metro: Metro): AppreciationRow[] {
  const stateName = STATE_NAMES_ES[sel.shard.state as StateCode];
  const { hpi, zhvi } = sel.shard.info;
  const countyHpi = county.record?.hpi;
  const metroZhvi = metro.record?.zhvi;
  const row = (
    source: AppreciationRow['source'],
    geo: AppreciationRow['geo'],
    place: string,
    period: string,
    changes: Changes,
  ): AppreciationRow => ({
    source,
    geo,
    place,
    period,
    kind: 'cumulative',
    oneYear: changes.y1,
    threeYear: changes.y3,
    fiveYear: changes.y5,
  });
  return [
    ...(countyHpi
      ? [row('fhfa-county', 'county', county.record!.name, countyHpi.year, countyHpi)]
      : []),
    ...(metroZhvi
      ? [row('zillow-zhvi', 'metro', metro.record!.zillowName, metroZhvi.period, metroZhvi)]
      : []),
    ...(hpi ? [row('fhfa-state', 'state', stateName, hpi.period, hpi)] : []),
    ...(zhvi ? [row('zillow-zhvi', 'state', stateName, zhvi.period, zhvi)] : []),
  ];
}

/**
 * The headline's 1-, 3- and 5-year changes all come from one row of the table (one
 * source and one area per line: a ZIP figure beside a metro one would compare two places): the metro's Zillow ZHVI
 * when it has a 1-year change (the same series as the chart below), else the most local
 * cumulative row (county FHFA, then the state). The ZIP's own FHFA index stays in the table.
 */
function headlineRow(table: AppreciationRow[]): AppreciationRow | undefined {
  const cumulative = table.filter((r) => r.kind === 'cumulative' && r.oneYear !== null);
  return cumulative.find((r) => r.source === 'zillow-zhvi' && r.geo === 'metro') ?? cumulative[0];
}

function headlineFigure(
  headline: AppreciationRow | undefined,
  key: 'oneYear' | 'threeYear' | 'fiveYear',
  zipStaleReason: string | null,
): Datum {
  if (!headline) return none();
  const value = headline[key];
  if (value === null) {
    return none(
      `${MARKET_SOURCES[headline.source].name} no publica este cambio para ${headline.place}`,
    );
  }
  const stale = key === 'oneYear' && zipStaleReason ? ` ${zipStaleReason}` : '';
  return figure(
    value,
    'percent',
    headline.source,
    headline.period,
    headline.geo,
    headline.place,
    `Cambio acumulado.${stale}`,
  );
}
