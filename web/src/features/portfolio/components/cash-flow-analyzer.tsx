import { Button, TextField } from '@aws-amplify/ui-react';
import { ScrollTable } from '@/components/scroll-table';
import { lazy, useState, type ChangeEvent } from 'react';
import type { CashFlowMonth, PortfolioPropertyView } from '@shared/api/portfolio';
import { PORTFOLIO_LIMITS } from '@shared/api/portfolio-texts';
import { countOf, formatMoney } from '@shared/format';
import { ChartSuspense } from '@/components/charts/chart-suspense';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { readNumber } from '@shared/finance/inputs';
import { useSaveCashFlow } from '../api/save-cash-flow';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const CashFlowMonthsChart = lazy(() =>
  import('./cash-flow-chart').then((m) => ({ default: m.CashFlowMonthsChart })),
);

/** Projected monthly income, expenses and cash flow of a property (from its inputs). */
function projected(p: PortfolioPropertyView) {
  return { income: p.monthlyRent, expenses: p.pitia + p.otherExpenses, cashFlow: p.cashFlow };
}

/** Actual average monthly cash flow, or null without actuals. */
function actualAverage(p: PortfolioPropertyView): number | null {
  if (p.actuals.length === 0) return null;
  return p.actuals.reduce((sum, m) => sum + m.income - m.expenses, 0) / p.actuals.length;
}

/** Keep the newest months within the limit, one entry per month (later entries win). */
function merge(existing: CashFlowMonth[], incoming: CashFlowMonth[]): CashFlowMonth[] {
  const byMonth = new Map(existing.map((m) => [m.month, m]));
  for (const m of incoming) byMonth.set(m.month, m);
  return [...byMonth.values()]
    .sort((a, b) => a.month.localeCompare(b.month))
    .slice(-PORTFOLIO_LIMITS.cashFlowMonths);
}

/** Properties from the one losing the most money: actual average when known, else projected. */
function losingFirst(properties: PortfolioPropertyView[]) {
  return [...properties]
    .map((p) => ({ p, actual: actualAverage(p), flow: actualAverage(p) ?? p.cashFlow }))
    .sort((a, b) => a.flow - b.flow);
}

