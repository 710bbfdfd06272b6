import { formatWhole } from '../../lib/format-figures';
import { EvaluatorFormPanel } from '../../features/evaluator/components/evaluator-form';
import { EvaluatorResults } from '../../features/evaluator/components/evaluator-results';
import { DEFAULT_EVALUATOR_FORM, evaluate } from '../../features/evaluator/model';
import { useOpenedAnalysis } from '../../features/pro/api/use-opened-analysis';
import { AnalysisToolPage } from '../../features/pro/components/analysis-tool-page';

/** /evaluador-propiedades (spec 02 §2, §5, §9): evaluated live; opens ?analysis=<id>. */
export default function EvaluadorPropiedadesPage() {
  const opened = useOpenedAnalysis('evaluator');
  return (
    <AnalysisToolPage
      opened={opened}
      title="Evaluador de Propiedades"
      lead={
        <p>
          Valor estimado por tipo, tamaño y condición, su proyección a 5 años, la renta que sugiere
          y la antigüedad de la propiedad.
        </p>
      }
      loadingLabel="Abriendo tu evaluación..."
      newForm={DEFAULT_EVALUATOR_FORM}
    >
      {(form, setForm) => {
        const evaluation = evaluate(form);
        return {
          panel: <EvaluatorFormPanel form={form} onChange={setForm} />,
          results: <EvaluatorResults form={form} evaluation={evaluation} />,
          suggestedName:
            form.address.trim() || `Propiedad de ${formatWhole(evaluation.squareFeet)} pies²`,
        };
      }}
    </AnalysisToolPage>
  );
}
