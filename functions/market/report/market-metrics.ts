/** The metro's market, from Zillow: days to pending, inventory, heat, forecast and histories. */
import type { Datum, Figure, MarketReport, Series } from '../../../shared/api/market.ts';
import { forecastStillAhead } from '../../../shared/market/freshness.ts';
import { formatPeriod, type MarketSourceId } from '../../../shared/market/sources.ts';
import { addMonths } from '../compiled.ts';
import { LIVE_ONLY, figure, none } from './figures.ts';
import type { Metro, Selection } from './selection.ts';

type Metrics = MarketReport['marketMetrics'];

export function marketMetrics(sel: Selection, metro: Metro, today: Date): Metrics {
  const m = metro.record;
  const missing = metro.name
    ? `Zillow no publica esta cifra para ${metro.name}`
    : `${sel.zip ? 'Este ZIP' : 'Esta ciudad'} no pertenece a un área metropolitana en las fuentes`;
  const metroFigure = (
    value: number,
    unit: Figure['unit'],
    source: MarketSourceId,
    period: string,
    note: string,
  ): Datum => figure(value, unit, source, period, 'metro', m!.zillowName, note);
  return {
    daysOnMarket: none(
      'Sin dato por ZIP en las fuentes públicas; ver los días hasta contrato del área metropolitana',
    ),
    daysToPending: m?.daysToPending
      ? metroFigure(
          m.daysToPending.value,
          'days',
          'zillow-days-to-pending',
          m.daysToPending.period,
          `Días promedio desde el anuncio hasta quedar bajo contrato: el equivalente de Zillow a los días en el mercado.${m.daysToPending.yearAgo !== null ? ` Hace un año: ${m.daysToPending.yearAgo} días.` : ''}`,
        )
      : none(missing),
    inventory: m?.inventory
      ? metroFigure(
          m.inventory.value,
          'count',
          'zillow-inventory',
          m.inventory.period,
          m.inventory.yearAgo !== null
            ? `Viviendas en venta en el área metropolitana. Hace un año: ${m.inventory.yearAgo.toLocaleString('en-US')}.`
            : 'Viviendas en venta en el área metropolitana.',
        )
      : none(missing),
    inventoryMonths: none(),
    priceReduction: none(),
    cashSales: none(),
    heatIndex: m?.heat
      ? metroFigure(
          m.heat.value,
          'index',
          'zillow-heat',
          m.heat.period,
          'Alrededor de 50 es un mercado neutral; más de 50 favorece al vendedor y menos de 50 al comprador.',
        )
      : none(missing),
    forecast: forecast(m, missing, today),
    activeListings: none(LIVE_ONLY),
  };
}

/**
 * Zillow's one-year forecast, only while its horizon is still ahead: once the month it forecasts
 * has come, it is no longer a forecast, and the reader learns why there is none.
 */
function forecast(m: Metro['record'], missing: string, today: Date): Datum {
  if (!m?.forecast) return none(missing);
  const { base, target, value } = m.forecast;
  if (!forecastStillAhead(target, today)) {
    return none(
      `El pronóstico de Zillow publicado en ${formatPeriod(base)} llegaba hasta ${formatPeriod(target)}: ese plazo ya llegó y las fuentes no traen uno más reciente.`,
    );
  }
  return figure(
    value,
    'percent',
    'zillow-forecast',
    base,
    'metro',
    m.zillowName,
    `Pronóstico publicado en ${formatPeriod(base)}: cambio del valor típico hasta ${formatPeriod(target)}.`,
  );
}

/** The metro's monthly ZHVI and ZORI series kept for the charts (null where Zillow has none). */
export function histories(
  sel: Selection,
  metro: Metro,
): Pick<MarketReport, 'priceHistory' | 'rentHistory'> {
  const m = metro.record;
  const periods = sel.index.periods;
  return {
    priceHistory: m?.zhvi
      ? toSeries(m.zhvi.series, periods.metroZhviSeriesStart, 'zillow-zhvi', m.zillowName, 'usd')
      : null,
    rentHistory: m?.zori
      ? toSeries(
          m.zori.series,
          periods.metroZoriSeriesStart,
          'zillow-zori',
          m.zillowName,
          'usd-month',
        )
      : null,
  };
}

function toSeries(
  values: (number | null)[],
  start: string,
  source: MarketSourceId,
  place: string,
  unit: Figure['unit'],
): Series {
  const points = values.flatMap((value, i) =>
    value === null ? [] : [{ period: addMonths(start, i), value }],
  );
  return { source, geo: 'metro', place, unit, points };
}
