import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketDropThemeProvider } from '../MarketDropThemeProvider';
import { createMarketDropI18n } from '../i18n/createMarketDropI18n';
import { formatDateTime } from '../i18n/format';
import { useFormatters } from '../i18n/useFormatters';
import { useServerClockOffset, useServerSecondsLeft } from './serverClock';
import type { RenderedTime } from './clock';

/** A zone other than the test browser's, so a time written in it reads differently there. */
const RENDER_ZONE =
  Intl.DateTimeFormat().resolvedOptions().timeZone === 'Pacific/Auckland'
    ? 'America/Toronto'
    : 'Pacific/Auckland';

/** What a page shows that depends on the time: an instant as a date and time, and a countdown. */
function Timed({
  instant,
  endsAt,
  serverTime,
}: {
  instant: string;
  endsAt: string;
  serverTime: string;
}) {
  const { dateTime } = useFormatters();
  const offset = useServerClockOffset(serverTime);
  const seconds = useServerSecondsLeft(endsAt, offset, true);
  return (
    <p>
      {dateTime(instant)} | {seconds}
    </p>
  );
}

const tree = (props: { renderedTime?: RenderedTime }, children: ReactNode) => (
  <MarketDropThemeProvider i18n={createMarketDropI18n()} renderedTime={props.renderedTime}>
    {children}
  </MarketDropThemeProvider>
);

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

/** Renders on the "server" (to a string), then hydrates that HTML; the hydration errors React reported. */
async function renderThenHydrate(
  server: { renderedTime?: RenderedTime },
  browser: { renderedTime?: RenderedTime },
  page: ReactNode,
): Promise<{ errors: unknown[]; text: () => string }> {
  const html = renderToString(tree(server, page));
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container as HTMLElement, tree(browser, page), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  const shown = container;
  return { errors, text: () => shown.textContent ?? '' };
}

describe("a server render's time", () => {
  // Rendered 3.5 s ago in another zone: the browser hydrates later, in its own zone.
  const at = Date.now() - 3_500;
  const rendered: RenderedTime = { at, timeZone: RENDER_ZONE };
  const props = {
    instant: '2026-12-03T23:59:00.000Z',
    endsAt: new Date(at + 600_000).toISOString(),
    serverTime: new Date(at).toISOString(),
  };

  it('is hydrated without a mismatch, then shows the real countdown and the device zone', async () => {
    // The browser measured no skew between its clock and the server's as the page arrived.
    const { errors, text } = await renderThenHydrate(
      { renderedTime: rendered },
      { renderedTime: { ...rendered, clockOffset: 0 } },
      <Timed {...props} />,
    );
    expect(errors).toEqual([]);
    // After hydration: the device's zone, and the seconds left now (not at the render).
    expect(text()).toContain(formatDateTime(props.instant, 'en'));
    const seconds = Number(text().split('|')[1]);
    expect(seconds).toBeLessThanOrEqual(597);
    expect(seconds).toBeGreaterThan(590);
  });

  it("counts on the server's clock when the device's is off", async () => {
    // This device is 2 minutes behind the server.
    const { errors, text } = await renderThenHydrate(
      { renderedTime: rendered },
      { renderedTime: { ...rendered, clockOffset: 120_000 } },
      <Timed {...props} />,
    );
    expect(errors).toEqual([]);
    const seconds = Number(text().split('|')[1]);
    expect(seconds).toBeLessThanOrEqual(477);
    expect(seconds).toBeGreaterThan(470);
  });

  it('without it the browser writes other times and React reports the mismatch', async () => {
    const { errors } = await renderThenHydrate(
      { renderedTime: rendered },
      {},
      <Timed {...props} />,
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});
