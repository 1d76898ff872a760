import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleBanners } from '../storybook/catalogueFixtures';
import { HeroCarousel } from './HeroCarousel';

const currentDot = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Slides' }))
    .getAllByRole('button')
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

/** Records the current dot every time it changes, until stopped. */
const recordDots = (canvasElement: HTMLElement) => {
  const dots: number[] = [currentDot(canvasElement)];
  const observer = new MutationObserver(() => {
    const now = currentDot(canvasElement);
    if (now !== dots[dots.length - 1]) dots.push(now);
  });
  observer.observe(canvasElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-current'],
  });
  return { dots, stop: () => observer.disconnect() };
};

/** The slide shown: the one not hidden from assistive technology. */
const shownSlide = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
    .find((slide) => !slide.hasAttribute('aria-hidden'));

const meta = {
  title: 'Catalogue/HeroCarousel',
  component: HeroCarousel,
  tags: ['autodocs'],
  args: { banners: sampleBanners, onClaim: fn() },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two banners: title, description, Claim Now; arrows and dots move between them. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured offers' });
    // 6000 ms on each slide, 300 ms transitions.
    await expect(region).toHaveAttribute('data-autoplay-delay', '6000');
    await expect(region).toHaveAttribute('data-speed', '300');
    await expect(canvas.getByRole('heading', { name: 'Prices drop until claimed' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Every vehicle starts at its sticker price and drops until someone claims it.',
      ),
    ).toBeVisible();
    await expect(currentDot(canvasElement)).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Claim Now' }));
    await expect(args.onClaim).toHaveBeenCalledWith(sampleBanners[0], 0);

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentDot(canvasElement)).toBe(1));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('Slide 2 of 2');
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: 'Every vehicle sells on Thursday' }),
      ).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Now' }));
    await expect(args.onClaim).toHaveBeenLastCalledWith(sampleBanners[1], 1);

    // Past the last slide it goes round to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentDot(canvasElement)).toBe(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(currentDot(canvasElement)).toBe(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1 of 2' }));
    await waitFor(() => expect(currentDot(canvasElement)).toBe(0));
  },
};

/**
 * Autoplay advances by itself and keeps going after the user used the arrows (a short delay
 * here so the test is quick; the default is 6000 ms).
 */
export const AutoplayNotStoppedByInteraction: Story = {
  args: { autoplayDelay: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every slide change is recorded as it happens, so a slow machine that polls late still
    // sees the whole sequence (polling alone could miss a slide shown between two polls).
    const seen = recordDots(canvasElement);
    try {
      await waitFor(() => expect(seen.dots).toContain(1), { timeout: 8000 });
      const clickedAt = seen.dots.length;
      await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1 of 2' }));
      await waitFor(
        () => {
          const after = seen.dots.slice(clickedAt);
          const first = after.indexOf(0);
          expect(first).toBeGreaterThanOrEqual(0);
          expect(after.slice(first + 1)).toContain(1);
        },
        { timeout: 8000 },
      );
    } finally {
      seen.stop();
    }
  },
};

/** The pause button stops the slideshow until played again (WCAG 2.2.2). */
export const Paused: Story = {
  args: { autoplayDelay: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    const before = currentDot(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await expect(currentDot(canvasElement)).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
    await waitFor(() => expect(currentDot(canvasElement)).not.toBe(before), { timeout: 2500 });
  },
};

/** One banner: no arrows, dots or autoplay. */
export const SingleBanner: Story = {
  args: { banners: sampleBanners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Claim Now' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Slides' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Featured offers' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** Image paths are prefixed with `imageBaseUrl`. */
export const ImageBaseUrl: Story = {
  args: {
    imageBaseUrl: '/media',
    banners: [{ ...sampleBanners[0]!, bannerImage: 'banners/summer.svg' }, sampleBanners[1]!],
  },
  play: async ({ canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('src', '/media/banners/summer.svg');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Réclamer maintenant' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Diapositive suivante' })).toBeVisible();
  },
};
