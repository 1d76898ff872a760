import type { Decorator } from '@storybook/react-vite';
import { ClockContext, type Clock } from '../internal/clock';

/** A clock that moves only when told: `advance(ms)` moves it on, wakes the countdowns and runs the timers due. */
export type ManualClock = Clock & {
  advance: (ms: number) => void;
  /** How many `after` timers wait to run (a story waits for a component's timer before moving on). */
  pending: () => number;
};

/** A manual clock starting at `start` (default: the current whole second), for stories that need time to pass. */
export function createManualClock(
  start: number = Math.floor(Date.now() / 1000) * 1000,
): ManualClock {
  let now = start;
  const listeners = new Set<() => void>();
  const timers = new Set<{ at: number; callback: () => void }>();
  const runDue = () => {
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at > now) continue;
      timers.delete(timer);
      timer.callback();
    }
  };
  return {
    now: () => now,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    after: (ms, callback) => {
      const timer = { at: now + ms, callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    pending: () => timers.size,
    advance: (ms) => {
      // One step per second crossed, as the real clock wakes the countdowns each second.
      const end = now + ms;
      while (now < end) {
        now = Math.min(end, now + 1000);
        for (const listener of [...listeners]) listener();
        runDue();
      }
    },
  };
}

/** Gives the story's countdowns `clock` instead of the real one. */
export function withClock(clock: ManualClock): Decorator {
  return function WithClock(Story) {
    return (
      <ClockContext.Provider value={clock}>
        <Story />
      </ClockContext.Provider>
    );
  };
}
