import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewList } from './ReviewList';
import { purpose } from '../storybook/purpose';

const reviews = [
  {
    _id: 'rev-1',
    rating: 5,
    comment: 'Smooth pickup, the car was exactly as described.',
    buyerFirstName: 'Amira',
    vehicleName: '2021 Honda Civic EX',
    createdAt: '2026-11-20T15:00:00Z',
  },
  {
    _id: 'rev-2',
    rating: 3,
    comment: null,
    buyerFirstName: 'Luc',
    vehicleName: '2019 Mazda CX-5 GS',
    createdAt: '2026-10-02T15:00:00Z',
  },
];

const meta = {
  title: 'Seller/ReviewList',
  component: ReviewList,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A seller's reviews, newest first: stars, comment, the buyer's first name, the vehicle and date; Load More.",
          use: "On a seller's public profile, under `SellerProfileHeader`.",
          avoid: 'For writing a review (use `ReviewOrderDialog`).',
          pages: ['typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { reviews, onLoadMore: fn(), onRetry: fn() },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rating, comment, buyer's first name, vehicle and date, newest first. */
export const Default: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(first.getByText('Smooth pickup, the car was exactly as described.')).toBeVisible();
    await expect(first.getByText('Amira bought 2021 Honda Civic EX')).toBeVisible();
    await expect(items[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T15:00:00Z',
    );
    await expect(
      within(items[1] as HTMLElement).getByRole('img', { name: 'Rated 3 out of 5' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** No reviews yet. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'No reviews yet. Buyers review a seller once their order is completed.',
      ),
    ).toBeVisible();
  },
};

/** Loading failed. */
export const LoadError: Story = {
  args: { reviews: [], error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the reviews');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { reviews: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Amira a acheté 2021 Honda Civic EX', {}, { timeout: 5_000 });
    await expect(canvas.getByRole('img', { name: 'Note de 5 sur 5' })).toBeVisible();
  },
};
