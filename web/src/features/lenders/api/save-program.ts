import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LenderProgramRow } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { OWN_PROGRAMS_KEY } from './get-own-programs';

/** POST /api/lender/programs (no id yet) or PUT …/{id} (saving an existing program confirms it). */
export function useSaveProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id
        ? apiJson<LenderProgramRow>('PUT', apiPath('/api/lender/programs/{id}', { id }), body).then(
            (row) => row.program.id,
          )
        : apiJson<{ id: string }>('POST', '/api/lender/programs', body).then(
            (created) => created.id,
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_PROGRAMS_KEY }),
  });
}
