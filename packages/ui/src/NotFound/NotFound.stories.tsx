import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { NotFound } from './NotFound';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The page for an unknown address, with Go Home, Learn About Us and Contact.',
          use: 'For any address the app does not know.',
          avoid: 'For a page that failed to load (use `PageError`).',
          pages: ['typography', 'content'],
        }),
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain anchors (the default `LinkComponent`). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    // A plain anchor gets no stray `to` attribute.
    await expect(canvas.getByRole('link', { name: 'Go Home' })).not.toHaveAttribute('to');
  },
};

/** With a router link injected: it receives the path as `to`. */
export const WithRouterLink: Story = {
  args: { LinkComponent: StoryLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Go Home' });
    await expect(home).toHaveAttribute('data-router-link', 'true');
    await expect(home).toHaveAttribute('href', '/');
  },
};
