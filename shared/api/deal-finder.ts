/**
 * The deal finder API: POST /api/deals/score (the user's own candidates, scored against the market
 * data of their ZIP), POST /api/deals/search (live listings, with a RentCast key), and the saved
 * searches (GET /api/deals/searches, GET /api/deals/searches/{id}), and their Spanish texts.
 */
import * as z from 'zod';
import { DEAL_FINDER, type DealTier } from '../finance/deal-score.ts';
import type { MarketSourceId } from '../market/sources.ts';
import { DEAL_MESSAGES, DEAL_PROPERTY_TYPES } from './deal-finder-texts.ts';

export { DEAL_MESSAGES, parseLocation } from './deal-finder-texts.ts';

const NUMBER = 'Ingresa un número válido';
const num = () => z.number({ error: NUMBER }).finite(NUMBER);
const money = (label: string, max = 1_000_000_000) =>
  num().min(0, `${label} no puede ser negativo`).max(max, `${label} es demasiado grande`);
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .max(max, `${label} es demasiado largo`);
const yesNo = z.boolean({ error: 'Indica sí o no' });

export const candidateSchema = z.object(
  {
    address: text('La dirección', 200).min(1, 'Indica la dirección'),
    city: text('La ciudad', 80).optional(),
    zip: z
      .string({ error: 'El ZIP debe tener 5 dígitos' })
      .regex(/^\d{5}$/, 'El ZIP debe tener 5 dígitos'),
    price: money('El precio').refine((v) => v > 0, 'El precio debe ser mayor que 0'),
    beds: num()
      .int('Las habitaciones deben ser un número entero')
      .min(0)
      .max(20, 'Las habitaciones deben estar entre 0 y 20'),
    baths: num()
      .min(0, 'Los baños no pueden ser negativos')
      .max(20, 'Los baños deben estar entre 0 y 20')
      .optional(),
    sqft: num()
      .positive('Los pies cuadrados deben ser mayores que 0')
      .max(1_000_000, 'Los pies cuadrados son demasiados')
      .optional(),
    daysOnMarket: num()
      .int('Los días en el mercado deben ser un número entero')
      .min(0, 'Los días en el mercado no pueden ser negativos')
      .max(10_000, 'Los días en el mercado son demasiados')
      .optional(),
    /** $/month; when absent, HUD's 40th-percentile rent (FMR) for the ZIP and bedroom count. */
    monthlyRent: money('La renta', 1_000_000).optional(),
    /** Operating expenses without the loan, $/month; when absent, the expense ratio. */
    monthlyExpenses: money('Los gastos', 1_000_000).optional(),
    rehabCost: money('El costo de rehabilitación').optional(),
    arv: money('El ARV').optional(),
    needsRehab: yesNo.optional(),
    ownerOccupied: yesNo.optional(),
    propertyType: z
      .enum(['single-family', 'condo', 'townhouse', 'multi-family'], {
        error: 'Tipo de propiedad no válido',
      })
      .optional(),
    listingType: text('El tipo de listado', 40).optional(),
  },
  { error: 'Cada propiedad debe ser un objeto con sus datos' },
);
export type DealCandidate = z.infer<typeof candidateSchema>;

const stepOf = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-9;
const { minRoi, maxDaysOnMarket, expenseRatio } = DEAL_FINDER;

