import { Button, SelectField, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { formatDate, formatMoney, formatNumber } from '@shared/format';
import type { AnalysisReportInput, StaffAnalysisResponse } from '@shared/api/portfolio-analysis';
import {
  ANALYSIS_LIMITS,
  ANALYSIS_STATUS_LABELS,
  RECOMMENDATION_PRIORITIES,
  type RecommendationPriority,
} from '@shared/api/portfolio-analysis-texts';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAnalysisWorkspace } from '../api/get-analysis-workspace';
import { useDeliverAnalysis } from '../api/deliver-analysis';
import { useTakeAnalysis } from '../api/take-analysis';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import './staff.css';

const ratio = (value: number | null) =>
  value === null ? 'sin dato' : formatNumber(Math.round(value * 100) / 100);

/**
 * One request in the staff console: the member's goals, portfolio, deal files and latest
 * ¿Califico? verdict as they are now, taking it, and the structured form of the analysis (a
 * summary, findings and recommendations per property, prioritised recommendations overall).
 */
export function AnalysisWorkspace({
  memberId,
  id,
  onDelivered,
}: {
  memberId: string;
  id: string;
  onDelivered: () => void;
}) {
  const workspace = useAnalysisWorkspace(memberId, id);
  if (workspace.isLoading) return <p>Cargando…</p>;
  if (workspace.isError || !workspace.data) {
    return <p role="alert">{errorMessage(workspace.error, 'No se pudo abrir el análisis.')}</p>;
  }
  const data = workspace.data;
  return (
    <section className="staff-card staff-analysis" aria-labelledby="staff-analysis-title">
      <h2 id="staff-analysis-title">Análisis de {data.member.name}</h2>
      <RequestFacts data={data} memberId={memberId} id={id} />
      <MemberData data={data} />
      {data.mine ? (
        <ReportForm data={data} memberId={memberId} id={id} onDelivered={onDelivered} />
      ) : null}
    </section>
  );
}

