import {
  Area,
  AreaChart,
  CartesianGrid,
  LabelList,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatWholeMoney } from '@shared/format';
import {
  categoryAxisProps,
  compactMoney,
  GRID_PROPS,
  VALUE_AXIS_PROPS,
  VALUE_LABEL_STYLE,
  ZERO_LINE_PROPS,
} from '@/components/charts/chart-axes';
import { ChartFrame } from '@/components/charts/chart-frame';

/** Estimated value today and at the end of each of the next five years. */
export function ValueChart({ values }: { values: readonly number[] }) {
  const data = values.map((value, year) => ({ label: year === 0 ? 'Hoy' : `Año ${year}`, value }));
  const summary = data.map((d) => `${d.label}: ${formatWholeMoney(d.value)}`).join('; ');
  return (
    <ChartFrame
      label={`Valor estimado por año. ${summary}`}
      caption="Apreciación supuesta de 6% anual compuesto."
    >
      <AreaChart data={data} margin={{ top: 26, right: 24, left: 4, bottom: 0 }}>
        <defs>
          <linearGradient id="value-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#2f6f9e" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#2f6f9e" stopOpacity={0.04} />
          </linearGradient>
        </defs>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...categoryAxisProps('label')} />
        <YAxis {...VALUE_AXIS_PROPS} />
        <ReferenceLine {...ZERO_LINE_PROPS} />
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
            formatter={(v: unknown) => compactMoney(Number(v))}
            style={{ ...VALUE_LABEL_STYLE, fontSize: 11 }}
          />
        </Area>
      </AreaChart>
    </ChartFrame>
  );
}
