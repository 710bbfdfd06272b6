/**
 * A market report from the compiled public datasets: one function per section (the modules
 * beside this one), composed here in the order of MarketReport.
 */
import type { MarketReport, PropertyTypeId } from '../../../shared/api/market.ts';
import { STATE_NAMES_ES, type StateCode } from '../../../shared/market/states.ts';
import { priceAppreciation } from './appreciation.ts';
import { demographics } from './demographics.ts';
import { LIVE_ONLY, none } from './figures.ts';
import { averagePrice } from './home-value.ts';
import { histories, marketMetrics } from './market-metrics.ts';
import { reportNotes } from './notes.ts';
import { rentalFigures } from './rents.ts';
import { countyOf, metroOf, rawCountyName, ZIP, type Selection } from './selection.ts';

export function buildReport(
  sel: Selection,
  propertyType: PropertyTypeId,
  today: Date,
): MarketReport {
  const state = sel.shard.state as StateCode;
  const county = countyOf(sel);
  const metro = metroOf(sel);
  const homeValue = averagePrice(sel, metro);
  const { averageRent, ...rentalMetrics } = rentalFigures(sel, county, metro, homeValue);
  return {
    location: {
      label: sel.zip ? `${sel.city}, ${state} ${sel.zip}` : `${sel.city}, ${state}`,
      zip: sel.zip,
      city: sel.city,
      state,
      stateName: STATE_NAMES_ES[state],
      county: county.record?.name ?? (rawCountyName(sel) || null),
      metro: metro.name,
      zips: sel.zips,
      propertyType,
    },
    provider: 'embedded',
    summary: {
      averagePrice: homeValue,
      pricePerSqFt: none(),
      averageRent,
      rentPerSqFt: none(),
      listPrice: none(LIVE_ONLY),
    },
    priceAppreciation: priceAppreciation(sel, county, metro),
    ...histories(sel, metro),
    marketMetrics: marketMetrics(sel, metro, today),
    rentalMetrics: {
      vacancyRate: none(),
      averageDaysVacant: none(),
      ...rentalMetrics,
    },
    demographics: demographics(sel, county),
    comparables: none(
      'Sin dato en las fuentes públicas: las ventas comparables requieren datos en vivo (RentCast)',
    ),
    cityZips: sel.zip
      ? []
      : sel.zips.map((zip) => ({ zip, homeValue: sel.shard.zips[zip]![ZIP.zhvi] })),
    notes: reportNotes(sel, county, propertyType),
  };
}
