/// <reference types="vite/client" />
/**
 * Visual regression tests: EVERY story of `@marketdrop/ui` (every `*.stories.tsx` below `src/`),
 * rendered in Debian's Chromium at desktop width (1280 px), and the cards, dialogs, drawers, views
 * and pages at phone width too (412 px), compared pixel by pixel with the reference screenshots in
 * `__screenshots__/visual.test.tsx/` (Vitest's `toMatchScreenshot`). They catch what a play
 * function cannot: a colour, a spacing, a font or a layout that changed. On a failure Vitest keeps
 * the actual image and the diff beside the reference (`*-actual.png`, `*-diff.png`, printed in the
 * failure). Chromatic does the same in the cloud when `CHROMATIC_PROJECT_TOKEN` is set
 * (`pnpm chromatic`); these run offline, in the README's test command.
 *
 * A new story needs its reference: write it with the update command below, look at it, commit it.
 * A change that is meant to be seen: check the new image, then update the references with
 * `pnpm --filter @marketdrop/ui test:visual:update` and commit them.
 *
 * What would make two runs differ is held still: the date (`Date` is frozen before the stories'
 * fixtures are made, so "ends Nov 29" and countdowns read the same every day), animations,
 * transitions and the caret; the countdown chips are masked all the same. The story's play
 * function is not run: the shot is the story as it first settles (data loaded, French texts
 * loaded, lazy parts shown).
 */
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';

/** The day every run pretends it is (before the stories' fixtures read the clock). */
const FROZEN_NOW = new Date('2026-06-15T14:00:00.000Z');
vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });

setProjectAnnotations(preview);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };

/**
 * The kinds of component also shot at phone width: cards, dialogs (and modals, drawers), and pages
 * (the views of My Bids and My Orders, an auction's and an order's detail, the content pages,
 * Not Found and the error page). Matched on the story's title.
 */
export const PHONE_KINDS = /(Card|Dialog|Modal|Drawer|View|Page|Detail)$|^Pages\//;

type Viewport = { width: number; height: number };
type Story = ComponentType & { load: () => Promise<void> };
type Shot = { name: string; Story: Story; viewport: Viewport };
type StoryModule = Parameters<typeof composeStories>[0];

const slug = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Loaded after `Date` is frozen: fixtures computing "in two hours" compute it from the frozen day.
const loaders = import.meta.glob<StoryModule>('./**/*.stories.tsx');
const modules = await Promise.all(
  Object.keys(loaders)
    .sort()
    .map(async (path) => ({ path, module: await loaders[path]!() })),
);

/** Every story of every stories file: one shot at desktop width, one more at phone width for the kinds above. */
export const SHOTS: Shot[] = modules.flatMap(({ path, module }) => {
  const title = module.default.title ?? path;
  const composed = composeStories(module) as unknown as Record<string, Story>;
  return Object.entries(composed).flatMap(([exportName, Story]) => {
    const name = `${slug(title)}--${slug(exportName)}`;
    const shots: Shot[] = [{ name, Story, viewport: DESKTOP }];
    if (PHONE_KINDS.test(title)) shots.push({ name: `${name}--phone`, Story, viewport: PHONE });
    return shots;
  });
});

/**
 * Test ids of parts that change with the clock: painted over before comparing. Masked by locators
 * resolved when the screenshot is taken (not by the elements found before it): a card's countdown
 * may be rendered again in between, and a mask on the replaced element painted nothing.
 */
const MASK_TEST_IDS = ['time-left'];

/** Stops animations, transitions and the blinking caret, so two screenshots in a row agree. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

let root: Root | null = null;
let container: HTMLElement | null = null;

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = STILL_CSS;
  document.head.append(style);
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Waits until every picture in `element` has loaded (or failed) and the fonts are ready. */
async function picturesLoaded(element: HTMLElement): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...element.querySelectorAll('img')].map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the page stops changing (data from the in-memory API shown, French texts loaded,
 * lazy parts rendered): the same markup for three looks in a row, 60 ms apart (a lazy part's code
 * loaded for the first time in the run can take longer than one look), for at most ~4 s.
 */
async function settled(element: HTMLElement): Promise<void> {
  let last = element.outerHTML;
  let unchanged = 0;
  for (let look = 0; look < 65 && unchanged < 3; look += 1) {
    await pause(60);
    const now = element.outerHTML;
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
  await picturesLoaded(element);
}

describe('every story looks as it did (reference screenshots)', () => {
  it('covers every story of every stories file', () => {
    const files = Object.keys(loaders);
    expect(files.length).toBeGreaterThan(60);
    const stories = modules.reduce(
      (total, { module }) => total + Object.keys(composeStories(module)).length,
      0,
    );
    expect(SHOTS.filter((entry) => entry.viewport === DESKTOP)).toHaveLength(stories);
  });

  it.each(SHOTS.map((entry) => [entry.name, entry] as const))('%s', async (name, entry) => {
    await page.viewport(entry.viewport.width, entry.viewport.height);
    const before = new Set(document.body.children);
    container = document.createElement('div');
    container.dataset['testid'] = 'visual-root';
    container.style.width = `${entry.viewport.width}px`;
    container.style.padding = '16px';
    container.style.boxSizing = 'border-box';
    document.body.append(container);
    const { Story } = entry;
    // The story's loaders (e.g. the in-memory API of the widgets) and beforeEach, as Storybook runs them.
    await Story.load();
    await act(async () => {
      root = createRoot(container!);
      root.render(<Story />);
    });
    await settled(document.body);
    // A dialog, drawer or menu renders outside the story's box (a portal): shoot the whole page then.
    const portal = [...document.body.children].some(
      (element) => !before.has(element) && element !== container && element.tagName === 'DIV',
    );
    const target = portal ? document.body : container;
    const mask = MASK_TEST_IDS.map((id) => page.getByTestId(id));
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name, {
      screenshotOptions: { mask, animations: 'disabled' },
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 25 },
    });
  });
});
