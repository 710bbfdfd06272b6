/**
 * The embedded MarketData adapter: the public datasets compiled into ./data (SOURCES.md in
 * ../shared/data/market), turned into the market analysis sections (./report/, one module
 * per section). Each figure keeps its source, period and geography; where the sources have
 * nothing, the report says so.
 *
 * A city search covers the city's ZIPs in the geography file: ZIP figures are combined honestly
 * (medians of home values, rents and price changes; sums of households), the county and metro are
 * the ones most of its ZIPs fall in, and the report says how many ZIPs each figure rests on.
 */
import {
  MARKET_MESSAGES,
  type MarketReport,
  type PropertyTypeId,
} from '../../shared/api/market.ts';
import { placeKey, STATE_NAMES_ES, type StateCode } from '../../shared/market/states.ts';
import { notFound } from '../commons/errors.ts';
import type { StateShard } from './compiled.ts';
import type { MarketData, ZipRents } from './market-data.ts';
import { buildReport } from './report/build-report.ts';
import { fmrTable, safmrTable } from './report/rents.ts';
import type { Selection } from './report/selection.ts';
import { findZip, loadIndex, loadShard } from './store.ts';

export class EmbeddedMarketData implements MarketData {
  readonly provider = 'embedded' as const;

  /** `now`: the day a report is for (a forecast whose horizon has come is left out). */
  constructor(private readonly now: () => Date = () => new Date()) {}

  async forZip(zip: string, propertyType: PropertyTypeId): Promise<MarketReport> {
    const shard = await findZip(zip);
    if (!shard) throw notFound(MARKET_MESSAGES.zipNotFound(zip));
    const row = shard.zips[zip]!;
    return buildReport(
      { index: await loadIndex(), shard, zips: [zip], zip, city: row[0] },
      propertyType,
      this.now(),
    );
  }

  async forCity(
    city: string,
    state: StateCode,
    propertyType: PropertyTypeId,
  ): Promise<MarketReport> {
    const shard = await loadShard(state);
    const zips = shard ? (cityIndex(shard).get(placeKey(city)) ?? []) : [];
    if (!shard || zips.length === 0) {
      throw notFound(MARKET_MESSAGES.cityNotFound(city.trim(), STATE_NAMES_ES[state]));
    }
    const name = shard.zips[zips[0]!]![0];
    return buildReport(
      { index: await loadIndex(), shard, zips, zip: null, city: name },
      propertyType,
      this.now(),
    );
  }

  async rentsForZip(zip: string): Promise<ZipRents> {
    const shard = await findZip(zip);
    if (!shard) throw notFound(MARKET_MESSAGES.zipNotFound(zip));
    const index = await loadIndex();
    const row = shard.zips[zip]!;
    const sel: Selection = { index, shard, zips: [zip], zip, city: row[0] };
    return {
      zip,
      city: row[0],
      state: shard.state as StateCode,
      safmr: safmrTable(sel),
      fmr: fmrTable(sel),
    };
  }
}

const cityIndexes = new WeakMap<StateShard, Map<string, string[]>>();

/** A shard's ZIPs by city name (placeKey), built once per shard. */
function cityIndex(shard: StateShard): Map<string, string[]> {
  let index = cityIndexes.get(shard);
  if (!index) {
    index = new Map();
    for (const zip of Object.keys(shard.zips).sort()) {
      const key = placeKey(shard.zips[zip]![0]);
      index.set(key, [...(index.get(key) ?? []), zip]);
    }
    cityIndexes.set(shard, index);
  }
  return index;
}
