import { Suspense, lazy, useEffect, useState } from 'react';
import { onToastWaiting } from './toast';

const Toaster = lazy(() => import('./Toaster'));

/**
 * Mounts the toaster (notistack and the themed Alert) after the first paint, or as soon as a toast
 * is asked for, so its code does not delay the page itself.
 */
export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const timer = window.setTimeout(mount, 0);
    const stop = onToastWaiting(mount);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
