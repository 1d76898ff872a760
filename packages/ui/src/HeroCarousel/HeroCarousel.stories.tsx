import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleBanners } from '../storybook/catalogueFixtures';
import { createManualClock, withClock } from '../storybook/manualClock';
import { HeroCarousel } from './HeroCarousel';
import { purpose } from '../storybook/purpose';

const currentDot = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Slides' }))
    .getAllByRole('button')
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

/** The slide shown: the one not hidden from assistive technology. */
const shownSlide = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
    .find((slide) => !slide.hasAttribute('aria-hidden'));

const meta = {
  title: 'Catalogue/HeroCarousel',
  component: HeroCarousel,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The banner carousel of the signed-in Home page: promotions with title, description and Claim Now, rotating every 6 seconds, with dots, arrows and a pause button.',
          use: 'At the top of the signed-in Home page, for banners managed by the team.',
          avoid:
            "On the public landing page (use `LandingHero`, lighter) or for a vehicle's pictures (`DetailGallery`).",
          pages: ['typography', 'breakpoints', 'accessibility'],
        }),
      },
    },
  },
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

const interactionClock = createManualClock();

/**
 * Autoplay advances by itself and keeps going after the user used the dots (the clock is moved on
 * by hand; the default delay is 6000 ms).
 */
export const AutoplayNotStoppedByInteraction: Story = {
  args: { autoplayDelay: 1500 },
  decorators: [withClock(interactionClock)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentDot(canvasElement)).toBe(0);
    await waitFor(() => expect(interactionClock.pending()).toBe(1));
    interactionClock.advance(1499);
    await expect(currentDot(canvasElement)).toBe(0);
    interactionClock.advance(1);
    await waitFor(() => expect(currentDot(canvasElement)).toBe(1));

    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1 of 2' }));
    await waitFor(() => expect(currentDot(canvasElement)).toBe(0));
    // The click restarted the delay and the slideshow goes on.
    await waitFor(() => expect(interactionClock.pending()).toBe(1));
    interactionClock.advance(1500);
    await waitFor(() => expect(currentDot(canvasElement)).toBe(1));
  },
};

const pausedClock = createManualClock();

/** The pause button stops the slideshow until played again (WCAG 2.2.2). */
export const Paused: Story = {
  args: { autoplayDelay: 500 },
  decorators: [withClock(pausedClock)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    const before = currentDot(canvasElement);
    await waitFor(() => expect(pausedClock.pending()).toBe(0));
    pausedClock.advance(1300);
    await expect(currentDot(canvasElement)).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
    await waitFor(() => expect(pausedClock.pending()).toBe(1));
    pausedClock.advance(500);
    await waitFor(() => expect(currentDot(canvasElement)).not.toBe(before));
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
