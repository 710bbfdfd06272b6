import { useMemo } from 'react';
import { CHECKLIST_ITEMS, isRequiredChecklistItem } from '@shared/content/checklist';
import { progressOf } from '@shared/content/progress';
import { ToolLayout } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { ChecklistBoard } from '@/features/progress/components/checklist-board';
import { LoadErrorNotice } from '@/features/progress/components/load-error-notice';
import { ProgressSummary } from '@/features/progress/components/progress-summary';
import { useToolProgress } from '@/features/progress/use-tool-progress';
import '@/features/progress/components/progress-tools.css';

const REQUIRED_ITEMS = CHECKLIST_ITEMS.filter(isRequiredChecklistItem);

/** /lista-verificacion: 23 items in 5 categories (4 + 6 + 5 + 4 + 4), progress over all and required. */
export default function ListaVerificacionPage() {
  useDocumentTitle('Lista de Verificación de Inversión — Inversor Listo');
  const state = useToolProgress('checklist');
  const overall = useMemo(() => progressOf(CHECKLIST_ITEMS, state.completed), [state.completed]);
  const required = useMemo(() => progressOf(REQUIRED_ITEMS, state.completed), [state.completed]);

  return (
    <ToolLayout
      eyebrow="Herramienta gratuita"
      title="Lista de Verificación de Inversión"
      lead={
        <p>
          Los {CHECKLIST_ITEMS.length} pasos que revisa un inversionista antes de comprar una
          propiedad de renta y pedir un préstamo DSCR o hard money. Marca cada uno al completarlo.
        </p>
      }
      aside={
        <ProgressSummary
          overall={overall}
          required={required}
          requiredName="Prioridad alta (requeridos)"
          state={state}
        />
      }
    >
      <LoadErrorNotice state={state} />
      <ChecklistBoard state={state} />
    </ToolLayout>
  );
}
