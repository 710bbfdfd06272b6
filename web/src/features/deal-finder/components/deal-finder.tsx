import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DealCandidate, DealSearchResult } from '@shared/api/deal-finder';
import { DEAL_MESSAGES } from '@shared/api/deal-finder-texts';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDealCapabilities } from '../api/get-deal-capabilities';
import { useDealSearch } from '../api/get-deal-search';
import { useRunDealSearch } from '../api/run-deal-search';
import {
  DEFAULT_CRITERIA,
  formFromCriteria,
  locationZip,
  toCriteria,
  type CriteriaForm,
} from '../model';
import { CandidatesPanel } from './candidates-panel';
import { DealCriteriaForm } from './deal-criteria-form';
import { DealResults } from './deal-results';
import { RecentSearches } from './recent-searches';
import '@aws-amplify/ui-react/styles/button.css';

type DealMode = 'live' | 'manual';
/**
 * The finder's state: live or manual mode, the criteria and candidates, a reopened search
 * (?busqueda=<id>) filling the form, and running a search after checking the form.
 */
function useDealFinder() {
  const [params, setParams] = useSearchParams();
  const openedId = params.get('busqueda');
  const capabilities = useDealCapabilities();
  const saved = useDealSearch(openedId);
  const run = useRunDealSearch();
  const live = capabilities.data?.liveListings === true;
  const [modeChoice, setMode] = useState<DealMode | null>(null);
  const mode = modeChoice ?? (live ? 'live' : 'manual');
  const [form, setForm] = useState<CriteriaForm>(DEFAULT_CRITERIA);
  const [candidates, setCandidates] = useState<DealCandidate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);

  // A reopened search fills the form with what was searched.
  const result: DealSearchResult | undefined = saved.data;
  if (result && loadedId !== result.id) {
    setLoadedId(result.id);
    setForm(formFromCriteria(result.criteria));
    setCandidates(result.candidates);
    setMode(result.mode === 'live' && live ? 'live' : 'manual');
  }

  function search() {
    const parsed = toCriteria(form);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    if (mode === 'manual' && candidates.length === 0) {
      setError(DEAL_MESSAGES.candidatesRequired);
      return;
    }
    setError(null);
    run.mutate(
      mode === 'manual'
        ? { mode, body: { criteria: parsed.criteria, candidates } }
        : { mode, body: { criteria: parsed.criteria } },
      {
        onSuccess: (r) => {
          setLoadedId(r.id);
          setParams({ busqueda: r.id });
        },
      },
    );
  }

  const shown = run.isPending ? undefined : result;
  return {
    live,
    mode,
    setMode,
    form,
    setForm,
    candidates,
    setCandidates,
    error,
    run,
    search,
    openedId,
    saved,
    shown,
  };
}

/** The form's and the server's errors above the search button. */
function SearchSubmit({
  error,
  run,
  onSearch,
}: {
  error: string | null;
  run: ReturnType<typeof useRunDealSearch>;
  onSearch: () => void;
}) {
  return (
    <div className="deal-submit">
      {error ? (
        <p className="pro-alert" role="alert">
          {error}
        </p>
      ) : null}
      {run.isError ? (
        <p className="pro-alert" role="alert">
          {errorMessage(run.error, 'No pudimos completar la búsqueda. Intenta nuevamente.')}
        </p>
      ) : null}
      <Button
        className="pro-btn pro-btn--gold deal-submit__button"
        onClick={onSearch}
        isDisabled={run.isPending}
      >
        {run.isPending ? 'Buscando...' : 'Buscar Deals'}
      </Button>
    </div>
  );
}

/**
 * The deal finder: with live listings (a RentCast key on the server) the search fetches for-sale
 * listings; without, the member's own properties (typed or CSV) are scored against the market data
 * of their ZIP. Every search is saved and reopens from ?busqueda=<id>.
 */
export function DealFinder() {
  const finder = useDealFinder();
  const { live, mode, setMode, form, setForm, candidates, setCandidates } = finder;
  const { error, run, search, openedId, saved, shown } = finder;
  return (
    <div className="pro-stack deal-page">
      <ModeChoice live={live} mode={mode} setMode={setMode} />

      <DealCriteriaForm form={form} onChange={setForm} mode={mode} />

      {mode === 'manual' ? (
        <CandidatesPanel
          candidates={candidates}
          onChange={setCandidates}
          defaultZip={locationZip(form.location)}
        />
      ) : null}

      <SearchSubmit error={error} run={run} onSearch={search} />

      <SearchOutcome
        mode={mode}
        searching={run.isPending}
        opening={Boolean(openedId) && saved.isLoading}
        saved={saved}
        shown={shown}
      />

      <RecentSearches currentId={openedId} />
    </div>
  );
}

/** With live listings, a choice between them and the member's own properties; else a note. */
function ModeChoice({
  live,
  mode,
  setMode,
}: {
  live: boolean;
  mode: DealMode;
  setMode: (mode: DealMode) => void;
}) {
  return (
    <div className="deal-mode" role="group" aria-label="Qué propiedades analizar">
      {live ? (
        <>
          <button
            type="button"
            className={`deal-mode__option${mode === 'live' ? ' is-active' : ''}`}
            aria-pressed={mode === 'live'}
            onClick={() => setMode('live')}
          >
            Listados en vivo (RentCast)
          </button>
          <button
            type="button"
            className={`deal-mode__option${mode === 'manual' ? ' is-active' : ''}`}
            aria-pressed={mode === 'manual'}
            onClick={() => setMode('manual')}
          >
            Mis propiedades
          </button>
        </>
      ) : (
        <p className="deal-mode__note">
          <strong>Tus propiedades, con datos de mercado reales.</strong> Sin un proveedor de
          listados en vivo configurado, agrega o importa las propiedades que estás considerando y
          las calificamos con las rentas de HUD de su ZIP.
        </p>
      )}
    </div>
  );
}

/** Searching, opening a saved search, its error, the results, or how to start. */
function SearchOutcome({
  mode,
  searching,
  opening,
  saved,
  shown,
}: {
  mode: DealMode;
  searching: boolean;
  opening: boolean;
  saved: ReturnType<typeof useDealSearch>;
  shown: DealSearchResult | undefined;
}) {
  return searching || opening ? (
    <Spinner label={searching ? 'Buscando y calificando deals...' : 'Abriendo tu búsqueda...'} />
  ) : saved.isError ? (
    <p className="pro-alert" role="alert">
      {errorMessage(saved.error, DEAL_MESSAGES.searchNotFound)}
    </p>
  ) : shown ? (
    <DealResults result={shown} />
  ) : (
    <section className="pro-card deal-empty">
      <h2 className="deal-empty__title">{DEAL_MESSAGES.empty}</h2>
      <p>
        Indica la ubicación y tus mínimos;{' '}
        {mode === 'live' ? 'buscaremos los listados activos' : 'agrega tus propiedades'} y pulsa{' '}
        <strong>Buscar Deals</strong>. Los resultados se ordenan por puntaje.
      </p>
    </section>
  );
}
