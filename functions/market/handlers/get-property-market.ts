import {
  MARKET_MESSAGES,
  propertyMarketQuerySchema,
  type Datum,
  type PropertyMarketReference,
  type RentTable,
} from '../../../shared/api/market.ts';
import { rentForBedrooms } from '../../../shared/finance/deal-score.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { marketData } from '../provider.ts';

/**
 * GET /api/market/property?zip=44102&bedrooms=3 — the property evaluator's market reference:
 * HUD's rent for the ZIP and bedrooms and Zillow's typical value, from the same MarketData
 * provider as the market analysis (no copy of the data). Not recorded in the activity: the
 * evaluator asks as the member types.
 */
export const handler = route('GET /api/market/property', async (req) => {
  requireCaller(req);
  const query = propertyMarketQuerySchema.parse(Object.fromEntries(req.query));
  const report = await (await marketData()).forZip(query.zip, 'all');
  const bedrooms = query.bedrooms ?? null;
  const body: PropertyMarketReference = {
    zip: query.zip,
    city: report.location.city,
    state: report.location.state,
    stateName: report.location.stateName,
    bedrooms,
    rent: rentFor(report.rentalMetrics.fairMarketRents, bedrooms),
    homeValue: report.summary.averagePrice,
  };
  return { body };
});

/** HUD rent for the bedroom count: the ZIP's SAFMR, else the county FMR (said in the note). */
function rentFor(tables: RentTable[], bedrooms: number | null): Datum {
  if (bedrooms === null) {
    return { value: null, reason: 'Indica las habitaciones para leer la renta de HUD.' };
  }
  const table =
    tables.find((t) => t.source === 'hud-safmr') ?? tables.find((t) => t.source === 'hud-fmr');
  if (!table) return { value: null, reason: MARKET_MESSAGES.noData };
  const notes = [
    table.source === 'hud-fmr'
      ? `HUD no publica renta por ZIP (SAFMR) aquí; se usa la del condado (${table.area}).`
      : null,
    bedrooms > 4
      ? 'Más de 4 habitaciones: la de 4 más 15 % por habitación extra (regla de HUD).'
      : null,
  ].filter((n): n is string => n !== null);
  return {
    value: rentForBedrooms(table.rents, bedrooms),
    unit: 'usd-month',
    source: table.source,
    period: table.period,
    geo: table.geo,
    place: table.place,
    ...(notes.length ? { note: notes.join(' ') } : {}),
  };
}
