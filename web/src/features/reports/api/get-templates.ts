import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateListResponse } from '@shared/api/pro';
import { apiJson } from '@/lib/api-client';

/** GET /api/pro/templates: one template per report type. */
export const TEMPLATES_QUERY_KEY = ['/api/pro/templates'] as const;

const templatesQueryOptions = queryOptions({
  queryKey: TEMPLATES_QUERY_KEY,
  queryFn: () => apiJson<TemplateListResponse>('GET', '/api/pro/templates'),
  staleTime: 60_000,
});

export function useTemplates() {
  return useQuery(templatesQueryOptions);
}
