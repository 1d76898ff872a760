import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { PageError } from './PageError';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Pages/PageError',
  component: PageError,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The page shown in place of one that failed to load: what happened in the user's words, Try again and Go Home.",
          use: "As the route's error element.",
          avoid:
            'For an unknown address (use `NotFound`) or an error inside a form or list (show it there).',
          pages: ['typography', 'content'],
        }),
      },
    },
    layout: 'fullscreen',
  },
  args: { onRetry: fn(), LinkComponent: StoryLink },
} satisfies Meta<typeof PageError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that failed to load: what happened, "Try again" (reloads) and Go Home. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('the site was just updated');
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/developer/i)).toBeNull();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Cette page n'a pas pu être chargée" }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
