import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatWholeMoney } from '@shared/format';
import type { Pitia } from '@shared/finance/lender-dscr';

const SERIES = [
  { key: 'renta', name: 'Renta bruta', color: '#1f7a4d' },
  { key: 'principal', name: 'Principal', color: '#0f3d5e' },
  { key: 'interes', name: 'Interés', color: '#2f6f9e' },
  { key: 'impuestos', name: 'Impuestos', color: '#f2b134' },
  { key: 'seguro', name: 'Seguro', color: '#b87d0f' },
  { key: 'hoa', name: 'HOA', color: '#7fa9c9' },
] as const;

/** Two horizontal bars: the rent, and PITIA stacked by part. Decorative: the table says the same. */
export default function PitiaChart({ rent, pitia }: { rent: number; pitia: Pitia }) {
  const data = [
    { name: 'Renta', renta: rent },
    {
      name: 'PITIA',
      principal: pitia.principal,
      interes: pitia.interest,
      impuestos: pitia.taxes,
      seguro: pitia.insurance,
      hoa: pitia.hoa,
    },
  ];
  return (
    <div className="pitia-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={210}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="#e3e9ef" />
          <XAxis type="number" tickFormatter={(v: number) => formatWholeMoney(v)} fontSize={12} />
          <YAxis type="category" dataKey="name" width={56} fontSize={13} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} />
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value: string) => <span style={{ color: '#13293d' }}>{value}</span>}
          />
          {SERIES.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId="a"
              fill={s.color}
              barSize={34}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
