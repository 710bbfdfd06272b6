import { useEffect, useRef } from 'react';
import { DIFFICULTY_LABELS, RESOURCE_TYPE_LABELS, type Resource } from '../data/resources';
import { ResourceContent } from './resource-content';

/**
 * The full text in a modal <dialog>: the browser traps focus, closes it on Escape and puts focus
 * back; a click on the backdrop (outside the panel) or on Cerrar closes it too.
 */
export function ResourceModal({
  resource,
  onClose,
}: {
  resource: Resource | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (resource && !element.open) element.showModal();
    if (!resource && element.open) element.close();
  }, [resource]);

  return (
    <dialog
      ref={dialog}
      className="resource-modal"
      aria-labelledby="resource-modal-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {resource && (
        <div className="resource-modal__panel">
          <header className="resource-modal__head">
            <div>
              <p className="resource-modal__meta">
                {RESOURCE_TYPE_LABELS[resource.type]} · {DIFFICULTY_LABELS[resource.difficulty]} ·{' '}
                {resource.duration}
              </p>
              <h2 id="resource-modal-title">{resource.title}</h2>
            </div>
            <button
              type="button"
              className="resource-modal__close"
              onClick={onClose}
              aria-label="Cerrar ventana"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </header>
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
        </div>
      )}
    </dialog>
  );
}
