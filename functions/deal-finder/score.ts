/**
 * Score deal candidates against the market data: each gets a rent (the user's, else
 * RentCast's live median for its bedroom count, else HUD's small-area fair market rent — a
 * 40th-percentile rent — for its ZIP, else the county's), expenses (the user's, else the expense
 * ratio), then the metrics and score of shared/finance/deal-score.ts at the member's loan terms. Filters first (type, price, switches), then the user's minimums.
 */
import {
  DEAL_MESSAGES,
  type DealCandidate,
  type DealSearchCriteria,
  type RentBasis,
  type ScoredDeal,
} from '../../shared/api/deal-finder.ts';
import { PROPERTY_TYPE_LABELS } from '../../shared/api/market.ts';
import {
  byScore,
  missedCriteria,
  rentForBedrooms,
  scoreDeal,
} from '../../shared/finance/deal-score.ts';
import { formatPeriod } from '../../shared/market/sources.ts';
import { HttpError } from '../commons/errors.ts';
import type { MarketData, ZipRents } from '../market/market-data.ts';

export interface ScoredSet {
  deals: ScoredDeal[];
  excluded: ScoredDeal[];
  filteredOut: { address: string; reason: string }[];
}

/** A candidate as the scorer needs it, with what a live listing adds. */
export type ScoringCandidate = DealCandidate & { id?: string; listingTypeRaw?: string | null };

function estimateRent(beds: number, rents: ZipRents): { rent: number; basis: RentBasis } | null {
  const bedsLabel = `${beds} ${beds === 1 ? 'habitación' : 'habitaciones'}`;
  const liveRent = rents.live?.byBedrooms.get(beds);
  if (liveRent !== undefined && rents.live) {
    return {
      rent: liveRent,
      basis: {
        source: 'rentcast',
        period: rents.live.period,
        note: `Renta mediana de anuncios de alquiler de ${bedsLabel} en el ZIP ${rents.zip} (RentCast).`,
      },
    };
  }
  const extra = beds > 4 ? ' (HUD: +15 % por habitación sobre la de 4)' : '';
  if (rents.safmr) {
    return {
      rent: rentForBedrooms(rents.safmr.rents, beds),
      basis: {
        source: 'hud-safmr',
        period: rents.safmr.period,
        note: `Renta estimada: renta FMR de HUD (SAFMR, ${formatPeriod(rents.safmr.period)}), el percentil 40 de las rentas de ${bedsLabel} en el ZIP ${rents.zip}${extra}; no es la renta de mercado de esta casa. Indica la renta real si la conoces.`,
      },
    };
  }
  if (rents.fmr) {
    return {
      rent: rentForBedrooms(rents.fmr.rents, beds),
      basis: {
        source: 'hud-fmr',
        period: rents.fmr.period,
        note: `Renta estimada: renta FMR de HUD (${formatPeriod(rents.fmr.period)}), el percentil 40 de las rentas de ${bedsLabel} en ${rents.fmr.place}${extra}; no es la renta de mercado de esta casa. Indica la renta real si la conoces.`,
      },
    };
  }
  return null;
}

/** Why the filters leave a candidate out, or null when it passes them. */
function filterReason(c: ScoringCandidate, criteria: DealSearchCriteria): string | null {
  if (
    criteria.propertyType !== 'all' &&
    c.propertyType &&
    c.propertyType !== criteria.propertyType
  ) {
    return `Tipo ${PROPERTY_TYPE_LABELS[c.propertyType]}: buscas ${PROPERTY_TYPE_LABELS[criteria.propertyType]}`;
  }
  if (criteria.minPrice !== undefined && c.price < criteria.minPrice)
    return 'Precio por debajo del mínimo';
  if (criteria.maxPrice !== undefined && c.price > criteria.maxPrice)
    return 'Precio por encima del máximo';
  if (criteria.requiresRehab && c.needsRehab !== true) return 'No requiere rehabilitación';
  if (criteria.ownerOccupied && c.ownerOccupied !== true) return 'No está ocupada por su dueño';
  return null;
}

/** ZIP rents from the market data, each ZIP asked once per search (null: the ZIP is unknown). */
function zipRentsOnce(market: MarketData): (zip: string) => Promise<ZipRents | null> {
  const rentsByZip = new Map<string, Promise<ZipRents | null>>();
  return (zip) => {
    let rents = rentsByZip.get(zip);
    if (!rents) {
      rents = market.rentsForZip(zip).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      });
      rentsByZip.set(zip, rents);
    }
    return rents;
  };
}

