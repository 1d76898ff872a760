import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeAuction } from '../storybook/catalogueFixtures';
import { StoryLink } from '../storybook/StoryLink';
import { createManualClock, withClock } from '../storybook/manualClock';
import { makeLive } from '../storybook/liveFixtures';
import type { BidOutcome } from '../BidDialog';
import type { PurchaseOutcome } from '../PurchaseDialog';
import { AuctionDetail } from './AuctionDetail';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

const inFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** The definition list's value for a term (Specifications, price, Highest Bid). */

const section = (root: HTMLElement, name: string) => within(root).getByRole('region', { name });

const meta = {
  title: 'Catalogue/AuctionDetail',
  component: AuctionDetail,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A vehicle's full detail page: pictures, sale type, title, price and highest bid, countdown, reserve or drop state, the main button (Place Bid or Claim Now) and Buy Now, then specifications, description, location, live bidding, documents and the seller.",
          use: "For a vehicle's own page in the web app, with the data the page fetched (skeleton while `loading`, not found for `auction={null}`).",
          avoid:
            'In a list of vehicles (use `VehicleCard`), or on a partner site that should fetch its own data (use `AuctionDetailWidget`).',
          pages: ['colours', 'typography', 'spacing', 'breakpoints', 'accessibility'],
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
    bidHistory: [
      { amount: 18000, at: '2026-01-01T10:00:00Z', bidder: 'Bidder 1' },
      { amount: 18500, at: '2026-01-01T10:05:00Z', bidder: 'Bidder 2' },
      { amount: 19600, at: '2026-01-01T11:00:00Z', bidder: 'Bidder 1', automatic: true },
      { amount: 21750, at: '2026-01-01T12:30:00Z', bidder: 'Bidder 3' },
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
    // The specifications' code loads after the page's (lazy): wait for them.
    await within(article).findByText('Stock #', { selector: 'dt' });
    // Stock # is the vehicle's id as a short reference, never its name.
    await expect(valueOf(article, 'Stock #')).toBe('VEH1001');

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
    await expect(args.onMainAction).toHaveBeenCalledWith(args.auction, 21750);
    await expect(canvas.queryByRole('button', { name: /^Buy Now/ })).toBeNull();
    // No disclosures: no such section.
    await expect(canvas.queryByRole('region', { name: 'Seller disclosures' })).toBeNull();

    const specs = section(canvasElement, 'Specifications');
    await expect(valueOf(specs, 'Year')).toBe('2021');
    await expect(valueOf(specs, 'Make')).toBe('Honda');
    await expect(valueOf(specs, 'Model')).toBe('Civic');
    await expect(valueOf(specs, 'Trim')).toBe('EX');
    await expect(valueOf(specs, 'Category')).toBe('Sedan');
    await expect(valueOf(specs, 'Odometer')).toBe('45,210 KM');
    await expect(within(specs).getByTestId('vin')).toHaveTextContent('2HGFE2F59MH000001');
    await expect(valueOf(specs, 'Exterior colour')).toBe('Rallye Red');
    await expect(valueOf(specs, 'Fuel')).toBe('Gasoline');
    await expect(valueOf(specs, 'Transmission')).toBe('Automatic');
    await expect(valueOf(specs, 'Drivetrain')).toBe('FWD');
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
    // The chart library loads on demand, then draws one line with a mark per bid.
    await waitFor(() => expect(chart.querySelector('.MuiLineChart-line')).not.toBeNull(), {
      timeout: 5000,
    });
    await expect(chart.querySelectorAll('.MuiLineChart-mark')).toHaveLength(4);

    const documents = section(canvasElement, 'Car Documents');
    await expect(within(documents).getByRole('link', { name: 'Ownership' })).toHaveAttribute(
      'href',
      '/files/docs/veh-1001-ownership.pdf',
    );
    await expect(within(documents).getByRole('link', { name: 'Service history' })).toBeVisible();
    await expect(article).toHaveTextContent('Seller: Maple Leaf Motors');
    // Without a link component the seller's name is plain text (see SellerLink).
    await expect(canvas.queryByRole('link', { name: 'Maple Leaf Motors' })).toBeNull();

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
    // No bids on a price-drop sale: no Highest Bid row (it used to say N/A).
    await expect(canvas.queryByText('Highest Bid')).toBeNull();
    await expect(canvas.queryByTestId('reserve-state')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Now' }));
    // The price shown goes with it, for the claim's expectedPrice.
    await expect(args.onMainAction).toHaveBeenCalledWith(args.auction, 27400);
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
    await expect(canvas.queryByText('Highest Bid')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('N/A');
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
    await expect(args.onBuyNow).toHaveBeenCalledWith(args.auction, 32000);
  },
};

/** A signed-in buyer: "Add to basket" beside Buy Now puts the vehicle in the basket. */
export const BuyNowAddToBasket: Story = {
  args: { auction: makeAuction({ buyNowPrice: 32000 }), onAddToBasket: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Buy Now for $32,000' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket' }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith(args.auction);
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

/** A vehicle with almost no data: the fallbacks, no empty fact rows, no condition report button. */
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mystery Coupe' })).toBeVisible();
    // No vehicle id: no Stock # row (once the specifications, lazy, have come).
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-section="specifications"] dl')).not.toBeNull(),
    );
    await expect(canvasElement).not.toHaveTextContent('Stock #');
    await expect(canvas.getByText('Normal')).toBeVisible();
    // Sample pictures, drawn inline.
    const picture = canvas.getByRole('img', { name: 'Mystery Coupe, photo 1 of 3' });
    await expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(valueOf(canvasElement, 'Current Bid')).toBe('$9,000');
    // No bid yet: said in words with the starting bid, never "Highest Bid N/A" (issue 22).
    await expect(valueOf(canvasElement, 'Highest Bid')).toBe('No bids yetStarting bid $9,000');
    await expect(canvas.getByTestId('starting-bid')).toHaveTextContent('Starting bid $9,000');
    // No schedule: the 190-second placeholder countdown, which does not close the sale.
    await expect(canvas.getByTestId('countdown').textContent).toMatch(/^03:(10|09)$/);
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeEnabled();

    const specs = section(canvasElement, 'Specifications');
    // Missing facts have no row (no N/A), and there is no report to view.
    await expect(specs.querySelectorAll('dt')).toHaveLength(0);
    await expect(specs).not.toHaveTextContent('N/A');
    await expect(within(specs).queryByRole('link', { name: 'View Vehicle CR' })).toBeNull();
    await expect(within(specs).queryByRole('button', { name: 'View Vehicle CR' })).toBeNull();

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

/** Only the facts the vehicle has; the vehicle's own description; documents as plain paths. */
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
    const specs = section(canvasElement, 'Specifications');
    await expect([...specs.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Year',
      'Make',
      'Model',
    ]);
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

/** An auction nobody has bid on, in French: no "N/A", the starting bid instead. */
export const NoBidsFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    auction: makeAuction({
      highestBid: null,
      totalBids: 0,
      currentPrice: 15000,
      startingBid: 15000,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByTestId('highest-bid')).toHaveTextContent(/^Aucune mise pour le moment/),
      { timeout: 5000 },
    );
    const starting = (canvas.getByTestId('starting-bid').textContent ?? '').replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    await expect(starting).toBe('Mise de départ 15 000 $');
    await expect(canvas.getByTestId('highest-bid')).not.toHaveTextContent('N/A');
  },
};

