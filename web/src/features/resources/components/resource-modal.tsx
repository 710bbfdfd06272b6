import { readingTime } from '../reading-time';
import { ModalDialog } from '@/components/modal-dialog';
import { DIFFICULTY_LABELS, RESOURCE_TYPE_LABELS, type Resource } from '../data/resources';
import { ResourceContent } from './resource-content';

/** The full text in a modal dialog (components/modal-dialog.tsx); Cerrar closes it too. */
export function ResourceModal({
  resource,
  onClose,
}: {
  resource: Resource | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      item={resource}
      onClose={onClose}
      block="resource-modal"
      titleId="resource-modal-title"
      closeLabel="Cerrar ventana"
      head={(resource) => (
        <>
          <p className="resource-modal__meta">
            {RESOURCE_TYPE_LABELS[resource.type]} · {DIFFICULTY_LABELS[resource.difficulty]} ·{' '}
            {readingTime(resource.content)}
          </p>
          <h2 id="resource-modal-title">{resource.title}</h2>
        </>
      )}
    >
      {(resource) => (
        <>
          <div className="resource-modal__body">
            <ResourceContent text={resource.content} />
            <p className="resource-modal__notice">
              Contenido educativo: cifras típicas del mercado, no una oferta ni una garantía de
              préstamo. Cada prestamista fija sus propios requisitos.
            </p>
          </div>
          <footer className="resource-modal__foot">
            <button type="button" className="btn btn--navy" onClick={onClose}>
              Cerrar
            </button>
          </footer>
        </>
      )}
    </ModalDialog>
  );
}
