import type { ReportDraft } from '@shared/api/pro-catalog';
import { formatDate, formatMoney } from '@shared/format';
import { reportMetrics } from '@shared/finance/report-metrics';
import { REPORT_PURPOSE_LABELS, REPORT_TYPE_LABELS } from '@shared/api/pro-catalog';
import { formatPercent, formatRatio } from '@/lib/format-figures';

/** 'Vista previa de métricas': live figures; the monthly flow is red when negative. */
export function MetricsPreview({ draft }: { draft: ReportDraft }) {
  const m = reportMetrics(draft);
  const negative = Math.round(m.netCashFlow * 100) < 0;
  return (
    <section className="pro-card" aria-labelledby="report-metrics-title">
      <h2 id="report-metrics-title" className="pro-card__title">
        Vista Previa de Métricas
      </h2>
      <p className="pro-card__lead">Así aparecerán las cifras en el reporte.</p>
      <div className="metric-grid">
        <div className="metric">
          <span className="metric__label">Cash-on-Cash</span>
          <span className="metric__value" data-testid="report-coc">
            {formatPercent(m.cashOnCashReturn)}
          </span>
        </div>
        <div className="metric">
          <span className="metric__label">Cap Rate</span>
          <span className="metric__value" data-testid="report-cap">
            {formatPercent(m.capRate)}
          </span>
        </div>
        <div className="metric">
          <span className="metric__label">DSCR</span>
          <span className="metric__value" data-testid="report-dscr">
            {formatRatio(m.lenderDscr)}
          </span>
          <span className="metric__note">Renta bruta ÷ {m.dscrBasis}</span>
        </div>
        <div className={`metric ${negative ? 'metric--bad' : ''}`}>
          <span className="metric__label">Flujo Mensual</span>
          <span className={`metric__value ${negative ? 'negative' : ''}`} data-testid="report-flow">
            {formatMoney(m.netCashFlow)}
          </span>
        </div>
      </div>
      <div className="report-lender">
        <span>Tu cobertura (NOI ÷ pago del préstamo)</span>
        <strong data-testid="report-noi-coverage">{formatRatio(m.noiCoverage)}</strong>
        <span className="report-lender__detail">
          {m.dscrBasis} {formatMoney(m.pitia.total)} / mes · efectivo invertido{' '}
          {formatMoney(m.cashInvested)}
        </span>
      </div>
    </section>
  );
}

/** 'Resumen del Reporte': what the report will say about whom and what. */
export function ReportSummary({ draft, now }: { draft: ReportDraft; now: Date }) {
  const items: [string, string][] = [
    ['Tipo', draft.reportType ? REPORT_TYPE_LABELS[draft.reportType] : 'Sin seleccionar'],
    ['Cliente', draft.clientName || 'Sin especificar'],
    ['Propiedad', draft.propertyAddress || 'Sin dirección'],
    [
      'Inversión',
      draft.investmentAmount > 0 ? formatMoney(draft.investmentAmount) : 'Sin especificar',
    ],
    [
      'Propósito',
      draft.reportPurpose ? REPORT_PURPOSE_LABELS[draft.reportPurpose] : 'Sin especificar',
    ],
    ['Fecha', formatDate(now)],
  ];
  return (
    <section className="pro-card" aria-labelledby="report-summary-title">
      <h2 id="report-summary-title" className="pro-card__title">
        Resumen del Reporte
      </h2>
      <dl className="report-summary">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="fine-print">
        Incluye portada, propiedad, términos de financiamiento, DSCR del prestamista y operativo,
        flujo de caja, cap rate, cash-on-cash, supuestos y aviso educativo.
      </p>
    </section>
  );
}
