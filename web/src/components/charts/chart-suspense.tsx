import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';

/** How far below (or above) the screen a chart starts loading, so it is drawn by the time it shows. */
const LOAD_MARGIN = '400px 0px';

/** True once the element has come within LOAD_MARGIN of the viewport (and from then on). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * Charts load after the page, and only when they come near the screen: recharts is ~100 kB gzip
 * and drawing a chart is a few hundred ms of main thread on a phone, which a chart below the fold
 * should not cost before the reader scrolls to it. The figures and text around it paint first, and
 * the chart's own box (.chart-box, fixed height) is held meanwhile so nothing jumps. Wrap a chart
 * made with React.lazy.
 */
export function ChartSuspense({ children }: { children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  // A prerendered page's HTML holds the box (the build has no IntersectionObserver, and the chart
  // is not drawn before it comes near the screen): React adopts the box, then follows `near`.
  const hydrating = useHydrating();
  const box = <div ref={ref} className="chart-box chart-box--loading" aria-hidden="true" />;
  return near && !hydrating ? <Suspense fallback={box}>{children}</Suspense> : box;
}
