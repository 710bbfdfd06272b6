import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatWholeMoney } from '../../../../../shared/format';

interface RoiFlowChartProps {
  rent: number;
  expenses: number;
  payment: number;
  cashFlow: number;
}

/** Rent, expenses, mortgage payment and net flow per month as bars (negative flow in red). */
export function RoiFlowChart({ rent, expenses, payment, cashFlow }: RoiFlowChartProps) {
  const data = [
    { name: 'Renta', value: rent, color: '#0f3d5e' },
    { name: 'Gastos', value: -expenses, color: '#b87d0f' },
    { name: 'Hipoteca', value: -payment, color: '#7fa9c9' },
    { name: 'Flujo neto', value: cashFlow, color: cashFlow < 0 ? '#b42318' : '#1f7a4d' },
  ];
  const summary = data.map((d) => `${d.name}: ${formatMoney(d.value)}`).join('; ');
  return (
    <figure className="chart-figure">
      <div className="chart-box" role="img" aria-label={`Distribución mensual. ${summary}`}>
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
            <Bar dataKey="value" radius={[6, 6, 6, 6]} isAnimationActive={false} maxBarSize={72}>
              {data.map((d) => (
                <Cell key={d.name} fill={d.color} />
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
        Gastos e hipoteca se restan de la renta; el flujo neto es lo que queda cada mes.
      </figcaption>
    </figure>
  );
}
