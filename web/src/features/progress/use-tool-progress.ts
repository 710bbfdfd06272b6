import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProgressResponse } from '@shared/api/progress';
import type { ProgressTool } from '@shared/content/tools';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useHydrating } from '@/lib/hydration';
import { useUser } from '@/lib/session';
import { progressQueryOptions } from './api/get-progress';
import { saveProgress } from './api/save-progress';
import { clearLocalProgress, readLocalProgress, writeLocalProgress } from './local-progress';

type ProgressStore = 'browser' | 'account';

export interface ToolProgress {
  completed: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Where ticks are kept: this browser (visitor) or the user's account. */
  store: ProgressStore;
  /** False until the ticks can change: user or server copy still loading, or the load failed. */
  isReady: boolean;
  isSaving: boolean;
  /** The server copy could not be read; `retry` asks again. */
  loadError: string | null;
  retry: () => void;
}

/**
 * Checklist and document-guide progress. Visitors keep it in localStorage. Signed-in users keep it
 * on the server; the first time a tool page sees the user, whatever this browser held is merged in
 * (union of both sets, one PUT) and removed from the browser. Saves run one at a time per tool,
 * each sending the whole set, so the last click always wins. Kept whole (over 80 lines): the
 * merge, the queued saves and the local fallback share one state and read as one sequence.
 */
export function useToolProgress(tool: ProgressTool): ToolProgress {
  const { user, isLoading: userLoading } = useUser();
  const queryClient = useQueryClient();
  const options = useMemo(() => progressQueryOptions(tool), [tool]);
  const server = useQuery({ ...options, enabled: user !== null });
  // This browser's ticks are read once React has the page, not while it adopts it: a prerendered
  // page was drawn without them (docs/how-to-add-a-route.md, "The page"). A click's set replaces them.
  const hydrating = useHydrating();
  const stored = useMemo(
    () => (hydrating ? new Set<string>() : readLocalProgress(tool)),
    [hydrating, tool],
  );
  const [clickedLocal, setLocal] = useState<Set<string> | null>(null);
  const local = clickedLocal ?? stored;
  const mergedFor = useRef<string | null>(null);

  const save = useMutation({
    mutationFn: (completed: string[]) => saveProgress(tool, completed),
    scope: { id: `progress:${tool}` },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar tu progreso. Intenta nuevamente.'),
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });

  const serverData = server.data;
  useEffect(() => {
    if (!user || !serverData || mergedFor.current === user.id) return;
    mergedFor.current = user.id;
    const fromBrowser = readLocalProgress(tool);
    const union = new Set([...serverData.completed, ...fromBrowser]);
    if (union.size === serverData.completed.length) {
      clearLocalProgress(tool);
      return;
    }
    const completed = [...union];
    // A read still in flight must not land after this and undo it (optimistic update).
    void queryClient.cancelQueries({ queryKey: options.queryKey });
    queryClient.setQueryData<ProgressResponse>(options.queryKey, { ...serverData, completed });
    save.mutate(completed, { onSuccess: () => clearLocalProgress(tool) });
  }, [user, serverData, tool, queryClient, options.queryKey, save]);

  // A click's new set, shown at once. The query cache tells its observers on a later task, and a
  // controlled checkbox shows its old state until then; this holds the click's set over exactly
  // the server copy it was made from, and any newer copy (the optimistic one included) replaces it.
  const [clicked, setClicked] = useState<{
    from: ProgressResponse;
    completed: ReadonlySet<string>;
  } | null>(null);
  const completed = useMemo(() => {
    if (!user) return local;
    if (clicked && clicked.from === serverData) return clicked.completed;
    return new Set(serverData?.completed ?? []);
  }, [user, serverData, local, clicked]);

  function toggle(id: string) {
    const next = new Set(completed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    if (user) {
      if (!serverData) return;
      const list = [...next];
      setClicked({ from: serverData, completed: next });
      // A read still in flight must not land after this click and undo it (optimistic update).
      void queryClient.cancelQueries({ queryKey: options.queryKey });
      queryClient.setQueryData<ProgressResponse>(options.queryKey, {
        ...serverData,
        completed: list,
      });
      save.mutate(list);
    } else {
      setLocal(next);
      writeLocalProgress(tool, next);
    }
  }

  return {
    completed,
    toggle,
    store: user ? 'account' : 'browser',
    isReady: !userLoading && (user === null || serverData !== undefined),
    isSaving: save.isPending,
    loadError: server.isError
      ? errorMessage(server.error, 'No pudimos cargar tu progreso guardado.')
      : null,
    retry: () => void server.refetch(),
  };
}
