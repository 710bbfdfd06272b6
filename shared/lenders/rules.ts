/**
 * What the qualification engine (shared/finance/qualification.ts) assumes where a lender program
 * says nothing, each with where lenders state it. Zod-free, so pages that only compute figures do
 * not load the schema library; the program schema (program.ts) names each default beside its
 * optional field. The engine applies them when it reads a program (the stored program keeps what
 * the source said), so a better-sourced default reaches every program at once.
 *
 * Two rules have no switch because every lender applies them:
 * - Funds to close come out of the assets before reserves are counted: "Funds to close are
 *   subtracted from available assets when considering sufficient assets for reserves" (Fannie Mae
 *   Selling Guide B3-4.1-01, Minimum Reserve Requirements).
 * - Reserves and DSCR are measured on the qualifying payment of the subject loan, in months of it
 *   (same section: "the number of months of the qualifying payment amount … (based on PITIA)").
 */

/**
 * Share of each balance counted toward reserves when a program states no weights of its own.
 * Cash counts in full; lenders discount retirement and brokerage balances by 20 % to 50 %
 * ("brokerage and retirement funds often count at only 50% to 80%", legionscapital.com, How
 * brokers calculate reserves; retirement "reduced by 50%", realestateinvestorsvcs.com/reserves;
 * GHL counts retirement and stocks at 50 %, ghl4.com). The most conservative of these common
 * practices: 50 % of each. Fannie Mae counts vested retirement and stocks in full (Selling Guide
 * B3-4.1-01): a program that does says so in its `reserveWeights`.
 */
export const DEFAULT_RESERVE_WEIGHTS = { retirement: 0.5, brokerage: 0.5 } as const;

/**
 * Which rent counts when a program states no rule: the lesser of the lease and the appraiser's
 * market rent (Fannie Mae form 1007, or 1025 for 2–4 units) when both are known — "the lower of
 * the subject property's market rent disclosed on the appraisal or the lease agreement"
 * (brokermortgages.com, DSCR program; offermarket.us and instantratequotes.com say the same). A
 * vacant unit counts 90 % of its market rent (QuickLend). Short-term rental income counts only
 * where the program says how: some lenders exclude short-term rentals (msjmortgage.com, DSCR).
 */
export const DEFAULT_RENT_RULE = {
  rule: 'lesser',
  vacantFactor: 0.9,
  shortTerm: null,
} as const;

/**
 * The payment an interest-only loan qualifies on when a program offers interest-only terms without
 * saying: the fully amortising PITIA once the interest-only years end ("Interest Only Loans Are
 * Qualified on the PITIA Payment", brokermortgages.com), the lower DSCR of the two. Others qualify
 * on ITIA and say so ("Qualifying is based on ITIA payment", optrumax.com DSCR matrix). A program
 * with no interest-only terms at all does not offer them.
 */
export const DEFAULT_INTEREST_ONLY_BASIS = 'PITIA' as const;
