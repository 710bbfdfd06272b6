import { route } from '../../commons/http.ts';
import { articleSummaries } from '../library.ts';
import type { ArticleListResponse } from '../../../shared/api/education.ts';

/** GET /api/education/articles — every Pro article's card and preview, without its body (public). */
export const handler = route('GET /api/education/articles', () => {
  const body: ArticleListResponse = { articles: articleSummaries() };
  return Promise.resolve({ body });
});
