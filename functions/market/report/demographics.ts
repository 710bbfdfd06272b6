/**
 * Demographics: households and home ownership from the Census ACS tenure table by ZIP (summed
 * over a city's ZIPs), household income from the ACS income table by county.
 */
import type { Datum, MarketReport } from '../../../shared/api/market.ts';
import { figure, none, round2 } from './figures.ts';
import { placeOf, present, type County, type Selection } from './selection.ts';

type Demographics = MarketReport['demographics'];

export function demographics(sel: Selection, county: County): Demographics {
  const income = incomeFigures(sel, county);
  const tenure = tenureFigures(sel);
  return {
    medianIncome: income.median,
    meanIncome: income.mean,
    populationGrowth: none(),
    homeOwnership: tenure.homeOwnership,
    medianAge: none(),
    households: tenure.households,
  };
}

/** Occupied housing units (one per household) and the share their owners occupy, %. */
function tenureFigures(sel: Selection): { homeOwnership: Datum; households: Datum } {
  const tenure = present(sel, 'tenure');
  const occupied = tenure.reduce((sum, [total]) => sum + total, 0);
  const owners = tenure.reduce((sum, [, owner]) => sum + owner, 0);
  if (occupied <= 0) {
    const reason = `El Censo no registra viviendas ocupadas en ${sel.zip ? 'este ZIP (puede ser un ZIP solo de apartados postales)' : 'los ZIPs de esta ciudad'}`;
    return { homeOwnership: none(reason), households: none(reason) };
  }
  const { geo, place } = placeOf(sel);
  const period = sel.index.periods.acs;
  return {
    homeOwnership: figure(
      round2((owners / occupied) * 100),
      'percent',
      'census-acs-tenure',
      period,
      geo,
      place,
      `${owners.toLocaleString('en-US')} de ${occupied.toLocaleString('en-US')} viviendas ocupadas son de sus dueños.`,
    ),
    households: figure(
      occupied,
      'count',
      'census-acs-tenure',
      period,
      geo,
      place,
      'Viviendas ocupadas (cada una es un hogar).',
    ),
  };
}

/** The county's median and mean household income, $ (the sources have no income by ZIP). */
function incomeFigures(sel: Selection, county: County): { median: Datum; mean: Datum } {
  const income = county.record?.income ?? null;
  const missing = county.record
    ? `El Censo no publica el ingreso de ${county.record.name} en esta tabla`
    : 'No se pudo identificar el condado en las fuentes';
  const period = sel.index.periods.acs;
  return {
    median:
      income?.median != null
        ? figure(
            income.median,
            'usd',
            'census-acs-income',
            period,
            'county',
            county.record!.name,
            'Ingreso mediano de los hogares del condado (no hay ingreso por ZIP en las fuentes).',
          )
        : none(missing),
    mean:
      income?.mean != null
        ? figure(
            income.mean,
            'usd',
            'census-acs-income',
            period,
            'county',
            county.record!.name,
            'Ingreso promedio de los hogares del condado.',
          )
        : none(missing),
  };
}
