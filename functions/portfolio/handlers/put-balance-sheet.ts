import { requireCaller, route } from '../../commons/http.ts';
import { putBalanceSheet } from '../store.ts';
import { balanceSheetSchema } from '../../../shared/api/portfolio.ts';

/** PUT /api/portfolio/balance-sheet — the member's other assets and debts. */
export const handler = route('PUT /api/portfolio/balance-sheet', async (req) => {
  const caller = requireCaller(req);
  return { body: await putBalanceSheet(caller.userId, balanceSheetSchema.parse(req.body)) };
});
