import { downloadBlob } from '@/lib/download-blob';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiJson } from '@/lib/api-client';
import type { LetterRequest } from '@shared/api/letters';
import type { ReportListResponse } from '@shared/api/pro-catalog';

/**
 * Letters: POST /api/letters answers the PDF; the history is the reports history
 * (GET /api/pro/reports, `letters`), the same query key as the reports page.
 */
const historyQueryOptions = queryOptions({
  queryKey: ['/api/pro/reports'] as const,
  queryFn: () => apiJson<ReportListResponse>('GET', '/api/pro/reports'),
  staleTime: 30_000,
});

export function useLetterHistory() {
  return useQuery({ ...historyQueryOptions, select: (data) => data.letters });
}

export interface LetterFile {
  blob: Blob;
  fileName: string;
}

async function asFile(res: Response): Promise<LetterFile> {
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'carta.pdf';
  return { blob: await res.blob(), fileName };
}

export function useCreateLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: LetterRequest) =>
      asFile(await apiRequest('POST', '/api/letters', request)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: historyQueryOptions.queryKey, exact: true });
      void client.invalidateQueries({ queryKey: ['/api/pro/activity'] });
    },
  });
}

/** A letter of the history, as the same PDF. */
export async function fetchLetter(id: string): Promise<LetterFile> {
  return asFile(await apiRequest('GET', `/api/letters/${encodeURIComponent(id)}`));
}

export function downloadFile({ blob, fileName }: LetterFile): void {
  downloadBlob(blob, fileName);
}
