import { decodeRoiPrefill } from '@shared/finance/roi-prefill';
import { formatWholeMoney } from '@shared/format';
import { errorMessage } from '@/lib/api-client';
import { useOpenedDealFile } from '@/features/deal-files/use-opened-deal-file';
import { DealFileBar } from '@/features/deal-files/components/deal-file-bar';
import { fileFromRoiForm, roiFormFromFile } from '@/features/deal-files/tool-forms';
import { useOpenedAnalysis } from '@/features/pro/api/use-opened-analysis';
import { AnalysisToolPage } from '@/features/pro/components/analysis-tool-page';
import { RoiFormPanel } from '@/features/roi/components/roi-form';
import { RoiResults } from '@/features/roi/components/roi-results';
import {
  analyseRoi,
  DEFAULT_ROI_FORM,
  EMPTY_ROI_FORM,
  formFromPrefill,
  hasPrefill,
} from '@/features/roi/model';

/**
 * /calculadora-roi: computed live from seven inputs, no validation. Opens a
 * saved analysis from ?analysis=<id>, a deal file from ?expediente=<id> (and saves back to it), or
 * the deal finder's prefill (shared/finance/roi-prefill.ts).
 */
export default function CalculadoraRoiPage() {
  const opened = useOpenedAnalysis('roi');
  const deal = useOpenedDealFile();
  const prefill = decodeRoiPrefill(opened.params);
  const fromDeal = hasPrefill(prefill);
  const file = deal.file;

  return (
    <AnalysisToolPage
      opened={{ ...opened, isLoading: opened.isLoading || deal.isLoading }}
      title="Calculadora ROI"
      lead={
        <p>
          Cash-on-cash, cap rate, regla del 1% y flujo de caja de una propiedad de renta, al
          instante mientras cambias los números.
        </p>
      }
      loadingLabel="Abriendo tu análisis..."
      newForm={
        file ? roiFormFromFile(file.inputs) : fromDeal ? formFromPrefill(prefill) : DEFAULT_ROI_FORM
      }
      blankForm={EMPTY_ROI_FORM}
      newKey={
        file
          ? `expediente-${file.id}-${file.updatedAt}`
          : fromDeal
            ? opened.params.toString()
            : undefined
      }
      note={
        deal.failed ? (
          <p className="pro-alert" role="alert">
            {errorMessage(deal.error, 'No encontramos ese expediente.')}
          </p>
        ) : fromDeal && !opened.analysis && !file && prefill.address ? (
          <p className="pro-note">
            Analizando el deal de <strong>{prefill.address}</strong> con los datos del buscador de
            deals. Ajusta la tasa y el plazo de tu préstamo.
          </p>
        ) : null
      }
      aside={(form) => (
        <DealFileBar
          opened={deal}
          toInputs={(inputs) => fileFromRoiForm(form, inputs)}
          note="Los gastos son los operativos más la vacancia; los costos de cierre suman los puntos y la rehabilitación. Con el expediente sin cambios, el flujo, el DSCR y el cash-on-cash son los del expediente."
        />
      )}
    >
      {(form, setForm) => {
        const { inputs, result } = analyseRoi(form);
        return {
          panel: <RoiFormPanel form={form} onChange={setForm} />,
          results: <RoiResults inputs={inputs} result={result} />,
          suggestedName:
            file?.inputs.name ??
            prefill.address ??
            `Propiedad de ${formatWholeMoney(inputs.propertyPrice)}`,
        };
      }}
    </AnalysisToolPage>
  );
}
