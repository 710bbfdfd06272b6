import type { ReactNode } from 'react';
import './elite.css';

/**
 * Said once above a list that holds example content (the local runtime's seed): each item is
 * marked "Ejemplo", and this says what that means before anyone acts on one.
 */
export function ExamplesNotice({ children }: { children: ReactNode }) {
  return (
    <p className="elite-note elite-note--example" role="note">
      <strong>Contenido de ejemplo.</strong> {children}
    </p>
  );
}
