import { MoneyBarChart } from '@/components/charts/money-bar-chart';

interface RoiFlowChartProps {
  rent: number;
  expenses: number;
  payment: number;
  cashFlow: number;
}

/** Rent, expenses, mortgage payment and net flow per month as bars (negative flow in red). */
export function RoiFlowChart({ rent, expenses, payment, cashFlow }: RoiFlowChartProps) {
  return (
    <MoneyBarChart
      title="Distribución mensual"
      caption="Gastos e hipoteca se restan de la renta; el flujo neto es lo que queda cada mes."
      maxBarSize={72}
      bars={[
        { name: 'Renta', value: rent, color: '#0f3d5e' },
        { name: 'Gastos', value: -expenses, color: '#b87d0f' },
        { name: 'Hipoteca', value: -payment, color: '#7fa9c9' },
        { name: 'Flujo neto', value: cashFlow, color: cashFlow < 0 ? '#b42318' : '#1f7a4d' },
      ]}
    />
  );
}
