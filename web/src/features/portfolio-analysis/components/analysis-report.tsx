import { formatDate, formatMoney, formatNumber } from '@shared/format';
import type {
  AnalysedProperty,
  AnalysisReport,
  PortfolioAnalysis,
} from '@shared/api/portfolio-analysis';
import { priorityLabel } from '@shared/api/portfolio-analysis-texts';
import { analysisPdfUrl } from '../api/analysis-pdf-url';
import './portfolio-analysis.css';

type Delivered = PortfolioAnalysis & { report: AnalysisReport; deliveredAt: string };

/**
 * A delivered analysis as the member reads it: who wrote it and when, their goals, the summary
 * and overall recommendations, then each property with its figures at delivery and the
 * consultant's findings and recommendations. The PDF holds the same.
 */
export function AnalysisReportView({ analysis }: { analysis: Delivered }) {
  const { report } = analysis;
  const consultant = analysis.consultant!;
  const t = report.totals;
  return (
    <article className="analysis-report" aria-labelledby="analysis-title">
      <section className="pro-card">
        <h2 id="analysis-title">Tu análisis personalizado</h2>
        <div className="analysis-signature">
          <span>
            Preparado por <strong>{consultant.name}</strong>, {consultant.title}
          </span>
          <span>Entregado el {formatDate(analysis.deliveredAt)}</span>
        </div>
        <div className="pro-actions">
          <a className="btn btn--primary" href={analysisPdfUrl(analysis.id)} download>
            Descargar PDF
          </a>
        </div>
      </section>

      <section className="pro-card" aria-labelledby="analysis-portfolio">
        <h2 id="analysis-portfolio">Tu portafolio al momento del análisis</h2>
        <dl className="analysis-figures">
          <Figure term="Valor" value={formatMoney(t.value)} />
          <Figure term="Deuda" value={formatMoney(t.debt)} />
          <Figure term="Patrimonio en propiedades" value={formatMoney(t.equity)} />
          <Figure term="Flujo mensual" value={formatMoney(t.monthlyCashFlow)} />
          <Figure
            term="DSCR del portafolio"
            value={t.dscr === null ? 'sin dato' : formatNumber(Math.round(t.dscr * 100) / 100)}
          />
          <Figure term="Patrimonio neto" value={formatMoney(t.netWorth)} />
        </dl>
        <h3>Tus metas</h3>
        <p>{analysis.goals}</p>
      </section>

      <section className="pro-card" aria-labelledby="analysis-summary">
        <h2 id="analysis-summary">Resumen del consultor</h2>
        <p>{report.summary}</p>
        <h3>Recomendaciones para tu portafolio</h3>
        <ol className="analysis-recommendations">
          {report.recommendations.map((r, i) => (
            <li key={i}>
              <span className={`band ${r.priority === 'alta' ? 'band--warn' : 'band--neutral'}`}>
                {priorityLabel(r.priority)}
              </span>{' '}
              {r.text}
            </li>
          ))}
        </ol>
      </section>

      {report.properties.map((p) => (
        <PropertySection key={p.propertyId} property={p} />
      ))}
    </article>
  );
}

function PropertySection({ property: p }: { property: AnalysedProperty }) {
  const id = `analysis-property-${p.propertyId}`;
  return (
    <section className="pro-card" aria-labelledby={id}>
      <h2 id={id}>{p.name}</h2>
      <dl className="analysis-figures">
        <Figure term="Valor" value={formatMoney(p.currentValue)} />
        <Figure term="Saldo del préstamo" value={formatMoney(p.loanBalance)} />
        <Figure term="Renta mensual" value={formatMoney(p.monthlyRent)} />
        <Figure term="PITIA mensual" value={formatMoney(p.pitia)} />
        <Figure term="Flujo mensual" value={formatMoney(p.cashFlow)} />
        <Figure term="Patrimonio" value={formatMoney(p.equity)} />
      </dl>
      <h3>Hallazgos</h3>
      <p>{p.findings}</p>
      <h3>Recomendaciones</h3>
      <p>{p.recommendations}</p>
    </section>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
