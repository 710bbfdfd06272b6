import { useDocumentTitle } from '@/components/use-document-title';
import { ProLayout } from '@/features/pro/components/pro-layout';
import { VaultPage } from '@/features/vault/components/vault-page';
// The guide's tabs, chips and panel, shared with /guia-documentos.
import '@/features/progress/components/progress-tools.css';

/**
 * /boveda-documentos (Pro and Elite): the member's loan file. The document guide's 20 items with
 * their files (uploaded straight to private storage, checked by the server), freshness, expert
 * review for Elite, and the lender package.
 */
export default function BovedaDocumentosPage() {
  useDocumentTitle('Bóveda de Documentos — Inversor Listo');
  return (
    <ProLayout
      eyebrow="Tu expediente"
      title="Bóveda de Documentos"
      lead={
        <p>
          Guarda aquí los documentos que te pedirá el prestamista, organizados según la guía. Te
          avisamos antes de que venzan los que deben ser recientes.
        </p>
      }
    >
      <VaultPage />
    </ProLayout>
  );
}
