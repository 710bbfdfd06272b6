import { Button } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DEAL_FILES_PATH } from '@shared/api/deal-file-texts';
import type { PortfolioPropertyView, PortfolioResponse } from '@shared/api/portfolio';
import { RESERVE_FACTORS } from '@shared/finance/portfolio';
import type { LenderProgram } from '@shared/lenders/program';
import { countOf, formatMoney, formatNumber } from '@shared/format';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatPercent, formatRatio } from '@/lib/format-figures';
import { useDeleteProperty } from '../api/delete-property';
import { useSaveProperty } from '../api/save-property';
import { BalanceSheetForm } from './balance-sheet-form';
import { CashFlowAnalyzer } from './cash-flow-analyzer';
import { PortfolioReportCard } from './portfolio-report-card';
import { EMPTY_PROPERTY, PropertyForm } from './property-form';
import { StrategiesPanel, strategyOptions, type StrategyRates } from './strategies-panel';
import '@aws-amplify/ui-react/styles/button.css';

/**
 * The portfolio page's sections: the summary, the properties with their figures (the same cash
 * flow, DSCR and cash-on-cash as the deal file each came from), net worth, the strategies sized by
 * the member's lender programs, the cash-flow analyzer and the Elite report.
 */
export function PortfolioBody({
  data,
  programs,
  isElite,
  rates,
  onRates,
  analysis,
}: {
  data: PortfolioResponse;
  /** The lender programs the member can see; undefined while they load. */
  programs: readonly LenderProgram[] | undefined;
  isElite: boolean;
  rates: StrategyRates;
  onRates: (rates: StrategyRates) => void;
  /** The Elite analysis a consultant writes (features/portfolio-analysis), placed by the page. */
  analysis: ReactNode;
}) {
  const hasProperties = data.properties.length > 0;
  return (
    <div className="pro-stack">
      <SummaryCard data={data} />

      <section className="pro-card" aria-labelledby="pf-properties-title">
        <h2 id="pf-properties-title" className="pro-card__title">
          Tus propiedades
        </h2>
        <p className="pro-card__lead">
          Agrégalas aquí o muévelas desde <Link to={DEAL_FILES_PATH}>Mis Propiedades</Link> cuando
          compres un deal.
        </p>
        <Properties properties={data.properties} />
      </section>
      <WorthCard data={data} />

      <section className="pro-card" id="estrategias" aria-labelledby="pf-strategies-title">
        <h2 id="pf-strategies-title" className="pro-card__title">
          Estrategias de patrimonio y refinanciamiento
        </h2>
        {hasProperties ? (
          <StrategiesPanel portfolio={data} programs={programs} rates={rates} onRates={onRates} />
        ) : (
          <p className="pro-card__lead">Agrega una propiedad para ver sus estrategias.</p>
        )}
      </section>

      <section className="pro-card" id="flujo" aria-labelledby="pf-cash-title">
        <h2 id="pf-cash-title" className="pro-card__title">
          Analizador de flujo de caja
        </h2>
        <CashFlowAnalyzer properties={data.properties} />
      </section>

      {analysis}

      <section className="pro-card" id="reporte" aria-labelledby="pf-report-title">
        <h2 id="pf-report-title" className="pro-card__title">
          Reporte automático de portafolio (PDF) <span className="band band--warn">ELITE</span>
        </h2>
        <PortfolioReportCard
          isElite={isElite}
          options={strategyOptions(rates)}
          hasProperties={hasProperties}
        />
      </section>
    </div>
  );
}

