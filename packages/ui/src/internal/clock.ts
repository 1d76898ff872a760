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

const frozen = () => 0;
const noSubscription = () => () => {};

/**
 * The current time in milliseconds, updated every second while `enabled` (0 when not, so a
 * component that shows no countdown neither ticks nor re-renders).
 */
export function useNow(enabled = true): number {
  return useSyncExternalStore(
    enabled ? subscribe : noSubscription,
    enabled ? currentSecond : frozen,
    enabled ? currentSecond : frozen,
  );
}
