import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportType } from '@shared/api/pro-catalog';
import type { ReportTemplate, TemplateBody } from '@shared/api/pro';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { TEMPLATES_QUERY_KEY } from './get-templates';

/** PUT /api/pro/templates/{reportType}: the template of one report type. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportType, body }: { reportType: ReportType; body: TemplateBody }) =>
      apiJson<{ message: string; template: ReportTemplate }>(
        'PUT',
        apiPath('/api/pro/templates/{reportType}', { reportType }),
        body,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
