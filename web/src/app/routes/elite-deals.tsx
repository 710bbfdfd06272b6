import { useState } from 'react';
import { hasCriteria, type DealCriteria } from '@shared/elite/offers';
import type { EliteDeal } from '@shared/api/elite';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useDeals } from '@/features/elite/api/get-deals';
import { DealAlerts } from '@/features/elite/components/deal-alerts';
import { DealDialog } from '@/features/elite/components/deal-dialog';
import { DealsFilter } from '@/features/elite/components/deals-filter';
import { ExamplesNotice } from '@/features/elite/components/examples-notice';
import { BandFigure, EliteLayout } from '@/features/elite/components/elite-layout';
import { DealTabs } from '@/features/elite/components/deal-tabs';
import { formatPercent } from '@/lib/format-figures';
import '@/features/elite/components/elite.css';
import '@/features/elite/components/elite-deals.css';

/**
 * /elite-deals: the filter bar (filters on the server; clear resets;
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
