import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the Radix toaster once the first toast exists, so its code stays out of the first page. */
export function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  if (!mounted && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
