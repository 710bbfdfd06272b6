import { useState } from 'react';
import type { EvaluatorForm, SavedAnalysis } from '../../../../shared/api/pro';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { errorMessage } from '../../lib/api-client';
import { formatWhole } from '../../lib/format-figures';
import { EvaluatorFormPanel } from '../../features/evaluator/components/evaluator-form';
import { EvaluatorResults } from '../../features/evaluator/components/evaluator-results';
import { DEFAULT_EVALUATOR_FORM, evaluate } from '../../features/evaluator/model';
import { useOpenedAnalysis } from '../../features/pro/api/use-opened-analysis';
import { ProLayout } from '../../features/pro/components/pro-layout';
import { SavedAnalyses } from '../../features/pro/components/saved-analyses';

/** /evaluador-propiedades (spec 02 §2, §5, §9): evaluated live; opens ?analysis=<id>. */
export default function EvaluadorPropiedadesPage() {
  useDocumentTitle('Evaluador de Propiedades — Inversor Listo');
  const opened = useOpenedAnalysis('evaluator');
  return (
    <ProLayout
      title="Evaluador de Propiedades"
      lead={
        <p>
          Valor estimado por tipo, tamaño y condición, su proyección a 5 años, la renta que sugiere
          y la antigüedad de la propiedad.
        </p>
      }
    >
      {opened.isLoading ? (
        <Spinner label="Abriendo tu evaluación..." />
      ) : (
        <>
          {opened.failed ? (
            <p className="pro-alert" role="alert">
              {errorMessage(
                opened.error,
                'No encontramos ese análisis. Puede que lo hayas eliminado.',
              )}
            </p>
          ) : null}
          <EvaluatorWorkspace
            key={opened.analysis?.id ?? 'nuevo'}
            initial={opened.analysis?.inputs ?? DEFAULT_EVALUATOR_FORM}
            current={opened.analysis}
            onSaved={(saved) => opened.open(saved.id)}
            onOpen={opened.open}
            onClosed={opened.close}
          />
        </>
      )}
    </ProLayout>
  );
}

interface EvaluatorWorkspaceProps {
  initial: EvaluatorForm;
  current: SavedAnalysis<'evaluator'> | null;
  onSaved: (saved: SavedAnalysis<'evaluator'>) => void;
  onOpen: (id: string) => void;
  onClosed: () => void;
}

function EvaluatorWorkspace({
  initial,
  current,
  onSaved,
  onOpen,
  onClosed,
}: EvaluatorWorkspaceProps) {
  const [form, setForm] = useState(initial);
  const evaluation = evaluate(form);
  const suggestedName =
    form.address.trim() || `Propiedad de ${formatWhole(evaluation.squareFeet)} pies²`;
  return (
    <div className="pro-grid pro-grid--tool">
      <div className="pro-grid__form">
        <EvaluatorFormPanel form={form} onChange={setForm} />
      </div>
      <div className="pro-grid__saved">
        <SavedAnalyses
          tool="evaluator"
          inputs={form}
          suggestedName={suggestedName}
          current={current}
          onSaved={onSaved}
          onOpen={onOpen}
          onClosed={onClosed}
        />
      </div>
      <div className="pro-grid__results">
        <EvaluatorResults form={form} evaluation={evaluation} />
      </div>
    </div>
  );
}
