/**
 * The portfolio API: the properties a member owns, the balance sheet, cash-flow actuals, and the
 * Elite portfolio report. Contract:
 *
 *   GET    /api/portfolio                        → PortfolioResponse
 *   POST   /api/portfolio/properties             PortfolioPropertyInput → 201 { id }
 *   PUT    /api/portfolio/properties/{id}        PortfolioPropertyInput → { id }
 *   DELETE /api/portfolio/properties/{id}        → { message }
 *   PUT    /api/portfolio/properties/{id}/cash-flow  { months: CashFlowMonth[] } → { months }
 *   PUT    /api/portfolio/balance-sheet          BalanceSheetInput → BalanceSheet
 *   POST   /api/portfolio/reports (Elite)        PortfolioReportRequest → 201 ReportRecord
 *
 * Figures (payment, PITIA, cash flow, equity, cash-out, totals, net worth, reserves) are computed
 * on read by shared/finance/portfolio.ts; only what the member typed is stored.
 */
import * as z from 'zod';
import type {
  BalanceSheet,
  NetWorth,
  PortfolioPropertyFigures,
  PortfolioTotals,
} from '../finance/portfolio.ts';
import type { CashOutTerms } from '../finance/strategies.ts';
import { countField, moneyField, percentField } from './deal-files.ts';
import { PORTFOLIO_LIMITS } from './portfolio-texts.ts';
import { borrowerSchema } from './qualify.ts';

export { PORTFOLIO_LIMITS } from './portfolio-texts.ts';

export const PORTFOLIO_MESSAGES = {
  nameRequired: 'Ponle un nombre a la propiedad',
  textTooLong: 'El texto es demasiado largo',
  termRequired: 'Indica cuántos meses faltan para terminar de pagar el préstamo.',
  interestOnlyOverTerm: 'Los meses de solo interés no pueden ser más que los meses restantes.',
  closingCostsRequired:
    'Escribe los costos de cierre del refinanciamiento (% del préstamo; 0 si no hay).',
  notFound: 'No encontramos esa propiedad en tu portafolio.',
  tooMany: `Alcanzaste el límite de ${50} propiedades en tu portafolio. Elimina alguna para agregar otra.`,
  deleted: 'Propiedad eliminada del portafolio',
  monthInvalid: 'El mes debe tener el formato AAAA-MM (por ejemplo, 2026-03).',
  monthRepeated: 'Cada mes puede aparecer una sola vez.',
  tooManyMonths: `Se guardan hasta ${24} meses por propiedad.`,
} as const;

const M = PORTFOLIO_MESSAGES;

export const portfolioPropertySchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(PORTFOLIO_LIMITS.nameMax, M.textTooLong),
    currentValue: moneyField('El valor actual', { positive: true }),
    loanBalance: moneyField('El saldo del préstamo'),
    interestRate: percentField('La tasa de interés'),
    remainingTermMonths: countField('Los meses restantes', 0, 600),
    monthlyRent: moneyField('La renta mensual'),
    otherIncome: moneyField('Otros ingresos').default(0),
    taxes: moneyField('Los impuestos'),
    insurance: moneyField('El seguro'),
    hoa: moneyField('La cuota de HOA'),
    otherExpenses: moneyField('Otros gastos'),
    interestOnlyMonths: countField('Los meses de solo interés', 0, 600).default(0),
    cashInvested: moneyField('El efectivo invertido').optional(),
  })
  .refine((p) => p.loanBalance === 0 || p.remainingTermMonths > 0, {
    message: M.termRequired,
    path: ['remainingTermMonths'],
  })
  .refine((p) => p.interestOnlyMonths <= p.remainingTermMonths, {
    message: M.interestOnlyOverTerm,
    path: ['interestOnlyMonths'],
  });
export type PortfolioPropertyInput = z.input<typeof portfolioPropertySchema>;
/** A property as stored and read (defaults filled in). */
export type PortfolioProperty = z.output<typeof portfolioPropertySchema>;

const owned = (label: string) => moneyField(label).default(0);

export const balanceSheetSchema = z.object({
  assets: z
    .object({
      cash: owned('El efectivo'),
      retirement: owned('Las cuentas de retiro'),
      brokerage: owned('Las inversiones'),
      other: owned('Otros activos'),
    })
    .default({ cash: 0, retirement: 0, brokerage: 0, other: 0 }),
  debts: z
    .object({
      homeMortgage: owned('La hipoteca de tu casa'),
      creditCards: owned('Las tarjetas de crédito'),
      auto: owned('El préstamo del auto'),
      student: owned('El préstamo estudiantil'),
      other: owned('Otras deudas'),
    })
    .default({ homeMortgage: 0, creditCards: 0, auto: 0, student: 0, other: 0 }),
});
export type BalanceSheetInput = z.input<typeof balanceSheetSchema>;

/** One month of actual income and expenses of a property, $. */
export const cashFlowMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid),
  income: moneyField('Los ingresos'),
  expenses: moneyField('Los gastos'),
});
export type CashFlowMonth = z.infer<typeof cashFlowMonthSchema>;

export const cashFlowBodySchema = z.object({
  months: z
    .array(cashFlowMonthSchema)
    .max(PORTFOLIO_LIMITS.cashFlowMonths, M.tooManyMonths)
    .refine((list) => new Set(list.map((m) => m.month)).size === list.length, M.monthRepeated),
});

/**
 * POST /api/portfolio/reports: the member's goals, FICO, and the terms the strategies are tested
 * at. Closing costs are asked for, never taken as $0.
 */
export const portfolioReportRequestSchema = z.object({
  goals: z.string().trim().max(PORTFOLIO_LIMITS.goalsMax, M.textTooLong).default(''),
  fico: borrowerSchema.shape.fico,
  refiRate: percentField('La tasa de refinanciamiento'),
  refiClosingCostsPct: percentField('Los costos de cierre', 0, 20, M.closingCostsRequired),
  helocRate: percentField('La tasa de la HELOC'),
  helocCltvPct: percentField('El CLTV de la HELOC'),
});
export type PortfolioReportRequest = z.input<typeof portfolioReportRequestSchema>;

export type PortfolioPropertyView = PortfolioProperty &
  PortfolioPropertyFigures & {
    id: string;
    /** Actual income and expenses entered or imported, oldest first. */
    actuals: CashFlowMonth[];
    /** The deal file it came from, when it was moved from one. */
    dealFileId: string | null;
  };

export interface PortfolioResponse {
  properties: PortfolioPropertyView[];
  totals: PortfolioTotals;
  /** totals.equity + Σ assets − Σ debts, $. */
  netWorth: number;
  balanceSheet: BalanceSheet;
  /** Other assets and debts, reserves for lenders and their months of PITIA. */
  worth: NetWorth;
}

/**
 * A portfolio report as kept in the report history: what it was built from, the cash-out terms of
 * the member's lender programs at the time included (one per property, in order), so its PDF is
 * drawn the same on every download. Reports made before the programs were read have no `fico`,
 * `helocCltvPct` or `cashOutTerms` (their HELOC was sized at 80 %).
 */
export interface PortfolioReportSnapshot {
  memberName: string;
  goals: string;
  fico?: number;
  refiRate: number;
  helocRate: number;
  helocCltvPct?: number;
  refiClosingCostsPct: number;
  properties: (PortfolioProperty & { id: string })[];
  balanceSheet: BalanceSheet;
  cashOutTerms?: (CashOutTerms | null)[];
}
