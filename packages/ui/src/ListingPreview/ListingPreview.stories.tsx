import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { carPictures } from '../storybook/catalogueFixtures';
import { ListingPreview } from './ListingPreview';
import { purpose } from '../storybook/purpose';

const NOW = Date.parse('2026-11-25T12:00:00Z');

const meta = {
  title: 'Dealer/ListingPreview',
  component: ListingPreview,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'How buyers will see a listing before it is published, with the very components they see: its `VehicleCard` and its `AuctionDetail` page, with nothing to buy.',
          use: "From Preview in the dealer's listing form.",
          avoid: 'For a live listing (buyers get the real page).',
          pages: ['colours', 'typography', 'spacing'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    now: NOW,
    listing: {
      year: 2021,
      makeName: 'Honda',
      model: 'Civic',
      trim: 'EX',
      odometer: 45210,
      odometerUnit: 'KM',
      fuelType: 'Gasoline',
      drivetrain: 'FWD',
      description: 'One owner, winter tires included.',
      address: '100 King St W',
      city: 'Toronto',
      postalCode: 'M5X 1A9',
      auctionType: 'auction',
      startingBid: 18000,
      reservePrice: 20000,
      buyNowPrice: 24000,
      endsAt: '2026-11-27T00:00:00Z',
      photos: [carPictures.red, carPictures.blue],
      sellerName: 'Maple Leaf Motors',
    },
  },
} satisfies Meta<typeof ListingPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An auction: the card and the page buyers will see, Buy Now included; the reserve stays private. */
export const Auction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByTestId('preview-card'));
    await expect(card.getByRole('heading', { name: '2021 Honda Civic' })).toBeVisible();
    await expect(card.getAllByText('$18,000')[0]).toBeVisible();
    await expect(card.getByText('100 King St W, Toronto')).toBeVisible();
    // The card's link goes nowhere yet: no address.
    const anchor = canvas.getByTestId('preview-card').querySelector('a');
    await expect(anchor).toHaveAttribute('aria-disabled', 'true');
    await expect(anchor).not.toHaveAttribute('href');
    const detail = within(canvas.getByTestId('preview-detail'));
    await expect(detail.getByRole('button', { name: 'Place Bid' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Buy Now for $24,000' })).toBeVisible();
    await expect(detail.getByText('One owner, winter tires included.')).toBeVisible();
    await expect(detail.getByText('Maple Leaf Motors')).toBeVisible();
    await expect(canvas.queryByText('$20,000')).toBeNull();
  },
};

/** MarketDropAI: the sticker price, Claim Now. */
export const MarketDropAi: Story = {
  args: {
    listing: {
      ...meta.args.listing,
      auctionType: 'marketdropai',
      stickerPrice: 21000,
      startingBid: null,
      buyNowPrice: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = within(canvas.getByTestId('preview-detail'));
    await expect(detail.getByRole('button', { name: 'Claim Now' })).toBeVisible();
    await expect(detail.getByTestId('price')).toHaveTextContent('$21,000');
    await expect(detail.queryByRole('button', { name: /Buy Now/ })).toBeNull();
  },
};

/** A draft with little in it: the buyers' fallbacks show. */
export const Sparse: Story = {
  args: { listing: { auctionType: 'claimpoint', claimPrice: 9900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByTestId('preview-card'));
    await expect(card.getByText('Location not available')).toBeVisible();
    const detail = within(canvas.getByTestId('preview-detail'));
    await expect(detail.getByText('No description available for this vehicle.')).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Dans le catalogue', {}, { timeout: 5_000 });
    await expect(canvas.getByText('Sa page')).toBeVisible();
  },
};
