import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterRequest } from '@shared/api/letters';
import { apiRequest } from '@/lib/api-client';
import { LETTER_HISTORY_KEY } from './get-letter-history';
import { asFile } from './letter-file';

/** POST /api/letters: answers the PDF, kept in the reports history. */
export function useCreateLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: LetterRequest) =>
      asFile(await apiRequest('POST', '/api/letters', request)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: LETTER_HISTORY_KEY, exact: true });
      void client.invalidateQueries({ queryKey: ['/api/pro/activity'] });
    },
  });
}
