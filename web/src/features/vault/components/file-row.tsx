import { Button, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { formatDate } from '@shared/format';
import {
  formatBytes,
  freshness,
  isoDay,
  REVIEW_DECISION_LABELS,
  type VaultFile,
} from '@shared/api/vault-catalog';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadUrl, previewUrl } from '../api/file-urls';
import { useDeleteFile } from '../api/delete-file';
import { useUpdateFile } from '../api/update-file';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const FRESHNESS_LABELS = {
  fresh: 'Vigente',
  expiring: 'Vence pronto',
  stale: 'Vencido',
} as const;

/** Browsers show PDFs and these images themselves; HEIC only Safari, so it is downloaded. */
const PREVIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);
/**
 * A file's edit and delete: the draft name and date (kept while the form is closed, so a
 * reopened form shows what was typed), and the two mutations.
 */
function useFileChanges(file: VaultFile) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(file.name);
  const [date, setDate] = useState(file.documentDate ?? '');
  const update = useUpdateFile();
  const remove = useDeleteFile();

  function save() {
    update.mutate(
      { id: file.id, change: { name, documentDate: date === '' ? null : date } },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: 'Archivo actualizado', description: name });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'No se pudo guardar el cambio.'),
            variant: 'destructive',
          }),
      },
    );
  }

  function confirmDelete() {
    remove.mutate(file.id, {
      onSuccess: () => toast({ title: 'Archivo eliminado', description: file.name }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'No se pudo eliminar el archivo.'),
          variant: 'destructive',
        }),
      onSettled: () => setConfirming(false),
    });
  }

  return {
    editing,
    setEditing,
    confirming,
    setConfirming,
    name,
    setName,
    date,
    setDate,
    save,
    confirmDelete,
    saving: update.isPending,
    deleting: remove.isPending,
  };
}

type FileChanges = ReturnType<typeof useFileChanges>;

/** One stored file: what it is, how fresh, its review, and what the member can do with it. */
export function FileRow({ file, locked }: { file: VaultFile; locked: boolean }) {
  const changes = useFileChanges(file);
  return (
    <li className="vault-file" data-testid={`archivo-${file.id}`}>
      <FileSummary file={file} />
      {file.status === 'ready' ? (
        <FileActions file={file} locked={locked} changes={changes} />
      ) : null}
      {changes.editing ? <EditFileForm changes={changes} /> : null}
      {changes.confirming ? <ConfirmDelete file={file} changes={changes} /> : null}
    </li>
  );
}

/** Name, size, dates, freshness and review chips, and the team's comment. */
function FileSummary({ file }: { file: VaultFile }) {
  const state = freshness(file.staleOn, isoDay(new Date()));
  return (
    <div className="vault-file__main">
      <span className="vault-file__name">{file.name}</span>
      <span className="vault-file__meta">
        {formatBytes(file.size)}
        {file.uploadedAt ? ` · subido el ${formatDate(file.uploadedAt)}` : ' · subiendo…'}
        {file.documentDate ? ` · fechado el ${formatDate(`${file.documentDate}T12:00:00Z`)}` : ''}
      </span>
      <span className="vault-file__chips">
        {state && file.staleOn ? (
          <span className={`vault-chip vault-chip--${state}`}>
            {FRESHNESS_LABELS[state]}
            {state === 'stale'
              ? ` desde el ${formatDate(`${file.staleOn}T12:00:00Z`)}`
              : ` hasta el ${formatDate(`${file.staleOn}T12:00:00Z`)}`}
          </span>
        ) : null}
        {file.review ? (
          <span className={`vault-chip vault-chip--review-${file.review.status}`}>
            Revisión: {REVIEW_DECISION_LABELS[file.review.status]}
          </span>
        ) : null}
      </span>
      {file.review?.comment ? (
        <p className="vault-file__comment">
          <span className="visually-hidden">Comentario del equipo: </span>
          {file.review.comment}
        </p>
      ) : null}
    </div>
  );
}

function FileActions({
  file,
  locked,
  changes,
}: {
  file: VaultFile;
  locked: boolean;
  changes: FileChanges;
}) {
  const { editing, setEditing, setConfirming } = changes;
  return (
    <div className="vault-file__actions">
      {PREVIEWABLE.has(file.contentType) ? (
        <a
          className="vault-link"
          href={previewUrl(file.id)}
          target="_blank"
          rel="noopener"
          aria-label={`Ver ${file.name}`}
        >
          Ver
        </a>
      ) : null}
      <a className="vault-link" href={downloadUrl(file.id)} aria-label={`Descargar ${file.name}`}>
        Descargar
      </a>
      <Button
        size="small"
        className="pro-btn pro-btn--ghost"
        onClick={() => setEditing((v) => !v)}
        aria-expanded={editing}
        aria-label={`Editar ${file.name}`}
      >
        Editar
      </Button>
      <Button
        size="small"
        className="pro-btn pro-btn--danger"
        onClick={() => setConfirming(true)}
        isDisabled={locked}
        aria-label={`Eliminar ${file.name}`}
      >
        Eliminar
      </Button>
    </div>
  );
}

function EditFileForm({ changes }: { changes: FileChanges }) {
  const { name, setName, date, setDate, save, setEditing } = changes;
  return (
    <form
      className="vault-file__form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        label="Nombre del archivo"
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Fecha del documento (opcional)"
        type="date"
        value={date}
        max={isoDay(new Date())}
        descriptiveText="La vigencia se cuenta desde esta fecha; sin ella, desde el día en que lo subiste."
        onChange={(event) => setDate(event.target.value)}
      />
      <div className="vault-file__form-actions">
        <Button
          type="submit"
          size="small"
          className="pro-btn pro-btn--primary"
          isLoading={changes.saving}
          loadingText="Guardando..."
        >
          Guardar
        </Button>
        <Button size="small" className="pro-btn pro-btn--ghost" onClick={() => setEditing(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function ConfirmDelete({ file, changes }: { file: VaultFile; changes: FileChanges }) {
  const { confirmDelete, setConfirming } = changes;
  return (
    <div className="vault-file__confirm" role="alertdialog" aria-label={`Eliminar ${file.name}`}>
      <p>¿Eliminar «{file.name}» de tu bóveda? No podrás recuperarlo.</p>
      <div className="vault-file__form-actions">
        <Button
          size="small"
          className="pro-btn pro-btn--primary"
          onClick={confirmDelete}
          isLoading={changes.deleting}
          loadingText="Eliminando..."
        >
          Sí, eliminar
        </Button>
        <Button
          size="small"
          className="pro-btn pro-btn--ghost"
          onClick={() => setConfirming(false)}
        >
          Cancelar
        </Button>
      </div>
    </div>
  );
}
