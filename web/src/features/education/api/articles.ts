import { useQuery } from '@tanstack/react-query';
import type { ArticleListResponse, ArticleResponse } from '@shared/api/education';
import { apiJson } from '@/lib/api-client';

/** GET /api/education/articles — every Pro article's card and preview (no bodies). */
export function useArticles() {
  return useQuery({
    queryKey: ['/api/education/articles'],
    queryFn: () => apiJson<ArticleListResponse>('GET', '/api/education/articles'),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * GET /api/education/articles/{id} — one article's full text, asked only for a Pro or Elite
 * member (the server refuses anyone else).
 */
export function useArticle(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/education/articles', id],
    queryFn: () =>
      apiJson<ArticleResponse>('GET', `/api/education/articles/${encodeURIComponent(id)}`),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
