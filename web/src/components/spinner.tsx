/** A centred loading indicator with a text for screen readers and eyes. */
export function Spinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
