import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBreakdown } from './PriceBreakdown';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

/** The value after a term of the breakdown. */
const meta = {
  title: 'Auction/PriceBreakdown',
  component: PriceBreakdown,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "What a buyer pays: price, documentation fee, delivery when chosen, each tax of their province and the all-in total, to the cent; computed from the shared fees table, or the server's lines.",
          use: 'Wherever a buyer confirms a price (Confirm Your Bid, Claim Now, Buy Now, checkout, an order).',
          avoid: "For a card's price (show the price alone) or for printing (`BillOfSale`).",
          pages: ['typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { price: 12350, province: 'ON' },
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ontario: 13 % HST on the price and the $99 documentation fee. */
export const Ontario: Story = {
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Vehicle price')).toBe('$12,350.00');
    await expect(valueOf(canvasElement, 'Documentation fee')).toBe('$99.00');
    await expect(valueOf(canvasElement, 'HST (13%)')).toBe('$1,618.37');
    await expect(valueOf(canvasElement, 'All-in total')).toBe('$14,067.37');
    await expect(canvasElement).toHaveTextContent('Tax rates as of');
  },
};

/** Quebec: GST and QST. */
export const Quebec: Story = {
  args: { price: 20000, province: 'QC' },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'GST (5%)')).toBe('$1,004.95');
    await expect(valueOf(canvasElement, 'QST (9.975%)')).toBe('$2,004.88');
    await expect(valueOf(canvasElement, 'All-in total')).toBe('$23,108.83');
  },
};

/** Unknown province: no taxes, no all-in total, a note instead. */
export const NoProvince: Story = {
  args: { province: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('All-in total')).toBeNull();
    await expect(canvasElement).toHaveTextContent(
      'Sales taxes of your province are added at checkout.',
    );
  },
};

/** The server's lines (checkout, an order): a delivery charge, taxed with the rest, and "Total". */
export const ServerLines: Story = {
  args: {
    price: undefined,
    province: undefined,
    totalLabel: 'Total',
    lines: {
      vehiclePriceCents: 1_235_000,
      documentationFeeCents: 9_900,
      deliveryChargeCents: 25_000,
      // (12,350 + 99 + 250) x 13 % = 1,650.87
      taxes: [{ code: 'HST', rate: 0.13, amountCents: 165_087 }],
      totalCents: 1_434_987,
      ratesAsOf: '2026-01-01',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Vehicle price')).toBe('$12,350.00');
    await expect(valueOf(canvasElement, 'Delivery charge')).toBe('$250.00');
    await expect(valueOf(canvasElement, 'HST (13%)')).toBe('$1,650.87');
    await expect(valueOf(canvasElement, 'Total')).toBe('$14,349.87');
    await expect(within(canvasElement).queryByText('All-in total')).toBeNull();
  },
};
