import { Button } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  /** A confirmation that takes something away (cancel, downgrade) is drawn in red. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal <dialog> asking before a plan change (focus stays inside; Escape closes it). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);

  return (
    <dialog ref={ref} className="billing-dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <h2 id={titleId}>{props.title}</h2>
      <div className="billing-dialog__body">{props.children}</div>
      <div className="billing-dialog__actions">
        <Button onClick={props.onClose} isDisabled={props.pending}>
          {props.cancelLabel ?? 'Volver'}
        </Button>
        <Button
          variation="primary"
          colorTheme={props.destructive ? 'error' : undefined}
          onClick={props.onConfirm}
          isLoading={props.pending}
          loadingText="Procesando..."
        >
          {props.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
