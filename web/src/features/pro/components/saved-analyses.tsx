import { Button, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { PRO_LIMITS, PRO_MESSAGES, type AnalysisTool } from '@shared/api/pro-catalog';
import type { AnalysisForms, SavedAnalysis } from '@shared/api/pro';
import { formatDate } from '@shared/format';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/components/toast/use-toast';
import { useAnalyses } from '../api/get-analyses';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { useSaveAnalysis } from '../api/save-analysis';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './pro.css';

interface SavedAnalysesProps<T extends AnalysisTool> {
  tool: T;
  /** What the form holds right now (saved as typed). */
  inputs: AnalysisForms[T];
  /** Name offered when the user types none (e.g. the address or the price). */
  suggestedName: string;
  /** The analysis the page was opened from, if any. */
  current: SavedAnalysis<T> | null;
  /** After a save: the page shows the saved analysis as the open one. */
  onSaved: (saved: SavedAnalysis<T>) => void;
  onOpen: (id: string) => void;
  /** The open analysis was deleted. */
  onClosed: () => void;
}

const SAVE_ERROR = 'No se pudo guardar el análisis. Inténtalo de nuevo.';

/** Save the current analysis to the account, and list, reopen or delete saved ones. */ export function SavedAnalyses<
  T extends AnalysisTool,
>(props: SavedAnalysesProps<T>) {
  const { tool, current } = props;
  return (
    <section className="pro-card saved" aria-labelledby={`saved-${tool}-title`}>
      <h2 id={`saved-${tool}-title`} className="pro-card__title">
        Guardar en mi cuenta
      </h2>
      {current ? (
        <p className="pro-card__lead">
          Abriste <strong>{current.name}</strong>, guardado el {formatDate(current.updatedAt)}.
        </p>
      ) : (
        <p className="pro-card__lead">
          Guarda este análisis para abrirlo después desde cualquier dispositivo.
        </p>
      )}
      <SaveAnalysisForm {...props} />
      <SavedList {...props} />
    </section>
  );
}

/** The name and the two saves: as a new analysis, or over the open one. */
function SaveAnalysisForm<T extends AnalysisTool>({
  tool,
  inputs,
  suggestedName,
  current,
  onSaved,
}: SavedAnalysesProps<T>) {
  const [name, setName] = useState(current?.name ?? '');
  const save = useSaveAnalysis(tool);
  const finalName = (name.trim() || suggestedName).slice(0, PRO_LIMITS.nameMax);

  function submit(asNew: boolean) {
    save.mutate(
      { id: asNew ? undefined : current?.id, name: finalName, inputs },
      {
        onSuccess: (saved) => {
          toast({
            title: asNew ? PRO_MESSAGES.analysisSaved : PRO_MESSAGES.analysisUpdated,
            description: saved.name,
            variant: 'success',
          });
          onSaved(saved);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, SAVE_ERROR),
            variant: 'destructive',
          }),
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(true);
  }

  return (
    <form className="saved__form" onSubmit={onSubmit}>
      <TextField
        label="Nombre del análisis"
        name="analysisName"
        placeholder={suggestedName}
        maxLength={PRO_LIMITS.nameMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="pro-actions">
        <Button
          type="submit"
          className="pro-btn pro-btn--primary"
          isLoading={save.isPending}
          loadingText="Guardando..."
        >
          {current ? 'Guardar como nuevo' : 'Guardar análisis'}
        </Button>
        {current ? (
          <Button
            className="pro-btn pro-btn--ghost"
            onClick={() => submit(false)}
            isDisabled={save.isPending}
          >
            Actualizar guardado
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A saved analysis's buttons: open and delete, or the delete's confirmation. */
function SavedItemButtons({
  name,
  isOpen,
  confirming,
  deleting,
  onOpen,
  onAsk,
  onConfirm,
  onCancel,
}: {
  name: string;
  isOpen: boolean;
  confirming: boolean;
  deleting: boolean;
  onOpen: () => void;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return confirming ? (
    <div className="saved__buttons">
      <span className="saved__confirm">¿Eliminar?</span>
      <Button
        size="small"
        className="pro-btn pro-btn--danger"
        onClick={onConfirm}
        isLoading={deleting}
      >
        Sí, eliminar
      </Button>
      <Button size="small" className="pro-btn pro-btn--ghost" onClick={onCancel}>
        No
      </Button>
    </div>
  ) : (
    <div className="saved__buttons">
      <Button
        size="small"
        className="pro-btn pro-btn--ghost"
        onClick={onOpen}
        isDisabled={isOpen}
        aria-label={`Abrir ${name}`}
      >
        {isOpen ? 'Abierto' : 'Abrir'}
      </Button>
      <Button
        size="small"
        className="pro-btn pro-btn--danger"
        onClick={onAsk}
        aria-label={`Eliminar ${name}`}
      >
        Eliminar
      </Button>
    </div>
  );
}

/** The tool's saved analyses: open one, or delete it after a confirmation. */
function SavedList<T extends AnalysisTool>({
  tool,
  current,
  onOpen,
  onClosed,
}: SavedAnalysesProps<T>) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = useAnalyses(tool);
  const remove = useDeleteAnalysis(tool);

  function confirmDelete(analysis: SavedAnalysis<T>) {
    remove.mutate(analysis.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: PRO_MESSAGES.analysisDeleted, description: analysis.name });
        if (analysis.id === current?.id) onClosed();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'No se pudo eliminar el análisis.'),
          variant: 'destructive',
        }),
    });
  }

  const analyses = list.data?.analyses ?? [];

  return (
    <>
      <h3 className="saved__subtitle">Mis análisis guardados</h3>
      {list.isLoading ? (
        <p className="fine-print">Cargando tus análisis...</p>
      ) : list.isError ? (
        <p className="fine-print negative">
          {errorMessage(list.error, 'No se pudieron cargar tus análisis.')}
        </p>
      ) : analyses.length === 0 ? (
        <p className="fine-print">Todavía no guardaste análisis con esta herramienta.</p>
      ) : (
        <ul className="saved__list">
          {analyses.map((analysis) => (
            <li
              key={analysis.id}
              className={
                analysis.id === current?.id ? 'saved__item saved__item--open' : 'saved__item'
              }
            >
              <div className="saved__meta">
                <span className="saved__name">{analysis.name}</span>
                <span className="saved__date">{formatDate(analysis.updatedAt)}</span>
              </div>
              <SavedItemButtons
                name={analysis.name}
                isOpen={analysis.id === current?.id}
                confirming={confirming === analysis.id}
                deleting={remove.isPending}
                onOpen={() => onOpen(analysis.id)}
                onAsk={() => setConfirming(analysis.id)}
                onConfirm={() => confirmDelete(analysis)}
                onCancel={() => setConfirming(null)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
