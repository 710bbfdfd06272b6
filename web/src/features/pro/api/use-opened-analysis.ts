import { useSearchParams } from 'react-router';
import { useSearchAfterHydration } from '@/lib/hydration';
import { isItemId } from '@shared/api/item-id';
import type { AnalysisTool } from '@shared/api/pro-catalog';
import type { SavedAnalysis } from '@shared/api/pro';
import { useAnalysis } from './get-analysis';

/**
 * The analysis a tool page shows, from ?analysis=<id>: loads it, and opens, shows or closes one by
 * changing that parameter (so the address bar always links to what is on screen).
 */
export function useOpenedAnalysis<T extends AnalysisTool>(tool: T) {
  const [, setParams] = useSearchParams();
  const params = useSearchAfterHydration(); // the tool pages are prerendered
  const raw = params.get('analysis');
  const id = raw !== null && isItemId(raw) ? raw : null;
  const query = useAnalysis(tool, id);
  return {
    tool,
    params,
    /** True while the analysis in the address is being fetched. */
    isLoading: id !== null && query.isLoading,
    /** The address named an analysis that could not be loaded. */
    failed: (raw !== null && id === null) || query.isError,
    error: query.error,
    analysis: (query.data as SavedAnalysis<T> | undefined) ?? null,
    open: (next: string) => setParams({ analysis: next }),
    close: () => setParams({}, { replace: true }),
  };
}

export type OpenedAnalysis<T extends AnalysisTool> = ReturnType<typeof useOpenedAnalysis<T>>;