/** The months a member types or imports for the selected property, and the saving of them. */
function useCashFlowEntry(
  properties: PortfolioPropertyView[],
  selected: PortfolioPropertyView | undefined,
) {
  const save = useSaveCashFlow();
  const [draft, setDraft] = useState({ month: '', income: '', expenses: '' });
  const [importProblem, setImportProblem] = useState<string | null>(null);

  function store(property: PortfolioPropertyView, months: CashFlowMonth[], done?: string) {
    save.mutate(
      { id: property.id, months },
      {
        onSuccess: () =>
          done && toast({ title: done, description: property.name, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'No se pudieron guardar los meses',
            description: errorMessage(error, 'Inténtalo de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  }

  function addMonth() {
    if (!selected) return;
    const income = readNumber(draft.income);
    const expenses = readNumber(draft.expenses);
    if (
      !/^\d{4}-(0[1-9]|1[0-2])$/.test(draft.month) ||
      income === undefined ||
      expenses === undefined
    ) {
      setImportProblem('Indica el mes (AAAA-MM), los ingresos y los gastos.');
      return;
    }
    setImportProblem(null);
    store(
      selected,
      merge(selected.actuals, [{ month: draft.month, income, expenses }]),
      'Mes guardado',
    );
    setDraft({ month: '', income: '', expenses: '' });
  }

  async function importCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !selected) return;
    // The parser (papaparse, the months' zod schema) loads when a member picks a file.
    const { parseCashFlowCsv } = await import('../cash-flow-csv');
    const result = parseCashFlowCsv(await file.text());
    if ('error' in result) {
      setImportProblem(result.error);
      return;
    }
    const unknown: string[] = [];
    for (const [name, months] of result.byProperty) {
      const target =
        name === ''
          ? selected
          : properties.find((p) => p.name.trim().toLowerCase() === name.toLowerCase());
      if (!target) unknown.push(name);
      else store(target, merge(target.actuals, months));
    }
    setImportProblem(
      unknown.length
        ? `No encontramos en tu portafolio: ${unknown.join(', ')}. Revisa los nombres.`
        : null,
    );
    toast({
      title: `${countOf(result.rows, 'mes importado', 'meses importados')}`,
      variant: 'success',
    });
  }

  return { draft, setDraft, importProblem, addMonth, importCsv, saving: save.isPending };
}

/**
 * The cash-flow analyzer: monthly income and expenses per property, typed or
 * imported from a CSV (papaparse), actual against projected, a 12-month chart, and the
 * properties that lose money first.
 */
export function CashFlowAnalyzer({ properties }: { properties: PortfolioPropertyView[] }) {
  const [selectedId, setSelectedId] = useState(properties[0]?.id ?? '');
  const selected = properties.find((p) => p.id === selectedId) ?? properties[0];
  const entry = useCashFlowEntry(properties, selected);

  if (!selected)
    return <p className="pro-card__lead">Agrega una propiedad para analizar su flujo de caja.</p>;
  const plan = projected(selected);
  const last12 = selected.actuals.slice(-12);

  return (
    <div className="pro-stack">
      <LosingFirst properties={properties} />

      <div className="pro-actions" role="group" aria-label="Propiedad a analizar">
        {properties.map((p) => (
          <button
            key={p.id}
            type="button"
            className={p.id === selected.id ? 'pick pick--on' : 'pick'}
            aria-pressed={p.id === selected.id}
            onClick={() => setSelectedId(p.id)}
          >
            {p.name}
          </button>
        ))}
      </div>

      <p className="pro-card__lead">
        {selected.name}: proyectado {formatMoney(plan.income)} de ingresos y{' '}
        {formatMoney(plan.expenses)} de gastos (PITIA + otros), flujo de{' '}
        {formatMoney(plan.cashFlow)} al mes.
      </p>

      {last12.length > 0 ? (
        <ChartSuspense>
          <CashFlowMonthsChart
            name={selected.name}
            points={last12.map((m) => ({
              month: m.month,
              actual: m.income - m.expenses,
              projected: plan.cashFlow,
            }))}
          />
        </ChartSuspense>
      ) : (
        <p className="fine-print">
          Aún no hay meses reales de esta propiedad: agrégalos o impórtalos.
        </p>
      )}

      {selected.actuals.length > 0 ? (
        <MonthsTable property={selected} projectedCashFlow={plan.cashFlow} />
      ) : null}

      <AddMonthForm entry={entry} />
      <div className="csv-import">
        <label htmlFor="cash-flow-csv" className="btn btn--ghost">
          Importar CSV
        </label>
        <input
          id="cash-flow-csv"
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          onChange={(e) => void entry.importCsv(e)}
        />
        <p className="fine-print">
          Columnas: mes, ingresos, gastos (y propiedad, con el nombre de cada una, para importar
          varias a la vez). Hasta {PORTFOLIO_LIMITS.cashFlowMonths} meses por propiedad.
        </p>
      </div>
      {entry.importProblem ? (
        <p className="pro-alert" role="alert">
          {entry.importProblem}
        </p>
      ) : null}
    </div>
  );
}

function LosingFirst({ properties }: { properties: PortfolioPropertyView[] }) {
  return (
    <section aria-labelledby="losing-title">
      <h3 id="losing-title" className="saved__subtitle">
        Primero, las que pierden dinero
      </h3>
      <ol className="rank-list">
        {losingFirst(properties).map(({ p, actual, flow }) => (
          <li key={p.id} className={flow < 0 ? 'rank rank--bad' : 'rank'}>
            <span>{p.name}</span>
            <strong className={flow < 0 ? 'negative' : 'positive'}>{formatMoney(flow)}/mes</strong>
            <small>
              {actual === null
                ? 'proyectado'
                : `real, promedio de ${countOf(p.actuals.length, 'mes', 'meses')}`}
            </small>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Each actual month, newest first, against the projected cash flow. */
function MonthsTable({
  property,
  projectedCashFlow,
}: {
  property: PortfolioPropertyView;
  projectedCashFlow: number;
}) {
  return (
    <ScrollTable label={`Meses de ${property.name}`}>
      <table className="pro-table">
        <thead>
          <tr>
            <th scope="col">Mes</th>
            <th scope="col">Ingresos</th>
            <th scope="col">Gastos</th>
            <th scope="col">Real</th>
            <th scope="col">vs. proyectado</th>
          </tr>
        </thead>
        <tbody>
          {[...property.actuals].reverse().map((m) => {
            const flow = m.income - m.expenses;
            const gap = flow - projectedCashFlow;
            return (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{formatMoney(m.income)}</td>
                <td>{formatMoney(m.expenses)}</td>
                <td className={flow < 0 ? 'negative' : undefined}>{formatMoney(flow)}</td>
                <td className={gap < 0 ? 'negative' : 'positive'}>{formatMoney(gap)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function AddMonthForm({ entry }: { entry: ReturnType<typeof useCashFlowEntry> }) {
  const { draft, setDraft } = entry;
  return (
    <form
      className="pro-fields pro-fields--three"
      aria-label="Agregar un mes"
      onSubmit={(event) => {
        event.preventDefault();
        entry.addMonth();
      }}
    >
      <TextField
        label="Mes (AAAA-MM)"
        placeholder="2026-03"
        value={draft.month}
        onChange={(e) => setDraft({ ...draft, month: e.target.value })}
      />
      <TextField
        label="Ingresos ($)"
        inputMode="decimal"
        value={draft.income}
        onChange={(e) => setDraft({ ...draft, income: e.target.value })}
      />
      <TextField
        label="Gastos ($)"
        inputMode="decimal"
        value={draft.expenses}
        onChange={(e) => setDraft({ ...draft, expenses: e.target.value })}
      />
      <Button type="submit" className="pro-btn pro-btn--primary" isLoading={entry.saving}>
        Agregar mes
      </Button>
    </form>
  );
}
