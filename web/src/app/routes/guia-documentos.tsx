import { useMemo } from 'react';
import { DOCUMENT_ITEMS } from '../../../../shared/content/documents';
import { progressOf } from '../../../../shared/content/progress';
import { ToolLayout } from '../../components/tool-layout';
import { useDocumentTitle } from '../../components/use-document-title';
import { DocumentGuide } from '../../features/progress/components/document-guide';
import { LoadErrorNotice } from '../../features/progress/components/load-error-notice';
import { ProgressSummary } from '../../features/progress/components/progress-summary';
import { useToolProgress } from '../../features/progress/use-tool-progress';
import '../../features/progress/components/progress-tools.css';

const REQUIRED_DOCUMENTS = DOCUMENT_ITEMS.filter((item) => item.required);

/** /guia-documentos (spec 02 §2-4): four tabs, 20 documents, progress with the spec's labels. */
export default function GuiaDocumentosPage() {
  useDocumentTitle('Guía de Preparación de Documentos — Inversor Listo');
  const state = useToolProgress('documents');
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
      <DocumentGuide state={state} />
    </ToolLayout>
  );
}
