import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  SCENARIO_LABELS,
  SCENARIO_NAMES,
  type ScenarioSet,
} from '../../../../../shared/finance/scenarios';
import { formatMoney, formatWholeMoney } from '../../../../../shared/format';

const COLORS = { optimista: '#1f7a4d', base: '#0f3d5e', pesimista: '#b42318' } as const;
const compact = (v: number) =>
  Math.abs(v) >= 1000
    ? `$${new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 }).format(v / 1000)}k`
    : formatWholeMoney(v);

/** Monthly cash flow of each scenario as bars (red below zero). */
export function ScenarioFlowChart({ set }: { set: ScenarioSet }) {
  const data = SCENARIO_NAMES.map((name) => ({
    name: SCENARIO_LABELS[name],
    value: set[name].monthlyCashFlow,
    key: name,
  }));
  const summary = data.map((d) => `${d.name}: ${formatMoney(d.value)}`).join('; ');
  return (
    <figure className="chart-figure">
      <div className="chart-box" role="img" aria-label={`Flujo mensual por escenario. ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 24, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e3e9ef" />
            <XAxis
              dataKey="name"
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#4a6073', fontSize: 13 }}
            />
            <YAxis
              tickFormatter={(v: number) => formatWholeMoney(v)}
              tickLine={false}
              axisLine={false}
              width={72}
              tick={{ fill: '#4a6073', fontSize: 12 }}
            />
            <ReferenceLine y={0} stroke="#9fb1c1" />
            <Bar dataKey="value" radius={[6, 6, 6, 6]} isAnimationActive={false} maxBarSize={84}>
              {data.map((d) => (
                <Cell key={d.key} fill={d.value < 0 ? '#b42318' : COLORS[d.key]} />
              ))}
              <LabelList
                dataKey="value"
                position="top"
                formatter={(v: unknown) => formatWholeMoney(Number(v))}
                style={{ fill: '#13293d', fontSize: 12, fontWeight: 700 }}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="chart-caption">
        Renta menos vacancia, reparaciones, gastos y pago del préstamo.
      </figcaption>
    </figure>
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
    <figure className="chart-figure">
      <div className="chart-box" role="img" aria-label={`Valor proyectado. ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 12, right: 16, left: 4, bottom: 0 }}>
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
        </ResponsiveContainer>
      </div>
      <figcaption className="chart-caption">
        Precio de compra compuesto a la apreciación de cada escenario.
      </figcaption>
    </figure>
  );
}
