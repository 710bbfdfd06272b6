import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  LenderInboxResponse,
  LenderOrganisation,
  LenderProgramRow,
  LenderProgramsList,
  ResponseRequest,
} from '@shared/api/lenders';

const ORG = ['/api/lender/organisation'] as const;
const PROGRAMS = ['/api/lender/programs'] as const;
const INBOX = ['/api/lender/connections'] as const;

export function useOrganisation() {
  return useQuery({ queryKey: ORG, queryFn: () => apiJson<LenderOrganisation>('GET', ORG[0]) });
}

export function useOwnPrograms() {
  return useQuery({
    queryKey: PROGRAMS,
    queryFn: () => apiJson<LenderProgramsList>('GET', PROGRAMS[0]),
  });
}

/** POST (no id yet) or PUT (saving an existing program confirms it). */
export function useSaveProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id
        ? apiJson<LenderProgramRow>('PUT', `${PROGRAMS[0]}/${encodeURIComponent(id)}`, body).then(
            (row) => row.program.id,
          )
        : apiJson<{ id: string }>('POST', PROGRAMS[0], body).then((created) => created.id),
    onSuccess: () => client.invalidateQueries({ queryKey: PROGRAMS }),
  });
}

export function useDeleteProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', `${PROGRAMS[0]}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: PROGRAMS }),
  });
}

export function useInbox() {
  return useQuery({
    queryKey: INBOX,
    queryFn: () => apiJson<LenderInboxResponse>('GET', INBOX[0]),
  });
}

export function useRespond() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResponseRequest }) =>
      apiJson<{ id: string }>('POST', `${INBOX[0]}/${encodeURIComponent(id)}/responses`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX }),
  });
}
