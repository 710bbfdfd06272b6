import { lazy } from 'react';
import { Link } from 'react-router';
import type { DealFileInputs } from '@shared/api/deal-files';
import type { EvaluatorForm } from '@shared/api/pro';
import {
  AGE_BAND_LABELS,
  ageBand,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_TYPE_LABELS,
  yieldBand,
  YIELD_BAND_LABELS,
} from '@shared/finance/evaluator';
import { roiPrefillHref } from '@shared/finance/roi-prefill';
import { formatMoney, formatWholeMoney } from '@shared/format';
import { formatPercent, formatWhole } from '@/lib/format-figures';
import { ROI_DOWN_SHARE, type Evaluation } from '../model';
import { ChartSuspense } from '@/components/charts/chart-suspense';
import { hasFigure } from '@shared/api/market-texts';
import { formatPeriod } from '@shared/market/sources';
import { errorMessage } from '@/lib/api-client';
import { FigureTile } from '@/features/market/components/figure-tile';
import { usePropertyMarket } from '../api/get-property-market';
import '@/features/market/components/market.css';

const ValueChart = lazy(() => import('./value-chart').then((m) => ({ default: m.ValueChart })));

const YIELD_TONE = { excelente: 'good', bueno: 'good', moderado: 'warn', bajo: 'bad' } as const;
const AGE_TEXT = {
  nueva: 'Menos de 10 años: sistemas modernos y menos reparaciones mayores a la vista.',
  establecida: 'De 10 a 29 años: revisa techo, calentador de agua y aire acondicionado.',
  madura: '30 años o más: presupuesta mejoras de plomería, electricidad y techo.',
} as const;
interface EvaluatorResultsProps {
  form: EvaluatorForm;
  evaluation: Evaluation;
  /** The deal file the page opened, whose own figures it shows. */
  dealFile?: DealFileInputs | null;
}

type PropertyMarket = NonNullable<ReturnType<typeof usePropertyMarket>['data']>;

/**
 * The evaluated property: the deal file's own price and value when one is open, the market
 * reference — HUD's 40th-percentile rent for the ZIP and bedrooms and Zillow's typical value, each
 * with its source and date — then the generic $/ft² estimate, labelled as such, only from
 * the square feet the member typed, grown at the appreciation the member states, and the age from
 * the year the member gives. Where there is no figure, the page says so.
 */
export function EvaluatorResults({ form, evaluation, dealFile }: EvaluatorResultsProps) {
  const { result } = evaluation;
  return (
    <div className="pro-stack" aria-live="polite">
      {dealFile ? <FileValue file={dealFile} /> : null}
      <MarketReference form={form} evaluation={evaluation} />
      <GenericEstimate form={form} evaluation={evaluation} />
      {result.valueByYear && result.valueIn1Year !== null && result.valueIn5Years !== null ? (
        <>
          <div className="metric-grid">
            <div className="metric">
              <span className="metric__label">Estimación genérica en 1 año</span>
              <span className="metric__value">{formatWholeMoney(result.valueIn1Year)}</span>
              <span className="metric__note">
                +{form.appreciationPct.trim()}% al año (tu supuesto)
              </span>
            </div>
            <div className="metric">
              <span className="metric__label">Estimación genérica en 5 años</span>
              <span className="metric__value">{formatWholeMoney(result.valueIn5Years)}</span>
              <span className="metric__note">
                {formatWholeMoney(result.valueIn5Years - (result.estimatedValue ?? 0))} con tu
                apreciación
              </span>
            </div>
          </div>
          <section className="pro-card" aria-labelledby="eval-chart-title">
            <h2 id="eval-chart-title" className="pro-card__title">
              Estimación genérica en los próximos 5 años
            </h2>
            <ChartSuspense>
              <ValueChart values={result.valueByYear} />
            </ChartSuspense>
          </section>
        </>
      ) : null}
      <AgeCard evaluation={evaluation} />
      <p className="fine-print">
        Estimación genérica: precios fijos por pie cuadrado ($250 unifamiliar, $220 condominio, $280
        dúplex, $240 otros tipos) y un factor por condición, iguales en todo el país. No es un dato
        de mercado ni reemplaza una tasación profesional.
      </p>
    </div>
  );
}