function RequestFacts({
  data,
  memberId,
  id,
}: {
  data: StaffAnalysisResponse;
  memberId: string;
  id: string;
}) {
  const take = useTakeAnalysis(memberId, id);
  const { analysis } = data;
  return (
    <div className="staff-analysis__facts">
      <p className="staff-file__meta">
        {data.member.email} · pedido el {formatDate(analysis.requestedAt)} ·{' '}
        {ANALYSIS_STATUS_LABELS[analysis.status]}
        {analysis.consultant ? ` por ${analysis.consultant.name}` : ''}
      </p>
      <h3>Sus metas</h3>
      <p className="staff-analysis__text">{analysis.goals}</p>
      {data.mine ? null : (
        <Button
          isLoading={take.isPending}
          loadingText="Tomando..."
          onClick={() =>
            take.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: 'No se pudo tomar el análisis',
                  description: errorMessage(error, 'Intenta de nuevo.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {analysis.consultant ? 'Tomar este análisis' : 'Preparar este análisis'}
        </Button>
      )}
    </div>
  );
}

/** What the consultant works from, read now: portfolio, deal files, latest ¿Califico?. */
function MemberData({ data }: { data: StaffAnalysisResponse }) {
  const { portfolio, dealFiles, qualification } = data;
  const t = portfolio.totals;
  return (
    <>
      <h3>Portafolio</h3>
      <p className="staff-file__meta">
        Valor {formatMoney(t.value)} · deuda {formatMoney(t.debt)} · flujo{' '}
        {formatMoney(t.monthlyCashFlow)}/mes · DSCR {ratio(t.dscr)} · patrimonio neto{' '}
        {formatMoney(portfolio.netWorth)}
      </p>
      <ul className="staff-files" aria-label="Propiedades del miembro">
        {portfolio.properties.map((p) => (
          <li key={p.id} className="staff-file">
            <strong>{p.name}</strong>
            <span className="staff-file__meta">
              Valor {formatMoney(p.currentValue)} · saldo {formatMoney(p.loanBalance)} · renta{' '}
              {formatMoney(p.monthlyRent)} · PITIA {formatMoney(p.pitia)} · flujo{' '}
              {formatMoney(p.cashFlow)}/mes · patrimonio {formatMoney(p.equity)}
            </span>
          </li>
        ))}
      </ul>
      <h3>Expedientes de Mis Propiedades</h3>
      {dealFiles.length === 0 ? (
        <p className="staff-file__meta">Sin expedientes.</p>
      ) : (
        <ul className="staff-files" aria-label="Expedientes del miembro">
          {dealFiles.map((d) => (
            <li key={d.id} className="staff-file">
              <strong>{d.inputs.name}</strong>
              <span className="staff-file__meta">
                Precio {formatMoney(d.inputs.purchasePrice)} · flujo{' '}
                {formatMoney(d.figures.monthlyCashFlow)}/mes · DSCR del prestamista{' '}
                {ratio(d.figures.lenderDscr)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>Último ¿Califico?</h3>
      {qualification ? (
        <p className="staff-file__meta">
          {formatDate(qualification.createdAt)}: {qualification.eligible.length} de{' '}
          {qualification.total} programas lo aceptan
          {qualification.examplesOnly ? ' (solo programas de ejemplo)' : ''}; precio{' '}
          {formatMoney(qualification.deal.price)}, préstamo{' '}
          {formatMoney(qualification.deal.loanAmount)} en {qualification.deal.state}.
          {qualification.closest ? ` Más cercano: ${qualification.closest.name}.` : ''}
        </p>
      ) : (
        <p className="staff-file__meta">Aún no usa ¿Califico?.</p>
      )}
    </>
  );
}

interface Draft {
  summary: string;
  properties: Record<string, { findings: string; recommendations: string }>;
  recommendations: { priority: RecommendationPriority; text: string }[];
}

function ReportForm({
  data,
  memberId,
  id,
  onDelivered,
}: {
  data: StaffAnalysisResponse;
  memberId: string;
  id: string;
  onDelivered: () => void;
}) {
  const deliver = useDeliverAnalysis(memberId, id);
  const [draft, setDraftState] = useState<Draft>({
    summary: '',
    properties: {},
    recommendations: [{ priority: 'alta', text: '' }],
  });
  const [error, setError] = useState<string | undefined>();
  // An edit answers the message of the last attempt: it goes until the next one.
  const setDraft = (change: (d: Draft) => Draft) => {
    setError(undefined);
    setDraftState(change);
  };
  const property = (propertyId: string) =>
    draft.properties[propertyId] ?? { findings: '', recommendations: '' };
  const setProperty = (propertyId: string, field: 'findings' | 'recommendations', value: string) =>
    setDraft((d) => ({
      ...d,
      properties: { ...d.properties, [propertyId]: { ...property(propertyId), [field]: value } },
    }));
  const setRecommendation = (index: number, change: Partial<Draft['recommendations'][number]>) =>
    setDraft((d) => ({
      ...d,
      recommendations: d.recommendations.map((r, i) => (i === index ? { ...r, ...change } : r)),
    }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input: AnalysisReportInput = {
      summary: draft.summary,
      properties: data.portfolio.properties.map((p) => ({
        propertyId: p.id,
        ...property(p.id),
      })),
      recommendations: draft.recommendations,
    };
    // The API's schema, with zod: loaded on submit, not with the console.
    const { analysisReportSchema } = await import('@shared/api/portfolio-analysis');
    const parsed = analysisReportSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    deliver.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast({ title: 'Análisis entregado', description: message, variant: 'success' });
        onDelivered();
      },
      onError: (failure) => setError(errorMessage(failure, 'No se pudo entregar el análisis.')),
    });
  };

  return (
    <form
      className="staff-file__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Tu análisis"
    >
      <h3>Tu análisis</h3>
      <TextAreaField
        label="Resumen general"
        rows={5}
        maxLength={ANALYSIS_LIMITS.summaryMax}
        value={draft.summary}
        onChange={(e) => setDraft((d) => ({ ...d, summary: e.target.value }))}
      />
      {data.portfolio.properties.map((p) => (
        <fieldset key={p.id} className="staff-analysis__property">
          <legend>{p.name}</legend>
          <TextAreaField
            label={`Hallazgos: ${p.name}`}
            rows={3}
            maxLength={ANALYSIS_LIMITS.textMax}
            value={property(p.id).findings}
            onChange={(e) => setProperty(p.id, 'findings', e.target.value)}
          />
          <TextAreaField
            label={`Recomendaciones: ${p.name}`}
            rows={3}
            maxLength={ANALYSIS_LIMITS.textMax}
            value={property(p.id).recommendations}
            onChange={(e) => setProperty(p.id, 'recommendations', e.target.value)}
          />
        </fieldset>
      ))}
      <fieldset className="staff-analysis__property">
        <legend>Recomendaciones para el portafolio</legend>
        {draft.recommendations.map((r, index) => (
          <div key={index} className="staff-analysis__recommendation">
            <SelectField
              label={`Prioridad de la recomendación ${index + 1}`}
              value={r.priority}
              onChange={(e) =>
                setRecommendation(index, { priority: e.target.value as RecommendationPriority })
              }
            >
              {RECOMMENDATION_PRIORITIES.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={`Recomendación ${index + 1}`}
              rows={2}
              maxLength={ANALYSIS_LIMITS.recommendationMax}
              value={r.text}
              onChange={(e) => setRecommendation(index, { text: e.target.value })}
            />
            {draft.recommendations.length > 1 ? (
              <Button
                size="small"
                onClick={() =>
                  setDraft((d) => ({
                    ...d,
                    recommendations: d.recommendations.filter((_, i) => i !== index),
                  }))
                }
              >
                Quitar la recomendación {index + 1}
              </Button>
            ) : null}
          </div>
        ))}
        {draft.recommendations.length < ANALYSIS_LIMITS.recommendationsMax ? (
          <Button
            size="small"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                recommendations: [...d.recommendations, { priority: 'media', text: '' }],
              }))
            }
          >
            Agregar recomendación
          </Button>
        ) : null}
      </fieldset>
      {error ? (
        <p className="staff-analysis__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variation="primary"
        isLoading={deliver.isPending}
        loadingText="Entregando..."
      >
        Entregar análisis al miembro
      </Button>
    </form>
  );
}
