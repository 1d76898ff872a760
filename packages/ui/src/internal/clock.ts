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
  /**
   * A server render's instant and time zone: the time the components read while rendering on the
   * server and while the browser hydrates that HTML, so both write the same countdowns and times;
   * once hydrated, the real time and the device's zone. Absent: the page is rendered in the browser.
   */
  rendered?: RenderedTime;
};

/** When and in which time zone (IANA name) a page was rendered on the server. */
export type RenderedTime = {
  /** The server's clock when it rendered the page (epoch ms). */
  at: number;
  timeZone: string;
  /**
   * The server's clock minus this device's, measured when the page arrived (the browser sets it;
   * absent on the server): the countdowns of the data rendered with the page count on the
   * server's time with it once hydrated.
   */
  clockOffset?: number;
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
const notHydrating = () => false;
const hydrating = () => true;

/**
 * True while React renders on the server or hydrates the server's HTML; false once hydrated, and
 * from the start for a page the browser renders itself.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, notHydrating, hydrating);
}

/**
 * The time zone to show times in: a server render's (on the server and while hydrating), else
 * undefined (the device's).
 */
export function useShownTimeZone(): string | undefined {
  const clock = useClockSource();
  return useHydrating() ? clock.rendered?.timeZone : undefined;
}

/** "Now" in milliseconds: a server render's instant on the server and while hydrating, else the clock's. */
export function useNowReader(): () => number {
  const clock = useClockSource();
  const rendered = useHydrating() ? clock.rendered : undefined;
  return rendered === undefined ? clock.now : () => rendered.at;
}

/**
 * `read(now)` of the shared clock (`now`: the current time floored to the second), re-read every
 * second while `enabled`. The component re-renders only when the value read changes (a countdown's
 * text every second, "has it ended?" once), so a component that shows a countdown can leave the
 * ticking to a small child. `read` must return a primitive (or a value stable for the same second).
 * While not enabled there is no subscription and `read(0)` is returned.
 */
export function useClock<T>(enabled: boolean, read: (now: number) => T): T {
  const clock = useClockSource();
  const second = (at: number) => Math.floor(at / 1000) * 1000;
  const snapshot = enabled ? () => read(second(clock.now())) : () => read(0);
  // On the server and while hydrating: the render's instant, the same on both sides.
  const rendered = clock.rendered;
  const serverSnapshot =
    enabled && rendered !== undefined ? () => read(second(rendered.at)) : snapshot;
  return useSyncExternalStore(enabled ? clock.subscribe : noSubscription, snapshot, serverSnapshot);
}
