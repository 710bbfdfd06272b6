import { useState } from 'react';
import type { SavedAnalysis, ScenariosForm } from '../../../../shared/api/pro';
import { formatWholeMoney } from '../../../../shared/format';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { errorMessage } from '../../lib/api-client';
import { useOpenedAnalysis } from '../../features/pro/api/use-opened-analysis';
import { ProLayout } from '../../features/pro/components/pro-layout';
import { SavedAnalyses } from '../../features/pro/components/saved-analyses';
import { ScenarioInputs } from '../../features/scenarios/components/scenario-inputs';
import { ScenarioResults } from '../../features/scenarios/components/scenario-results';
import { DEFAULT_SCENARIOS_FORM, simulate } from '../../features/scenarios/model';

/** /simulador-escenarios (spec 02 §2, §9): three scenarios recomputed live; opens ?analysis=<id>. */
export default function SimuladorEscenariosPage() {
  useDocumentTitle('Simulador de Escenarios — Inversor Listo');
  const opened = useOpenedAnalysis('scenarios');
  return (
    <ProLayout
      title="Simulador de Escenarios"
      lead={
        <p>
          La misma compra en un escenario optimista, uno base y uno pesimista: flujo, cash-on-cash,
          valor en 5 años y retorno total, con un análisis de riesgo.
        </p>
      }
    >
      {opened.isLoading ? (
        <Spinner label="Abriendo tu simulación..." />
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
          <ScenariosWorkspace
            key={opened.analysis?.id ?? 'nuevo'}
            initial={opened.analysis?.inputs ?? DEFAULT_SCENARIOS_FORM}
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

interface ScenariosWorkspaceProps {
  initial: ScenariosForm;
  current: SavedAnalysis<'scenarios'> | null;
  onSaved: (saved: SavedAnalysis<'scenarios'>) => void;
  onOpen: (id: string) => void;
  onClosed: () => void;
}

function ScenariosWorkspace({
  initial,
  current,
  onSaved,
  onOpen,
  onClosed,
}: ScenariosWorkspaceProps) {
  const [form, setForm] = useState(initial);
  const simulation = simulate(form);
  return (
    <div className="pro-grid pro-grid--tool">
      <div className="pro-grid__form">
        <ScenarioInputs form={form} onChange={setForm} />
      </div>
      <div className="pro-grid__saved">
        <SavedAnalyses
          tool="scenarios"
          inputs={form}
          suggestedName={`Escenarios de ${formatWholeMoney(simulation.base.propertyPrice)}`}
          current={current}
          onSaved={onSaved}
          onOpen={onOpen}
          onClosed={onClosed}
        />
      </div>
      <div className="pro-grid__results">
        <ScenarioResults simulation={simulation} market={form.marketCondition} />
      </div>
    </div>
  );
}
