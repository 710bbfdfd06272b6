import { lazy } from 'react';
import { Link } from 'react-router';
import type { EvaluatorForm } from '../../../../../shared/api/pro';
import {
  AGE_BAND_LABELS,
  ageBand,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_TYPE_LABELS,
  yieldBand,
  YIELD_BAND_LABELS,
} from '../../../../../shared/finance/evaluator';
import { roiPrefillHref } from '../../../../../shared/finance/roi-prefill';
import { formatMoney, formatWholeMoney } from '../../../../../shared/format';
import { formatPercent, formatWhole } from '../../../lib/format-figures';
import { ROI_DOWN_SHARE, type Evaluation } from '../model';
import { ChartSuspense } from '../../../components/charts/chart-suspense';

const ValueChart = lazy(() => import('./value-chart').then((m) => ({ default: m.ValueChart })));

const YIELD_TONE = { excelente: 'good', bueno: 'good', moderado: 'warn', bajo: 'bad' } as const;
const AGE_TEXT = {
  nueva: 'Menos de 10 años: sistemas modernos y menos reparaciones mayores a la vista.',
  establecida: 'De 10 a 29 años: revisa techo, calentador de agua y aire acondicionado.',
  madura: '30 años o más: presupuesta mejoras de plomería, electricidad y techo.',
} as const;

/** Value, projections, rent, yield and age of the evaluated property. */
export function EvaluatorResults({
  form,
  evaluation,
}: {
  form: EvaluatorForm;
  evaluation: Evaluation;
}) {
  const { result } = evaluation;
  const yBand = result.grossYield === null ? null : yieldBand(result.grossYield);
  const aBand = ageBand(result.age);
  const roiHref = roiPrefillHref({
    price: Math.round(result.estimatedValue),
    down: Math.round(result.estimatedValue * ROI_DOWN_SHARE),
    rent: Math.round(result.estimatedRent),
    address: form.address,
  });
  const typeLabel = form.propertyType ? PROPERTY_TYPE_LABELS[form.propertyType] : 'Tipo sin elegir';
  const conditionLabel = form.condition ? PROPERTY_CONDITION_LABELS[form.condition] : 'sin elegir';

  return (
    <div className="pro-stack" aria-live="polite">
      <section className="pro-card eval-hero" aria-labelledby="eval-value-title">
        <div className="eval-hero__main">
          <h2 id="eval-value-title" className="eval-hero__label">
            Valor Estimado
          </h2>
          <p className="eval-hero__value" data-testid="eval-value">
            {formatMoney(result.estimatedValue)}
          </p>
          <p className="eval-hero__detail">
            {formatWhole(evaluation.squareFeet)} pies² × {formatMoney(result.pricePerSqFt)}/pie² ×{' '}
            {result.conditionFactor.toFixed(2)} (condición {conditionLabel.toLowerCase()})
          </p>
        </div>
        <dl className="eval-hero__facts">
          <div>
            <dt>Propiedad</dt>
            <dd>{form.address.trim() || 'Dirección sin indicar'}</dd>
          </div>
          <div>
            <dt>Tipo</dt>
            <dd>{typeLabel}</dd>
          </div>
          <div>
            <dt>Distribución</dt>
            <dd>
              {formatWhole(evaluation.bedrooms)} hab. · {formatWhole(evaluation.bathrooms)} baños ·{' '}
              {formatWhole(evaluation.lotSize)} pies² de lote
            </dd>
          </div>
        </dl>
      </section>

      <div className="metric-grid metric-grid--four">
        <div className="metric">
          <span className="metric__label">Valor en 1 Año</span>
          <span className="metric__value">{formatWholeMoney(result.valueIn1Year)}</span>
          <span className="metric__note">+6% de apreciación</span>
        </div>
        <div className="metric">
          <span className="metric__label">Valor en 5 Años</span>
          <span className="metric__value">{formatWholeMoney(result.valueIn5Years)}</span>
          <span className="metric__note">
            +{formatWholeMoney(result.valueIn5Years - result.estimatedValue)}
          </span>
        </div>
        <div className="metric">
          <span className="metric__label">Renta Estimada</span>
          <span className="metric__value">{formatWholeMoney(result.estimatedRent)}</span>
          <span className="metric__note">al mes (0.8% del valor)</span>
        </div>
        <div className={`metric metric--${yBand ? YIELD_TONE[yBand] : 'none'}`}>
          <span className="metric__label">Rendimiento Bruto</span>
          <span className="metric__value">{formatPercent(result.grossYield)}</span>
          <span className="metric__note">
            {yBand ? YIELD_BAND_LABELS[yBand] : 'Sin valor estimado'}
          </span>
        </div>
      </div>

      <section className="pro-card" aria-labelledby="eval-chart-title">
        <h2 id="eval-chart-title" className="pro-card__title">
          Valor en los próximos 5 años
        </h2>
        <ChartSuspense>
          <ValueChart values={result.valueByYear} />
        </ChartSuspense>
      </section>

      <section className="pro-card" aria-labelledby="eval-age-title">
        <h2 id="eval-age-title" className="pro-card__title">
          Antigüedad: {formatWhole(result.age)} {result.age === 1 ? 'año' : 'años'}{' '}
          <span className={`band band--${aBand === 'madura' ? 'warn' : 'neutral'}`}>
            {AGE_BAND_LABELS[aBand]}
          </span>
        </h2>
        <p className="pro-card__lead">
          Construida en {evaluation.yearBuilt}. {AGE_TEXT[aBand]}
        </p>
        <div className="eval-next">
          <p>
            ¿Vale la pena como inversión? Lleva este valor y esta renta a la calculadora ROI con un
            pago inicial de 20%.
          </p>
          <Link className="btn btn--navy" to={roiHref}>
            Analizar en la Calculadora ROI
          </Link>
        </div>
      </section>
      <p className="fine-print">
        Estimación orientativa con precios promedio por pie cuadrado ($250 unifamiliar, $220
        condominio, $280 dúplex, $240 otros tipos) y un factor por condición. No reemplaza una
        tasación profesional.
      </p>
    </div>
  );
}
