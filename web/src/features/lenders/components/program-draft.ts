/**
 * The draft a lender edits: a program without what the server sets. Apart from the editor, which
 * loads with the schema and the engine when the lender opens it, so /prestamistas draws without
 * zod.
 */
export type Draft = Record<string, unknown>;

/** What the server sets: left out of the draft the lender edits. */
const SERVER_SET = ['lender', 'example', 'origin', 'source', 'sourceDate'] as const;

/** A new program to start from: a plain DSCR grid the lender then makes its own. */
export const NEW_PROGRAM: Draft = {
  name: 'DSCR 30-year fixed',
  type: 'dscr',
  purposes: ['purchase', 'rate-term', 'cash-out'],
  minFicoByLtv: [
    { ltvUpTo: 70, minFico: 660 },
    { ltvUpTo: 80, minFico: 700 },
  ],
  maxLtv: [
    { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 80 },
    { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 75 },
    { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 70 },
  ],
  minDscr: 1,
  reserves: { by: 'ltv', bands: [{ upTo: null, months: 6 }] },
  minLoan: 100000,
  maxLoan: 2000000,
  propertyTypes: ['single-family', 'townhouse', 'condo', 'multi-family'],
  units: { min: 1, max: 4 },
  borrowerTypes: ['citizen', 'resident'],
  llcAllowed: true,
  prepaymentPenalty: '5-4-3-2-1',
  rateRange: null,
};

export function draftOf(program: Draft): Draft {
  const draft = { ...program };
  const states = (program.lender as { states?: unknown } | undefined)?.states;
  for (const key of SERVER_SET) delete draft[key];
  return states === undefined ? draft : { ...draft, lender: { states } };
}
