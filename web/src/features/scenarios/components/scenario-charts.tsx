import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SCENARIO_LABELS, SCENARIO_NAMES, type ScenarioSet } from '@shared/finance/scenarios';
import { formatMoney, formatWholeMoney } from '@shared/format';
import {
  categoryAxisProps,
  GRID_PROPS,
  VALUE_AXIS_PROPS,
  ZERO_LINE_PROPS,
} from '@/components/charts/chart-axes';
import { ChartFrame } from '@/components/charts/chart-frame';
import { MoneyBarChart } from '@/components/charts/money-bar-chart';

const COLORS = { optimista: '#1f7a4d', base: '#0f3d5e', pesimista: '#b42318' } as const;

/** Monthly cash flow of each scenario as bars (red below zero). */
export function ScenarioFlowChart({ set }: { set: ScenarioSet }) {
  return (
    <MoneyBarChart
      title="Flujo mensual por escenario"
      caption="Renta menos vacancia, reparaciones, gastos y pago del préstamo."
      maxBarSize={84}
      bars={SCENARIO_NAMES.map((name) => {
        const value = set[name].monthlyCashFlow;
        return { name: SCENARIO_LABELS[name], value, color: value < 0 ? '#b42318' : COLORS[name] };
      })}
    />
  );
}

/** The property's value year by year under each scenario's appreciation. */
export function ScenarioValueChart({ set }: { set: ScenarioSet }) {
  const years = set.base.valueByYear.length;
  const data = Array.from({ length: years }, (_, year) => ({
    label: year === 0 ? 'Hoy' : `Año ${year}`,
    optimista: set.optimista.valueByYear[year]!,
    base: set.base.valueByYear[year]!,
    pesimista: set.pesimista.valueByYear[year]!,
  }));
  const summary = SCENARIO_NAMES.map(
    (n) => `${SCENARIO_LABELS[n]}: ${formatWholeMoney(set[n].valueIn5Years)} en 5 años`,
  ).join('; ');
  return (
    <ChartFrame
      label={`Valor proyectado. ${summary}`}
      caption="Precio de compra compuesto a la apreciación de cada escenario."
    >
      <LineChart data={data} margin={{ top: 12, right: 16, left: 4, bottom: 0 }}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...categoryAxisProps('label')} />
        <YAxis {...VALUE_AXIS_PROPS} />
        <ReferenceLine {...ZERO_LINE_PROPS} />
        <Tooltip
          formatter={(v: unknown, name: unknown) => [
            formatMoney(Number(v)),
            SCENARIO_LABELS[name as keyof typeof SCENARIO_LABELS] ?? String(name),
          ]}
        />
        <Legend
          itemSorter={null}
          formatter={(name: unknown) =>
            SCENARIO_LABELS[name as keyof typeof SCENARIO_LABELS] ?? String(name)
          }
        />
        {SCENARIO_NAMES.map((name) => (
          <Line
            key={name}
            type="monotone"
            dataKey={name}
            stroke={COLORS[name]}
            strokeWidth={2.5}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
