import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleResponse } from '@shared/api/education';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * GET /api/education/articles/{id} — one article's full text, asked only for a Pro or Elite
 * member (the server refuses anyone else).
 */
const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/education/articles', id],
    queryFn: () => apiJson<ArticleResponse>('GET', apiPath('/api/education/articles/{id}', { id })),
    staleTime: 5 * 60 * 1000,
  });

export function useArticle(id: string, enabled: boolean) {
  return useQuery({ ...articleQueryOptions(id), enabled });
}
