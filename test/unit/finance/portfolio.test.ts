import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceSheetSchema, portfolioPropertySchema } from '../../../shared/api/portfolio.ts';
import {
  netWorth,
  portfolioTotals,
  propertyFigures,
  type PortfolioPropertyInputs,
} from '../../../shared/finance/portfolio.ts';
import {
  cashOutTerms,
  portfolioBorrower,
  portfolioCashOutTerms,
  portfolioStrategies,
  propertyStrategies,
  type StrategyOptions,
} from '../../../shared/finance/strategies.ts';
import { lenderProgramSchema } from '../../../shared/lenders/program.ts';
import {
  SAMPLE_BALANCE_SHEET,
  SAMPLE_PORTFOLIO,
  SAMPLE_PORTFOLIO_FIGURES,
  SAMPLE_PORTFOLIO_TOTALS as T,
} from '../../support/sample-deal.ts';

const properties = SAMPLE_PORTFOLIO.map((p) => {
  const inputs: PortfolioPropertyInputs = portfolioPropertySchema.parse(p);
  return { ...inputs, ...propertyFigures(inputs) };
});

describe('portfolio figures, checked by hand', () => {
  it('each property: payment, PITIA, cash flow, DSCR and equity', () => {
    properties.forEach((p, index) => {
      const want = SAMPLE_PORTFOLIO_FIGURES[index]!;
      expect(p.payment).toBeCloseTo(want.payment, 8);
      expect(p.pitia).toBeCloseTo(want.pitia, 8);
      expect(p.cashFlow).toBeCloseTo(want.cashFlow, 8);
      expect(p.equity).toBe(want.equity);
      expect(p.dscr!).toBeCloseTo(want.dscr, 10);
      expect(p.cashOnCash).toBeNull(); // no cash invested given
    });
  });

  it('totals are sums, except DSCR = Σ rent ÷ Σ PITIA', () => {
    const totals = portfolioTotals(properties);
    expect(totals.value).toBe(T.value);
    expect(totals.debt).toBe(T.debt);
    expect(totals.equity).toBe(T.equity);
    expect(totals.monthlyCashFlow).toBeCloseTo(T.monthlyCashFlow, 8);
    expect(totals.dscr!).toBeCloseTo(T.dscr, 10);
    expect(totals.pitia).toBeCloseTo(T.pitia, 8);
  });

  it('net worth = equity + assets − debts; reserves 100 % cash, 60 % retirement, 70 % brokerage', () => {
    const totals = portfolioTotals(properties);
    const worth = netWorth(totals, balanceSheetSchema.parse(SAMPLE_BALANCE_SHEET));
    expect(worth.otherAssets).toBe(180_000);
    expect(worth.otherDebts).toBe(167_000);
    expect(worth.netWorth).toBe(T.netWorth);
    expect(worth.reserves).toBeCloseTo(T.reserves, 8);
    expect(worth.reserveMonths!).toBeCloseTo(T.reserveMonths, 8);
  });

  it('an empty portfolio has no DSCR and no reserve months (null, not Infinity)', () => {
    const totals = portfolioTotals([]);
    expect(totals.dscr).toBeNull();
    expect(netWorth(totals, balanceSheetSchema.parse({})).reserveMonths).toBeNull();
  });

  it('a balance with no term left is refused in Spanish', () => {
    const result = portfolioPropertySchema.safeParse({
      ...SAMPLE_PORTFOLIO[0],
      remainingTermMonths: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      'Indica cuántos meses faltan para terminar de pagar el préstamo.',
    );
  });
});

/**
 * A lender program for the tests (not an example the app shows): cash-out to 75 % of the value
 * when the DSCR after is at least 1.00, else 65 %; minimum DSCR 0.75; FICO 680 up to 75 % LTV;
 * 3 months of PITIA in reserves; loans from $75,000 to $2,000,000.
 */
const CASH_OUT_PROGRAM = lenderProgramSchema.parse({
  id: 'prueba-cash-out',
  name: 'DSCR de prueba',
  example: true,
  lender: { name: 'Prestamista de prueba', states: 'ALL' },
  type: 'dscr',
  purposes: ['purchase', 'cash-out'],
  minFicoByLtv: [{ ltvUpTo: 75, minFico: 680 }],
  maxLtv: [
    { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 80 },
    { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 65 },
    { purpose: 'cash-out', dscrAtLeast: 1, maxLtv: 75 },
  ],
  minDscr: 0.75,
  reserves: { by: 'ltv', bands: [{ upTo: null, months: 3 }] },
  minLoan: 75_000,
  maxLoan: 2_000_000,
  propertyTypes: ['single-family', 'condo', 'townhouse'],
  units: { min: 1, max: 4 },
  borrowerTypes: ['citizen', 'resident'],
  llcAllowed: true,
  prepaymentPenalty: null,
  rateRange: null,
  source: 'Programa de prueba de los tests',
  sourceDate: '2026-01-01',
});
/** The same lender without cash-out refinances. */
const PURCHASE_ONLY = lenderProgramSchema.parse({
  ...CASH_OUT_PROGRAM,
  id: 'prueba-compra',
  purposes: ['purchase'],
  maxLtv: [{ purpose: 'purchase', dscrAtLeast: 0, maxLtv: 80 }],
});

describe('strategies, sized by the member’s lender programs', () => {
  const options: StrategyOptions = {
    refiRate: 6,
    refiTermYears: 30,
    refiClosingCostsPct: 2,
    helocRate: 8.5,
    helocCltvPct: 80,
    sellingCostsPct: 6,
  };
  const sheet = balanceSheetSchema.parse(SAMPLE_BALANCE_SHEET);
  const lending = (fico = 720) => ({
    programs: [CASH_OUT_PROGRAM, PURCHASE_ONLY],
    borrower: portfolioBorrower(fico, sheet, properties.length),
  });
  const terms = portfolioCashOutTerms(properties, options, lending());
  const strategies = (index: number, o = options, t = terms) =>
    propertyStrategies(properties[index]!, o, t[index] ?? null);
  const figure = (list: ReturnType<typeof propertyStrategies>, id: string, label: string) =>
    list.find((s) => s.id === id)!.figures.find((f) => f.label.startsWith(label))!.value!;

  it('cash-out of the Houston condo (free and clear): the program’s 75 %, less 2 % closing', () => {
    // 75 % × 180,000 = 135,000; payment at 6 %/30 = 809.39; DSCR 1,500 ÷ 1,099.39 = 1.36 ≥ 1.00,
    // so the 75 % band holds; closing 2,700; cash 132,300. Only the program with cash-out counts.
    const t = terms[1]!;
    expect(t.checked).toBe(1);
    expect(t.accepting).toBe(1);
    expect(t.best!.loan).toBe(135_000);
    expect(t.best!.maxLtv).toBe(75);
    expect(t.best!.minDscr).toBe(0.75);
    const s = strategies(1);
    expect(figure(s, 'cash-out', 'Préstamo nuevo')).toBe(135_000);
    expect(figure(s, 'cash-out', 'Efectivo')).toBeCloseTo(132_300, 8);
    expect(figure(s, 'cash-out', 'Pago nuevo')).toBeCloseTo(809.3932, 3);
    expect(figure(s, 'cash-out', 'DSCR después')).toBeCloseTo(1500 / (809.3932 + 290), 3);
    expect(s[0]!.applies).toBe(true);
    expect(s[0]!.tradeOff).toContain('1 de tus 1 programas de cash-out la toman');
    expect(s[0]!.tradeOff).toContain('Recibirías $132,300.00');
    // Free and clear: there is no payment to rise from, nor a mortgage to keep beside a HELOC.
    expect(s[0]!.tradeOff).toContain('pasas a pagar $809.39 al mes');
    expect(s[0]!.tradeOff).not.toContain('sube de $0.00');
    expect(s.find((x) => x.id === 'heloc')!.tradeOff).toMatch(/^Pagas interés solo sobre/);
  });

  it('the DSCR band caps the loan: with less rent, the loan that keeps the DSCR at 1.00', () => {
    // Rent 1,000: at 75 % (135,000) the DSCR is 1,000 ÷ 1,099.39 = 0.91 < 1.00, so only 65 %
    // (117,000) is allowed there; but every loan up to a DSCR of 1.00 keeps the 75 % band: a
    // payment of 1,000 − 290 = 710 repays PV(0.5 %, 360, −710) = 118,422.05 (formulajs).
    const poorer = { ...properties[1]!, monthlyRent: 1_000 };
    const t = cashOutTerms(poorer, options, lending());
    expect(t.best!.maxLtv).toBe(75);
    expect(t.best!.loan).toBeCloseTo(118_422.04, 1);
    expect(t.best!.dscrAfter!).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(t.best!.failing).toEqual([]);
  });

  it('a FICO below the program’s says so, and the cash-out does not apply', () => {
    const low = portfolioCashOutTerms(properties, options, lending(650));
    const s = strategies(1, options, low);
    expect(low[1]!.accepting).toBe(0);
    expect(low[1]!.best!.failing.map((r) => r.rule)).toEqual(['fico']);
    expect(s[0]!.applies).toBe(false);
    expect(s[0]!.tradeOff).toContain('no pasa tu FICO');
    expect(figure(s, 'cash-out', 'Efectivo')).toBeCloseTo(132_300, 8);
  });

  it('no cash-out or HELOC on the Orlando townhouse: its balance is above 75 % and 80 %', () => {
    const s = strategies(2);
    expect(s.find((x) => x.id === 'cash-out')!.applies).toBe(false);
    expect(s.find((x) => x.id === 'cash-out')!.tradeOff).toMatch(/^No aplica/);
    expect(s.find((x) => x.id === 'heloc')!.applies).toBe(false);
    expect(s.find((x) => x.id === 'heloc')!.tradeOff).toMatch(/^No aplica/);
  });

  it('HELOC on the Tampa house to the bank’s 80 %: 20,000, interest 141.67 at 8.5 %', () => {
    const s = strategies(0);
    expect(figure(s, 'heloc', 'Línea')).toBe(20_000);
    expect(figure(s, 'heloc', 'Interés')).toBeCloseTo(141.6667, 3);
    expect(s[1]!.tradeOff).toMatch(/^Conservas tu hipoteca actual a 6\.5 %/);
    // At a 72 % limit (180,000, the balance) there is none.
    expect(strategies(0, { ...options, helocCltvPct: 72 })[1]!.applies).toBe(false);
  });

  it('rate-and-term at 6 % vs 6.5 % on the Tampa house: savings and break-even', () => {
    const s = strategies(0);
    // 180,000 at 6 % over 360 months = 1,079.19 vs 1,215.37 today.
    expect(figure(s, 'rate-term', 'Pago nuevo')).toBeCloseTo(1079.1909, 3);
    expect(figure(s, 'rate-term', 'Ahorro')).toBeCloseTo(1215.3729 - 1079.1909, 3);
    expect(s[2]!.applies).toBe(true);
  });

  it('a higher rate that lowers the payment over a longer term says so, not "no aplica"', () => {
    // 7 % over 360 months: 1,197.5445 < 1,215.3729 (300 months at 6.5 %): 17.8284 a month less.
    const s = strategies(0, { ...options, refiRate: 7 });
    expect(s[2]!.applies).toBe(true);
    expect(figure(s, 'rate-term', 'Ahorro mensual')).toBeCloseTo(17.8284, 3);
    expect(s[2]!.tradeOff).toContain('el plazo de 30 años es más largo');
    expect(s[2]!.tradeOff).not.toContain('No aplica');
  });

  it('every rate-and-term reads as its figures do (ux.md defect 9)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 5, max: 40 }),
        (index, refiRate, refiTermYears) => {
          const s = strategies(index, { ...options, refiRate, refiTermYears })[2]!;
          const labels = s.figures.map((f) => f.label);
          expect(labels.includes('Ahorro mensual')).toBe(s.applies);
          expect(s.tradeOff.startsWith('No aplica')).toBe(!s.applies);
        },
      ),
    );
  });

  it('sell vs keep: proceeds after 6 % and the cash return on equity', () => {
    const s = strategies(0);
    expect(figure(s, 'sell-keep', 'Neto')).toBeCloseTo(250_000 * 0.94 - 180_000, 8);
    expect(figure(s, 'sell-keep', 'Rendimiento')).toBeCloseTo(((12 * 344.6271) / 70_000) * 100, 3);
  });

  it('the summary adds the same cash-out figures as the cards, and names who loses money', () => {
    const summary = portfolioStrategies(properties, portfolioTotals(properties), options, terms);
    // Tampa: 75 % × 250,000 = 187,500 − 180,000 − 3,750 = 3,750; Houston 132,300; Orlando none.
    expect(terms[0]!.best!.cash).toBeCloseTo(3_750, 6);
    expect(summary.cashOutTotal).toBeCloseTo(3_750 + 132_300, 6);
    expect(summary.text).toContain('$136,050.00');
    expect(summary.losingMoney).toEqual(['Townhouse en Orlando']);
    expect(summary.text).toContain('Townhouse en Orlando');
  });

  it('without a program that does cash-out refinances, the strategy says so', () => {
    const none = portfolioCashOutTerms(properties, options, {
      programs: [PURCHASE_ONLY],
      borrower: portfolioBorrower(720, sheet, 3),
    });
    expect(none[1]!.checked).toBe(0);
    expect(strategies(1, options, none)[0]!.tradeOff).toMatch(
      /^No aplica: ninguno de tus programas/,
    );
  });
});