/**
 * Live: the live state wins over the auction's fields (price, highest bid, count); Place Bid opens
 * Place Your Bid, prefilled at the minimum next bid; the chart grows with the bids it is given.
 */
export const Live: Story = {
  args: {
    live: makeLive({ currentPrice: 22000, highestBid: 22000, bidCount: 13, minimumBid: 22100 }),
    province: 'ON',
    onPlaceBid: fn(async ({ amount }: { amount: number }): Promise<BidOutcome> => ({
      status: 'placed',
      amount,
      isLeader: true,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: '2021 Honda Civic' });
    await expect(valueOf(article, 'Current Bid')).toBe('$22,000');
    await expect(valueOf(article, 'Highest Bid')).toBe('$22,000');
    const live = section(canvasElement, 'Live Bidding');
    await expect(live).toHaveTextContent('Total 13 Bids');
    await expect(within(live).getByText('LIVE')).toBeVisible();
    await expect(canvas.getByTestId('countdown').textContent).toMatch(/^2h 1[45]m$/);

    await userEvent.click(canvas.getByRole('button', { name: 'Place Bid' }));
    await expect(args.onMainAction).not.toHaveBeenCalled();
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Place Your Bid' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('textbox', { name: /Your bid/ })).toHaveValue('22100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await body.findByRole('dialog', { name: 'Confirm Your Bid' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place Bid' }));
    await expect(args.onPlaceBid).toHaveBeenCalledWith({ amount: 22100 });
    await expect(
      await body.findByRole('dialog', { name: 'Bid Placed Successfully' }),
    ).toBeVisible();
  },
};

/** Soft close: a late bid moved the end; the circle says Extended. */
export const LiveExtended: Story = {
  args: {
    live: makeLive({ endsAt: new Date(Date.now() + 118_000).toISOString(), extended: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown').textContent).toMatch(/^01:5\d$/);
    await expect(canvas.getByTestId('countdown-caption')).toHaveTextContent('Extended');
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-urgent', 'true');
  },
};

/** The server clock, not the device's: the device is 10 minutes fast, the time left stays right. */
export const LiveServerClock: Story = {
  args: {
    live: makeLive({
      // The server's "now" is 10 minutes behind this device's; 30 minutes left on the server.
      serverTime: new Date(Date.now() - 600_000).toISOString(),
      endsAt: new Date(Date.now() - 600_000 + 1_800_000).toISOString(),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('countdown').textContent).toMatch(
      /^(30:00|29:5\d)$/,
    );
  },
};

/** Closed below the reserve: Reserve not met, no LIVE badge, no bidding. */
export const LiveReserveNotMet: Story = {
  args: { live: makeLive({ status: 'unsold', reserveMet: false }), onPlaceBid: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('Reserve not met');
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Sale over: Reserve not met');
    await expect(within(section(canvasElement, 'Live Bidding')).queryByText('LIVE')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
  },
};

/**
 * The seller's sales are paused (its account is suspended), as a live event said: the line that
 * says so, a Paused badge instead of LIVE, the circle says Paused, Place Bid and Buy Now are off.
 */
export const LivePaused: Story = {
  args: {
    auction: makeAuction({ buyNowPrice: 32000 }),
    live: makeLive({ paused: true }),
    onPlaceBid: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('paused-alert')).toHaveTextContent(
      'Sales by this seller are paused',
    );
    await expect(canvas.getByTestId('paused-alert')).toHaveTextContent(
      'The sale resumes with the time left it had when it was paused.',
    );
    const live = section(canvasElement, 'Live Bidding');
    await expect(within(live).getByTestId('paused-badge')).toHaveTextContent('Paused');
    await expect(within(live).queryByText('LIVE')).toBeNull();
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('Paused');
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(
      'Sale paused: the time left stands still',
    );
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy Now for $32,000' })).toBeDisabled();
    await expect(args.onPlaceBid).not.toHaveBeenCalled();
  },
};

/** Paused, from the answer alone (no live state yet), in French. */
export const PausedFrench: Story = {
  globals: { locale: 'fr' },
  args: { auction: makeAuction({ paused: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId('paused-alert')).toHaveTextContent(
        'Les ventes de ce vendeur sont en pause',
      ),
    );
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('En pause');
    await expect(canvas.getByRole('button', { name: 'Miser' })).toBeDisabled();
  },
};

/** An admin's view: no Place Bid, Claim Now or Buy Now (an admin is not a buyer), a line why. */
export const AdminView: Story = {
  args: { auction: makeAuction({ buyNowPrice: 32000 }), buyingHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Place Bid' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Buy Now/ })).toBeNull();
    await expect(canvas.getByTestId('no-buying')).toHaveTextContent(
      'Admin accounts cannot bid, claim or buy.',
    );
  },
};

/** Sold: the circle says Sold. */
export const LiveSold: Story = {
  args: { live: makeLive({ status: 'sold' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('countdown')).toHaveTextContent('Sold');
  },
};

/**
 * MarketDropAI live: the server's current price and "Next drop at HH:MM"; Claim Now confirms at
 * that price with the all-in total, then links to the order.
 */
export const LiveMarketDropAI: Story = {
  args: {
    auction: makeAuction({ auctionType: 'marketdropai', priceLabel: 'Current Price' }),
    live: makeLive({
      currentPrice: 19400,
      highestBid: null,
      bidCount: 0,
      priceChangesAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    }),
    province: 'QC',
    onClaim: fn(async (): Promise<PurchaseOutcome> => ({ status: 'bought', orderId: 'ord-9' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price')).toHaveTextContent('$19,400');
    await expect(canvas.getByTestId('next-drop').textContent).toMatch(
      /^Next drop at \d{1,2}:\d{2}\s?[ap]\.m\.$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Now' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Claim Now' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Claim this vehicle at $19,400.');
    // (19,400 + 99) = 19,499: GST 974.95, QST 1,945.03
    await expect(within(dialog).getByTestId('all-in-total')).toHaveTextContent('$22,418.98');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    // The claim carries the price the buyer confirmed.
    await expect(args.onClaim).toHaveBeenCalledWith(19400);
    const bought = await body.findByRole('dialog', { name: 'You bought it' });
    await expect(within(bought).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/my-order/ord-9',
    );
  },
};

/** Buy Now with its confirmation (`onConfirmBuyNow`). */
export const LiveBuyNow: Story = {
  args: {
    auction: makeAuction({ buyNowPrice: 32000 }),
    live: makeLive(),
    province: 'ON',
    onConfirmBuyNow: fn(async (): Promise<PurchaseOutcome> => ({ status: 'closed' })),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Buy Now for $32,000' }),
    );
    await expect(args.onBuyNow).not.toHaveBeenCalled();
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Buy Now' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Buy this vehicle now at $32,000.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Now' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, this vehicle is no longer for sale.',
    );
  },
};

/**
 * The seller lowered the Buy Now price during the sale: the live state's price shows on the
 * button and in its confirmation, and the purchase carries it; the server's answer that the price
 * changed again shows the new price to confirm.
 */
export const LiveBuyNowLowered: Story = {
  args: {
    auction: makeAuction({ buyNowPrice: 32000 }),
    live: makeLive({ buyNowPrice: 30000 }),
    province: 'ON',
    onConfirmBuyNow: fn(async (): Promise<PurchaseOutcome> => ({
      status: 'priceChanged',
      price: 29000,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Buy Now for $32,000' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now for $30,000' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Buy Now' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Buy this vehicle now at $30,000.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Now' }));
    await expect(args.onConfirmBuyNow).toHaveBeenCalledWith(30000);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The price changed to $29,000. Review it and confirm again.',
    );
    await expect(dialog).toHaveTextContent('Buy this vehicle now at $29,000.');
  },
};

const DISCLOSURES = [
  { text: 'Title branded salvage in Quebec.', createdAt: '2026-12-02T15:00:00.000Z' },
  {
    text: 'The frame was straightened after a collision in 2024.\nInspection attached.',
    createdAt: '2026-12-01T15:00:00.000Z',
  },
];

/**
 * The seller added disclosures after bidding began: "Seller disclosures" comes first among the
 * sections, newest first, each with its date; the text keeps its lines.
 */
export const WithDisclosures: Story = {
  args: { auction: { ...makeAuction(), disclosures: DISCLOSURES } },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement, 'Seller disclosures');
    await expect(region).toBeVisible();
    await expect(region).toHaveTextContent('Added by the seller after bidding began.');
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(
      /Added Dec 2, 2026.*Title branded salvage in Quebec\./,
    );
    await expect(items[1]).toHaveTextContent(/Added Dec 1, 2026.*The frame was straightened/);
    // They come before every other section.
    await expect(
      within(canvasElement)
        .getAllByRole('region')
        .map((r) => r.getAttribute('data-section'))[0],
    ).toBe('disclosures');
  },
};

/** The same in French. */
export const WithDisclosuresFrench: Story = {
  args: WithDisclosures.args,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole(
      'region',
      { name: 'Divulgations du vendeur' },
      { timeout: 10000 },
    );
    await expect(region).toHaveTextContent('Ajoutées par le vendeur après le début des offres.');
    await expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      /Ajoutée le 2 déc\. 2026/,
    );
  },
};

/** A page that receives one more bid (as an event would bring it) when its button is pressed. */
function GrowingDetail() {
  const start = Date.parse('2026-01-01T10:00:00Z');
  const [bids, setBids] = useState([
    { amount: 18000, at: start },
    { amount: 18500, at: start + 300_000 },
  ]);
  const last = bids[bids.length - 1]!;
  const nextBid = () => setBids([...bids, { amount: last.amount + 500, at: last.at + 60_000 }]);
  return (
    <>
      <button type="button" onClick={nextBid}>
        Next bid arrives
      </button>
      <AuctionDetail
        auction={makeAuction()}
        live={makeLive({
          currentPrice: last.amount,
          highestBid: last.amount,
          bidCount: bids.length,
        })}
        bidHistory={bids}
      />
    </>
  );
}

/** The Live Bidding chart and Total N Bids grow as bids arrive. */
export const LiveChartGrows: Story = {
  render: () => <GrowingDetail />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = section(canvasElement, 'Live Bidding');
    await expect(live).toHaveTextContent('Total 2 Bids');
    const chart = within(live).getByRole('img', { name: 'Bids from $18,000 to $18,500' });
    await waitFor(() => expect(chart.querySelectorAll('.MuiLineChart-mark')).toHaveLength(2), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Next bid arrives' }));
    await expect(live).toHaveTextContent('Total 3 Bids');
    await expect(within(live).getByRole('img')).toHaveAccessibleName(
      'Bids from $18,000 to $19,000',
    );
    await waitFor(() => expect(chart.querySelectorAll('.MuiLineChart-mark')).toHaveLength(3));
    await expect(valueOf(canvasElement, 'Current Bid')).toBe('$19,000');
  },
};

/** With the app's link component, the Seller line opens the seller profile. */
export const SellerLink: Story = {
  args: { LinkComponent: StoryLink },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Maple Leaf Motors' }),
    ).toHaveAttribute('href', '/seller-profile?seller=dealer-1');
  },
};
