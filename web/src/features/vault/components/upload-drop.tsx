import { useId, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE } from '@shared/api/vault-catalog';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { UploadRefused, useVaultUpload } from '../api/upload';

/**
 * Drop files here, or choose them with the labelled file input: each goes straight to the bucket
 * with a progress bar, then is checked by the server.
 */
export function UploadDrop({ documentId, title }: { documentId: string | null; title: string }) {
  const id = useId();
  const { upload, busy, progress, fileName } = useVaultUpload(documentId);
  const [over, setOver] = useState(false);

  async function send(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const { done, errors } = await upload(files);
    if (done.length > 0) {
      toast({
        title: done.length === 1 ? 'Archivo guardado' : `${done.length} archivos guardados`,
        description: done.map((f) => f.name).join(', '),
      });
    }
    for (const error of errors) {
      toast({
        title: 'No se guardó el archivo',
        description:
          error instanceof UploadRefused
            ? error.message
            : errorMessage(error, 'No se pudo subir el archivo. Inténtalo de nuevo.'),
        variant: 'destructive',
      });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (!busy) void send(event.dataTransfer.files);
  }

  return (
    <div
      className={over ? 'vault-drop vault-drop--over' : 'vault-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {busy ? (
        <div className="vault-drop__progress">
          <span id={`${id}-label`}>Subiendo «{fileName}»…</span>
          <progress
            aria-labelledby={`${id}-label`}
            max={100}
            value={Math.round((progress ?? 0) * 100)}
          />
        </div>
      ) : (
        <>
          <label className="vault-drop__button" htmlFor={id}>
            Subir archivo
            <span className="visually-hidden"> para {title}</span>
          </label>
          <input
            id={id}
            className="vault-drop__input"
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            aria-label={`Subir archivo para ${title}`}
            onChange={(event) => {
              const files = event.target.files;
              void send(files).then(() => {
                event.target.value = '';
              });
            }}
          />
          <span className="vault-drop__hint">
            o arrástralo aquí · PDF, JPEG, PNG o HEIC, hasta 15 MB
          </span>
        </>
      )}
    </div>
  );
}
