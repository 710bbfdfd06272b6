import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { QUALIFY_DEAL_FILE_PARAM } from '@shared/api/deal-file-texts';
import { isItemId } from '@shared/api/pro-catalog';
import { useDealFile } from '@/features/deal-files/api/deal-files';
import { formatDate } from '@shared/format';
import type { BorrowerProfileResponse, QualifyRequest, QualifyResponse } from '@shared/api/qualify';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSearchAfterHydration } from '@/lib/hydration';
import { errorMessage } from '@/lib/api-client';
import { planAllows } from '@shared/plans';
import { useUser } from '@/lib/session';
import { ProLayout } from '@/features/pro/components/pro-layout';
import {
  useBorrowerProfile,
  useSaveBorrowerProfile,
} from '@/features/qualify/api/borrower-profile';
import { useLenderPrograms } from '@/features/qualify/api/lender-programs';
import { useQualify } from '@/features/qualify/api/qualify';
import { ConnectionsHistory } from '@/features/qualify/components/connections-history';
import { LettersPanel } from '@/features/qualify/components/letters-panel';
import { QualifyFormPanel } from '@/features/qualify/components/qualify-form';
import { useKeptPlans } from '@/features/qualify/api/kept-plans';
import {
  EMPTY_QUALIFY_FORM,
  loadQualifySchema,
  parseQualifyForm,
  withBorrower,
  withBorrowerUntouched,
  withDealFile,
  type ParsedQualifyForm,
  type QualifyForm,
  type QualifySchema,
} from '@/features/qualify/model';
import '@/features/qualify/components/qualify.css';

// The verdict's parts are drawn only after a check (or from a deal file's kept plan): their code
// loads then, not with the page (less for a phone to run while it first draws the form).
const QualifyResults = lazy(() =>
  import('@/features/qualify/components/qualify-results').then((m) => ({
    default: m.QualifyResults,
  })),
);
const QualifyPlans = lazy(() =>
  import('@/features/qualify/components/qualify-results').then((m) => ({
    default: m.QualifyPlans,
  })),
);
const ConnectPanel = lazy(() =>
  import('@/features/qualify/components/connect-panel').then((m) => ({
    default: m.ConnectPanel,
  })),
);

/**
 * /califico (issue 15): "¿califico para este préstamo, con quién, y qué me falta?". The member's
 * borrower profile (remembered) and a deal checked against every lender program; the verdict,
 * the programs best first with each rule's numbers and what to change; letters for lenders.
 */
export default function CalificoPage() {
  useDocumentTitle('¿Califico? — Inversor Listo');
  const { user } = useUser();
  const profile = useBorrowerProfile();
  // ?dealFile=<id>: the deal comes from one of the member's deal files (another member's: 404).
  const params = useSearchAfterHydration(); // prerendered: the query once React has the page
  const rawDealFile = params.get(QUALIFY_DEAL_FILE_PARAM);
  const dealFileId = rawDealFile !== null && isItemId(rawDealFile) ? rawDealFile : null;
  const dealFile = useDealFile(dealFileId);
  const dealFileMissing = rawDealFile !== null && (dealFileId === null || dealFile.isError);
  const file = dealFile.data ?? null;
  // Kept between renders, so the form (memoised) does not draw again when the session answers.
  const dealFileRef = useMemo(
    () => (file ? { id: file.id, name: file.inputs.name } : null),
    [file],
  );
  const saved = profile.data?.profile ?? null;
  const borrowerForm = saved ? withBorrower(EMPTY_QUALIFY_FORM, saved) : EMPTY_QUALIFY_FORM;

  return (
    <ProLayout
      title="¿Califico?"
      lead={
        <p>
          Tu préstamo frente a los programas de los prestamistas: con quién calificas, y qué te
          falta con los demás (renta, pago inicial, reservas o crédito).
        </p>
      }
    >
      {dealFileMissing ? (
        <div className="pro-card qualify-deal-file" role="alert">
          <p>
            No encontramos ese expediente. Puede que lo hayas eliminado.{' '}
            <Link to="/mis-propiedades">Ver mis expedientes</Link>
          </p>
        </div>
      ) : null}
      {dealFileId !== null && dealFile.isLoading ? (
        <div className="qualify-loading">
          <Spinner label="Cargando tus datos..." />
        </div>
      ) : (
        <QualifyWorkspace
          key={file?.id ?? 'inline'}
          initial={file ? withDealFile(borrowerForm, file.inputs) : borrowerForm}
          dealFile={dealFileRef}
          profile={profile.isLoading ? 'loading' : saved}
          elite={user ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite') : false}
        />
      )}
    </ProLayout>
  );
}
type DealFileRef = { id: string; name: string } | null;

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
const QualifyWorkspace = memo(function QualifyWorkspace({
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

type SavedProfile = NonNullable<BorrowerProfileResponse['profile']>;

/**
 * The form, drawn at once (the page is prerendered) and filled with the remembered borrower profile
 * when it answers: each borrower field the member has not changed meanwhile (what they typed wins).
 * Its note says where the borrower part came from.
 */
function useFormWithProfile(initial: QualifyForm, profile: SavedProfile | null | 'loading') {
  const [start] = useState(initial);
  const [form, setForm] = useState(initial);
  const [waiting, setWaiting] = useState(profile === 'loading');
  if (waiting && profile !== 'loading') {
    // Adjusted while rendering, not in an effect: the filled form is the first one drawn.
    setWaiting(false);
    if (profile) setForm(withBorrowerUntouched(form, start, profile));
  }
  const profileNote =
    profile === 'loading'
      ? 'Buscando tus datos guardados...'
      : profile
        ? `Tus datos guardados el ${formatDate(profile.updatedAt)}. Si cambian, corrígelos aquí.`
        : null;
  return { form, setForm, profileNote };
}

/**
 * The request's schema, loaded once it is `needed` (zod, ~25 kB gzip, and its first parse stay out
 * of the page's load: on a phone they were ~150 ms of main thread right after the first paint);
 * null until then.
 */
function useQualifySchema(needed: boolean): QualifySchema | null {
  const [schema, setSchema] = useState<QualifySchema | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void loadQualifySchema().then((loaded) => {
      if (current) setSchema(loaded);
    });
    return () => {
      current = false;
    };
  }, [needed]);
  return schema;
}

/**
 * Run the check: a form that does not parse shows its first problem; otherwise the borrower part
 * is remembered (not waited on) and the request sent, tied to the deal file when there is one.
 * `ran` is the request the verdict answers.
 */
function useQualifyRun(
  form: QualifyForm,
  parsed: ParsedQualifyForm | null,
  dealFile: { id: string } | null,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [ran, setRan] = useState<QualifyRequest | null>(null);
  const qualify = useQualify();
  const { mutateAsync: check } = qualify;
  const { mutate: remember } = useSaveBorrowerProfile();

  // The same function until the form or the deal file changes: the form (memoised) does not draw
  // again for anything else.
  const run = useCallback(async () => {
    // Sent before the schema had loaded: checked as soon as it has.
    const checked = parsed ?? parseQualifyForm(form, await loadQualifySchema());
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const request: QualifyRequest = dealFile
      ? { ...checked.request, dealFileId: dealFile.id }
      : checked.request;
    try {
      remember(checked.request.borrower);
      await check(request);
      setRan(request);
    } catch (error) {
      setProblem(errorMessage(error, 'No se pudo revisar tu préstamo. Inténtalo de nuevo.'));
    }
  }, [form, parsed, dealFile, check, remember]);
  const submit = useCallback(() => void run(), [run]);
  return { submit, problem, ran, qualify };
}
