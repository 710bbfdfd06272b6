import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps<T> {
  /** What the dialog shows; null closes it. */
  item: T | null;
  onClose: () => void;
  /** The class names' block: `<block>` on the dialog, then `__panel`, `__head`, `__close`. */
  block: string;
  /** The id of the heading that names the dialog (rendered by `head`). */
  titleId: string;
  /** The accessible name of the × button. */
  closeLabel: string;
  /** The header's content, beside the × button: it holds the heading with `titleId`. */
  head: (item: T) => ReactNode;
  /** The panel under the header (body and footer). */
  children: (item: T) => ReactNode;
}

/**
 * A modal <dialog>: the browser traps focus, closes it on Escape and puts focus back; a click on
 * the backdrop (outside the panel) or on the × button closes it too.
 */
export function ModalDialog<T>({
  item,
  onClose,
  block,
  titleId,
  closeLabel,
  head,
  children,
}: ModalDialogProps<T>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = item !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={block}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {item !== null ? (
        <div className={`${block}__panel`}>
          <header className={`${block}__head`}>
            <div>{head(item)}</div>
            <button
              type="button"
              className={`${block}__close`}
              onClick={onClose}
              aria-label={closeLabel}
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
          {children(item)}
        </div>
      ) : null}
    </dialog>
  );
}
