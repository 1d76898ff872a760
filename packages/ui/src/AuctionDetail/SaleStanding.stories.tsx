import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { makeAuction } from '../storybook/catalogueFixtures';
import { makeLive } from '../storybook/liveFixtures';
import { StoryLink } from '../storybook/StoryLink';
import { AuctionDetail } from './AuctionDetail';
import { purpose } from '../storybook/purpose';

/**
 * Where the signed-in viewer stands on a vehicle's page: a bidder leading or outbid (live), the
 * seller on its own sale, and the sale's last two minutes.
 */
const meta = {
  title: 'Catalogue/AuctionDetail/Standing',
  component: AuctionDetail,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The bidder's standing on the detail page: Leading or Outbid, with their maximum bid, as a status region that is announced when it changes.",
          use: 'On the detail page of an auction the viewer has bid on.',
          avoid:
            'For a viewer who has not bid (it shows nothing to them), or for the standing in My Bids (`MyBidCard` shows its own).',
          pages: ['colours', 'content', 'accessibility'],
        }),
      },
    },
    layout: 'padded',
  },
  args: {
    auction: makeAuction(),
    onToggleSave: fn(),
    onMainAction: fn(),
    onBuyNow: fn(),
    LinkComponent: StoryLink,
  },
} satisfies Meta<typeof AuctionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bidder who leads: "You're winning" with the maximum that leads. */
export const Leading: Story = {
  args: {
    auction: makeAuction({ isLeader: true, yourMaxBid: 23000 }),
    live: makeLive({ isLeader: true, yourMaxBid: 23000 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('bid-standing');
    await expect(notice).toHaveAttribute('data-standing', 'leading');
    await expect(notice).toHaveTextContent("You're winning");
    await expect(notice).toHaveTextContent('Your maximum bid of $23,000 leads.');
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeVisible();
  },
};

/**
 * Outbid live: a rival's bid (a public event: it never says who leads) lifted the highest bid
 * above the bidder's maximum, so the notice turns to "Outbid" on the page.
 */
export const OutbidLive: Story = {
  args: {
    auction: makeAuction({ isLeader: true, yourMaxBid: 23000 }),
    live: makeLive({ highestBid: 23250, currentPrice: 23250, bidCount: 14, seq: 50 }),
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('bid-standing');
    await expect(notice).toHaveAttribute('data-standing', 'outbid');
    await expect(notice).toHaveTextContent('Outbid');
    await expect(notice).toHaveTextContent(
      'Another bidder is ahead of your maximum of $23,000. Bid again to win.',
    );
  },
};

/** The seller on its own sale: its dealer view instead of Place Bid and Buy Now. */
export const YourListing: Story = {
  args: {
    auction: makeAuction({ buyNowPrice: 32000 }),
    ownListingHref: '/dealer/listings/veh-1001/edit',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByTestId('own-listing');
    await expect(own).toHaveTextContent('This is your listing');
    await expect(
      within(own).getByRole('link', { name: 'Manage it in your dealer area' }),
    ).toHaveAttribute('href', '/dealer/listings/veh-1001/edit');
    await expect(canvas.queryByRole('button', { name: 'Place Bid' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Buy Now/ })).toBeNull();
    await expect(canvas.queryByTestId('bid-standing')).toBeNull();
  },
};

/** The last two minutes: the circle turns red, says "Ending soon", and is named so. */
export const EndingSoon: Story = {
  args: { live: makeLive({ endsAt: new Date(Date.now() + 100_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveAttribute('data-closing', 'true');
    await expect(within(canvasElement).getByTestId('countdown-caption')).toHaveTextContent(
      'Ending soon',
    );
    await expect(timer.getAttribute('aria-label')).toMatch(/^Ending soon: 0[01]:\d\d left$/);
  },
};

/** In French: « Enchère dépassée », « Ceci est votre annonce » and « Se termine bientôt ». */
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    auction: makeAuction({ isLeader: false, yourMaxBid: 21000 }),
    live: makeLive({ endsAt: new Date(Date.now() + 100_000).toISOString() }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId('bid-standing')).toHaveTextContent('Enchère dépassée'),
    );
    await expect(canvas.getByTestId('countdown-caption')).toHaveTextContent('Se termine bientôt');
  },
};
