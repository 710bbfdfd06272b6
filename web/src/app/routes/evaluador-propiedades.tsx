import { formatWhole } from '@/lib/format-figures';
import { errorMessage } from '@/lib/api-client';
import { useOpenedDealFile } from '@/features/deal-files/api/deal-files';
import { DealFileBar } from '@/features/deal-files/components/deal-file-bar';
import { evaluatorFormFromFile, fileFromEvaluatorForm } from '@/features/deal-files/tool-forms';
import { EvaluatorFormPanel } from '@/features/evaluator/components/evaluator-form';
import { EvaluatorResults } from '@/features/evaluator/components/evaluator-results';
import { DEFAULT_EVALUATOR_FORM, evaluate } from '@/features/evaluator/model';
import { useOpenedAnalysis } from '@/features/pro/api/use-opened-analysis';
import { AnalysisToolPage } from '@/features/pro/components/analysis-tool-page';

/**
 * /evaluador-propiedades (spec 02 §2, §5, §9; issue 13 §3): HUD rent and Zillow value for the ZIP
 * beside the generic estimate, evaluated live; opens ?analysis=<id> or a deal file (?expediente=).
 */
export default function EvaluadorPropiedadesPage() {
  const opened = useOpenedAnalysis('evaluator');
  const deal = useOpenedDealFile();
  const file = deal.file;
  // Analyses saved before the ZIP field have none.
  const analysis = opened.analysis
    ? { ...opened.analysis, inputs: { ...DEFAULT_EVALUATOR_FORM, ...opened.analysis.inputs } }
    : null;
  return (
    <AnalysisToolPage
      opened={{ ...opened, analysis, isLoading: opened.isLoading || deal.isLoading }}
      title="Evaluador de Propiedades"
      lead={
        <p>
          La renta justa de mercado de HUD y el valor típico de Zillow para el código postal, el
          rendimiento con esa renta, una estimación genérica por tamaño y condición, y la antigüedad
          de la propiedad.
        </p>
      }
      loadingLabel="Abriendo tu evaluación..."
      newForm={
        file ? evaluatorFormFromFile(file.inputs, DEFAULT_EVALUATOR_FORM) : DEFAULT_EVALUATOR_FORM
      }
      newKey={file ? `expediente-${file.id}-${file.updatedAt}` : undefined}
      note={
        deal.failed ? (
          <p className="pro-alert" role="alert">
            {errorMessage(deal.error, 'No encontramos ese expediente.')}
          </p>
        ) : null
      }
      aside={(form) => (
        <DealFileBar
          opened={deal}
          toInputs={(inputs) => fileFromEvaluatorForm(form, inputs)}
          note="El evaluador guarda en el expediente la dirección, el código postal, el tipo y las habitaciones."
        />
      )}
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
