import { useDocumentTitle } from '@/components/use-document-title';
import { DealFinder } from '@/features/deal-finder/components/deal-finder';
import { ProLayout } from '@/features/pro/components/pro-layout';
import '@/features/deal-finder/components/deals.css';

/** /finder-deals: the deal finder in the Pro frame; results best first, every search saved. */
export default function FinderDealsPage() {
  useDocumentTitle('Buscador de Deals — Inversor Listo');
  return (
    <ProLayout
      title="Buscador de Deals"
      lead={
        <p>
          Filtra y califica propiedades por cash-on-cash, cap rate y DSCR con 25 % de pago inicial,
          y abre las mejores en la calculadora ROI.
        </p>
      }
    >
      <DealFinder />
    </ProLayout>
  );
}
