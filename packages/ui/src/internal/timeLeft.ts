import { useState } from 'react';
import { useClock, useClockSource } from './clock';

/** Where a countdown ends: the auction's end instant, or else its time left at the moment of the answer. */
export type CountdownSource = {
  /** ISO instant the auction ends. */
  endTime?: string | null;
  /** Time left when the data was fetched, `HH:MM:SS` (hours may pass 24). */
  timeLeft?: string | null;
};

/** Reads `HH:MM:SS` (or `MM:SS`) into seconds; `null` when it is not such a text. */
export function parseDuration(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /^(?:(\d+):)?([0-5]?\d):([0-5]?\d)$/.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** True when `source` tells when it ends (a readable `endTime` or `timeLeft`). */
export function hasCountdownSource(source: CountdownSource): boolean {
  return endInstant(source, 0) !== null;
}

function endInstant(source: CountdownSource, mountedAt: number): number | null {
  if (source.endTime) {
    const end = Date.parse(source.endTime);
    if (!Number.isNaN(end)) return end;
  }
  const seconds = parseDuration(source.timeLeft);
  return seconds === null ? null : mountedAt + seconds * 1000;
}

/** Whole seconds from `now` to `end`, never below 0. */
function secondsUntil(end: number, now: number): number {
  return Math.max(0, Math.floor((end - now) / 1000));
}

/**
 * When the countdown of `source` ends; a `timeLeft` (and `fallbackSeconds`) counts from the
 * moment the component mounted.
 */
function useCountdownEnd(source: CountdownSource, fallbackSeconds?: number): number | null {
  const clock = useClockSource();
  const [mountedAt] = useState(() => clock.now());
  const end = endInstant(source, mountedAt);
  if (end === null && fallbackSeconds !== undefined) return mountedAt + fallbackSeconds * 1000;
  return end;
}

/**
 * The whole seconds left until `source` ends, ticking every second and stopping at 0; `null` when
 * the source gives no end (no `endTime`, no readable `timeLeft`) and no `fallbackSeconds`.
 * `fallbackSeconds` counts down from the moment the component mounted. The component re-renders
 * every second: keep it small (the countdown's text), not a whole card or page.
 */
export function useSecondsLeft(source: CountdownSource, fallbackSeconds?: number): number | null {
  const clock = useClockSource();
  const end = useCountdownEnd(source, fallbackSeconds);
  const running = end !== null && end > clock.now();
  // `now` is floored to the second, so flooring the difference never shows more than the real
  // time left. Once over, the clock stops (no subscription) and the count stays at 0.
  return useClock(running, (now) =>
    end === null ? null : secondsUntil(end, running ? now : clock.now()),
  );
}

/**
 * Whether the countdown of `source` shows 0 (as `useSecondsLeft` counts it); false when the source
 * gives no end. Re-renders the component once, when the sale ends, not every second.
 */
export function useCountdownOver(source: CountdownSource): boolean {
  const clock = useClockSource();
  const end = useCountdownEnd(source);
  const running = end !== null && end > clock.now();
  return useClock(running, (now) => end !== null && secondsUntil(end, running ? now : end) <= 0);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Units of the compact countdown texts (`d`, `h`, `m` in English; `j`, `h`, `min` in French). */
export type DurationUnits = { day: string; hour: string; minute: string };

/**
 * `HH:MM:SS`, with a day count in front from one day on: `00:00:00`, `04:05:06`, `3d 04:05:06`.
 */
export function formatClock(totalSeconds: number, units: DurationUnits): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const rest = seconds % 86400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${days}${units.day} ${clock}` : clock;
}

/**
 * The detail countdown: `mm:ss` under an hour (`urgent`), else the two largest units
 * (`5h 12m`, `2d 5h`).
 */
export function formatCountdown(
  totalSeconds: number,
  units: DurationUnits,
): { text: string; urgent: boolean } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 3600) {
    return { text: `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`, urgent: true };
  }
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return {
    text:
      days > 0
        ? `${days}${units.day} ${hours}${units.hour}`
        : `${hours}${units.hour} ${pad(minutes)}${units.minute}`,
    urgent: false,
  };
}
