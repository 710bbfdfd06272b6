import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ReferenceLine,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatWholeMoney } from '@shared/format';
import {
  categoryAxisProps,
  GRID_PROPS,
  MONEY_AXIS_PROPS,
  VALUE_LABEL_STYLE,
  ZERO_LINE_PROPS,
} from './chart-axes';
import { ChartFrame } from './chart-frame';

interface MoneyBar {
  name: string;
  value: number;
  color: string;
}

interface MoneyBarChartProps {
  /** Start of the accessible name; each bar's name and amount follow. */
  title: string;
  caption: ReactNode;
  bars: readonly MoneyBar[];
  maxBarSize: number;
}

/** Monthly amounts as labelled bars around a zero line (the ROI and scenario flows). */
export function MoneyBarChart({ title, caption, bars, maxBarSize }: MoneyBarChartProps) {
  const summary = bars.map((d) => `${d.name}: ${formatMoney(d.value)}`).join('; ');
  return (
    <ChartFrame label={`${title}. ${summary}`} caption={caption}>
      <BarChart data={bars} margin={{ top: 24, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid {...GRID_PROPS} />
        {/* Every bar named, on a phone too (recharts drops a tick it finds crowded). */}
        <XAxis {...categoryAxisProps('name', 12)} interval={0} />
        <YAxis {...MONEY_AXIS_PROPS} />
        <ReferenceLine {...ZERO_LINE_PROPS} />
        <Bar
          dataKey="value"
          radius={[6, 6, 6, 6]}
          isAnimationActive={false}
          maxBarSize={maxBarSize}
        >
          {bars.map((d) => (
            <Cell key={d.name} fill={d.color} />
          ))}
          <LabelList
            dataKey="value"
            position="top"
            formatter={(v: unknown) => formatWholeMoney(Number(v))}
            style={VALUE_LABEL_STYLE}
          />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
