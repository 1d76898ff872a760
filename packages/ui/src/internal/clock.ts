import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * One shared one-second clock for every countdown on the page (a grid of 20 cards runs one timer,
 * not 20). The snapshot is the current time floored to the second, so it is stable within a second.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

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

/**
 * Where the components read the time: `now()` in milliseconds, `subscribe(listener)` called on
 * each new second (the countdowns), `after(ms, callback)` once after `ms` (a slideshow's next
 * slide). Both return the function that stops them.
 */
export type Clock = {
  now: () => number;
  subscribe: (listener: () => void) => () => void;
  after: (ms: number, callback: () => void) => () => void;
};

/** The page's real clock: `Date.now()`, the shared one-second timer and `setTimeout`. */
export const systemClock: Clock = {
  now: () => Date.now(),
  subscribe,
  after: (ms, callback) => {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * The clock of the components below it (default `systemClock`). Stories and tests give a manual
 * one (`storybook/manualClock`) and move it on, instead of waiting for real time.
 */
export const ClockContext = createContext<Clock>(systemClock);

/** The clock of the countdowns (`ClockContext`). */
export function useClockSource(): Clock {
  return useContext(ClockContext);
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
  const clock = useClockSource();
  const snapshot = enabled ? () => read(Math.floor(clock.now() / 1000) * 1000) : () => read(0);
  return useSyncExternalStore(enabled ? clock.subscribe : noSubscription, snapshot, snapshot);
}
