import { Link, useLocation } from 'react-router';
import { shownPercent, type Progress } from '@shared/content/progress';
import type { ToolProgress } from '../use-tool-progress';

function Meter({ name, progress, id }: { name: string; progress: Progress; id: string }) {
  const percent = shownPercent(progress.percent);
  return (
    <div className="meter" data-testid={id}>
      <div className="meter__top">
        <span className="meter__name" id={`${id}-name`}>
          {name}
        </span>
        <span className="meter__value">{percent}%</span>
      </div>
      <div
        className="meter__bar"
        role="progressbar"
        aria-labelledby={`${id}-name`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${progress.label}`}
      >
        <div className="meter__fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="meter__meta">
        <span>
          {progress.done} de {progress.total}
        </span>
        <span className={`status-chip status-chip--${progress.label.replace(' ', '-')}`}>
          {progress.label}
        </span>
      </div>
    </div>
  );
}

/** Progress over all items and over the required ones (labels in docs/product.md), and where it is saved. */
export function ProgressSummary({
  overall,
  required,
  requiredName,
  state,
}: {
  overall: Progress;
  required: Progress;
  requiredName: string;
  state: ToolProgress;
}) {
  const location = useLocation();
  return (
    <div className="progress-summary">
      <Meter name="Progreso total" progress={overall} id="progreso-total" />
      <Meter name={requiredName} progress={required} id="progreso-requeridos" />
      <p className="sync-note" aria-live="polite">
        {state.store === 'account' ? (
          // Both texts hold their place (the longer one sets the height), so ticking a box does
          // not move the list under the next tap while the save runs.
          <span className="sync-note__stack">
            <span className={state.isSaving ? 'sync-note__off' : undefined}>
              Tu progreso se guarda en tu cuenta y lo verás en cualquier dispositivo.
            </span>
            <span className={state.isSaving ? undefined : 'sync-note__off'}>
              Guardando en tu cuenta…
            </span>
          </span>
        ) : (
          <>
            Tu progreso se guarda en este navegador.{' '}
            <Link to={`/login?returnTo=${encodeURIComponent(location.pathname)}`}>
              Inicia sesión
            </Link>{' '}
            para guardarlo en tu cuenta.
          </>
        )}
      </p>
    </div>
  );
}
