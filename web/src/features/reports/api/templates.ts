import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ReportType } from '@shared/api/pro-catalog';
import type { ReportTemplate, TemplateBody, TemplateListResponse } from '@shared/api/pro';

/** GET /api/pro/templates and PUT /api/pro/templates/{reportType}: one template per type. */
const TEMPLATES_QUERY_KEY = ['/api/pro/templates'] as const;

const templatesQueryOptions = queryOptions({
  queryKey: TEMPLATES_QUERY_KEY,
  queryFn: () => apiJson<TemplateListResponse>('GET', '/api/pro/templates'),
  staleTime: 60_000,
});

export function useTemplates() {
  return useQuery(templatesQueryOptions);
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportType, body }: { reportType: ReportType; body: TemplateBody }) =>
      apiJson<{ message: string; template: ReportTemplate }>(
        'PUT',
        `/api/pro/templates/${encodeURIComponent(reportType)}`,
        body,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
