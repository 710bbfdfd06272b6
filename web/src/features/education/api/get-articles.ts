import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListResponse } from '@shared/api/education';
import { apiJson } from '@/lib/api-client';

/** GET /api/education/articles — every Pro article's card and preview (no bodies). */
const articlesQueryOptions = queryOptions({
  queryKey: ['/api/education/articles'],
  queryFn: () => apiJson<ArticleListResponse>('GET', '/api/education/articles'),
  staleTime: 5 * 60 * 1000,
});

export function useArticles() {
  return useQuery(articlesQueryOptions);
}