/** The portfolio's headline figures: net worth, cash flow, DSCR, cash-out, value, debt. */
function SummaryCard({ data }: { data: PortfolioResponse }) {
  const t = data.totals;
  const w = data.worth;
  return (
    <section className="pro-card" aria-labelledby="pf-summary-title">
      <h2 id="pf-summary-title" className="pro-card__title">
        Resumen
      </h2>
      <div className="metric-grid metric-grid--four">
        <Metric
          label="Patrimonio neto"
          value={formatMoney(data.netWorth)}
          note="patrimonio + activos − deudas"
          testId="pf-net-worth"
          tone={data.netWorth < 0 ? 'bad' : 'good'}
        />
        <Metric
          label="Flujo mensual"
          value={formatMoney(t.monthlyCashFlow)}
          note={countOf(data.properties.length, 'propiedad', 'propiedades')}
          testId="pf-cash-flow"
          tone={t.monthlyCashFlow < 0 ? 'bad' : 'good'}
        />
        <Metric
          label="DSCR del portafolio"
          value={formatRatio(t.dscr)}
          note="renta total ÷ PITIA total"
          testId="pf-dscr"
        />
        <Metric
          label="Valor"
          value={formatMoney(t.value)}
          note="de tus propiedades"
          testId="pf-value"
        />
        <Metric
          label="Deuda"
          value={formatMoney(t.debt)}
          note="saldos hipotecarios"
          testId="pf-debt"
        />
        <Metric
          label="Patrimonio en propiedades"
          value={formatMoney(t.equity)}
          note="valor − deuda"
          testId="pf-equity"
        />
        <Metric
          label="Reservas"
          value={
            w.reserveMonths === null
              ? '—'
              : `${formatNumber(Math.round(w.reserveMonths * 10) / 10)} meses`
          }
          note="de PITIA, para el prestamista"
          testId="pf-reserves"
        />
      </div>
    </section>
  );
}

/** Net worth and the lender's liquidity, with the balance sheet that feeds them. */
function WorthCard({ data }: { data: PortfolioResponse }) {
  const t = data.totals;
  const w = data.worth;
  return (
    <section className="pro-card" id="patrimonio" aria-labelledby="pf-worth-title">
      <h2 id="pf-worth-title" className="pro-card__title">
        Evaluador de patrimonio neto
      </h2>
      <p className="pro-card__lead">
        Patrimonio neto = patrimonio en propiedades ({formatMoney(t.equity)}) + otros activos (
        {formatMoney(w.otherAssets)}) − otras deudas ({formatMoney(w.otherDebts)}) ={' '}
        <strong>{formatMoney(data.netWorth)}</strong>.
      </p>
      <p className="fine-print">
        Liquidez para el prestamista: efectivo al {formatNumber(RESERVE_FACTORS.cash * 100)} %,
        retiro al {formatNumber(RESERVE_FACTORS.retirement * 100)} % e inversiones al{' '}
        {formatNumber(RESERVE_FACTORS.brokerage * 100)} % = {formatMoney(w.reserves)}
        {w.reserveMonths === null
          ? '.'
          : `, ${formatNumber(Math.round(w.reserveMonths * 10) / 10)} meses del PITIA de tu portafolio (${formatMoney(t.pitia)} al mes). Cada programa fija los meses que pide: ¿Califico? los compara.`}
      </p>
      <BalanceSheetForm key={JSON.stringify(data.balanceSheet)} sheet={data.balanceSheet} />
    </section>
  );
}

function Metric(props: {
  label: string;
  value: string;
  note: string;
  testId: string;
  tone?: 'good' | 'bad';
}) {
  return (
    <div className={`metric${props.tone ? ` metric--${props.tone}` : ''}`}>
      <span className="metric__label">{props.label}</span>
      <span className="metric__value" data-testid={props.testId}>
        {props.value}
      </span>
      <span className="metric__note">{props.note}</span>
    </div>
  );
}
/** A toast for a failed portfolio change, titled by what failed. */
const fail = (title: string) => (error: unknown) =>
  toast({
    title,
    description: errorMessage(error, 'Inténtalo de nuevo.'),
    variant: 'destructive',
  });

