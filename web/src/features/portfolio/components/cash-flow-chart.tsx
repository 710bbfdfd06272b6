import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { countOf, formatMoney } from '@shared/format';
import { formatMonthShort } from '@shared/market/sources';
import {
  categoryAxisProps,
  GRID_PROPS,
  MONEY_AXIS_PROPS,
  ZERO_LINE_PROPS,
} from '@/components/charts/chart-axes';
import { ChartFrame } from '@/components/charts/chart-frame';

export interface MonthPoint {
  month: string;
  actual: number;
  projected: number;
}

const NAMES: Record<string, string> = { actual: 'Real', projected: 'Proyectado' };

/** Twelve months of actual cash flow (bars, red below zero) against the projected one (line). */
export function CashFlowMonthsChart({ name, points }: { name: string; points: MonthPoint[] }) {
  const data = points.map((p) => ({ ...p, label: formatMonthShort(p.month) }));
  const below = points.filter((p) => p.actual < p.projected).length;
  return (
    <ChartFrame
      label={`${name}: flujo real de ${countOf(points.length, 'mes', 'meses')} frente al proyectado de ${formatMoney(points[0]?.projected ?? 0)}; ${countOf(below, 'mes', 'meses')} por debajo.`}
      caption="Flujo real (ingresos − gastos) de cada mes y el flujo proyectado (renta − PITIA − otros gastos)."
    >
      <ComposedChart data={data} margin={{ top: 12, right: 16, left: 4, bottom: 0 }}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...categoryAxisProps('label', 11)} />
        <YAxis {...MONEY_AXIS_PROPS} />
        <ReferenceLine {...ZERO_LINE_PROPS} />
        <Tooltip
          formatter={(v: unknown, key: unknown) => [
            formatMoney(Number(v)),
            NAMES[String(key)] ?? String(key),
          ]}
        />
        <Legend formatter={(key: unknown) => NAMES[String(key)] ?? String(key)} />
        <Bar dataKey="actual" maxBarSize={36} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.month} fill={d.actual < 0 ? '#b42318' : '#1f7a4d'} />
          ))}
        </Bar>
        <Line
          type="monotone"
          dataKey="projected"
          stroke="#0f3d5e"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