/** What the open deal file says the property costs and is worth (the member's own figures). */
function FileValue({ file }: { file: DealFileInputs }) {
  return (
    <section className="pro-card" aria-labelledby="eval-file-title">
      <h2 id="eval-file-title" className="pro-card__title">
        Del expediente
      </h2>
      <dl className="roi-facts">
        <div>
          <dt>Precio de compra</dt>
          <dd data-testid="eval-file-price">{formatMoney(file.purchasePrice)}</dd>
        </div>
        <div>
          <dt>Valor después de reparar (ARV)</dt>
          <dd>{file.arv === undefined ? 'Sin indicar' : formatMoney(file.arv)}</dd>
        </div>
        <div>
          <dt>Apreciación</dt>
          <dd>{formatPercent(file.appreciationPct)} al año</dd>
        </div>
      </dl>
      <p className="fine-print">
        Las cifras del expediente (flujo, DSCR y cash-on-cash) están arriba, en el expediente
        abierto; el tamaño, los baños, el lote, el año y la condición no están en el expediente:
        escríbelos si quieres la estimación genérica.
      </p>
    </section>
  );
}

/** The building's age from the year the member gave, or a line saying it is not given. */
function AgeCard({ evaluation }: { evaluation: Evaluation }) {
  const age = evaluation.result.age;
  if (age === null || evaluation.yearBuilt === null) {
    return (
      <section className="pro-card" aria-labelledby="eval-age-title">
        <h2 id="eval-age-title" className="pro-card__title">
          Antigüedad: sin dato
        </h2>
        <p className="pro-card__lead">Escribe el año de construcción para ver la antigüedad.</p>
      </section>
    );
  }
  const aBand = ageBand(age);
  return (
    <section className="pro-card" aria-labelledby="eval-age-title">
      <h2 id="eval-age-title" className="pro-card__title">
        Antigüedad: {formatWhole(age)} {age === 1 ? 'año' : 'años'}{' '}
        <span className={`band band--${aBand === 'madura' ? 'warn' : 'neutral'}`}>
          {AGE_BAND_LABELS[aBand]}
        </span>
      </h2>
      <p className="pro-card__lead">
        Construida en {evaluation.yearBuilt}. {AGE_TEXT[aBand]}
      </p>
    </section>
  );
}

/** HUD's rent and Zillow's value for the ZIP, the gross yield, and the way to the ROI calculator. */
function MarketReference({ form, evaluation }: EvaluatorResultsProps) {
  const zip = (form.zip ?? '').trim();
  const bedrooms = form.bedrooms.trim() === '' ? null : Math.round(evaluation.bedrooms);
  const market = usePropertyMarket(zip, bedrooms !== null && bedrooms <= 10 ? bedrooms : null);
  const rent = market.data && hasFigure(market.data.rent) ? market.data.rent.value : null;
  const value =
    market.data && hasFigure(market.data.homeValue) ? market.data.homeValue.value : null;
  // Gross yield = annual HUD rent ÷ Zillow typical value × 100, %.
  const grossYield =
    rent !== null && value !== null && value > 0 ? ((rent * 12) / value) * 100 : null;
  // Only sourced figures go to the ROI calculator: the typical value and HUD's rent, never the
  // generic estimate.
  const roiHref =
    rent !== null && value !== null
      ? roiPrefillHref({
          price: Math.round(value),
          down: Math.round(value * ROI_DOWN_SHARE),
          rent: Math.round(rent),
          address: form.address,
        })
      : null;

  return (
    <section className="pro-card" aria-labelledby="eval-market-title">
      <h2 id="eval-market-title" className="pro-card__title">
        Referencia de mercado
      </h2>
      {!/^\d{5}$/.test(zip) ? (
        <p className="pro-card__lead">
          Escribe el código postal para ver la renta FMR de HUD (percentil 40) y el valor típico de
          Zillow de la zona. Sin código postal no mostramos cifras de mercado.
        </p>
      ) : market.isLoading ? (
        <p className="pro-card__lead">Buscando los datos de mercado del ZIP {zip}...</p>
      ) : market.isError ? (
        <p className="pro-alert" role="alert">
          {errorMessage(market.error, 'No se pudieron leer los datos de mercado.')}
        </p>
      ) : market.data ? (
        <MarketFigures data={market.data} bedrooms={bedrooms} grossYield={grossYield} />
      ) : null}
      {roiHref ? (
        <div className="eval-next">
          <p>
            ¿Vale la pena como inversión? Lleva el valor típico de Zillow y la renta FMR de HUD a la
            calculadora ROI con un pago inicial de 20%, y cámbialos por los de esta casa.
          </p>
          <Link className="btn btn--navy" to={roiHref}>
            Analizar en la Calculadora ROI
          </Link>
        </div>
      ) : null}
    </section>
  );
}

