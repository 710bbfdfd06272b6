import { Button, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@shared/format';
import type { PortfolioAnalysis } from '@shared/api/portfolio-analysis';
import {
  ANALYSIS_LIMITS,
  ANALYSIS_STATUS_LABELS,
  analysisPath,
} from '@shared/api/portfolio-analysis-texts';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { analysisPdfUrl } from '../api/analysis-pdf-url';
import { useAnalyses } from '../api/get-analyses';
import { useRequestAnalysis } from '../api/request-analysis';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import './portfolio-analysis.css';

/**
 * "Análisis de portafolio personalizado" on /portafolio: an Elite member asks a consultant of the
 * team for it, sees who is preparing it, and opens the delivered reports. Other plans read what it
 * is and where it comes from.
 */
export function AnalysisRequestCard({
  isElite,
  hasProperties,
}: {
  isElite: boolean;
  hasProperties: boolean;
}) {
  return (
    <section className="pro-card" id="analisis" aria-labelledby="pf-analysis-title">
      <h2 id="pf-analysis-title" className="pro-card__title">
        Análisis de portafolio personalizado <span className="band band--warn">ELITE</span>
      </h2>
      <p className="pro-card__lead">
        Un consultor del equipo revisa tus propiedades, tus expedientes de Mis Propiedades y tu
        último resultado de ¿Califico?, y te escribe sus hallazgos y recomendaciones para cada
        propiedad y para el portafolio completo, firmados con su nombre.
      </p>
      {isElite ? (
        <EliteAnalyses hasProperties={hasProperties} />
      ) : (
        <p className="pro-card__lead">
          Es parte del <Link to="/plan-elite">plan Elite</Link>.
        </p>
      )}
    </section>
  );
}

function EliteAnalyses({ hasProperties }: { hasProperties: boolean }) {
  const analyses = useAnalyses();
  if (analyses.isPending) return <Spinner label="Cargando tus análisis..." />;
  if (analyses.isError) {
    return (
      <p className="pro-alert" role="alert">
        {errorMessage(analyses.error, 'No pudimos cargar tus análisis. Recarga la página.')}
      </p>
    );
  }
  const list = analyses.data.analyses;
  const open = list.find((a) => a.status !== 'entregado');
  return (
    <div className="pro-stack">
      {open ? <OpenRequest analysis={open} /> : <RequestForm hasProperties={hasProperties} />}
      {list.some((a) => a.status === 'entregado') ? (
        <ul className="analysis-list" aria-label="Tus análisis entregados">
          {list
            .filter((a) => a.status === 'entregado')
            .map((a) => (
              <DeliveredItem key={a.id} analysis={a} />
            ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The request in progress: since when, and who is preparing it once a consultant took it. */
function OpenRequest({ analysis }: { analysis: PortfolioAnalysis }) {
  return (
    <div className="analysis-status" role="status">
      <p>
        <span className="band band--neutral">{ANALYSIS_STATUS_LABELS[analysis.status]}</span>{' '}
        Pediste tu análisis el {formatDate(analysis.requestedAt)}.
      </p>
      <p>
        {analysis.consultant ? (
          <>
            Lo está preparando <strong>{analysis.consultant.name}</strong>,{' '}
            {analysis.consultant.title}. Te escribiremos cuando esté listo.
          </>
        ) : (
          'Un consultor del equipo lo tomará pronto; aquí verás su nombre y te escribiremos cuando esté listo.'
        )}
      </p>
    </div>
  );
}

function RequestForm({ hasProperties }: { hasProperties: boolean }) {
  const request = useRequestAnalysis();
  const [goals, setGoals] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The API's schema, with zod: loaded on submit, not with /portafolio.
    const { analysisRequestSchema } = await import('@shared/api/portfolio-analysis');
    const parsed = analysisRequestSchema.safeParse({ goals });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setGoals('');
        toast({ title: 'Solicitud enviada', description: message, variant: 'success' });
      },
      onError: (failure) =>
        toast({
          title: 'No pudimos enviar tu solicitud',
          description: errorMessage(failure, 'Intenta de nuevo.'),
          variant: 'destructive',
        }),
    });
  };
  if (!hasProperties) {
    return (
      <p className="pro-card__lead">
        Agrega tus propiedades arriba para pedir el análisis: el consultor analiza las propiedades
        que tienes.
      </p>
    );
  }
  return (
    <form className="pro-stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label="¿Qué quieres lograr con tu portafolio?"
        descriptiveText="Por ejemplo: cuántas propiedades quieres comprar y cuándo, cuánto flujo buscas o qué te preocupa."
        rows={4}
        maxLength={ANALYSIS_LIMITS.goalsMax}
        value={goals}
        hasError={Boolean(error)}
        errorMessage={error}
        onChange={(event) => setGoals(event.target.value)}
      />
      <div className="pro-actions">
        <Button
          type="submit"
          className="pro-btn pro-btn--gold"
          isLoading={request.isPending}
          loadingText="Enviando..."
        >
          Pedir mi análisis personalizado
        </Button>
      </div>
    </form>
  );
}

function DeliveredItem({ analysis }: { analysis: PortfolioAnalysis }) {
  return (
    <li className="analysis-list__item">
      <span>
        <strong>Análisis del {formatDate(analysis.deliveredAt!)}</strong>
        <span className="analysis-list__meta">
          por {analysis.consultant?.name}, {analysis.consultant?.title}
        </span>
      </span>
      <span className="analysis-list__actions">
        <Link className="btn btn--ghost" to={analysisPath(analysis.id)}>
          Leer análisis
        </Link>
        <a className="btn btn--ghost" href={analysisPdfUrl(analysis.id)} download>
          Descargar PDF
        </a>
      </span>
    </li>
  );
}