function Properties({ properties }: { properties: PortfolioPropertyView[] }) {
  const save = useSaveProperty();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(properties.length === 0);

  return (
    <div className="pro-stack">
      {properties.length > 0 ? (
        <ul className="deal-list" aria-label="Propiedades del portafolio">
          {properties.map((p) =>
            editing === p.id ? (
              <li key={p.id} className="deal-list__wide">
                <PropertyForm
                  initial={p}
                  title={`Editar ${p.name}`}
                  submitLabel="Guardar cambios"
                  submitting={save.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(inputs) =>
                    save.mutate(
                      { id: p.id, inputs },
                      { onSuccess: () => setEditing(null), onError: fail('No se pudo guardar') },
                    )
                  }
                />
              </li>
            ) : (
              <PropertyItem key={p.id} property={p} onEdit={() => setEditing(p.id)} />
            ),
          )}
        </ul>
      ) : null}
      {adding ? (
        <PropertyForm
          key={properties.length}
          initial={EMPTY_PROPERTY}
          title="Agregar propiedad"
          submitLabel="Agregar al portafolio"
          submitting={save.isPending}
          onCancel={properties.length > 0 ? () => setAdding(false) : undefined}
          onSubmit={(inputs) =>
            save.mutate(
              { inputs },
              {
                onSuccess: () => {
                  toast({
                    title: 'Propiedad agregada',
                    description: inputs.name,
                    variant: 'success',
                  });
                  setAdding(false);
                },
                onError: fail('No se pudo agregar la propiedad'),
              },
            )
          }
        />
      ) : (
        <div className="pro-actions">
          <Button className="pro-btn pro-btn--primary" onClick={() => setAdding(true)}>
            Agregar propiedad
          </Button>
        </div>
      )}
    </div>
  );
}

/** One property's figures, with edit and delete. */
function PropertyItem({
  property: p,
  onEdit,
}: {
  property: PortfolioPropertyView;
  onEdit: () => void;
}) {
  const remove = useDeleteProperty();
  return (
    <li key={p.id} className="deal-item" aria-label={p.name}>
      <h3>{p.name}</h3>
      <dl>
        <dt>Valor</dt>
        <dd>{formatMoney(p.currentValue)}</dd>
        <dt>Saldo</dt>
        <dd>{formatMoney(p.loanBalance)}</dd>
        <dt>Pago {(p.interestOnlyMonths ?? 0) > 0 ? '(solo intereses)' : '(capital e interés)'}</dt>
        <dd>{formatMoney(p.payment)}</dd>
        <dt>PITIA</dt>
        <dd>{formatMoney(p.pitia)}</dd>
        <dt>Flujo mensual</dt>
        <dd
          className={p.cashFlow < 0 ? 'negative' : 'positive'}
          data-testid="pf-property-cash-flow"
        >
          {formatMoney(p.cashFlow)}
        </dd>
        <dt>DSCR (renta ÷ PITIA)</dt>
        <dd data-testid="pf-property-dscr">{formatRatio(p.dscr)}</dd>
        <dt>Cash-on-cash</dt>
        <dd data-testid="pf-property-cash-on-cash">
          {p.cashInvested === undefined ? 'Sin efectivo invertido' : formatPercent(p.cashOnCash)}
        </dd>
        <dt>Patrimonio</dt>
        <dd>{formatMoney(p.equity)}</dd>
      </dl>
      <div className="pro-actions">
        <Button
          size="small"
          className="pro-btn pro-btn--ghost"
          onClick={onEdit}
          aria-label={`Editar ${p.name}`}
        >
          Editar
        </Button>
        <Button
          size="small"
          className="pro-btn pro-btn--danger"
          aria-label={`Eliminar ${p.name}`}
          onClick={() =>
            remove.mutate(p.id, {
              onSuccess: () =>
                toast({
                  title: 'Propiedad eliminada del portafolio',
                  description: p.name,
                }),
              onError: fail('No se pudo eliminar'),
            })
          }
        >
          Eliminar
        </Button>
      </div>
    </li>
  );
}
