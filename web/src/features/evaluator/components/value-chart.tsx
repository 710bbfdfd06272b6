import {
  Area,
  AreaChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatWholeMoney } from '../../../../../shared/format';

/** Estimated value today and at the end of each of the next five years. */
export function ValueChart({ values }: { values: readonly number[] }) {
  const data = values.map((value, year) => ({ label: year === 0 ? 'Hoy' : `Año ${year}`, value }));
  const summary = data.map((d) => `${d.label}: ${formatWholeMoney(d.value)}`).join('; ');
  const compact = (v: number) =>
    Math.abs(v) >= 1000
      ? `$${new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 }).format(v / 1000)}k`
      : formatWholeMoney(v);
  return (
    <figure className="chart-figure">
      <div className="chart-box" role="img" aria-label={`Valor estimado por año. ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 26, right: 24, left: 4, bottom: 0 }}>
            <defs>
              <linearGradient id="value-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="#2f6f9e" stopOpacity={0.35} />
                <stop offset="100%" stopColor="#2f6f9e" stopOpacity={0.04} />
              </linearGradient>
            </defs>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e3e9ef" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#4a6073', fontSize: 12 }}
            />
            <YAxis
              tickFormatter={compact}
              tickLine={false}
              axisLine={false}
              width={56}
              domain={[(min: number) => Math.floor((min * 0.96) / 5000) * 5000, 'auto']}
              tick={{ fill: '#4a6073', fontSize: 12 }}
            />
            <Tooltip formatter={(v: unknown) => [formatMoney(Number(v)), 'Valor estimado']} />
            <Area
              type="monotone"
              dataKey="value"
              stroke="#0f3d5e"
              strokeWidth={2.5}
              fill="url(#value-fill)"
              isAnimationActive={false}
              dot={{ r: 3.5, fill: '#0f3d5e' }}
            >
              <LabelList
                dataKey="value"
                position="top"
                formatter={(v: unknown) => compact(Number(v))}
                style={{ fill: '#13293d', fontSize: 11, fontWeight: 700 }}
              />
            </Area>
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="chart-caption">Apreciación supuesta de 6% anual compuesto.</figcaption>
    </figure>
  );
}
