import { describe, expect, it } from 'vitest';
import { balanceSheetSchema, portfolioPropertySchema } from '../../../shared/api/portfolio.ts';
import {
  netWorth,
  portfolioTotals,
  propertyFigures,
  type PortfolioPropertyInputs,
} from '../../../shared/finance/portfolio.ts';
import {
  portfolioStrategies,
  propertyStrategies,
  type StrategyOptions,
} from '../../../shared/finance/strategies.ts';
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
  it('each property: payment, PITIA, cash flow, equity, cash-out at 75 %', () => {
    properties.forEach((p, index) => {
      const want = SAMPLE_PORTFOLIO_FIGURES[index]!;
      expect(p.payment).toBeCloseTo(want.payment, 8);
      expect(p.pitia).toBeCloseTo(want.pitia, 8);
      expect(p.cashFlow).toBeCloseTo(want.cashFlow, 8);
      expect(p.equity).toBe(want.equity);
      expect(p.cashOut75).toBe(want.cashOut75);
    });
  });

  it('totals are sums, except DSCR = Σ rent ÷ Σ PITIA', () => {
    const totals = portfolioTotals(properties);
    expect(totals.value).toBe(T.value);
    expect(totals.debt).toBe(T.debt);
    expect(totals.equity).toBe(T.equity);
    expect(totals.monthlyCashFlow).toBeCloseTo(T.monthlyCashFlow, 8);
    expect(totals.dscr!).toBeCloseTo(T.dscr, 10);
    expect(totals.cashOut75).toBe(T.cashOut75);
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

describe('strategies', () => {
  const options: StrategyOptions = {
    refiRate: 6,
    refiTermYears: 30,
    refiClosingCostsPct: 2,
    helocRate: 8.5,
    sellingCostsPct: 6,
  };
  const figure = (list: ReturnType<typeof propertyStrategies>, id: string, label: string) =>
    list.find((s) => s.id === id)!.figures.find((f) => f.label.startsWith(label))!.value!;

  it('cash-out at 75 % of the Houston condo (free and clear): $135,000 loan less 2 % closing', () => {
    const s = propertyStrategies(properties[1]!, options);
    // New loan 135,000; closing 2,700; cash 132,300; payment at 6 %/30 = 809.39.
    expect(figure(s, 'cash-out', 'Préstamo nuevo')).toBe(135_000);
    expect(figure(s, 'cash-out', 'Efectivo')).toBeCloseTo(132_300, 8);
    expect(figure(s, 'cash-out', 'Pago nuevo')).toBeCloseTo(809.3932, 3);
    // DSCR after = 1,500 ÷ (809.39 + 200 + 90) = 1.3648
    expect(figure(s, 'cash-out', 'DSCR')).toBeCloseTo(1500 / (809.3932 + 290), 3);
    expect(s[0]!.applies).toBe(true);
  });

  it('no cash-out or HELOC on the Orlando townhouse: its balance is above 75 % and 80 %', () => {
    const s = propertyStrategies(properties[2]!, options);
    expect(s.find((x) => x.id === 'cash-out')!.applies).toBe(false);
    expect(s.find((x) => x.id === 'heloc')!.applies).toBe(false);
    expect(s.find((x) => x.id === 'heloc')!.tradeOff).toMatch(/^No aplica/);
  });

  it('HELOC on the Tampa house to 80 %: 200,000 − 180,000 = 20,000, interest 141.67 at 8.5 %', () => {
    const s = propertyStrategies(properties[0]!, options);
    expect(figure(s, 'heloc', 'Línea')).toBe(20_000);
    expect(figure(s, 'heloc', 'Interés')).toBeCloseTo(141.6667, 3);
  });

  it('rate-and-term at 6 % vs 6.5 % on the Tampa house: savings and break-even', () => {
    const s = propertyStrategies(properties[0]!, options);
    const rate = s.find((x) => x.id === 'rate-term')!;
    // 180,000 at 6 % over 360 months = 1,079.19 vs 1,215.37 today.
    expect(figure(s, 'rate-term', 'Pago nuevo')).toBeCloseTo(1079.1909, 3);
    expect(figure(s, 'rate-term', 'Ahorro')).toBeCloseTo(1215.3729 - 1079.1909, 3);
    expect(rate.applies).toBe(true);
  });

  it('sell vs keep: proceeds after 6 % and the cash return on equity', () => {
    const s = propertyStrategies(properties[0]!, options);
    expect(figure(s, 'sell-keep', 'Neto')).toBeCloseTo(250_000 * 0.94 - 180_000, 8);
    expect(figure(s, 'sell-keep', 'Rendimiento')).toBeCloseTo(((12 * 344.6271) / 70_000) * 100, 3);
  });

  it('the portfolio summary names the property that loses money', () => {
    const summary = portfolioStrategies(properties, portfolioTotals(properties), options);
    expect(summary.losingMoney).toEqual(['Townhouse en Orlando']);
    expect(summary.cashOutTotal).toBeGreaterThan(0);
    expect(summary.text).toContain('Townhouse en Orlando');
  });
});
