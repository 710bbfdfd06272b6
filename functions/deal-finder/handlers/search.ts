import {
  DEAL_MESSAGES,
  liveSearchRequestSchema,
  parseLocation,
  type DealSearchResult,
} from '../../../shared/api/deal-finder.ts';
import { recordActivity } from '../../commons/activity.ts';
import { badRequest, conflict } from '../../commons/errors.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { scoreCandidates, type ScoringCandidate } from '../score.ts';
import { newSearchId, saveSearch } from '../searches.ts';
import { marketData } from '../../market/provider.ts';

/** Live listings fetched per search (RentCast allows up to 500). */
const LISTING_LIMIT = 100;

const TYPE_IDS: Record<string, ScoringCandidate['propertyType']> = {
  'Single Family': 'single-family',
  Condo: 'condo',
  Townhouse: 'townhouse',
  'Multi-Family': 'multi-family',
};

/**
 * POST /api/deals/search — live for-sale listings (RentCast) in a ZIP or city, filtered and scored
 * (docs/product.md "Tools and their bands"), best first; saved as one of the user's deal searches. 409 without a live
 * provider (the page then offers the user's own candidates).
 */
export const handler = route('POST /api/deals/search', async (req) => {
  const caller = requireCaller(req);
  const { criteria } = liveSearchRequestSchema.parse(req.body);
  const market = await marketData();
  if (!market.listings) throw conflict(DEAL_MESSAGES.liveUnavailable);
  const location = parseLocation(criteria.location);
  if (!location) throw badRequest(DEAL_MESSAGES.locationInvalid);

  const listings = await market.listings({
    ...(location.kind === 'zip'
      ? { zip: location.zip }
      : { city: location.city, state: location.state }),
    propertyType: criteria.propertyType,
    minPrice: criteria.minPrice,
    maxPrice: criteria.maxPrice,
    limit: LISTING_LIMIT,
  });
  const filteredOut: DealSearchResult['filteredOut'] = [];
  const candidates: ScoringCandidate[] = listings.flatMap((l) => {
    if (l.beds === null) {
      filteredOut.push({
        address: l.address,
        reason: 'El anuncio no indica habitaciones: no se puede estimar la renta',
      });
      return [];
    }
    return [
      {
        id: l.id,
        address: l.address,
        city: l.city,
        zip: l.zip,
        price: l.price,
        beds: l.beds,
        ...(l.baths !== null ? { baths: l.baths } : {}),
        ...(l.sqft !== null ? { sqft: l.sqft } : {}),
        ...(l.daysOnMarket !== null ? { daysOnMarket: l.daysOnMarket } : {}),
        ...(l.propertyType && TYPE_IDS[l.propertyType]
          ? { propertyType: TYPE_IDS[l.propertyType] }
          : {}),
        listingTypeRaw: l.listingType,
      },
    ];
  });
  const scored = await scoreCandidates(candidates, criteria, market);
  const result: DealSearchResult = {
    id: newSearchId(),
    mode: 'live',
    location: location.label,
    createdAt: new Date().toISOString(),
    criteria,
    deals: scored.deals,
    excluded: scored.excluded,
    filteredOut: [...filteredOut, ...scored.filteredOut],
    candidates: [],
  };
  await saveSearch(caller.userId, result);
  try {
    await recordActivity(caller.userId, {
      kind: 'search',
      title: `Deals en vivo: ${result.deals.length} en ${result.location}`,
      href: `/finder-deals?busqueda=${result.id}`,
    });
  } catch (error) {
    logger.warn('activity not recorded', { error: error as Error });
  }
  return { body: result };
});