function MarketFigures({
  data,
  bedrooms,
  grossYield,
}: {
  data: PropertyMarket;
  bedrooms: number | null;
  grossYield: number | null;
}) {
  const yBand = grossYield === null ? null : yieldBand(grossYield);
  return (
    <>
      <p className="pro-card__lead">
        {data.city}, {data.state} {data.zip}
        {bedrooms !== null ? ` · ${formatWhole(bedrooms)} habitaciones` : ''}.
      </p>
      <div className="metric-grid metric-grid--three">
        <FigureTile label="Renta FMR de HUD (percentil 40)" datum={data.rent} />
        <FigureTile label="Valor típico (Zillow)" datum={data.homeValue} />
        <div
          className={`metric metric--${yBand ? YIELD_TONE[yBand] : 'none'}`}
          role="group"
          aria-label="Rendimiento Bruto"
        >
          <span className="metric__label">Rendimiento Bruto</span>
          <span className="metric__value" data-testid="eval-yield">
            {formatPercent(grossYield)}
          </span>
          <span className="metric__note">
            {yBand && hasFigure(data.rent) && hasFigure(data.homeValue)
              ? `${YIELD_BAND_LABELS[yBand]}: renta FMR (${formatPeriod(data.rent.period)}) × 12 ÷ valor típico (${formatPeriod(data.homeValue.period)})`
              : 'Sin dato: hace falta la renta y el valor de mercado'}
          </span>
        </div>
      </div>
      <p className="fine-print">
        La renta FMR (Fair Market Rent) de HUD es la renta bruta con servicios del percentil 40 de
        la zona por ZIP y habitaciones: 4 de cada 10 rentas son más bajas. No es la renta de mercado
        de esta casa que estima el tasador (formulario 1007). Zillow da el valor típico de las
        viviendas de la zona (no el de esta casa). Datos de Zillow: Zillow Home Value Index, ©
        Zillow.
      </p>
    </>
  );
}

/** The rule-of-thumb $/ft² estimate, labelled generic, from the square feet typed; the facts given. */
function GenericEstimate({ form, evaluation }: EvaluatorResultsProps) {
  const { result } = evaluation;
  const typeLabel = form.propertyType ? PROPERTY_TYPE_LABELS[form.propertyType] : 'Tipo sin elegir';
  const conditionLabel = form.condition ? PROPERTY_CONDITION_LABELS[form.condition] : 'sin elegir';
  const given = (raw: string, value: number, unit: string) =>
    raw.trim() === '' ? `${unit} sin indicar` : `${formatWhole(value)} ${unit}`;
  return (
    <section className="pro-card eval-hero" aria-labelledby="eval-value-title">
      <div className="eval-hero__main">
        <h2 id="eval-value-title" className="eval-hero__label">
          Estimación genérica
        </h2>
        <p className="eval-hero__value" data-testid="eval-value">
          {result.estimatedValue === null ? 'Sin dato' : formatMoney(result.estimatedValue)}
        </p>
        <p className="eval-hero__detail">
          {result.estimatedValue === null
            ? 'Escribe los pies cuadrados para una estimación genérica por tamaño y condición.'
            : `${formatWhole(evaluation.squareFeet)} pies² × ${formatMoney(result.pricePerSqFt)}/pie² × ${result.conditionFactor.toFixed(2)} (condición ${conditionLabel.toLowerCase()}). Un precio fijo por pie² para todo el país: no mira la ubicación.`}
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
            {given(form.bedrooms, evaluation.bedrooms, 'hab.')} ·{' '}
            {given(form.bathrooms, evaluation.bathrooms, 'baños')} ·{' '}
            {given(form.lotSize, evaluation.lotSize, 'pies² de lote')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
