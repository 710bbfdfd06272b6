import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFileInputSchema, type DealFileInputs } from '@shared/api/deal-files';
import { analyseDeal } from '@shared/finance/deal-analysis';
import { portfolioPropertyFromDeal, propertyFigures } from '@shared/finance/portfolio';
import { reportMetrics } from '@shared/finance/report-metrics';
import {
  analyse as analyseDscr,
  DEFAULT_FORM as DSCR_FORM,
} from '@/features/dscr-calculator/model';
import { EMPTY_REPORT_FORM, reportDraft } from '@/features/reports/model';
import { analyseRoi } from '@/features/roi/model';
import { simulate } from '@/features/scenarios/model';
import { UX_DEAL, UX_DEAL_FIGURES } from '../../../../test/support/review-deals';
import {
  dscrFieldsFromFile,
  reportFieldsFromFile,
  roiFormFromFile,
  scenariosFormFromFile,
} from './tool-forms';

/**
 * One set of numbers: a deal file opened in every tool shows the cash flow, the DSCR and the
 * cash-on-cash of its own page. ux.md defect 1's deal read −280.11 / 1.13 / −4.87 % on its page,
 * but −280.11 / "0.83×" / −5.60 % in the ROI calculator, −285.11 / — / −5.70 % in the simulator and
 * +31.89 / 1.01 in the DSCR calculator; here each tool reads what its page does.
 */
interface Figures {
  cashFlow: number;
  dscr: number | null;
  cashOnCash?: number | null;
}

/** Each tool's figures for a deal file opened in it, through its own form and its own model. */
function toolFigures(file: DealFileInputs): Record<string, Figures> {
  const roi = analyseRoi(roiFormFromFile(file)).result;
  const simulator = simulate(scenariosFormFromFile(file)).set.base;
  const report = reportMetrics(
    reportDraft({ ...EMPTY_REPORT_FORM, ...reportFieldsFromFile(file) }),
  );
  const dscr = analyseDscr({ ...DSCR_FORM, ...dscrFieldsFromFile(file) });
  const property = propertyFigures(portfolioPropertyFromDeal(file));
  return {
    roi: { cashFlow: roi.monthlyCashFlow, dscr: roi.lenderDscr, cashOnCash: roi.cashOnCash },
    simulator: {
      cashFlow: simulator.monthlyCashFlow,
      dscr: simulator.lenderDscr,
      cashOnCash: simulator.cashOnCash,
    },
    report: {
      cashFlow: report.netCashFlow,
      dscr: report.lenderDscr,
      cashOnCash: report.cashOnCashReturn,
    },
    dscrCalculator: { cashFlow: dscr.owner.cashFlow, dscr: dscr.lender.dscr },
    portfolio: {
      cashFlow: property.cashFlow,
      dscr: property.dscr,
      cashOnCash: property.cashOnCash,
    },
  };
}

/**
 * Two tools' figures alike. The tools' fields hold the file's amounts to the cent, so the cash
 * flow may differ by a cent's rounding (at most 1 cent) and the cash-on-cash by what a cent is of
 * the cash invested (in the flow: 12 × 0.01 ÷ invested × 100 points; in the cash invested: the
 * figure × 0.01 ÷ invested); the DSCR (rent, payment, escrows: all exact) to 1e-6.
 */
function expectSame(tool: string, got: Figures, want: Figures, invested = Infinity) {
  expect(Math.abs(got.cashFlow - want.cashFlow), `${tool}: cash flow`).toBeLessThanOrEqual(0.01);
  if (want.dscr === null) expect(got.dscr, `${tool}: DSCR`).toBeNull();
  else expect(got.dscr!, `${tool}: DSCR`).toBeCloseTo(want.dscr, 6);
  if (got.cashOnCash === undefined) return; // the DSCR calculator has no cash invested
  if (want.cashOnCash === null || want.cashOnCash === undefined) {
    expect(got.cashOnCash, `${tool}: cash-on-cash`).toBeNull();
  } else {
    const cents = (12 * 0.01 * 100 + Math.abs(want.cashOnCash) * 0.01) / invested;
    expect(
      Math.abs(got.cashOnCash! - want.cashOnCash),
      `${tool}: cash-on-cash`,
    ).toBeLessThanOrEqual(Math.max(1e-6, cents));
  }
}

