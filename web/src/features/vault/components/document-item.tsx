import type { DocumentItem } from '@shared/content/documents';
import type { VaultFile } from '@shared/api/vault-catalog';
import { FileRow } from './file-row';
import { UploadDrop } from './upload-drop';

/** One guide item: what the lender wants, the member's files for it, and the upload control. */
export function DocumentItemCard({
  item,
  files,
  locked,
}: {
  item: DocumentItem;
  files: VaultFile[];
  /** Files under an open review cannot be deleted. */
  locked: ReadonlySet<string>;
}) {
  const has = files.some((f) => f.status === 'ready');
  return (
    <li
      className={has ? 'vault-item vault-item--done' : 'vault-item'}
      data-testid={`item-${item.id}`}
    >
      <div className="vault-item__head">
        <h2 className="vault-item__title" id={`vault-${item.id}`}>
          <span
            className={has ? 'vault-item__mark vault-item__mark--done' : 'vault-item__mark'}
            aria-hidden="true"
          >
            {has ? '✓' : ''}
          </span>
          {item.title}
        </h2>
        <span className={item.required ? 'req req--yes' : 'req req--no'}>
          {item.required ? 'Requerido' : 'Opcional'}
        </span>
      </div>
      <p className="vault-item__time">
        {item.timeframe}
        {item.freshForDays
          ? ` · Los prestamistas lo aceptan hasta ${item.freshForDays} días después de su fecha.`
          : ''}
      </p>
      {files.length > 0 ? (
        <ul className="vault-files" aria-labelledby={`vault-${item.id}`}>
          {files.map((file) => (
            <FileRow key={file.id} file={file} locked={locked.has(file.id)} />
          ))}
        </ul>
      ) : (
        <p className="vault-item__empty">Aún no subiste este documento.</p>
      )}
      <UploadDrop documentId={item.id} title={item.title} />
    </li>
  );
}
