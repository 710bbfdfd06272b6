import { Button } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEAL_FILE_MESSAGES, DEAL_FILE_PARAM } from '@shared/api/deal-file-texts';
import type { DealFile, DealFileInputs } from '@shared/api/deal-files';
import { PORTFOLIO_PATH } from '@shared/api/portfolio-texts';
import { analyseDeal } from '@shared/finance/deal-analysis';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteDealFile } from '../api/delete-deal-file';
import { useMoveToPortfolio } from '../api/move-to-portfolio';
import { useSaveDealFile } from '../api/save-deal-file';
import { DealAnalysisView } from './deal-analysis-view';
import { DealFileForm, NEW_DEAL_FILE } from './deal-file-form';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** The tools that open a deal file, with what each does with it. */
const TOOLS = [
  { path: '/calculadora-roi', label: 'Calculadora ROI' },
  { path: '/simulador-escenarios', label: 'Simulador de Escenarios' },
  { path: '/reportes-profesionales', label: 'Reportes Profesionales' },
  { path: '/evaluador-propiedades', label: 'Evaluador de Propiedades' },
  { path: '/calculadora-dscr', label: 'Vista del prestamista (DSCR)' },
] as const;

/**
 * One deal file open (or a new one): its form, the live analysis of what the form holds, and the
 * saved file's next steps.
 */
export function DealWorkspace({ file }: { file: DealFile | null }) {
  const navigate = useNavigate();
  const save = useSaveDealFile();
  const [live, setLive] = useState<DealFileInputs | null>(file?.inputs ?? null);
  const onValues = useCallback((inputs: DealFileInputs | null) => setLive(inputs), []);
  const shown = live ?? file?.inputs ?? null;

  function submit(inputs: DealFileInputs) {
    save.mutate(
      { id: file?.id, inputs },
      {
        onSuccess: (saved) => {
          toast({
            title: DEAL_FILE_MESSAGES.saved,
            description: saved.inputs.name,
            variant: 'success',
          });
          if (!file) navigate(`?${DEAL_FILE_PARAM}=${saved.id}`);
        },
        onError: (error) =>
          toast({
            title: 'No se pudo guardar el expediente',
            description: errorMessage(error, 'Inténtalo de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="deal-layout">
      <div className="pro-stack">
        <DealFileForm
          initial={file?.inputs ?? NEW_DEAL_FILE}
          submitLabel={file ? 'Guardar cambios' : 'Crear expediente'}
          submitting={save.isPending}
          onSubmit={submit}
          onValues={onValues}
        />
        {file ? <OpenFileCard file={file} /> : null}
      </div>
      {shown ? (
        <DealAnalysisView inputs={shown} analysis={analyseDeal(shown)} />
      ) : (
        <section className="pro-card" aria-labelledby="deal-empty-title">
          <h2 id="deal-empty-title" className="pro-card__title">
            Análisis del expediente
          </h2>
          <p className="pro-card__lead">
            Escribe el nombre, el precio, el pago inicial, la tasa y la renta para ver el flujo de
            caja, el cash-on-cash, la TIR, la proyección y los escenarios BRRRR y flip.
          </p>
        </section>
      )}
    </div>
  );
}

/** The saved file's next steps: open it in each tool, move it to the portfolio, delete it. */
function OpenFileCard({ file }: { file: DealFile }) {
  return (
    <section className="pro-card" aria-labelledby="deal-open-title">
      <h2 id="deal-open-title" className="pro-card__title">
        Abrir en las herramientas
      </h2>
      <p className="pro-card__lead">Cada herramienta se llena con este expediente.</p>
      <div className="deal-tools">
        {TOOLS.map((tool) => (
          <Link
            key={tool.path}
            className="btn btn--ghost"
            to={`${tool.path}?${DEAL_FILE_PARAM}=${file.id}`}
          >
            {tool.label}
          </Link>
        ))}
      </div>
      <h3 className="saved__subtitle">¿Ya la compraste?</h3>
      {file.portfolioPropertyId ? (
        <p className="fine-print">
          Esta propiedad ya está en tu <Link to={PORTFOLIO_PATH}>portafolio</Link>.
        </p>
      ) : (
        <MoveToPortfolio file={file} />
      )}
      <h3 className="saved__subtitle">Eliminar</h3>
      <DeleteDealFile file={file} />
    </section>
  );
}

function MoveToPortfolio({ file }: { file: DealFile }) {
  const navigate = useNavigate();
  const move = useMoveToPortfolio();
  return (
    <div className="pro-actions">
      <Button
        className="pro-btn pro-btn--gold"
        isLoading={move.isPending}
        loadingText="Moviendo..."
        onClick={() =>
          move.mutate(file.id, {
            onSuccess: () => {
              toast({
                title: 'Propiedad agregada a tu portafolio',
                description: file.inputs.name,
                variant: 'success',
              });
              navigate(PORTFOLIO_PATH);
            },
            onError: (error) =>
              toast({
                title: 'No se pudo mover al portafolio',
                description: errorMessage(error, 'Inténtalo de nuevo.'),
                variant: 'destructive',
              }),
          })
        }
      >
        Mover al portafolio
      </Button>
    </div>
  );
}

/** Delete behind a confirmation; back to the list when done. */
function DeleteDealFile({ file }: { file: DealFile }) {
  const navigate = useNavigate();
  const remove = useDeleteDealFile();
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <div className="saved__buttons">
      <span className="saved__confirm">¿Eliminar este expediente?</span>
      <Button
        size="small"
        className="pro-btn pro-btn--danger"
        isLoading={remove.isPending}
        onClick={() =>
          remove.mutate(file.id, {
            onSuccess: () => {
              toast({ title: DEAL_FILE_MESSAGES.deleted, description: file.inputs.name });
              navigate('/mis-propiedades', { replace: true });
            },
          })
        }
      >
        Sí, eliminar
      </Button>
      <Button size="small" className="pro-btn pro-btn--ghost" onClick={() => setConfirming(false)}>
        No
      </Button>
    </div>
  ) : (
    <Button size="small" className="pro-btn pro-btn--danger" onClick={() => setConfirming(true)}>
      Eliminar expediente
    </Button>
  );
}
