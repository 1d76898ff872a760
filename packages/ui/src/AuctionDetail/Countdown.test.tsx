import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketDropI18nProvider } from '../i18n/MarketDropI18nProvider';
import { Countdown, type CountdownLive } from './Countdown';

// The device's clock runs 2 minutes behind the server's.
const DEVICE_NOW = Date.parse('2026-11-26T15:00:00.000Z');
const SERVER_NOW = DEVICE_NOW + 120_000;
const at = (ms: number) => new Date(ms).toISOString();

// React's act() in a browser test: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;

function render(live: CountdownLive) {
  act(() =>
    root!.render(
      <MarketDropI18nProvider>
        <Countdown live={live} source={{}} fallbackSeconds={190} saleSeconds={null} />
      </MarketDropI18nProvider>,
    ),
  );
}

const text = () => container!.querySelector('[data-testid="countdown"]')?.textContent;
const caption = () => container!.querySelector('[data-testid="countdown-caption"]')?.textContent;
const timer = () => container!.querySelector('[role="timer"]')!;

const open = (overrides: Partial<CountdownLive> = {}): CountdownLive => ({
  status: 'open',
  endsAt: at(SERVER_NOW + 65_000),
  extended: false,
  serverTime: at(SERVER_NOW),
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(DEVICE_NOW);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
});

describe('Countdown on the server clock', () => {
  it('counts the time left from serverTime, not from the device clock, and ticks', () => {
    render(open());
    // 65 s on the server's clock (the device alone would say 3:05).
    expect(text()).toBe('01:05');
    expect(timer().getAttribute('data-urgent')).toBe('true');
    act(() => vi.advanceTimersByTime(5_000));
    expect(text()).toBe('01:00');
    act(() => vi.advanceTimersByTime(70_000));
    expect(text()).toBe('00:00');
  });

  it('shows hours and minutes when more than an hour is left', () => {
    render(open({ endsAt: at(SERVER_NOW + (2 * 3600 + 15 * 60 + 30) * 1000) }));
    expect(text()).toBe('2h 15m');
    expect(timer().getAttribute('data-urgent')).toBe('false');
  });

  it('says Extended when a late bid moved the end', () => {
    render(open());
    // 65 s left: the last two minutes.
    expect(caption()).toBe('Ending soon');
    act(() => vi.advanceTimersByTime(60_000));
    expect(text()).toBe('00:05');
    // A bid at 00:05 moves the end to now + 2 min.
    const serverNow = Date.now() + 120_000;
    render(open({ endsAt: at(serverNow + 120_000), extended: true, serverTime: at(serverNow) }));
    expect(text()).toBe('02:00');
    expect(caption()).toBe('Extended');
    expect(timer().getAttribute('aria-label')).toBe('Ending soon: 02:00 left (Extended)');
    expect(timer().getAttribute('data-closing')).toBe('true');
  });

  it('is urgent in words and style in the last two minutes only', () => {
    render(open({ endsAt: at(SERVER_NOW + 125_000) }));
    expect(text()).toBe('02:05');
    expect(caption()).toBe('Time left');
    expect(timer().getAttribute('data-closing')).toBe('false');
    act(() => vi.advanceTimersByTime(5_000));
    expect(text()).toBe('02:00');
    expect(caption()).toBe('Ending soon');
    expect(timer().getAttribute('data-closing')).toBe('true');
    expect(timer().getAttribute('aria-label')).toBe('Ending soon: 02:00 left');
  });

  it('ends in Sold, Reserve not met or Ended', () => {
    render(open({ status: 'sold' }));
    expect(text()).toBe('Sold');
    expect(timer().getAttribute('aria-label')).toBe('Sale over: Sold');
    render(open({ status: 'unsold', reserveMet: false }));
    expect(text()).toBe('Reserve not met');
    render(open({ status: 'unsold' }));
    expect(text()).toBe('Ended');
    render(open({ status: 'ended' }));
    expect(text()).toBe('Ended');
    // No clock runs once the sale is over.
    expect(vi.getTimerCount()).toBe(0);
  });
});
