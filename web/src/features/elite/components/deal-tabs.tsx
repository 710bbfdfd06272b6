import { Tabs } from '@aws-amplify/ui-react';
import type { EliteDeal } from '@shared/api/elite';
import { errorMessage } from '@/lib/api-client';
import type { useDeals } from '../api/get-deals';
import { DealCard } from './deal-card';
import { EliteIcon } from './elite-icons';
import { LaunchCard } from './launch-card';
import '@aws-amplify/ui-react/styles/tabs.css';

/** No deals (or launches): why, and with filters on, the way back to all of them. */
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

export type DealTabsProps = {
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
export function DealTabs(props: DealTabsProps) {
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
