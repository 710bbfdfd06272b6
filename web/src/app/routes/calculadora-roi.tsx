import { useState } from 'react';
import type { RoiForm, SavedAnalysis } from '../../../../shared/api/pro';
import { decodeRoiPrefill } from '../../../../shared/finance/roi-prefill';
import { formatWholeMoney } from '../../../../shared/format';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { errorMessage } from '../../lib/api-client';
import { useOpenedAnalysis } from '../../features/pro/api/use-opened-analysis';
import { ProLayout } from '../../features/pro/components/pro-layout';
import { SavedAnalyses } from '../../features/pro/components/saved-analyses';
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
  useDocumentTitle('Calculadora ROI — Inversor Listo');
  const opened = useOpenedAnalysis('roi');
  const prefill = decodeRoiPrefill(opened.params);
  const fromDeal = hasPrefill(prefill);

  return (
    <ProLayout
      title="Calculadora ROI"
      lead={
        <p>
          Cash-on-cash, cap rate, regla del 1% y flujo de caja de una propiedad de renta, al
          instante mientras cambias los números.
        </p>
      }
    >
      {opened.isLoading ? (
        <Spinner label="Abriendo tu análisis..." />
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
          {fromDeal && !opened.analysis && prefill.address ? (
            <p className="pro-note">
              Analizando el deal de <strong>{prefill.address}</strong> con los datos del buscador de
              deals. Ajusta la tasa y el plazo de tu préstamo.
            </p>
          ) : null}
          <RoiWorkspace
            key={opened.analysis?.id ?? (fromDeal ? opened.params.toString() : 'nuevo')}
            initial={
              opened.analysis?.inputs ?? (fromDeal ? formFromPrefill(prefill) : DEFAULT_ROI_FORM)
            }
            address={prefill.address}
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

interface RoiWorkspaceProps {
  initial: RoiForm;
  address?: string;
  current: SavedAnalysis<'roi'> | null;
  onSaved: (saved: SavedAnalysis<'roi'>) => void;
  onOpen: (id: string) => void;
  onClosed: () => void;
}

function RoiWorkspace({ initial, address, current, onSaved, onOpen, onClosed }: RoiWorkspaceProps) {
  const [form, setForm] = useState(initial);
  const { inputs, result } = analyseRoi(form);
  const suggestedName = address ?? `Propiedad de ${formatWholeMoney(inputs.propertyPrice)}`;

  return (
    <div className="pro-grid pro-grid--tool">
      <div className="pro-grid__form">
        <RoiFormPanel form={form} onChange={setForm} />
      </div>
      <div className="pro-grid__saved">
        <SavedAnalyses
          tool="roi"
          inputs={form}
          suggestedName={suggestedName}
          current={current}
          onSaved={onSaved}
          onOpen={onOpen}
          onClosed={onClosed}
        />
      </div>
      <div className="pro-grid__results">
        <RoiResults inputs={inputs} result={result} />
      </div>
    </div>
  );
}
