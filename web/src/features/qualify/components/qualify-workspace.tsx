import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { QualifyRequest, QualifyResponse } from '@shared/api/qualify';
import { formatDate } from '@shared/format';
import { Spinner } from '@/components/spinner';
import { useKeptPlans } from '../api/kept-plans';
import { useLenderPrograms } from '../api/lender-programs';
import { parseQualifyForm, type QualifyForm } from '../model';
import {
  useFormWithProfile,
  useQualifyRun,
  useQualifySchema,
  type SavedProfile,
} from '../use-qualify-run';
import { ConnectionsHistory } from './connections-history';
import { LettersPanel } from './letters-panel';
import { QualifyFormPanel } from './qualify-form';

// The verdict's parts are drawn only after a check (or from a deal file's kept plan): their code
// loads then, not with the page (less for a phone to run while it first draws the form).
const QualifyResults = lazy(() =>
  import('./qualify-results').then((m) => ({
    default: m.QualifyResults,
  })),
);
const QualifyPlans = lazy(() =>
  import('./qualify-results').then((m) => ({
    default: m.QualifyPlans,
  })),
);
const ConnectPanel = lazy(() =>
  import('./connect-panel').then((m) => ({
    default: m.ConnectPanel,
  })),
);

/** The deal file a deal came from: each run is kept on it. */
export type DealFileRef = { id: string; name: string } | null;

/** The verdict for the request that ran, kept on the deal file if any, and the connect form. */
function QualifyOutcome({
  result,
  ran,
  dealFile,
  elite,
  connectTo,
  setConnectTo,
  onSent,
}: {
  result: QualifyResponse;
  ran: QualifyRequest;
  dealFile: DealFileRef;
  elite: boolean;
  connectTo: string | null;
  setConnectTo: (programId: string | null) => void;
  onSent: (sentTo: string) => void;
}) {
  const byId = useProgramsById();
  return (
    <Suspense fallback={<Spinner label="Preparando tu resultado..." />}>
      {ran.dealFileId && dealFile ? (
        <p className="qualify-saved" role="status">
          Guardado en el expediente <strong>{dealFile.name}</strong>.
        </p>
      ) : null}
      <QualifyResults
        result={result}
        purpose={ran.deal.purpose}
        programs={byId}
        onConnect={elite ? setConnectTo : undefined}
      />
      {elite && connectTo && byId.get(connectTo) ? (
        <ConnectPanel
          key={connectTo}
          program={byId.get(connectTo)!}
          onClose={() => setConnectTo(null)}
          onSent={onSent}
        />
      ) : null}
    </Suspense>
  );
}

/**
 * Before a run from a deal file: the plans kept with it from its last run, if any; otherwise
 * where the verdict will appear.
 */
function BeforeRun({ dealFile }: { dealFile: DealFileRef }) {
  const kept = useKeptPlans(dealFile?.id ?? null).data?.kept ?? null;
  if (!dealFile || !kept) return <EmptyResult />;
  return (
    <Suspense fallback={<EmptyResult />}>
      <QualifyPlans
        plans={kept.plans}
        purpose="purchase"
        title={`Tu plan guardado con ${dealFile.name}`}
        lead={`De tu revisión del ${formatDate(kept.createdAt)}: ${kept.eligible} de ${kept.total} programas te aceptaban. Pulsa «¿Califico?» para revisarlo con tus datos de hoy.`}
      />
    </Suspense>
  );
}

/** Where the verdict will appear, before the first run. */
function EmptyResult() {
  return (
    <section className="pro-card qualify-empty">
      <h2 className="pro-card__title">Tu resultado aparecerá aquí</h2>
      <p className="pro-card__lead">
        Completa tus datos y los del préstamo, y pulsa «¿Califico?». Verás con qué programas
        calificas y, con los demás, el cambio que te falta.
      </p>
    </section>
  );
}

/** Where the deal came from: its deal file, where each run is kept, and the way back to it. */
function DealFileNote({ dealFile }: { dealFile: NonNullable<DealFileRef> }) {
  return (
    <p className="pro-card qualify-deal-file">
      Datos del expediente <strong>{dealFile.name}</strong> (los impuestos y el seguro mensuales del
      expediente, aquí por año). Cada revisión se guarda en el expediente.{' '}
      <Link to={`/mis-propiedades?expediente=${dealFile.id}`}>Volver al expediente</Link>
    </p>
  );
}

/** The loaded lender programs by id: rate range, source and date for each result row. */
function useProgramsById() {
  const programs = useLenderPrograms();
  return useMemo(
    () => new Map((programs.data?.programs ?? []).map((p) => [p.id, p])),
    [programs.data],
  );
}

/**
 * The form, the verdict and connect form, the Elite connections and the letters, side by side.
 * Memoised: the page drawing again when the session or the deal file answers does not draw it.
 */
export const QualifyWorkspace = memo(function QualifyWorkspace({
  initial,
  dealFile,
  profile,
  elite,
}: {
  initial: QualifyForm;
  /** The deal file the deal came from: each run is kept on it. */
  dealFile: DealFileRef;
  /** The remembered borrower profile, none, or still loading. */
  profile: SavedProfile | null | 'loading';
  /** Elite members connect with lenders from a program's row. */
  elite: boolean;
}) {
  const [connectTo, setConnectTo] = useState<string | null>(null);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const { form, setForm, profileNote } = useFormWithProfile(initial, profile);
  // Nothing to parse until the form holds something of the member's: a deal file, the remembered
  // profile, or what they type.
  const schema = useQualifySchema(dealFile !== null || form !== initial);
  const parsed = useMemo(() => (schema ? parseQualifyForm(form, schema) : null), [form, schema]);
  const { submit, problem, ran, qualify } = useQualifyRun(form, parsed, dealFile);

  function sent(sentTo: string) {
    setSentNotice(`Listo: enviamos tu solicitud a ${sentTo}. Te enviamos una copia.`);
    setConnectTo(null);
    document.getElementById('qualify-connections-title')?.focus();
  }

  return (
    <div className="pro-grid qualify-grid">
      <div className="qualify-grid__form">
        {dealFile ? <DealFileNote dealFile={dealFile} /> : null}
        <QualifyFormPanel
          form={form}
          onChange={setForm}
          onSubmit={submit}
          busy={qualify.isPending}
          problem={problem}
          profileNote={profileNote}
        />
      </div>
      <div className="qualify-grid__results">
        {qualify.data && ran ? (
          <QualifyOutcome
            result={qualify.data}
            ran={ran}
            dealFile={dealFile}
            elite={elite}
            connectTo={connectTo}
            setConnectTo={setConnectTo}
            onSent={sent}
          />
        ) : (
          <BeforeRun dealFile={dealFile} />
        )}
      </div>
      {elite ? (
        <div className="qualify-grid__connections">
          <ConnectionsHistory notice={sentNotice} />
        </div>
      ) : null}
      <div className="qualify-grid__letters">
        <LettersPanel request={parsed?.ok ? parsed.request : null} />
      </div>
    </div>
  );
});
