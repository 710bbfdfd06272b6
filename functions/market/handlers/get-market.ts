import { marketQuerySchema } from '../../../shared/api/market.ts';
import { recordActivity } from '../../commons/activity.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { marketData } from '../provider.ts';

/**
 * GET /api/market?zip=77008 | ?city=Houston&state=TX [&type=condo] — the market analysis of a ZIP
 * or a city, every figure with its source and period. The search
 * goes to the user's recent activity.
 */
export const handler = route('GET /api/market', async (req) => {
  const caller = requireCaller(req);
  const query = marketQuerySchema.parse(Object.fromEntries(req.query));
  const market = await marketData();
  const report = query.zip
    ? await market.forZip(query.zip, query.type)
    : await market.forCity(query.city!, query.state!, query.type);

  const params = new URLSearchParams(
    report.location.zip
      ? { zip: report.location.zip }
      : { city: report.location.city, state: report.location.state },
  );
  if (query.type !== 'all') params.set('type', query.type);
  try {
    await recordActivity(caller.userId, {
      kind: 'search',
      title: `Análisis de mercado: ${report.location.label}`,
      href: `/analisis-mercado?${params}`,
    });
  } catch (error) {
    // The analysis stands on its own; a missed activity entry must not cost the user the answer.
    logger.warn('activity not recorded', { error: error as Error });
  }
  return { body: report };
});
