import { Button, Radio, RadioGroupField, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { DOCUMENT_ITEMS } from '@shared/content/documents';
import { formatDate, countOf } from '@shared/format';
import {
  formatBytes,
  REVIEW_DECISION_LABELS,
  type ReviewDecision,
  type VaultFile,
} from '@shared/api/vault-catalog';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { staffFileUrl } from '../api/review-file-url';
import { useDecide } from '../api/decide-file';
import { useOpenReview } from '../api/get-open-review';
import type { QueueEntry } from '@shared/api/vault-catalog';
import { useReviewQueue } from '../api/get-review-queue';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/radio.css';
import '@aws-amplify/ui-react/styles/radioGroupField.css';
import '@aws-amplify/ui-react/styles/fieldset.css';
// The radio group's legend is visually hidden (its label shows once, beside the choices).
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './staff.css';

const itemTitle = (id: string | null) =>
  DOCUMENT_ITEMS.find((item) => item.id === id)?.title ?? 'Sin asignar';

/** The staff console's review queue: open reviews oldest first, each file decided in place. */
export function ReviewQueue() {
  const queue = useReviewQueue();
  const [open, setOpen] = useState<QueueEntry | null>(null);
  const reviews = queue.data?.reviews ?? [];
  return (
    <div className="staff-grid">
      <section className="staff-card" aria-labelledby="staff-queue-title">
        <h2 id="staff-queue-title">Revisiones pendientes</h2>
        {queue.isLoading ? (
          <p>Cargando…</p>
        ) : queue.isError ? (
          <p role="alert">{errorMessage(queue.error, 'No se pudo cargar la cola.')}</p>
        ) : reviews.length === 0 ? (
          <p>No hay revisiones pendientes.</p>
        ) : (
          <ul className="staff-queue">
            {reviews.map((entry) => (
              <li key={entry.reviewId}>
                <Button
                  className={
                    open?.reviewId === entry.reviewId
                      ? 'staff-queue__item staff-queue__item--open'
                      : 'staff-queue__item'
                  }
                  onClick={() => setOpen(entry)}
                  aria-pressed={open?.reviewId === entry.reviewId}
                >
                  <span>{entry.memberName}</span>
                  <span className="staff-queue__meta">
                    {countOf(entry.fileCount, 'documento', 'documentos')} · enviada el{' '}
                    {formatDate(entry.submittedAt)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open ? <ReviewDetail key={open.reviewId} entry={open} /> : null}
    </div>
  );
}

function ReviewDetail({ entry }: { entry: QueueEntry }) {
  const review = useOpenReview(entry);
  const [closed, setClosed] = useState(false);
  if (review.isLoading) return <p>Cargando la revisión…</p>;
  if (review.isError || !review.data) {
    return <p role="alert">{errorMessage(review.error, 'Esta revisión ya no está abierta.')}</p>;
  }
  return (
    <section className="staff-card" aria-labelledby="staff-review-title">
      <h2 id="staff-review-title">Expediente de {entry.memberName}</h2>
      {closed ? (
        <p className="staff-done" role="status">
          Revisión terminada: le enviamos el resultado al miembro por correo.
        </p>
      ) : null}
      <ul className="staff-files">
        {review.data.files.map((file) => (
          <FileDecision key={file.id} entry={entry} file={file} onClosed={() => setClosed(true)} />
        ))}
      </ul>
    </section>
  );
}

/** The document's title, file name, size and date, and the link that opens it. */
function FileHead({ entry, file }: { entry: QueueEntry; file: VaultFile }) {
  return (
    <div className="staff-file__head">
      <div>
        <strong>{itemTitle(file.documentId)}</strong>
        <div className="staff-file__meta">
          «{file.name}» · {formatBytes(file.size)}
          {file.documentDate ? ` · fechado el ${formatDate(`${file.documentDate}T12:00:00Z`)}` : ''}
        </div>
      </div>
      <a
        className="staff-link"
        href={staffFileUrl(entry.memberId, entry.reviewId, file.id)}
        target="_blank"
        rel="noopener"
        aria-label={`Abrir ${file.name}`}
      >
        Abrir documento
      </a>
    </div>
  );
}

/** The decision being written for one file, its saved state, and saving it. */
function useFileDecision(entry: QueueEntry, file: VaultFile, onClosed: () => void) {
  const decide = useDecide(entry);
  const current = file.review?.status;
  // Nothing chosen until staff choose: a file in review never starts out approved.
  const [status, setStatus] = useState<ReviewDecision | null>(
    current === 'aprobado' || current === 'requiere-cambios' ? current : null,
  );
  const [comment, setComment] = useState(file.review?.comment ?? '');
  const [saved, setSaved] = useState(current ?? 'pendiente');
  function submit() {
    if (!status) return;
    decide.mutate(
      { fileId: file.id, decision: { status, comment } },
      {
        onSuccess: (result) => {
          setSaved(status);
          if (result.review.status === 'completada') onClosed();
          toast({ title: 'Decisión guardada', description: file.name });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'No se pudo guardar la decisión.'),
            variant: 'destructive',
          }),
      },
    );
  }
  return { status, setStatus, comment, setComment, saved, submit, saving: decide.isPending };
}

/** One file of a review: its state, and the decision (approved or changes needed) with a comment. */
function FileDecision({
  entry,
  file,
  onClosed,
}: {
  entry: QueueEntry;
  file: VaultFile;
  /** The review closed with this decision (every file has one). */
  onClosed: () => void;
}) {
  const { status, setStatus, comment, setComment, saved, submit, saving } = useFileDecision(
    entry,
    file,
    onClosed,
  );
  const name = `decision-${file.id}`;
  return (
    <li className="staff-file" data-testid={`revision-${file.id}`}>
      <FileHead entry={entry} file={file} />
      <p className="staff-file__state" role="status">
        Estado: {REVIEW_DECISION_LABELS[saved]}
      </p>
      <form
        className="staff-file__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RadioGroupField
          legend={`Decisión sobre ${file.name}`}
          name={name}
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value as ReviewDecision)}
          direction="row"
        >
          <Radio value="aprobado">Aprobado</Radio>
          <Radio value="requiere-cambios">Requiere cambios</Radio>
        </RadioGroupField>
        <TextAreaField
          label="Comentario para el miembro"
          descriptiveText={
            status === 'requiere-cambios' ? 'Obligatorio: qué debe cambiar.' : 'Opcional.'
          }
          value={comment}
          maxLength={1000}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button
          type="submit"
          className="staff-save"
          isDisabled={!status}
          isLoading={saving}
          loadingText="Guardando..."
        >
          Guardar decisión
        </Button>
      </form>
    </li>
  );
}
