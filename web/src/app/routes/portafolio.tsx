import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEAL_FILES_PATH } from '@shared/api/deal-file-texts';
import type { PortfolioPropertyView, PortfolioResponse } from '@shared/api/portfolio';
import { RESERVE_FACTORS } from '@shared/finance/portfolio';
import { formatMoney, formatNumber, countOf } from '@shared/format';
import { planAllows } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { formatRatio } from '@/lib/format-figures';
import { useUser } from '@/lib/session';
import {
  useDeleteProperty,
  usePortfolio,
  useSaveProperty,
} from '@/features/portfolio/api/portfolio';
import { BalanceSheetForm } from '@/features/portfolio/components/balance-sheet-form';
import { CashFlowAnalyzer } from '@/features/portfolio/components/cash-flow-analyzer';
import { PortfolioReportCard } from '@/features/portfolio/components/portfolio-report-card';
import { EMPTY_PROPERTY, PropertyForm } from '@/features/portfolio/components/property-form';
import {
  StrategiesPanel,
  strategyOptions,
  type StrategyRates,
} from '@/features/portfolio/components/strategies-panel';
import { ProLayout } from '@/features/pro/components/pro-layout';
import '@/features/deal-files/components/deal-files.css';
import '@/features/portfolio/components/portfolio.css';
import '@aws-amplify/ui-react/styles/button.css';

/**
 * /portafolio (issue 13): the properties the member owns with their totals, the net-worth
 * evaluator (balance sheet, lender reserves), equity and refinance strategies, the cash-flow
 * analyzer, and for Elite the personalised portfolio report.
 */
export default function PortafolioPage() {
  useDocumentTitle('Mi Portafolio — Inversor Listo');
  const portfolio = usePortfolio();
  const { user } = useUser();
  const isElite = user
    ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite')
    : false;
  const [rates, setRates] = useState<StrategyRates>({
    refiRate: '',
    helocRate: '',
    refiClosingCostsPct: '',
  });

  return (
    <ProLayout
      title="Mi Portafolio"
      eyebrow="Portafolio Pro"
      lead={
        <p>
          Las propiedades que ya tienes: su flujo, tu patrimonio neto, cuánto efectivo podrías sacar
          y qué estrategia conviene en cada una.
        </p>
      }
    >
      {portfolio.isLoading ? (
        <Spinner label="Cargando tu portafolio..." />
      ) : portfolio.isError || !portfolio.data ? (
        <p className="pro-alert" role="alert">
          {errorMessage(portfolio.error, 'No se pudo cargar tu portafolio.')}
        </p>
      ) : (
        <PortfolioBody data={portfolio.data} isElite={isElite} rates={rates} onRates={setRates} />
      )}
    </ProLayout>
  );
}

function PortfolioBody({
  data,
  isElite,
  rates,
  onRates,
}: {
  data: PortfolioResponse;
  isElite: boolean;
  rates: StrategyRates;
  onRates: (rates: StrategyRates) => void;
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
          <StrategiesPanel portfolio={data} rates={rates} onRates={onRates} />
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

      <section className="pro-card" id="reporte" aria-labelledby="pf-report-title">
        <h2 id="pf-report-title" className="pro-card__title">
          Reporte personalizado de portafolio <span className="band band--warn">ELITE</span>
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
          label="Efectivo a 75 % LTV"
          value={formatMoney(t.cashOut75)}
          note="refinanciando todo"
          testId="pf-cash-out"
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
        Liquidez para el prestamista: efectivo al {RESERVE_FACTORS.cash * 100} %, retiro al{' '}
        {RESERVE_FACTORS.retirement * 100} % e inversiones al {RESERVE_FACTORS.brokerage * 100} % ={' '}
        {formatMoney(w.reserves)}
        {w.reserveMonths === null
          ? '.'
          : `, ${formatNumber(Math.round(w.reserveMonths * 10) / 10)} meses del PITIA de tu portafolio (${formatMoney(t.pitia)} al mes). Muchos prestamistas DSCR piden de 6 a 12 meses.`}
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
        <dt>Pago (capital e interés)</dt>
        <dd>{formatMoney(p.payment)}</dd>
        <dt>PITIA</dt>
        <dd>{formatMoney(p.pitia)}</dd>
        <dt>Flujo mensual</dt>
        <dd className={p.cashFlow < 0 ? 'negative' : 'positive'}>{formatMoney(p.cashFlow)}</dd>
        <dt>Patrimonio</dt>
        <dd>{formatMoney(p.equity)}</dd>
        <dt>Efectivo a 75 % LTV</dt>
        <dd>{formatMoney(p.cashOut75)}</dd>
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
