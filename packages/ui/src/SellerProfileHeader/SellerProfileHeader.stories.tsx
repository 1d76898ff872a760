import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SellerProfileHeader } from './SellerProfileHeader';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Seller/SellerProfileHeader',
  component: SellerProfileHeader,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A seller's header: business name, city, member since, verified badge, vehicles sold and average rating.",
          use: "At the top of a seller's public profile.",
          avoid: "For a user's own account (use `ProfileView`).",
          pages: ['colours', 'typography', 'spacing'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    seller: {
      businessName: 'Maple Leaf Motors',
      city: 'Toronto',
      province: 'ON',
      memberSince: '2024-03-15T12:00:00Z',
      verified: true,
      vehiclesSold: 128,
      rating: { average: 4.6, count: 37 },
    },
  },
} satisfies Meta<typeof SellerProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified dealer with sales and reviews. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Maple Leaf Motors');
    await expect(canvas.getByText('Verified dealer')).toBeVisible();
    await expect(canvas.getByText('Toronto, ON')).toBeVisible();
    const since = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(
      new Date('2024-03-15T12:00:00Z'),
    );
    await expect(canvas.getByText(`Member since ${since}`)).toBeVisible();
    await expect(canvas.getByTestId('vehicles-sold')).toHaveTextContent('128 vehicles sold');
    await expect(canvas.getByTestId('rating')).toHaveTextContent('4.6 out of 5(37 reviews)');
  },
};

/** A new seller: one sale, no reviews, not verified. */
export const NewSeller: Story = {
  args: {
    seller: {
      businessName: 'Prairie Auto',
      city: null,
      province: 'SK',
      memberSince: '2026-11-01T12:00:00Z',
      verified: false,
      vehiclesSold: 1,
      rating: { average: null, count: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Verified dealer')).toBeNull();
    await expect(canvas.getByTestId('vehicles-sold')).toHaveTextContent('1 vehicle sold');
    await expect(canvas.getByTestId('rating')).toHaveTextContent('No reviews yet');
  },
};

/** Loading. */
export const Loading: Story = {
  args: { seller: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Concessionnaire vérifié', {}, { timeout: 5_000 });
    await expect(canvas.getByTestId('vehicles-sold').textContent?.replace(/\s/g, ' ')).toBe(
      '128 véhicules vendus',
    );
    await expect(canvas.getByTestId('rating').textContent?.replace(/\s/g, ' ')).toBe(
      '4,6 sur 5(37 avis)',
    );
  },
};
