import * as Toast from '@radix-ui/react-toast';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LABEL,
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  useToasts,
} from './use-toast';
import './toaster.css';

/** Radix toasts with the app's defaults (one at a time, 5 s). Destructive toasts are announced assertively. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={TOAST_LABEL}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={`toast toast--${t.variant ?? 'default'}`}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-testid="toast"
        >
          {t.title && <Toast.Title className="toast__title">{t.title}</Toast.Title>}
          {t.description && (
            <Toast.Description className="toast__description">{t.description}</Toast.Description>
          )}
          <Toast.Close className="toast__close" aria-label="Cerrar">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={TOAST_HOTKEY} />
    </Toast.Provider>
  );
}
