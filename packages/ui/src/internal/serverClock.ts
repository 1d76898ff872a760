import { useMemo } from 'react';
import { useClock, useClockSource, useHydrating, useNowReader } from './clock';

/**
 * Milliseconds to add to this device's clock to read the server's: `serverTime` (the server's
 * clock when the state was sent) minus the device's clock when it arrived. Measured once per
 * `serverTime`, so a device whose clock is minutes off still counts down to the server's end.
 * 0 when `serverTime` is missing or unreadable.
 */
export function useServerClockOffset(serverTime: string | null | undefined): number {
  const rendered = useClockSource().rendered;
  const hydrating = useHydrating();
  return useMemo(() => {
    const server = serverTime ? Date.parse(serverTime) : Number.NaN;
    if (Number.isNaN(server)) return 0;
    // State that came with a server render: on the server and while hydrating, measured against
    // the render's instant (both sides write the same); then the skew measured as the page arrived.
    if (rendered !== undefined && server <= rendered.at) {
      if (hydrating) return server - rendered.at;
      if (rendered.clockOffset !== undefined) return rendered.clockOffset;
    }
    return server - Date.now();
  }, [serverTime, rendered, hydrating]);
}

/** Whole seconds from the server's `now` (the device's `deviceNow` + `offset`) to `end`, never below 0. */
export function secondsLeftAt(end: number, deviceNow: number, offset: number): number {
  return Math.max(0, Math.floor((end - (deviceNow + offset)) / 1000));
}

/**
 * The whole seconds left until `endsAt` on the server's clock (`Date.now() + offset`), re-read on
 * the shared one-second clock while `running`; `null` when `endsAt` is unreadable. Once over (or
 * not running) there is no subscription and the count is read once.
 */
export function useServerSecondsLeft(
  endsAt: string | null | undefined,
  offset: number,
  running: boolean,
): number | null {
  const deviceNow = useNowReader();
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const known = !Number.isNaN(end);
  const ticking = running && known && end > deviceNow() + offset;
  return useClock(ticking, (now) =>
    known ? secondsLeftAt(end, ticking ? now : deviceNow(), offset) : null,
  );
}
