import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { OWN_PROGRAMS_KEY } from './get-own-programs';

/** DELETE /api/lender/programs/{id}. */
export function useDeleteProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', apiPath('/api/lender/programs/{id}', { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_PROGRAMS_KEY }),
  });
}
