import { notFound } from '../../commons/errors.ts';
import { route } from '../../commons/http.ts';
import { findArticle } from '../library.ts';
import { EDUCATION_MESSAGES, type ArticleResponse } from '../../../shared/api/education.ts';

/**
 * GET /api/education/articles/{id} — one article's full text. The route's access (`pro`) is what
 * keeps the body from a visitor (401) or a free member (403): route() checks it before this runs.
 */
export const handler = route('GET /api/education/articles/{id}', (req) => {
  const article = findArticle(req.params.id ?? '');
  if (!article) throw notFound(EDUCATION_MESSAGES.notFound);
  const body: ArticleResponse = { article };
  return Promise.resolve({ body });
});
