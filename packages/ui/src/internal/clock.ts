import { useSyncExternalStore } from 'react';

/**
 * One shared one-second clock for every countdown on the page (a grid of 20 cards runs one timer,
 * not 20). The snapshot is the current time floored to the second, so it is stable within a second.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function currentSecond(): number {
  return Math.floor(Date.now() / 1000) * 1000;
}

function schedule() {
  // Wake just after the next whole second so every countdown changes together.
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    1000 - (Date.now() % 1000) + 5,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const noSubscription = () => () => {};

/**
 * `read(now)` of the shared clock (`now`: the current time floored to the second), re-read every
 * second while `enabled`. The component re-renders only when the value read changes (a countdown's
 * text every second, "has it ended?" once), so a component that shows a countdown can leave the
 * ticking to a small child. `read` must return a primitive (or a value stable for the same second).
 * While not enabled there is no subscription and `read(0)` is returned.
 */
export function useClock<T>(enabled: boolean, read: (now: number) => T): T {
  const snapshot = enabled ? () => read(currentSecond()) : () => read(0);
  return useSyncExternalStore(enabled ? subscribe : noSubscription, snapshot, snapshot);
}
