import { formatWhole } from '@/lib/format-figures';
import { errorMessage } from '@/lib/api-client';
import { useOpenedDealFile } from '@/features/deal-files/use-opened-deal-file';
import { DealFileBar } from '@/features/deal-files/components/deal-file-bar';
import { evaluatorFormFromFile, fileFromEvaluatorForm } from '@/features/deal-files/tool-forms';
import { EvaluatorFormPanel } from '@/features/evaluator/components/evaluator-form';
import { EvaluatorResults } from '@/features/evaluator/components/evaluator-results';
import { DEFAULT_EVALUATOR_FORM, EMPTY_EVALUATOR_FORM, evaluate } from '@/features/evaluator/model';
import { useOpenedAnalysis } from '@/features/pro/api/use-opened-analysis';
import { AnalysisToolPage } from '@/features/pro/components/analysis-tool-page';

/**
 * /evaluador-propiedades: HUD rent and Zillow value for the ZIP
 * beside the generic estimate, evaluated live; opens ?analysis=<id> or a deal file (?expediente=).
 */
export default function EvaluadorPropiedadesPage() {
  const opened = useOpenedAnalysis('evaluator');
  const deal = useOpenedDealFile();
  const file = deal.file;
  return (
    <AnalysisToolPage
      opened={{ ...opened, isLoading: opened.isLoading || deal.isLoading }}
      title="Evaluador de Propiedades"
      lead={
        <p>
          La renta FMR de HUD (percentil 40) y el valor típico de Zillow para el código postal, el
          rendimiento con esa renta, una estimación genérica por tamaño y condición, y la antigüedad
          de la propiedad.
        </p>
      }
      loadingLabel="Abriendo tu evaluación..."
      newForm={
        file ? evaluatorFormFromFile(file.inputs, EMPTY_EVALUATOR_FORM) : DEFAULT_EVALUATOR_FORM
      }
      blankForm={EMPTY_EVALUATOR_FORM}
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
          note="El evaluador toma del expediente solo lo que tiene (dirección, código postal, tipo, habitaciones, apreciación) y guarda en él esos datos."
        />
      )}
    >
      {(form, setForm) => {
        const evaluation = evaluate(form);
        return {
          panel: <EvaluatorFormPanel form={form} onChange={setForm} />,
          results: <EvaluatorResults form={form} evaluation={evaluation} dealFile={file?.inputs} />,
          suggestedName:
            form.address.trim() ||
            (evaluation.squareFeet > 0
              ? `Propiedad de ${formatWhole(evaluation.squareFeet)} pies²`
              : 'Propiedad evaluada'),
        };
      }}
    </AnalysisToolPage>
  );
}
