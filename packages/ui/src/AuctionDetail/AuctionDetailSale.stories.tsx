import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { makeAuction } from '../storybook/catalogueFixtures';
import { makeLive } from '../storybook/liveFixtures';
import { formatDateTimeZone } from '../i18n/format';
import { AuctionDetail } from './AuctionDetail';
import { purpose } from '../storybook/purpose';

/**
 * The sale's own facts beside its price (issue 22): the absolute end with its time zone and
 * "Extended", the reserve's state while bidding (never its amount), MarketDropAI's drop step and
 * next drop. The page's other states are in AuctionDetail.stories.
 */

/** A fixed end, so the texts can be checked: Friday, December 11, 2026, 20:30 UTC. */
const END = '2026-12-11T20:30:00.000Z';
/** `Fri, Dec 11, 2026, 3:30 p.m. EST`: a weekday, a date, a time and a zone's name. */
const END_TEXT = /^Ends \w{3}, \w{3} \d{1,2}, 2026, \d{1,2}:\d{2}\s[ap]\.m\.\s\S+$/;
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const meta = {
  title: 'Catalogue/AuctionDetail/Sale facts',
  component: AuctionDetail,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The sale facts of `AuctionDetail` for each kind of sale: auction, MarketDropAI's drops and ClaimPOINT, with their price, countdown, reserve and buttons.",
          use: 'To review how each sale type and state reads on the detail page.',
          avoid:
            'As a component of its own: these stories show `AuctionDetail`; use it, not a part of it.',
          pages: ['colours', 'typography', 'content'],
        }),
      },
    },
    layout: 'padded',
  },
  args: {
    auction: makeAuction({ reserveMet: false, highestBid: 21750 }),
    onToggleSave: fn(),
    onMainAction: fn(),
  },
} satisfies Meta<typeof AuctionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live bidding under the reserve: "Reserve not met", and the end's date, time and zone. */
export const ReserveNotMet: Story = {
  args: {
    live: makeLive({ endsAt: END, serverTime: new Date().toISOString(), reserveMet: false }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('reserve-state')).toHaveTextContent('Reserve not met');
    const end = canvas.getByTestId('end-time');
    await expect(plain(end.textContent)).toMatch(END_TEXT);
    await expect(plain(end.textContent)).toBe(`Ends ${plain(formatDateTimeZone(END, 'en'))}`);
    await expect(end.querySelector('time')).toHaveAttribute('datetime', END);
    await expect(canvas.queryByTestId('end-extended')).toBeNull();
  },
};

/** The highest bid reached the reserve. */
export const ReserveMet: Story = {
  args: { live: makeLive({ reserveMet: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('reserve-state')).toHaveTextContent(
      'Reserve met',
    );
  },
};

/** An auction without a reserve (the server's `reserveMet: null`). */
export const NoReserve: Story = {
  args: { live: makeLive({ reserveMet: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('reserve-state')).toHaveTextContent(
      'No reserve',
    );
  },
};

/** Without a live state the answer's own reserve state and end show (a partner's page). */
export const FromTheAnswer: Story = {
  args: { auction: makeAuction({ reserveMet: true, endsAt: END, extended: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('reserve-state')).toHaveTextContent('Reserve met');
    await expect(plain(canvas.getByTestId('end-time').textContent)).toMatch(
      /^Ends .+ 2026, .+Extended$/,
    );
  },
};

/** Soft close moved the end: "Extended" beside the new end (and in the circle). */
export const ExtendedEnd: Story = {
  args: {
    live: makeLive({
      endsAt: new Date(Date.now() + 118_000).toISOString(),
      extended: true,
      reserveMet: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('end-extended')).toHaveTextContent('Extended');
    await expect(canvas.getByTestId('end-extended')).toHaveAttribute(
      'title',
      'A late bid moved the end',
    );
    await expect(canvas.getByTestId('countdown-caption')).toHaveTextContent('Extended');
  },
};

/** Over: neither the end line nor the reserve's state (the circle says how it ended). */
export const Over: Story = {
  args: { live: makeLive({ status: 'unsold', reserveMet: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('Reserve not met');
    await expect(canvas.queryByTestId('end-time')).toBeNull();
    await expect(canvas.queryByTestId('reserve-state')).toBeNull();
  },
};

/**
 * MarketDropAI: the price, how much it drops and how often, and when it drops next; no Highest
 * Bid row and no reserve.
 */
export const MarketDropAINextDrop: Story = {
  args: {
    auction: makeAuction({
      auctionType: 'marketdropai',
      priceLabel: 'Current Price',
      highestBid: null,
      totalBids: 0,
      priceDrop: { amount: 500, everyMinutes: 60 },
    }),
    live: makeLive({
      currentPrice: 29500,
      highestBid: null,
      bidCount: 0,
      priceChangesAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price')).toHaveTextContent('$29,500');
    await expect(canvas.getByTestId('drop-step')).toHaveTextContent(
      'Price drops: $500 every 60 minutes',
    );
    await expect(canvas.getByTestId('next-drop').textContent).toMatch(
      /^Next drop at \d{1,2}:\d{2}\s?[ap]\.m\.$/,
    );
    await expect(canvas.queryByText('Highest Bid')).toBeNull();
    await expect(canvas.queryByTestId('reserve-state')).toBeNull();
    await expect(canvas.getByTestId('end-time')).toHaveTextContent(/^Ends /);
  },
};

/** At the floor: no next drop, so neither the step nor "Next drop". */
export const MarketDropAIAtFloor: Story = {
  args: {
    auction: makeAuction({
      auctionType: 'marketdropai',
      priceDrop: { amount: 500, everyMinutes: 60 },
    }),
    live: makeLive({ currentPrice: 25000, highestBid: null, priceChangesAt: null }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price')).toHaveTextContent('$25,000');
    await expect(canvas.queryByTestId('drop-step')).toBeNull();
    await expect(canvas.queryByTestId('next-drop')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    live: makeLive({ endsAt: END, extended: true, reserveMet: false }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Prix de réserve non atteint', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(plain(canvas.getByTestId('end-time').textContent)).toBe(
      `Se termine le ${plain(formatDateTimeZone(END, 'fr'))}Prolongée`,
    );
    await expect(canvas.getByRole('button', { name: 'Copier le NIV' })).toBeVisible();
  },
};

export const FrenchMarketDropAI: Story = {
  globals: { locale: 'fr' },
  args: {
    auction: makeAuction({
      auctionType: 'marketdropai',
      priceDrop: { amount: 500, everyMinutes: 120 },
    }),
    live: makeLive({
      currentPrice: 29500,
      highestBid: null,
      priceChangesAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = await canvas.findByTestId('drop-step', {}, { timeout: 5000 });
    await waitFor(
      () => expect(plain(step.textContent)).toBe('Baisse de prix : 500 $ toutes les 2 heures'),
      { timeout: 5000 },
    );
    await waitFor(
      () => expect(canvas.getByTestId('next-drop').textContent).toMatch(/^Prochaine baisse à /),
      { timeout: 5000 },
    );
  },
};
