import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import {
  CLAIMED_ORDER_ID,
  ORDER_ID,
  claimedBid,
  leadingBid,
  lostBid,
  outbidBid,
  wonBid,
} from '../storybook/saleFixtures';
import { MyBidCard } from './MyBidCard';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

/** The value shown under a term of the card. */
const meta = {
  title: 'After the sale/MyBidCard',
  component: MyBidCard,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "One auction of My Bids with the viewer's part in it: the live price, their bid and maximum, leading or outbid, the end and status; a won one's order and next step, a lost one's selling price.",
          use: 'In `MyBidsView`, one per auction the viewer bid on.',
          avoid: 'For browsing vehicles (use `VehicleCard`) or for orders (use `OrderCard`).',
          pages: ['colours', 'typography', 'spacing', 'elevation', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { bid: leadingBid, LinkComponent: StoryLink, onContinue: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyBidCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, leading: the live price, your bid and your maximum, "You are leading", the time left. */
export const Leading: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '2021 Honda Civic' });
    await expect(within(card).getByTestId('standing')).toHaveTextContent('You are leading');
    await expect(valueOf(card, 'Current Bid')).toBe('$21,750');
    await expect(valueOf(card, 'Your bid')).toBe('$21,750');
    await expect(valueOf(card, 'Your maximum')).toBe('$23,000');
    await expect(valueOf(card, 'Bids')).toBe('12');
    await expect(within(card).getByTestId('live-status')).toHaveTextContent('Live');
    await expect(within(card).getByTestId('time-left').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect(within(card).getByRole('link', { name: '2021 Honda Civic' })).toHaveAttribute(
      'href',
      '/detail/auc-lead',
    );
  },
};

/** A live event with a higher bid than your maximum: "Outbid", the new price and count. */
export const OutbidLive: Story = {
  args: {
    live: {
      currentPrice: 23_250,
      highestBid: 23_250,
      bidCount: 13,
      endsAt: leadingBid.auction.endsAt,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('standing')).toHaveTextContent('Outbid');
    await expect(valueOf(canvasElement, 'Current Bid')).toBe('$23,250');
    await expect(valueOf(canvasElement, 'Bids')).toBe('13');
  },
};

/** A live event within your maximum: the proxy keeps you leading at the new price. */
export const StillLeadingLive: Story = {
  args: {
    live: {
      currentPrice: 22_750,
      highestBid: 22_750,
      bidCount: 14,
      endsAt: leadingBid.auction.endsAt,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('standing')).toHaveTextContent(
      'You are leading',
    );
    await expect(valueOf(canvasElement, 'Current Bid')).toBe('$22,750');
  },
};

/** Outbid (from the answer): amber, with what you bid and your maximum. */
export const Outbid: Story = {
  args: { bid: outbidBid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('standing')).toHaveTextContent('Outbid');
    await expect(valueOf(canvasElement, 'Your bid')).toBe('$25,500');
    await expect(valueOf(canvasElement, 'Current Bid')).toBe('$26,500');
  },
};

/** Won, order waiting: "You won", Pending Payment, pay-by date, Complete your purchase. */
export const WonToCheckout: Story = {
  args: { bid: wonBid },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByTestId('standing')).toHaveTextContent('You won');
    await expect(card.getByTestId('order-status')).toHaveTextContent('Pending Payment');
    await expect(valueOf(canvasElement, 'Winning bid')).toBe('$18,900');
    await expect(valueOf(canvasElement, 'Won on')).toBe('Nov 26, 2026');
    await expect(card.getByTestId('pay-by')).not.toBeEmptyDOMElement();
    await expect(card.queryByTestId('time-left')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Complete your purchase' }));
    await expect(args.onContinue).toHaveBeenCalledWith(wonBid);
    await expect(card.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/my-order/${ORDER_ID}`,
    );
  },
};

/** A paid claim: "Your claim", Payment Completed, only View order. */
export const ClaimedPaid: Story = {
  args: { bid: claimedBid },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('MarketDropAI')).toBeVisible();
    await expect(valueOf(canvasElement, 'Your claim')).toBe('$15,500');
    // The day it was claimed, not the sale's scheduled close (Nov 26).
    await expect(valueOf(canvasElement, 'Claimed on')).toBe('Nov 23, 2026');
    await expect(card.getByTestId('order-status')).toHaveTextContent('Payment Completed');
    await expect(card.queryByRole('button', { name: 'Complete your purchase' })).toBeNull();
    await expect(card.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/my-order/${CLAIMED_ORDER_ID}`,
    );
  },
};

/** Bought with Buy Now: its price and the day it was bought. */
export const BoughtNow: Story = {
  args: {
    bid: {
      ...wonBid,
      yourBid: null,
      order: { ...wonBid.order!, source: 'buyNow', soldAt: '2026-11-24T16:00:00.000Z' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Buy Now price')).toBe('$18,900');
    await expect(valueOf(canvasElement, 'Bought on')).toBe('Nov 24, 2026');
  },
};

/** Lost: "Not won", what it sold for and your bid, the day it ended. */
export const Lost: Story = {
  args: { bid: lostBid },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByTestId('standing')).toHaveTextContent('Not won');
    await expect(valueOf(canvasElement, 'Sold for')).toBe('$31,000');
    await expect(valueOf(canvasElement, 'Your bid')).toBe('$29,000');
    await expect(card.getByTestId('ended-on')).toHaveTextContent('Nov 26, 2026');
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** In French: labels, money and dates fr-CA. */
export const French: Story = {
  args: { bid: wonBid },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText('Remportée', {}, { timeout: 10000 })).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveTextContent('Paiement en attente');
    await expect(valueOf(canvasElement, 'Mise gagnante')?.replace(/\s/g, ' ')).toBe('18 900 $');
    await expect(card.getByRole('button', { name: 'Finaliser votre achat' })).toBeVisible();
  },
};

/**
 * The seller's sales are paused (its account is suspended): "Paused" instead of Live, and its
 * time left stands still (no countdown running on).
 */
export const Paused: Story = {
  args: { bid: { ...leadingBid, auction: { ...leadingBid.auction, paused: true } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '2021 Honda Civic' });
    await expect(within(card).getByTestId('live-status')).toHaveTextContent('Paused');
    await expect(within(card).getByTestId('time-left')).toHaveTextContent('Paused');
  },
};

/** Paused as a live event said, in French: « En pause ». */
export const PausedLiveFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    live: {
      currentPrice: leadingBid.auction.currentPrice,
      bidCount: leadingBid.auction.totalBids,
      endsAt: leadingBid.auction.endsAt,
      paused: true,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      await card.findByText(
        'En pause',
        { selector: '[data-testid="live-status"]' },
        { timeout: 10000 },
      ),
    ).toBeVisible();
  },
};