type CandidateRent = { rent: number; rentBasis: RentBasis; city: string } | { reason: string };

/** The member's rent when given, else the ZIP's estimate for its bedrooms, else why there is none. */
async function candidateRent(
  c: ScoringCandidate,
  rentsFor: (zip: string) => Promise<ZipRents | null>,
): Promise<CandidateRent> {
  if (c.monthlyRent !== undefined && c.monthlyRent > 0) {
    return {
      rent: c.monthlyRent,
      rentBasis: { source: 'user', note: 'Renta indicada por ti.' },
      city: c.city ?? '',
    };
  }
  const rents = await rentsFor(c.zip);
  const estimate = rents ? estimateRent(c.beds, rents) : null;
  if (!estimate) {
    return {
      reason: rents ? DEAL_MESSAGES.rentUnavailable(c.zip) : DEAL_MESSAGES.zipUnknown(c.zip),
    };
  }
  return { rent: estimate.rent, rentBasis: estimate.basis, city: c.city || rents?.city || '' };
}

/** One candidate's figures at its rent: expenses (given, or the criteria's ratio) and score. */
function scoredDeal(
  c: ScoringCandidate,
  index: number,
  { rent, rentBasis, city }: Extract<CandidateRent, { rent: number }>,
  criteria: DealSearchCriteria,
): ScoredDeal {
  const expensesGiven = c.monthlyExpenses !== undefined;
  const monthlyExpenses = expensesGiven ? c.monthlyExpenses! : (rent * criteria.expenseRatio) / 100;
  const metrics = scoreDeal(
    {
      price: c.price,
      monthlyRent: rent,
      monthlyExpenses,
      rehabCost: c.rehabCost,
      arv: c.arv,
    },
    criteria,
  );
  const daysOnMarket = c.daysOnMarket ?? null;
  return {
    id: c.id ?? `fila-${index + 1}`,
    address: c.address,
    city,
    zip: c.zip,
    price: c.price,
    beds: c.beds,
    baths: c.baths ?? null,
    sqft: c.sqft ?? null,
    daysOnMarket,
    estimatedRent: Math.round(rent * 100) / 100,
    rentBasis,
    monthlyExpenses: Math.round(monthlyExpenses * 100) / 100,
    expensesBasis: expensesGiven ? 'user' : 'ratio',
    downPayment: metrics.downPayment,
    interestRate: criteria.interestRate,
    termYears: criteria.termYears,
    monthlyPayment: Math.round(metrics.monthlyPayment * 100) / 100,
    netCashFlow: Math.round(metrics.netCashFlow * 100) / 100,
    cashOnCashReturn: metrics.cashOnCashReturn,
    capRate: metrics.capRate,
    noiCoverage: metrics.noiCoverage,
    equityUpside: metrics.equityUpside,
    dealScore: metrics.dealScore,
    tier: metrics.tier,
    breakdown: metrics.breakdown,
    needsRehab: c.needsRehab ?? null,
    ownerOccupied: c.ownerOccupied ?? null,
    rehabCost: c.rehabCost ?? null,
    arv: c.arv ?? null,
    listingType: c.listingTypeRaw ?? c.listingType ?? null,
    propertyType: c.propertyType ?? null,
    missed: missedCriteria(metrics, daysOnMarket, criteria),
  };
}

/**
 * Score every candidate against the criteria: filtered out (with the reason) when it fails a hard
 * filter or has no rent to go on; otherwise scored, best first, and split into the deals that meet
 * every criterion and those that miss some (each with what it missed).
 */
export async function scoreCandidates(
  candidates: ScoringCandidate[],
  criteria: DealSearchCriteria,
  market: MarketData,
): Promise<ScoredSet> {
  const rentsFor = zipRentsOnce(market);
  const scored: ScoredDeal[] = [];
  const filteredOut: ScoredSet['filteredOut'] = [];
  for (const [i, c] of candidates.entries()) {
    const reason = filterReason(c, criteria);
    const priced = reason ? { reason } : await candidateRent(c, rentsFor);
    if ('reason' in priced) filteredOut.push({ address: c.address, reason: priced.reason });
    else scored.push(scoredDeal(c, i, priced, criteria));
  }
  scored.sort(byScore);
  return {
    deals: scored.filter((d) => d.missed.length === 0),
    excluded: scored.filter((d) => d.missed.length > 0),
    filteredOut,
  };
}
