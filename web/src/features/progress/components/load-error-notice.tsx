import type { ToolProgress } from '../use-tool-progress';

/** Shown when a signed-in user's saved progress could not be read. */
export function LoadErrorNotice({ state }: { state: ToolProgress }) {
  if (!state.loadError) return null;
  return (
    <div className="load-error" role="alert">
      <p>{state.loadError}</p>
      <button type="button" className="btn btn--ghost" onClick={state.retry}>
        Reintentar
      </button>
    </div>
  );
}
