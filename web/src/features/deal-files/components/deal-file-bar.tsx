import { Button, SelectField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DealFileInput, DealFileInputs } from '@shared/api/deal-files';
import { DEAL_FILE_MESSAGES, DEAL_FILES_PATH } from '@shared/api/deal-file-texts';
import { analyseHold } from '@shared/finance/deal-analysis';
import { formatDate, formatMoney } from '@shared/format';
import { formatPercent, formatRatio } from '@/lib/format-figures';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDealFiles } from '../api/get-deal-files';
import { useSaveDealFile } from '../api/save-deal-file';
import { type OpenedDealFile } from '../use-opened-deal-file';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import '@/features/pro/components/pro.css';
import './deal-files.css';

interface DealFileBarProps {
  opened: OpenedDealFile;
  /** The open file's inputs with what the tool shows written back; absent: the tool only reads. */
  toInputs?: (inputs: DealFileInputs) => DealFileInput;
  /** Shown under the title when a file is open (what the tool took from it). */
  note?: string;
}
/** The open file: its name and date, save the tool's changes to it, view it, or close it. */
function OpenedFileBar({
  file,
  onClose,
  toInputs,
  note,
}: Omit<DealFileBarProps, 'opened'> & {
  file: NonNullable<OpenedDealFile['file']>;
  onClose: () => void;
}) {
  const save = useSaveDealFile();
  return (
    <section className="pro-card deal-bar" aria-labelledby="deal-bar-title">
      <h2 id="deal-bar-title" className="pro-card__title">
        Expediente abierto
      </h2>
      <p className="pro-card__lead">
        <strong>{file.inputs.name}</strong>
        {file.inputs.address ? ` · ${file.inputs.address}` : ''} · guardado el{' '}
        {formatDate(file.updatedAt)}.
      </p>
      <DealFileFigures inputs={file.inputs} />
      {note ? <p className="fine-print">{note}</p> : null}
      <div className="pro-actions">
        {toInputs ? (
          <Button
            className="pro-btn pro-btn--primary"
            isLoading={save.isPending}
            loadingText="Guardando..."
            onClick={() =>
              save.mutate(
                { id: file.id, inputs: toInputs(file.inputs) },
                {
                  onSuccess: (saved) =>
                    toast({
                      title: DEAL_FILE_MESSAGES.saved,
                      description: saved.inputs.name,
                      variant: 'success',
                    }),
                  onError: (error) =>
                    toast({
                      title: 'No se pudo guardar el expediente',
                      description: errorMessage(error, 'Inténtalo de nuevo.'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            Guardar en expediente
          </Button>
        ) : null}
        <Link className="btn btn--ghost" to={`${DEAL_FILES_PATH}?expediente=${file.id}`}>
          Ver expediente
        </Link>
        <Button className="pro-btn pro-btn--ghost" onClick={onClose}>
          Cerrar expediente
        </Button>
      </div>
    </section>
  );
}

/**
 * The saved file's own figures, from the same analysis as its page (one set of numbers): what
 * the tool shows must read the same until the member changes something here.
 */
export function DealFileFigures({ inputs }: { inputs: DealFileInputs }) {
  const a = useMemo(() => analyseHold(inputs), [inputs]);
  return (
    <dl className="deal-bar__figures" aria-label="Cifras del expediente guardado">
      <div>
        <dt>Flujo mensual</dt>
        <dd data-testid="file-cash-flow">{formatMoney(a.monthlyCashFlow)}</dd>
      </div>
      <div>
        <dt>DSCR (renta ÷ {a.dscrBasis})</dt>
        <dd data-testid="file-dscr">{formatRatio(a.lenderDscr)}</dd>
      </div>
      <div>
        <dt>Cash-on-cash</dt>
        <dd data-testid="file-cash-on-cash">{formatPercent(a.cashOnCash)}</dd>
      </div>
    </dl>
  );
}

/** No file open: pick one of the member's files, or where to create the first. */
function ChooseFileBar({
  opened,
  files,
  choice,
  setChoice,
}: {
  opened: OpenedDealFile;
  files: ReturnType<typeof useDealFiles>;
  choice: string;
  setChoice: (id: string) => void;
}) {
  const list = files.data?.dealFiles ?? [];
  return (
    <section className="pro-card deal-bar" aria-labelledby="deal-bar-title">
      <h2 id="deal-bar-title" className="pro-card__title">
        Abrir expediente
      </h2>
      {files.isLoading ? (
        <p className="fine-print">Cargando tus expedientes...</p>
      ) : list.length === 0 ? (
        <p className="pro-card__lead">
          Aún no tienes expedientes. Crea uno en <Link to={DEAL_FILES_PATH}>Mis Propiedades</Link> y
          ábrelo aquí sin volver a escribir sus datos.
        </p>
      ) : (
        <form
          className="deal-bar__open"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) opened.open(choice);
          }}
        >
          <SelectField
            label="Tus expedientes"
            name="dealFile"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">Elige un expediente...</option>
            {list.map((f) => (
              <option key={f.id} value={f.id}>
                {f.inputs.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" className="pro-btn pro-btn--primary" isDisabled={!choice}>
            Abrir
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * "Abrir expediente" / "Guardar en expediente" on a Pro tool: open one of the member's
 * deal files (the tool fills in from it, ?expediente=<id>), save the tool's changes back to it,
 * or close it and use the tool on its own, as the spec describes it.
 */
export function DealFileBar({ opened, toInputs, note }: DealFileBarProps) {
  const files = useDealFiles();
  // The list stays loaded while a file is open, and the choice kept, for when it is closed.
  const [choice, setChoice] = useState('');
  const file = opened.file;
  if (file)
    return <OpenedFileBar file={file} onClose={opened.close} toInputs={toInputs} note={note} />;
  return <ChooseFileBar opened={opened} files={files} choice={choice} setChoice={setChoice} />;
}
