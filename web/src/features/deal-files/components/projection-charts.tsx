import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProjectionYear } from '@shared/finance/deal-analysis';
import { formatMoney, formatWholeMoney } from '@shared/format';
import {
  categoryAxisProps,
  GRID_PROPS,
  MONEY_AXIS_PROPS,
  VALUE_AXIS_PROPS,
  ZERO_LINE_PROPS,
} from '@/components/charts/chart-axes';
import { ChartFrame } from '@/components/charts/chart-frame';

const NAMES: Record<string, string> = {
  value: 'Valor',
  loanBalance: 'Saldo del préstamo',
  equity: 'Patrimonio',
  annualCashFlow: 'Flujo anual',
};

/** Value, loan balance and equity at the end of each year of the hold. */
export function EquityChart({ years }: { years: ProjectionYear[] }) {
  const data = years.map((y) => ({ label: `Año ${y.year}`, ...y }));
  const last = years[years.length - 1];
  return (
    <ChartFrame
      label={`Patrimonio proyectado: ${last ? `${formatWholeMoney(last.equity)} al final del año ${last.year}` : 'sin datos'}.`}
      caption="Valor (ARV con apreciación), saldo del préstamo y patrimonio al final de cada año."
    >
      <LineChart data={data} margin={{ top: 12, right: 16, left: 4, bottom: 0 }}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...categoryAxisProps('label')} />
        <YAxis {...VALUE_AXIS_PROPS} />
        <ReferenceLine {...ZERO_LINE_PROPS} />
        <Tooltip
          formatter={(v: unknown, name: unknown) => [
            formatMoney(Number(v)),
            NAMES[String(name)] ?? String(name),
          ]}
        />
        <Legend formatter={(name: unknown) => NAMES[String(name)] ?? String(name)} />
        <Line
          type="monotone"
          dataKey="value"
          stroke="#0f3d5e"
          strokeWidth={2.5}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="loanBalance"
          stroke="#b42318"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="equity"
          stroke="#1f7a4d"
          strokeWidth={2.5}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}

/** Each year's cash flow (red below zero). */
export function CashFlowChart({ years }: { years: ProjectionYear[] }) {
  const data = years.map((y) => ({ label: `Año ${y.year}`, annualCashFlow: y.annualCashFlow }));
  return (
    <ChartFrame
      label={`Flujo de caja anual: ${years.map((y) => `año ${y.year} ${formatWholeMoney(y.annualCashFlow)}`).join(', ')}.`}
      caption="12 × (NOI del año − pago mensual): la renta y los gastos crecen cada año; el pago no."
    >
      <BarChart data={data} margin={{ top: 12, right: 16, left: 4, bottom: 0 }}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...categoryAxisProps('label')} />
        <YAxis {...MONEY_AXIS_PROPS} />
        <ReferenceLine {...ZERO_LINE_PROPS} />
        <Tooltip formatter={(v: unknown) => [formatMoney(Number(v)), 'Flujo anual']} />
        <Bar dataKey="annualCashFlow" maxBarSize={56} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.label} fill={d.annualCashFlow < 0 ? '#b42318' : '#1f7a4d'} />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
