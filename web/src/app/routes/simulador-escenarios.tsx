import { formatWholeMoney } from '@shared/format';
import { errorMessage } from '@/lib/api-client';
import { useOpenedDealFile } from '@/features/deal-files/use-opened-deal-file';
import { DealFileBar } from '@/features/deal-files/components/deal-file-bar';
import { fileFromScenariosForm, scenariosFormFromFile } from '@/features/deal-files/tool-forms';
import { useOpenedAnalysis } from '@/features/pro/api/use-opened-analysis';
import { AnalysisToolPage } from '@/features/pro/components/analysis-tool-page';
import { ScenarioInputs } from '@/features/scenarios/components/scenario-inputs';
import { ScenarioResults } from '@/features/scenarios/components/scenario-results';
import {
  DEFAULT_SCENARIOS_FORM,
  EMPTY_SCENARIOS_FIELDS,
  simulate,
} from '@/features/scenarios/model';

/**
 * /simulador-escenarios: three scenarios recomputed live; opens ?analysis=<id>
 * or a deal file from ?expediente=<id>, and saves back to it.
 */
export default function SimuladorEscenariosPage() {
  const opened = useOpenedAnalysis('scenarios');
  const deal = useOpenedDealFile();
  const file = deal.file;
  return (
    <AnalysisToolPage
      opened={{ ...opened, isLoading: opened.isLoading || deal.isLoading }}
      title="Simulador de Escenarios"
      lead={
        <p>
          La misma compra en un escenario optimista, uno base y uno pesimista: flujo, cash-on-cash,
          DSCR, valor y TIR a 5 años, con un análisis de riesgo.
        </p>
      }
      loadingLabel="Abriendo tu simulación..."
      newForm={file ? scenariosFormFromFile(file.inputs) : DEFAULT_SCENARIOS_FORM}
      blankForm={{ ...DEFAULT_SCENARIOS_FORM, ...EMPTY_SCENARIOS_FIELDS }}
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
          toInputs={(inputs) => fileFromScenariosForm(form, inputs)}
          note="Las reparaciones anuales son el mantenimiento del expediente; los gastos, los fijos más administración y reservas. El escenario base es el expediente: mismo flujo, DSCR y cash-on-cash."
        />
      )}
    >
      {(form, setForm) => {
        const simulation = simulate(form);
        return {
          panel: <ScenarioInputs form={form} onChange={setForm} />,
          results: <ScenarioResults simulation={simulation} market={form.marketCondition} />,
          suggestedName:
            file?.inputs.name ?? `Escenarios de ${formatWholeMoney(simulation.base.propertyPrice)}`,
        };
      }}
    </AnalysisToolPage>
  );
}
