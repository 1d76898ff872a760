import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createManualClock, withClock } from '../storybook/manualClock';
import { StoryLink } from '../storybook/StoryLink';
import { LandingHero } from './LandingHero';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Public/Landing/LandingHero',
  component: LandingHero,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The first thing a visitor sees on the public landing page: two slides rotating every 6 seconds, each with Claim Now, with dots and a pause button; CSS only, so the page stays light.',
          use: 'At the top of the public landing page.',
          avoid: 'On the signed-in Home page (use `HeroCarousel`, which shows managed banners).',
          pages: ['typography', 'breakpoints', 'accessibility'],
        }),
      },
    },
    layout: 'fullscreen',
  },
  args: { LinkComponent: StoryLink, onClaimNow: fn() },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slide by its label (a hidden slide has no accessible name, so it is found by attribute). */
function slide(canvasElement: HTMLElement, n: number): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(
    `[aria-roledescription="slide"][aria-label="Slide ${n} of 2"]`,
  );
  if (!found) throw new Error(`Slide ${n} not found`);
  return found;
}

/** Two slides, the first shown; each has a Claim Now link to /listing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Featured' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(slide(canvasElement, 1)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slide(canvasElement, 2)).toHaveAttribute('aria-hidden', 'true');
    const claim = canvas.getByRole('link', { name: 'Claim Now' });
    await expect(claim).toHaveAttribute('href', '/listing');
    await expect(
      canvas.getByRole('heading', { name: 'The Price Drops Until Someone Claims It' }),
    ).toBeVisible();
    await userEvent.click(claim);
    await expect(args.onClaimNow).toHaveBeenCalledTimes(1);
  },
};

const autoplayClock = createManualClock();

/** The slides advance by themselves (6000 ms in the app; 400 ms here) and wrap around. */
export const Autoplay: Story = {
  args: { autoplayMs: 400 },
  decorators: [withClock(autoplayClock)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = (n: number) =>
      expect(canvas.getByRole('button', { name: `Show slide ${n}` })).toHaveAttribute(
        'aria-current',
        'true',
      );
    await current(1);
    // Each slide starts its own timer once shown: wait for it, then move the clock on.
    await waitFor(() => expect(autoplayClock.pending()).toBe(1));
    autoplayClock.advance(399);
    await current(1);
    autoplayClock.advance(1);
    await waitFor(() => current(2));
    await expect(slide(canvasElement, 1)).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(autoplayClock.pending()).toBe(1));
    autoplayClock.advance(400);
    await waitFor(() => current(1));
  },
};

const pausedClock = createManualClock();

/** A dot shows its slide; Pause stops the rotation. */
export const DotsAndPause: Story = {
  args: { autoplayMs: 300 },
  decorators: [withClock(pausedClock)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slides' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 2' }));
    await expect(canvas.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Every Vehicle Sells. Every Thursday.' }),
    ).toBeInTheDocument();
    pausedClock.advance(900);
    await expect(pausedClock.pending()).toBe(0);
    // Still on slide 2: paused.
    await expect(canvas.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Réclamer maintenant' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher la diapositive 2' })).toBeVisible();
  },
};
