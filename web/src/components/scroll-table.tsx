import { useEffect, useRef, useState, type ReactNode } from 'react';
import './scroll-table.css';

/**
 * A wide table on a narrow screen: it scrolls sideways inside its box (never the page), with a
 * shadow at the edge that has more columns and, while it does not fit, a line saying so. The box
 * is focusable, so the keyboard's arrows scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="scroll-table">
      {overflows ? (
        <p className="scroll-table__hint">
          <span aria-hidden="true">↔</span> Desliza la tabla hacia los lados para ver todas las
          columnas.
        </p>
      ) : null}
      <div ref={box} className="scroll-table__box" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
