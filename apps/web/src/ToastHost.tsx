import { Suspense, lazy, useEffect, useState } from 'react';
import { onToastWaiting } from './toast';

const Toaster = lazy(() => import('./Toaster'));

/** What a visitor does first: toasts mostly answer an action, so the toaster loads then. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Mounts the toaster (notistack and the themed Alert) on the visitor's first action (a click, a
 * key, a touch) or as soon as a toast is asked for (it shows once the toaster is there), so its
 * code never competes with the page's own while the page loads.
 */
export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    for (const type of FIRST_ACTIONS) window.addEventListener(type, mount, { passive: true });
    const stop = onToastWaiting(mount);
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, mount);
      stop();
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
