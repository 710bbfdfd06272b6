import { Tabs } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { hasCriteria, type DealCriteria } from '@shared/elite/deals';
import type { EliteDeal } from '@shared/api/elite';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useDeals } from '@/features/elite/api/get-deals';
import { DealAlerts } from '@/features/elite/components/deal-alerts';
import { DealCard } from '@/features/elite/components/deal-card';
import { DealDialog } from '@/features/elite/components/deal-dialog';
import { DealsFilter } from '@/features/elite/components/deals-filter';
import { EliteIcon } from '@/features/elite/components/elite-icons';
import { ExamplesNotice } from '@/features/elite/components/examples-notice';
import { BandFigure, EliteLayout } from '@/features/elite/components/elite-layout';
import { LaunchCard } from '@/features/elite/components/launch-card';
import { formatPercent } from '@/lib/format-figures';
import '@aws-amplify/ui-react/styles/tabs.css';
import '@/features/elite/components/elite.css';
import '@/features/elite/components/elite-deals.css';

/**
 * /elite-deals (spec 02 "Elite sub-pages"): the filter bar (filters on the server; clear resets;
 * alerts are saved and emailed), current exclusive deals and upcoming launches, each with its
 * detail and interest buttons.
 */
export default function EliteDealsPage() {
  useDocumentTitle('Deals Exclusivos VIP — Inversor Listo');
  const [criteria, setCriteria] = useState<DealCriteria>({});
  const [open, setOpen] = useState<EliteDeal | null>(null);
  const deals = useDeals(criteria);
  const data = deals.data;
  const filtered = hasCriteria(criteria);
  const interests = new Set(data?.interests ?? []);

  return (
    <EliteLayout
      eyebrow="Deals Exclusivos VIP"
      title="Oportunidades antes que el mercado"
      lead={
        <p>
          Propiedades que nuestros socios presentan primero a los miembros Elite, con sus cifras
          clave. Filtra, revisa el detalle y dinos cuáles te interesan.
        </p>
      }
      // Drawn while the deals load too ('—'), so the band keeps its height when they answer.
      aside={
        <>
          <BandFigure value={data?.totalActive ?? '—'} label="deals activos" />
          <BandFigure
            value={
              data?.averageCapRate === null || data === undefined
                ? '—'
                : formatPercent(data.averageCapRate, 1)
            }
            label="cap rate promedio"
          />
        </>
      }
    >
      <div className="elite-stack">
        <DealsFilter applied={criteria} onApply={setCriteria} />
        <DealAlerts />
      </div>
      {deals.isPending ? (
        <Spinner label="Cargando deals exclusivos..." />
      ) : deals.isError && !data ? (
        <p className="elite-alert" role="alert">
          {errorMessage(deals.error, 'No pudimos cargar los deals. Recarga la página.')}
        </p>
      ) : data ? (
        <>
          {data.deals.some((d) => d.example) || data.launches.some((l) => l.example) ? (
            <ExamplesNotice>
              Los deals y lanzamientos marcados «Ejemplo» muestran cómo se verá esta sección: no son
              propiedades en venta ni ofertas de nuestros socios.
            </ExamplesNotice>
          ) : null}
          <DealTabs
            data={data}
            fetching={deals.isFetching}
            refused={deals.isError ? deals.error : null}
            filtered={filtered}
            interests={interests}
            onClear={() => setCriteria({})}
            onDetails={setOpen}
          />
        </>
      ) : null}
      <DealDialog
        deal={open}
        interested={open ? interests.has(open.id) : false}
        onClose={() => setOpen(null)}
      />
    </EliteLayout>
  );
}

function Empty({
  title,
  text,
  filtered,
  onClear,
}: {
  title: string;
  text: string;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <div className="elite-empty">
      <span className="elite-empty__icon">
        <EliteIcon name="diamond" />
      </span>
      <h3 className="elite-empty__title">{title}</h3>
      <p>{text}</p>
      {filtered ? (
        <button
          type="button"
          className="elite-link-button elite-link-button--plain"
          onClick={onClear}
        >
          Ver todos los deals
        </button>
      ) : null}
    </div>
  );
}

type DealTabsProps = {
  data: NonNullable<ReturnType<typeof useDeals>['data']>;
  fetching: boolean;
  /** A refetch with new filters failed: the previous list stays, with this error above it. */
  refused: unknown;
  filtered: boolean;
  interests: ReadonlySet<string>;
  onClear: () => void;
  onDetails: (deal: EliteDeal) => void;
};

/** The two tabs: current exclusive deals and upcoming launches, each with its empty state. */
function DealTabs(props: DealTabsProps) {
  const { data } = props;
  return (
    <Tabs.Container defaultValue="deals" className="elite-tabs">
      <Tabs.List aria-label="Deals">
        <Tabs.Item value="deals">Deals exclusivos ({data.deals.length})</Tabs.Item>
        <Tabs.Item value="launches">Lanzamientos ({data.launches.length})</Tabs.Item>
      </Tabs.List>
      <Tabs.Panel value="deals">
        <DealsPanel {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="launches">
        <LaunchesPanel {...props} />
      </Tabs.Panel>
    </Tabs.Container>
  );
}

function DealsPanel({
  data,
  fetching,
  refused,
  filtered,
  interests,
  onClear,
  onDetails,
}: DealTabsProps) {
  return (
    <>
      <h2 className="visually-hidden">Deals exclusivos actuales</h2>
      {refused ? (
        <p className="elite-alert" role="alert">
          {errorMessage(refused, 'No pudimos aplicar los filtros.')}
        </p>
      ) : null}
      {data.deals.length === 0 ? (
        <Empty
          filtered={filtered}
          onClear={onClear}
          title={
            filtered
              ? 'Ningún deal coincide con tus filtros'
              : 'No hay deals activos en este momento'
          }
          text={
            filtered
              ? 'Prueba con otros criterios, o crea una alerta y te escribiremos cuando llegue uno.'
              : 'Publicamos nuevos deals cada semana. Crea una alerta y te escribiremos en cuanto llegue uno.'
          }
        />
      ) : (
        <ul className="elite-deals" aria-label="Deals exclusivos" aria-busy={fetching}>
          {data.deals.map((deal) => (
            <DealCard
              key={deal.id}
              deal={deal}
              interested={interests.has(deal.id)}
              onDetails={onDetails}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function LaunchesPanel({ data, filtered, interests, onClear }: DealTabsProps) {
  return (
    <>
      <h2 className="visually-hidden">Próximos lanzamientos</h2>
      {data.launches.length === 0 ? (
        <Empty
          filtered={filtered}
          onClear={onClear}
          title={
            filtered
              ? 'Ningún lanzamiento coincide con tus filtros'
              : 'No hay lanzamientos anunciados'
          }
          text="Cuando anunciemos un lanzamiento lo verás aquí y podrás pedir que te avisemos."
        />
      ) : (
        <ul className="elite-deals" aria-label="Próximos lanzamientos">
          {data.launches.map((launch) => (
            <LaunchCard key={launch.id} launch={launch} following={interests.has(launch.id)} />
          ))}
        </ul>
      )}
    </>
  );
}
