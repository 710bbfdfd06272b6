import { Button } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '@shared/format';
import { ANALYSIS_STATUS_LABELS } from '@shared/api/portfolio-analysis-texts';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAnalysisQueue } from '../api/get-analysis-queue';
import '@aws-amplify/ui-react/styles/button.css';
import './staff.css';

/** The consultant's workspace: its code loads when a request is opened, not with the console. */
const AnalysisWorkspace = lazy(() =>
  import('./analysis-workspace').then((m) => ({ default: m.AnalysisWorkspace })),
);

/**
 * Portfolio analyses in the staff console: the requests not yet delivered, oldest first; opening
 * one shows the member's data and the form the consultant writes the analysis in.
 */
export function AnalysisQueue() {
  const queue = useAnalysisQueue();
  const [open, setOpen] = useState<{ memberId: string; id: string } | null>(null);
  const requests = queue.data?.requests ?? [];
  const current = requests.find((r) => r.id === open?.id && r.memberId === open.memberId);
  return (
    <div className="staff-grid">
      <section className="staff-card" aria-labelledby="staff-analyses-title">
        <h2 id="staff-analyses-title">Análisis de portafolio</h2>
        {queue.isLoading ? (
          <p>Cargando…</p>
        ) : queue.isError ? (
          <p role="alert">{errorMessage(queue.error, 'No se pudo cargar la cola.')}</p>
        ) : requests.length === 0 ? (
          <p>No hay análisis pendientes.</p>
        ) : (
          <ul className="staff-queue">
            {requests.map((r) => (
              <li key={r.id}>
                <Button
                  className={
                    current?.id === r.id
                      ? 'staff-queue__item staff-queue__item--open'
                      : 'staff-queue__item'
                  }
                  onClick={() => setOpen({ memberId: r.memberId, id: r.id })}
                  aria-pressed={current?.id === r.id}
                >
                  <span>Análisis de {r.memberName}</span>
                  <span className="staff-queue__meta">
                    Pedido el {formatDate(r.requestedAt)} · {ANALYSIS_STATUS_LABELS[r.status]}
                    {r.consultant ? ` por ${r.consultant.name}${r.mine ? ' (tú)' : ''}` : ''}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {current ? (
        <Suspense fallback={<Spinner />}>
          <AnalysisWorkspace
            key={current.id}
            memberId={current.memberId}
            id={current.id}
            onDelivered={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
