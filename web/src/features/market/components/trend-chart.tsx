import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Series } from '@shared/api/market';
import { formatMonthShort, formatPeriod, MARKET_SOURCES } from '@shared/market/sources';
import { formatValue } from '../format';
import { StaleNote } from './stale-note';

const compact = new Intl.NumberFormat('es-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

interface TrendChartProps {
  title: string;
  series: Series;
  color: string;
}

/** A metro series (Zillow ZHVI or ZORI, five years, monthly) with its source under it. */
export function TrendChart({ title, series, color }: TrendChartProps) {
  const points = series.points;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const change = ((last.value / first.value - 1) * 100).toFixed(1);
  const summary = `${title}: de ${formatValue(first.value, series.unit)} en ${formatPeriod(first.period)} a ${formatValue(last.value, series.unit)} en ${formatPeriod(last.period)} (${Number(change) > 0 ? '+' : ''}${change} %).`;
  return (
    <figure className="chart-figure market-chart">
      <figcaption className="market-chart__title">{title}</figcaption>
      <div className="chart-box" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#e4e9ef" vertical={false} />
            <XAxis
              dataKey="period"
              tickFormatter={formatMonthShort}
              minTickGap={36}
              tick={{ fontSize: 12, fill: '#4a6073' }}
              tickLine={false}
              axisLine={{ stroke: '#d5dde5' }}
            />
            <YAxis
              // From 0 (or below it), so a change is drawn at its true size.
              domain={[(min: number) => Math.min(0, min), 'auto']}
              tickFormatter={(v: number) => compact.format(v)}
              width={64}
              tick={{ fontSize: 12, fill: '#4a6073' }}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              formatter={(value) => [formatValue(Number(value), series.unit), title]}
              labelFormatter={(label) => formatPeriod(String(label))}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke={color}
              strokeWidth={2.5}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <p className="chart-caption">
        {series.place} · {MARKET_SOURCES[series.source].name} · {formatPeriod(first.period)} a{' '}
        {formatPeriod(last.period)}
        <StaleNote source={series.source} period={last.period} />
      </p>
    </figure>
  );
}