const criteriaSchema = z.object(
  {
    location: z
      .string({ error: DEAL_MESSAGES.locationRequired })
      .trim()
      .min(1, DEAL_MESSAGES.locationRequired)
      .max(100, 'La ubicación es demasiado larga'),
    propertyType: z
      .enum(DEAL_PROPERTY_TYPES, { error: 'Tipo de propiedad no válido' })
      .default('all'),
    minPrice: money('El precio mínimo').optional(),
    maxPrice: money('El precio máximo').optional(),
    minRoi: num()
      .min(minRoi.min, `El ROI mínimo debe estar entre ${minRoi.min} y ${minRoi.max}`)
      .max(minRoi.max, `El ROI mínimo debe estar entre ${minRoi.min} y ${minRoi.max}`)
      .refine((v) => stepOf(v, minRoi.step), 'El ROI mínimo va en pasos de 0.5'),
    maxDaysOnMarket: num()
      .int('Los días en el mercado deben ser un número entero')
      .min(
        maxDaysOnMarket.min,
        `Los días en el mercado deben estar entre ${maxDaysOnMarket.min} y ${maxDaysOnMarket.max}`,
      )
      .max(
        maxDaysOnMarket.max,
        `Los días en el mercado deben estar entre ${maxDaysOnMarket.min} y ${maxDaysOnMarket.max}`,
      )
      .refine((v) => stepOf(v, maxDaysOnMarket.step), 'Los días en el mercado van en pasos de 15'),
    minCashFlow: num()
      .min(-100_000, 'El flujo de caja mínimo está fuera de rango')
      .max(100_000, 'El flujo de caja mínimo está fuera de rango')
      .nullable()
      .default(null),
    expenseRatio: num()
      .min(
        expenseRatio.min,
        `Los gastos deben estar entre ${expenseRatio.min} % y ${expenseRatio.max} % de la renta`,
      )
      .max(
        expenseRatio.max,
        `Los gastos deben estar entre ${expenseRatio.min} % y ${expenseRatio.max} % de la renta`,
      )
      .default(expenseRatio.default),
    requiresRehab: yesNo.default(false),
    ownerOccupied: yesNo.default(false),
    /** The member's loan: every candidate is measured with it (no assumed loan cost). */
    downPaymentPct: z
      .number({ error: DEAL_MESSAGES.downPaymentPct })
      .min(0, DEAL_MESSAGES.downPaymentPct)
      .max(100, DEAL_MESSAGES.downPaymentPct),
    interestRate: z
      .number({ error: DEAL_MESSAGES.interestRate })
      .min(0, DEAL_MESSAGES.interestRate)
      .max(30, DEAL_MESSAGES.interestRate),
    termYears: z
      .number({ error: DEAL_MESSAGES.termYears })
      .int(DEAL_MESSAGES.termYears)
      .min(1, DEAL_MESSAGES.termYears)
      .max(50, DEAL_MESSAGES.termYears),
  },
  { error: 'Faltan los criterios de búsqueda' },
);
export type DealSearchCriteria = z.infer<typeof criteriaSchema>;

export const scoreRequestSchema = z.object(
  {
    criteria: criteriaSchema,
    candidates: z
      .array(candidateSchema, { error: DEAL_MESSAGES.candidatesRequired })
      .min(1, DEAL_MESSAGES.candidatesRequired)
      .max(DEAL_FINDER.maxCandidates, DEAL_MESSAGES.tooManyCandidates),
  },
  { error: 'Datos inválidos' },
);
export type ScoreRequest = z.input<typeof scoreRequestSchema>;

export const liveSearchRequestSchema = z.object(
  { criteria: criteriaSchema },
  { error: 'Datos inválidos' },
);
export type LiveSearchRequest = z.input<typeof liveSearchRequestSchema>;

/** Where a deal's rent comes from. */
export interface RentBasis {
  source: 'user' | Extract<MarketSourceId, 'hud-safmr' | 'hud-fmr' | 'rentcast'>;
  period?: string;
  note: string;
}

export interface ScoredDeal {
  id: string;
  address: string;
  city: string;
  zip: string;
  price: number;
  beds: number;
  baths: number | null;
  sqft: number | null;
  daysOnMarket: number | null;
  estimatedRent: number;
  rentBasis: RentBasis;
  monthlyExpenses: number;
  /** 'user' or the expense ratio (%) applied. */
  expensesBasis: 'user' | 'ratio';
  downPayment: number;
  /** The member's loan the deal was measured with. */
  interestRate: number;
  termYears: number;
  /** The loan's payment at that rate and term, $/month. */
  monthlyPayment: number;
  netCashFlow: number;
  cashOnCashReturn: number | null;
  capRate: number | null;
  /** NOI ÷ the loan's payment (not the lender's DSCR). */
  noiCoverage: number | null;
  equityUpside: number | null;
  dealScore: number;
  tier: DealTier;
  breakdown: { cashOnCash: number; capRate: number; coverage: number; equity: number };
  needsRehab: boolean | null;
  ownerOccupied: boolean | null;
  rehabCost: number | null;
  arv: number | null;
  listingType: string | null;
  propertyType: string | null;
  /** Why it misses the user's criteria (empty for a match). */
  missed: string[];
}

export interface DealSearchResult {
  id: string;
  mode: 'manual' | 'live';
  location: string;
  createdAt: string;
  criteria: DealSearchCriteria;
  /** Deals meeting every criterion, best score first. */
  deals: ScoredDeal[];
  /** Candidates that miss a criterion, best score first, with the reasons. */
  excluded: ScoredDeal[];
  /** Rows the filters (type, price, switches) left out before scoring, with why. */
  filteredOut: { address: string; reason: string }[];
  /** The candidates as entered (manual mode), to edit and score again. */
  candidates: DealCandidate[];
}

export interface DealSearchSummary {
  id: string;
  mode: 'manual' | 'live';
  location: string;
  createdAt: string;
  matches: number;
  total: number;
}
