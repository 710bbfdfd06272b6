import { scoreRequestSchema, type DealSearchResult } from '../../../shared/api/deal-finder.ts';
import type { ZodError } from 'zod';
import { recordActivity } from '../../commons/activity.ts';
import { badRequest } from '../../commons/errors.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { scoreCandidates } from '../score.ts';
import { newSearchId, saveSearch } from '../searches.ts';
import { marketData } from '../../market/provider.ts';
import { countOf } from '../../../shared/format.ts';

/**
 * POST /api/deals/score — the user's own candidates (typed or imported from CSV) scored against the
 * market data of their ZIPs; saved as one of the user's deal searches.
 */
export const handler = route('POST /api/deals/score', async (req) => {
  const caller = requireCaller(req);
  const parsed = scoreRequestSchema.safeParse(req.body);
  if (!parsed.success) throw badRequest(requestProblem(parsed.error));
  const { criteria, candidates } = parsed.data;
  const scored = await scoreCandidates(candidates, criteria, await marketData());
  const result: DealSearchResult = {
    id: newSearchId(),
    mode: 'manual',
    location: criteria.location,
    createdAt: new Date().toISOString(),
    criteria,
    ...scored,
    candidates,
  };
  await saveSearch(caller.userId, result);
  try {
    await recordActivity(caller.userId, {
      kind: 'search',
      title: `Deals: ${result.deals.length} de ${countOf(candidates.length, 'propiedad', 'propiedades')} en ${result.location}`,
      href: `/finder-deals?busqueda=${result.id}`,
    });
  } catch (error) {
    logger.warn('activity not recorded', { error: error as Error });
  }
  return { body: result };
});

/** The first problem, naming the property it is in ("Propiedad 3: El precio debe ser mayor que 0"). */
function requestProblem(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Datos inválidos';
  const [first, index] = issue.path;
  return first === 'candidates' && typeof index === 'number'
    ? `Propiedad ${index + 1}: ${issue.message}`
    : issue.message;
}
