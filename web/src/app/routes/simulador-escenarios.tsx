import { formatWholeMoney } from '../../../../shared/format';
import { useOpenedAnalysis } from '../../features/pro/api/use-opened-analysis';
import { AnalysisToolPage } from '../../features/pro/components/analysis-tool-page';
import { ScenarioInputs } from '../../features/scenarios/components/scenario-inputs';
import { ScenarioResults } from '../../features/scenarios/components/scenario-results';
import { DEFAULT_SCENARIOS_FORM, simulate } from '../../features/scenarios/model';

/** /simulador-escenarios (spec 02 §2, §9): three scenarios recomputed live; opens ?analysis=<id>. */
export default function SimuladorEscenariosPage() {
  const opened = useOpenedAnalysis('scenarios');
  return (
    <AnalysisToolPage
      opened={opened}
      title="Simulador de Escenarios"
      lead={
        <p>
          La misma compra en un escenario optimista, uno base y uno pesimista: flujo, cash-on-cash,
          valor en 5 años y retorno total, con un análisis de riesgo.
        </p>
      }
      loadingLabel="Abriendo tu simulación..."
      newForm={DEFAULT_SCENARIOS_FORM}
    >
      {(form, setForm) => {
        const simulation = simulate(form);
        return {
          panel: <ScenarioInputs form={form} onChange={setForm} />,
          results: <ScenarioResults simulation={simulation} market={form.marketCondition} />,
          suggestedName: `Escenarios de ${formatWholeMoney(simulation.base.propertyPrice)}`,
        };
      }}
    </AnalysisToolPage>
  );
}
