import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeAuction } from '../storybook/catalogueFixtures';
import { createManualClock, withClock } from '../storybook/manualClock';
import { AuctionDetail } from './AuctionDetail';

const inFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** The definition list's value for a term (Specifications, price, Highest Bid). */
const valueOf = (root: HTMLElement, term: string) => {
  const dt = within(root).getAllByText(term, { selector: 'dt' }).at(0);
  return dt?.nextElementSibling?.textContent ?? null;
};

const section = (root: HTMLElement, name: string) => within(root).getByRole('region', { name });

const meta = {
  title: 'Catalogue/AuctionDetail',
  component: AuctionDetail,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    auction: makeAuction(),
    onToggleSave: fn(),
    onMainAction: fn(),
    onBuyNow: fn(),
    onConditionReportUnavailable: fn(),
    bidHistory: [
      { amount: 18000, at: '2026-01-01T10:00:00Z' },
      { amount: 18500, at: '2026-01-01T10:05:00Z' },
      { amount: 19600, at: '2026-01-01T11:00:00Z' },
      { amount: 21750, at: '2026-01-01T12:30:00Z' },
    ],
  },
} satisfies Meta<typeof AuctionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live auction with every field: each section, label and value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: '2021 Honda Civic' });
    await expect(canvas.getByRole('heading', { level: 1, name: '2021 Honda Civic' })).toBeVisible();
    await expect(within(article).getByText('Auction')).toBeVisible();
    await expect(canvas.getByTestId('stock')).toHaveTextContent('2021 Honda Civic EX');
    await expect(article).toHaveTextContent('Stock # 2021 Honda Civic EX');

    // Pictures with arrows and dots.
    await expect(canvas.getByRole('img', { name: '2021 Honda Civic, photo 1 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );

    // Price, Highest Bid and the real countdown (about 2 h 15 min left: hours and minutes).
    await expect(valueOf(article, 'Current Bid')).toBe('$21,750');
    await expect(valueOf(article, 'Highest Bid')).toBe('$21,750');
    const timer = canvas.getByRole('timer');
    await expect(canvas.getByTestId('countdown').textContent).toMatch(/^2h 1[45]m$/);
    await expect(timer).toHaveAttribute('data-urgent', 'false');
    await expect(timer).toHaveAccessibleName(/^Time left: 2h 1[45]m$/);

    // Main button (server label), no Buy Now without a Buy Now price.
    await userEvent.click(canvas.getByRole('button', { name: 'Place Bid' }));
    await expect(args.onMainAction).toHaveBeenCalledWith(args.auction);
    await expect(canvas.queryByRole('button', { name: /^Buy Now/ })).toBeNull();

    const specs = section(canvasElement, 'Specifications');
    await expect(valueOf(specs, 'Year')).toBe('2021');
    await expect(valueOf(specs, 'Make')).toBe('Honda');
    await expect(valueOf(specs, 'Model')).toBe('Civic');
    await expect(valueOf(specs, 'Trim')).toBe('EX');
    await expect(valueOf(specs, 'Odometer')).toBe('45,210 KM');
    const report = within(specs).getByRole('link', { name: 'View Vehicle CR' });
    await expect(report).toHaveAttribute('href', '/files/reports/veh-1001.html');
    await expect(report).toHaveAttribute('target', '_blank');

    await expect(section(canvasElement, 'Description')).toHaveTextContent(
      'One owner, dealer maintained, winter tires included.',
    );
    await expect(section(canvasElement, 'Location')).toHaveTextContent(
      '123 King St W, Toronto, M5H 1A1',
    );
    const live = section(canvasElement, 'Live Bidding');
    await expect(live).toHaveTextContent('Total 12 Bids');
    await expect(within(live).getByText('LIVE')).toBeVisible();
    const chart = within(live).getByRole('img', { name: 'Bids from $18,000 to $21,750' });
    await expect(chart).toHaveAttribute('data-points', '4');
    await expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(
      4,
    );

    const documents = section(canvasElement, 'Car Documents');
    await expect(within(documents).getByRole('link', { name: 'Ownership' })).toHaveAttribute(
      'href',
      '/files/docs/veh-1001-ownership.pdf',
    );
    await expect(within(documents).getByRole('link', { name: 'Service history' })).toBeVisible();
    await expect(article).toHaveTextContent('Seller: Maple Leaf Motors');

    const heart = canvas.getByRole('button', { name: 'Save this vehicle' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleSave).toHaveBeenCalledWith('auc-1001', true);
  },
};

/** MarketDropAI: Current Price and Claim Now, whatever labels the server sends. */
export const MarketDropAI: Story = {
  args: {
    auction: makeAuction({
      auctionType: 'marketdropai',
      priceLabel: 'Current Bid',
      ctaButton: 'Place Bid',
      currentPrice: 27400,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MarketDropAI')).toBeVisible();
    await expect(valueOf(canvasElement, 'Current Price')).toBe('$27,400');
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Now' }));
    await expect(args.onMainAction).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Place Bid' })).toBeNull();
  },
};

/** ClaimPOINT: Claim Price and Claim Now, whatever labels the server sends. */
export const ClaimPOINT: Story = {
  args: {
    auction: makeAuction({
      auctionType: 'claimpoint',
      priceLabel: 'Current Bid',
      ctaButton: 'Claim This Car',
      claimPrice: 15500,
      currentPrice: 15500,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ClaimPOINT')).toBeVisible();
    await expect(valueOf(canvasElement, 'Claim Price')).toBe('$15,500');
    await expect(canvas.getByRole('button', { name: 'Claim Now' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Claim This Car' })).toBeNull();
  },
};

/** With a Buy Now price there is a Buy Now button. */
export const BuyNow: Story = {
  args: { auction: makeAuction({ buyNowPrice: 32000 }) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Buy Now for $32,000' });
    await userEvent.click(button);
    await expect(args.onBuyNow).toHaveBeenCalledWith(args.auction);
  },
};

const endingSoonClock = createManualClock();

/** Under an hour: mm:ss in red, ticking every second. */
export const EndingSoon: Story = {
  decorators: [withClock(endingSoonClock)],
  args: {
    auction: makeAuction({
      schedule: {
        startTime: inFromNow(-3600),
        endTime: inFromNow(5 * 60 + 2),
        timeLeft: '00:05:02',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer');
    const value = canvas.getByTestId('countdown');
    await expect(value.textContent).toMatch(/^0[45]:\d\d$/);
    await expect(timer).toHaveAttribute('data-urgent', 'true');
    await expect(getComputedStyle(value).color).toBe('rgb(180, 35, 24)');
    const before = value.textContent;
    endingSoonClock.advance(1000);
    await waitFor(() => expect(value.textContent).not.toBe(before));
  },
};

/** Days left: shown as days and hours. */
export const DaysLeft: Story = {
  args: {
    auction: makeAuction({
      schedule: {
        startTime: inFromNow(-3600),
        endTime: inFromNow(2 * 86400 + 5 * 3600 + 60),
        timeLeft: '53:01:00',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('countdown')).toHaveTextContent('2d 5h');
  },
};

const endedClock = createManualClock();

/** Over: the countdown stops at 00:00 and the buttons are disabled. */
export const Ended: Story = {
  decorators: [withClock(endedClock)],
  args: {
    auction: makeAuction({
      buyNowPrice: 32000,
      schedule: { startTime: inFromNow(-7200), endTime: inFromNow(-5), timeLeft: '00:00:00' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('00:00');
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy Now for $32,000' })).toBeDisabled();
    endedClock.advance(1000);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('00:00');
  },
};

const openClock = createManualClock();

/**
 * The sale ends while the page is open: only the countdown ticks every second, and the page
 * re-renders once, at the end, to disable the buttons.
 */
export const EndsWhileOpen: Story = {
  decorators: [withClock(openClock)],
  args: {
    auction: makeAuction({
      buyNowPrice: 32000,
      // Three seconds left when the answer came (counted from when the page shows it).
      schedule: { startTime: '', endTime: '', timeLeft: '00:00:03' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('00:03');
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeEnabled();
    openClock.advance(2000);
    await waitFor(() => expect(canvas.getByTestId('countdown')).toHaveTextContent('00:01'));
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeEnabled();
    openClock.advance(1000);
    await waitFor(() => expect(canvas.getByTestId('countdown')).toHaveTextContent('00:00'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Buy Now for $32,000' })).toBeDisabled();
  },
};

/** A vehicle with almost no data shows every fallback, and the condition-report error. */
export const MissingFields: Story = {
  args: {
    bidHistory: undefined,
    auction: {
      _id: 'auc-bare',
      vehicleName: 'Mystery Coupe',
      startingBid: 9000,
      vehicle: { vehicleImage: [], vehicleDocuments: [], location: null },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mystery Coupe' })).toBeVisible();
    await expect(canvas.getByTestId('stock')).toHaveTextContent('Mystery Coupe');
    await expect(canvas.getByText('Normal')).toBeVisible();
    // Sample pictures, drawn inline.
    const picture = canvas.getByRole('img', { name: 'Mystery Coupe, photo 1 of 3' });
    await expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(valueOf(canvasElement, 'Current Bid')).toBe('$9,000');
    await expect(valueOf(canvasElement, 'Highest Bid')).toBe('N/A');
    // No schedule: the 190-second placeholder countdown, which does not close the sale.
    await expect(canvas.getByTestId('countdown').textContent).toMatch(/^03:(10|09)$/);
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeEnabled();

    const specs = section(canvasElement, 'Specifications');
    for (const term of ['Year', 'Make', 'Model', 'Trim', 'Odometer']) {
      await expect(valueOf(specs, term)).toBe('N/A');
    }
    await expect(within(specs).queryByRole('alert')).toBeNull();
    await userEvent.click(within(specs).getByRole('button', { name: 'View Vehicle CR' }));
    await expect(within(specs).getByRole('alert')).toHaveTextContent(
      'Condition report not available',
    );
    await expect(args.onConditionReportUnavailable).toHaveBeenCalledTimes(1);

    await expect(section(canvasElement, 'Description')).toHaveTextContent(
      'No description available for this vehicle.',
    );
    await expect(section(canvasElement, 'Location')).toHaveTextContent('Location not specified');
    const live = section(canvasElement, 'Live Bidding');
    await expect(live).toHaveTextContent('Total 0 Bids');
    await expect(within(live).getByRole('img', { name: 'No bids yet' })).toHaveAttribute(
      'data-points',
      '0',
    );
    await expect(section(canvasElement, 'Car Documents')).toHaveTextContent(
      'No documents available',
    );
    await expect(canvas.queryByText(/^Seller/)).toBeNull();
  },
};

/** Stock # falls back to the id; the vehicle's own description; documents as plain paths. */
export const IdAndPathDocuments: Story = {
  args: {
    imageBaseUrl: '/media',
    auction: {
      _id: 'auc-77',
      auctionType: 'auction',
      vehicle: {
        year: 2017,
        make: { name: 'Subaru' },
        model: 'Outback',
        description: 'Roof rack and block heater.',
        vehicleDocuments: ['docs/history.pdf'],
        location: { city: 'Regina', postalCode: 'S4P 3Y2' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('stock')).toHaveTextContent('auc-77');
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeVisible();
    await expect(section(canvasElement, 'Description')).toHaveTextContent(
      'Roof rack and block heater.',
    );
    await expect(section(canvasElement, 'Location')).toHaveTextContent('Regina, S4P 3Y2');
    await expect(canvas.getByRole('link', { name: 'Document 1' })).toHaveAttribute(
      'href',
      '/media/docs/history.pdf',
    );
  },
};

export const Saved: Story = {
  args: { auction: makeAuction({ isSaved: true }) },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Save this vehicle' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleSave).toHaveBeenCalledWith('auc-1001', false);
  },
};

export const Toggling: Story = {
  args: { toggling: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save this vehicle' }),
    ).toBeDisabled();
  },
};

/** The main action is on its way: its button is busy. */
export const PlacingBid: Story = {
  args: { mainActionBusy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place Bid' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true, auction: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('auction-detail-skeleton')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { auction: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Auction Not Found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("The auction you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { auction: makeAuction({ buyNowPrice: 32000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Caractéristiques' }, { timeout: 5000 }),
    ).toBeVisible();
    // The server's known labels are shown in French too.
    await expect(canvas.getByRole('button', { name: 'Miser' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Mise actuelle');
    const price = (canvas.getByTestId('price').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    await expect(price).toBe('21 750 $');
    await expect(section(canvasElement, 'Enchères en direct')).toHaveTextContent(
      'Total de 12 mises',
    );
    await expect(canvas.getByTestId('countdown').textContent).toMatch(/^2h 1[45]min$/);
  },
};