describe('one deal file, one set of numbers in every tool', () => {
  it('ux.md defect 1: −$280.11, DSCR 1.13, cash-on-cash −4.87 % everywhere', () => {
    const file = dealFileInputSchema.parse(UX_DEAL);
    const page = analyseDeal(file);
    const want = {
      cashFlow: UX_DEAL_FIGURES.monthlyCashFlow,
      dscr: UX_DEAL_FIGURES.lenderDscr,
      cashOnCash: UX_DEAL_FIGURES.cashOnCash,
    };
    expectSame(
      'page',
      { cashFlow: page.monthlyCashFlow, dscr: page.lenderDscr, cashOnCash: page.cashOnCash },
      want,
    );
    for (const [tool, figures] of Object.entries(toolFigures(file)))
      expectSame(tool, figures, want);
    // The simulator's base scenario also reads the page's IRR (5 years, the file's growth).
    expect(simulate(scenariosFormFromFile(file)).set.base.irr!).toBeCloseTo(UX_DEAL_FIGURES.irr, 6);
  });

  it('interest-only, points, other income, HOA and rehab: still one set', () => {
    const file = dealFileInputSchema.parse({
      ...UX_DEAL,
      interestOnlyYears: 10,
      points: 1.5,
      otherIncome: 75,
      hoa: 40,
      otherExpenses: 35,
      rehabCost: 12_000,
    });
    const page = analyseDeal(file);
    expect(page.dscrBasis).toBe('ITIA');
    const want = {
      cashFlow: page.monthlyCashFlow,
      dscr: page.lenderDscr,
      cashOnCash: page.cashOnCash,
    };
    for (const [tool, figures] of Object.entries(toolFigures(file)))
      expectSame(tool, figures, want);
  });

  it('for any deal file', () => {
    const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
    const percent = (max: number) => fc.integer({ min: 0, max: max * 4 }).map((q) => q / 4);
    const deals = fc
      .record({
        purchasePrice: fc.integer({ min: 50_000, max: 2_000_000 }),
        downShare: fc.integer({ min: 0, max: 100 }),
        closingCosts: money(30_000),
        rehabCost: money(80_000),
        points: percent(4),
        interestRate: percent(14),
        termYears: fc.integer({ min: 1, max: 40 }),
        interestOnlyShare: fc.integer({ min: 0, max: 100 }),
        monthlyRent: money(15_000),
        otherIncome: money(500),
        vacancyPct: percent(20),
        taxes: money(1_500),
        insurance: money(600),
        hoa: money(400),
        otherExpenses: money(500),
        maintenancePct: percent(10),
        managementPct: percent(12),
        capexPct: percent(10),
      })
      .map(({ downShare, interestOnlyShare, ...d }) =>
        dealFileInputSchema.parse({
          ...d,
          name: 'Propiedad',
          downPayment: Math.round(d.purchasePrice * downShare) / 100,
          interestOnlyYears: Math.floor((d.termYears * interestOnlyShare) / 100),
        }),
      );
    fc.assert(
      fc.property(deals, (file) => {
        const page = analyseDeal(file);
        const want = {
          cashFlow: page.monthlyCashFlow,
          dscr: page.lenderDscr,
          cashOnCash: page.cashOnCash,
        };
        for (const [tool, figures] of Object.entries(toolFigures(file))) {
          expectSame(tool, figures, want, page.cashInvested);
        }
      }),
      { numRuns: 150 },
    );
  });
});
