import { decodeRoiPrefill } from '../../../../shared/finance/roi-prefill';
import { formatWholeMoney } from '../../../../shared/format';
import { useOpenedAnalysis } from '../../features/pro/api/use-opened-analysis';
import { AnalysisToolPage } from '../../features/pro/components/analysis-tool-page';
import { RoiFormPanel } from '../../features/roi/components/roi-form';
import { RoiResults } from '../../features/roi/components/roi-results';
import {
  analyseRoi,
  DEFAULT_ROI_FORM,
  formFromPrefill,
  hasPrefill,
} from '../../features/roi/model';

/**
 * /calculadora-roi (spec 02 §2, §5, §9): computed live from seven inputs, no validation. Opens a
 * saved analysis from ?analysis=<id>, or the deal finder's prefill (shared/finance/roi-prefill.ts).
 */
export default function CalculadoraRoiPage() {
  const opened = useOpenedAnalysis('roi');
  const prefill = decodeRoiPrefill(opened.params);
  const fromDeal = hasPrefill(prefill);

  return (
    <AnalysisToolPage
      opened={opened}
      title="Calculadora ROI"
      lead={
        <p>
          Cash-on-cash, cap rate, regla del 1% y flujo de caja de una propiedad de renta, al
          instante mientras cambias los números.
        </p>
      }
      loadingLabel="Abriendo tu análisis..."
      newForm={fromDeal ? formFromPrefill(prefill) : DEFAULT_ROI_FORM}
      newKey={fromDeal ? opened.params.toString() : undefined}
      note={
        fromDeal && !opened.analysis && prefill.address ? (
          <p className="pro-note">
            Analizando el deal de <strong>{prefill.address}</strong> con los datos del buscador de
            deals. Ajusta la tasa y el plazo de tu préstamo.
          </p>
        ) : null
      }
    >
      {(form, setForm) => {
        const { inputs, result } = analyseRoi(form);
        return {
          panel: <RoiFormPanel form={form} onChange={setForm} />,
          results: <RoiResults inputs={inputs} result={result} />,
          suggestedName:
            prefill.address ?? `Propiedad de ${formatWholeMoney(inputs.propertyPrice)}`,
        };
      }}
    </AnalysisToolPage>
  );
}
