/**
 * The app's one toast system (notistack, see docs/decisions/003-toasts.md). Placement, duration and
 * the on-screen limit are set once on the provider in `Toaster.tsx` from the `TOAST_*` constants.
 *
 * notistack is not part of any page's first load: `ToastHost` mounts it on the visitor's first
 * action. A toast asked for before that waits here, mounts it, and shows as soon as it is there.
 */
export type ToastVariant = 'success' | 'error' | 'info';

type Show = (message: string, variant: ToastVariant) => void;

let show: Show | null = null;
const waiting: { message: string; variant: ToastVariant }[] = [];
const wakers = new Set<() => void>();

function notify(message: string, variant: ToastVariant) {
  if (show) {
    show(message, variant);
    return;
  }
  waiting.push({ message, variant });
  wakers.forEach((wake) => wake());
}

export const toast = {
  success: (message: string) => notify(message, 'success'),
  error: (message: string) => notify(message, 'error'),
  info: (message: string) => notify(message, 'info'),
};

/** Called by the mounted toaster: shows the waiting toasts, then every later one at once. */
export function attachToaster(next: Show): () => void {
  show = next;
  for (const { message, variant } of waiting.splice(0)) next(message, variant);
  return () => {
    if (show === next) show = null;
  };
}

/** Calls `wake` when a toast is asked for while no toaster is mounted (to mount it sooner). */
export function onToastWaiting(wake: () => void): () => void {
  wakers.add(wake);
  if (waiting.length > 0) wake();
  return () => wakers.delete(wake);
}
