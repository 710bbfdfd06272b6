import { Suspense, type ReactNode } from 'react';

/**
 * Charts load after the page (recharts is ~100 kB gzip): the figures and text around them paint
 * first, and the chart's own box (.chart-box, fixed height) is held meanwhile so nothing jumps.
 * Wrap a chart made with React.lazy.
 */
export function ChartSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="chart-box chart-box--loading" aria-hidden="true" />}>
      {children}
    </Suspense>
  );
}
