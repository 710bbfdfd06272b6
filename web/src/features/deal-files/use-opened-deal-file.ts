import { useSearchParams } from 'react-router';
import { DEAL_FILE_PARAM } from '@shared/api/deal-file-texts';
import { isItemId } from '@shared/api/item-id';
import { useSearchAfterHydration } from '@/lib/hydration';
import { useDealFile } from './api/get-deal-file';

/**
 * The deal file a tool shows, from ?expediente=<id>: loads it, and opens or closes one by changing
 * that parameter (so a link from /mis-propiedades opens the tool filled in).
 */
export function useOpenedDealFile(enabled = true) {
  const [, setParams] = useSearchParams();
  const params = useSearchAfterHydration(); // the tool pages are prerendered
  const raw = params.get(DEAL_FILE_PARAM);
  const id = enabled && raw !== null && isItemId(raw) ? raw : null;
  const query = useDealFile(id);
  return {
    id,
    isLoading: id !== null && query.isLoading,
    failed: enabled && ((raw !== null && id === null) || query.isError),
    error: query.error,
    file: query.data ?? null,
    open: (next: string) => setParams({ [DEAL_FILE_PARAM]: next }),
    close: () => setParams({}, { replace: true }),
  };
}

export type OpenedDealFile = ReturnType<typeof useOpenedDealFile>;
