import { useMemo } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_ITEMS } from '@shared/content/documents';
import { progressOf } from '@shared/content/progress';
import { planAllows } from '@shared/plans';
import { ToolLayout } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { DocumentGuide } from '@/features/progress/components/document-guide';
import { LoadErrorNotice } from '@/features/progress/components/load-error-notice';
import { ProgressSummary } from '@/features/progress/components/progress-summary';
import { useToolProgress } from '@/features/progress/use-tool-progress';
import { useUser } from '@/lib/session';
import { itemsWithFiles, useVault } from '@/features/vault/api/get-vault';
import '@/features/progress/components/progress-tools.css';

const REQUIRED_DOCUMENTS = DOCUMENT_ITEMS.filter((item) => item.required);

/** /guia-documentos: four tabs, 20 documents, progress with its labels (docs/product.md). */
export default function GuiaDocumentosPage() {
  useDocumentTitle('Guía de Preparación de Documentos — Inversor Listo');
  const ticks = useToolProgress('documents');
  const { user } = useUser();
  const hasVault =
    user !== null && planAllows(user.subscriptionPlan, user.subscriptionStatus, 'pro');
  const vault = useVault(hasVault);
  // Pro and Elite: an item with a file in the vault counts as done, ticked or not.
  const stored = useMemo(() => itemsWithFiles(vault.data), [vault.data]);
  const state = useMemo(
    () => ({ ...ticks, completed: new Set([...ticks.completed, ...stored]) }),
    [ticks, stored],
  );
  const overall = useMemo(() => progressOf(DOCUMENT_ITEMS, state.completed), [state.completed]);
  const required = useMemo(
    () => progressOf(REQUIRED_DOCUMENTS, state.completed),
    [state.completed],
  );

  return (
    <ToolLayout
      eyebrow="Herramienta gratuita"
      title="Guía de Preparación de Documentos"
      lead={
        <p>
          Los {DOCUMENT_ITEMS.length} documentos que piden los prestamistas DSCR y hard money,
          cuándo los necesitas y cómo prepararlos. Marca cada uno cuando lo tengas listo.
          {hasVault ? (
            <>
              {' '}
              Guarda los archivos en tu <Link to="/boveda-documentos">Bóveda de Documentos</Link>:
              cada documento con su archivo cuenta como listo.
            </>
          ) : null}
        </p>
      }
      aside={
        <ProgressSummary
          overall={overall}
          required={required}
          requiredName="Documentos requeridos"
          state={state}
        />
      }
    >
      <LoadErrorNotice state={state} />
      <DocumentGuide state={state} stored={stored} />
    </ToolLayout>
  );
}
