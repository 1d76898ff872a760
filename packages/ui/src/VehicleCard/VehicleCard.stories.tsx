import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeAuction } from '../storybook/catalogueFixtures';
import { createManualClock, withClock } from '../storybook/manualClock';
import { StoryLink } from '../storybook/StoryLink';
import { VehicleCard } from './VehicleCard';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Catalogue/VehicleCard',
  component: VehicleCard,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'One vehicle for sale as a card that opens its detail page: pictures with dots, sale type, heart, title, live time left, mileage, fuel, drivetrain, price, bids and location, with a fallback for anything missing.',
          use: "Wherever vehicles are browsed side by side (Home, the listing, Saved Cars, a partner's inventory), usually inside `VehicleGrid`.",
          avoid:
            "For a single vehicle's full page (use `AuctionDetail`) or an auction the viewer bid on (use `MyBidCard`).",
          pages: ['colours', 'typography', 'spacing', 'elevation', 'theming'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    auction: makeAuction(),
    onToggleSave: fn(),
    LinkComponent: StoryLink,
  },
} satisfies Meta<typeof VehicleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultClock = createManualClock();

/** Every field filled: the card links to /detail/{id}, the dots switch pictures, the time ticks. */
export const Default: Story = {
  decorators: [withClock(defaultClock)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '2021 Honda Civic' });
    await expect(canvas.getByRole('link', { name: '2021 Honda Civic' })).toHaveAttribute(
      'href',
      '/detail/auc-1001',
    );
    await expect(within(card).getByText('Auction')).toBeVisible();
    await expect(card).toHaveTextContent('Mileage: 45,210 KM');
    await expect(card).toHaveTextContent('Fuel type: Gasoline');
    await expect(card).toHaveTextContent('Drivetrain: FWD');
    // originalPrice wins over startingBid.
    await expect(card).toHaveTextContent('Price: $24,500');
    await expect(within(card).getByText('List price')).toBeVisible();
    await expect(canvas.getByTestId('live-price')).toHaveTextContent('Current Bid$21,750');
    await expect(card).toHaveTextContent('12 Bids');
    await expect(card).toHaveTextContent('Location: 123 King St W, Toronto');

    // Pictures: three dots, the first current; a click shows another picture.
    const dots = within(canvas.getByRole('group', { name: 'Photos' })).getAllByRole('button');
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: '2021 Honda Civic, photo 1 of 3' })).toBeVisible();
    // The other pictures are fetched only once the carousel is approached.
    await expect(card.querySelectorAll('img')).toHaveLength(1);
    await userEvent.hover(canvas.getByRole('img', { name: '2021 Honda Civic, photo 1 of 3' }));
    await expect(card.querySelectorAll('img')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 3 of 3' }));
    await expect(dots[2]).toHaveAttribute('aria-current', 'true');
    await expect(dots[0]).not.toHaveAttribute('aria-current');
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '2021 Honda Civic, photo 3 of 3' })).toBeVisible(),
    );

    // The real time left, from schedule.endTime (about 2 h 15 min ahead), ticking each second.
    const chip = canvas.getByTestId('time-left');
    await expect(chip.textContent).toMatch(/^02:1[45]:\d\d$/);
    const before = chip.textContent;
    defaultClock.advance(1000);
    await waitFor(() => expect(chip.textContent).not.toBe(before));

    // The heart asks to save.
    const heart = canvas.getByRole('button', { name: 'Save 2021 Honda Civic' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleSave).toHaveBeenCalledWith('auc-1001', true);
  },
};

/** No pictures: four blank slides with four dots. */
export const NoImages: Story = {
  args: {
    auction: makeAuction({
      vehicle: { ...makeAuction().vehicle, vehicleImage: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-blank="true"]')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'No photos available' })).toBeVisible();
    const dots = within(canvas.getByRole('group', { name: 'Photos' })).getAllByRole('button');
    await expect(dots).toHaveLength(4);
    await userEvent.click(dots[3] as HTMLElement);
    await expect(dots[3]).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * A vehicle with almost no data shows every fallback: vehicleName, 00:00:00, N/A, Normal,
 * Location not available.
 */
export const MissingFields: Story = {
  args: {
    auction: {
      _id: 'auc-bare',
      vehicleName: 'Mystery Coupe',
      auctionType: null,
      startingBid: null,
      vehicle: {
        year: null,
        make: null,
        model: null,
        miles: null,
        fuelType: null,
        drivetrain: null,
        originalPrice: null,
        vehicleImage: null,
        location: { address: null, city: '  ' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Mystery Coupe' });
    await expect(canvas.getByRole('link', { name: 'Mystery Coupe' })).toHaveAttribute(
      'href',
      '/detail/auc-bare',
    );
    await expect(within(card).getByText('Normal')).toBeVisible();
    await expect(canvas.getByTestId('time-left')).toHaveTextContent('00:00:00');
    await expect(card).toHaveTextContent('Mileage: N/A');
    await expect(card).toHaveTextContent('Fuel type: N/A');
    await expect(card).toHaveTextContent('Drivetrain: N/A');
    await expect(card).toHaveTextContent('Price: N/A');
    await expect(card).toHaveTextContent('0 Bids');
    await expect(card).toHaveTextContent('Location: Location not available');
    await expect(canvasElement.querySelectorAll('[data-blank="true"]')).toHaveLength(4);
  },
};

/** Without originalPrice the price is the starting bid; the odometer unit shows as sent. */
export const StartingBidPrice: Story = {
  args: {
    auction: makeAuction({
      startingBid: 9500,
      totalBids: 1,
      vehicle: { ...makeAuction().vehicle, originalPrice: null, odometerUnit: 'MI', miles: 1200 },
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('Price: $9,500');
    await expect(card).toHaveTextContent('Mileage: 1,200 MI');
    await expect(card).toHaveTextContent('1 Bid');
    await expect(card).not.toHaveTextContent('1 Bids');
  },
};

/** Only the time left of the answer (no end instant): it counts down from there. */
export const TimeLeftWithoutEndTime: Story = {
  args: {
    auction: makeAuction({
      schedule: { startTime: '', endTime: '', timeLeft: '30:00:05' },
    }),
  },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByTestId('time-left');
    await expect(chip.textContent).toMatch(/^1d 06:00:0[0-5]$/);
  },
};

/** A saved vehicle: the heart is pressed and red; clicking asks to unsave. */
export const Saved: Story = {
  args: { auction: makeAuction({ isSaved: true }) },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Save 2021 Honda Civic' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(heart).color).toBe('rgb(180, 35, 24)');
    await userEvent.click(heart);
    await expect(args.onToggleSave).toHaveBeenCalledWith('auc-1001', false);
  },
};

/** `saved` from the favourites store wins over the auction's own isSaved. */
export const SavedFromStore: Story = {
  args: { auction: makeAuction({ isSaved: false }), saved: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save 2021 Honda Civic' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** While a save is in flight the heart is disabled. */
export const Toggling: Story = {
  args: { toggling: true },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Save 2021 Honda Civic' });
    await expect(heart).toBeDisabled();
    await userEvent.click(heart, { pointerEventsCheck: 0 });
    await expect(args.onToggleSave).not.toHaveBeenCalled();
  },
};

/** Without `onToggleSave` (e.g. a partner site without sign-in) there is no heart. */
export const WithoutSaving: Story = {
  args: { onToggleSave: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Save / })).toBeNull();
  },
};

export const AuctionType: Story = {
  args: { auction: makeAuction({ auctionType: 'auction' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Auction')).toBeVisible();
  },
};

export const MarketDropAIType: Story = {
  args: { auction: makeAuction({ auctionType: 'marketdropai' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('MarketDropAI')).toBeVisible();
    await expect(within(canvasElement).getByTestId('live-price')).toHaveTextContent(
      'Current Price$21,750',
    );
  },
};

export const ClaimPOINTType: Story = {
  args: { auction: makeAuction({ auctionType: 'claimpoint', claimPrice: 15500 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ClaimPOINT')).toBeVisible();
    await expect(within(canvasElement).getByTestId('live-price')).toHaveTextContent(
      'Claim Price$15,500',
    );
  },
};

/**
 * Live: the live state's price and bid count win over the answer's; the sticker price stays,
 * labelled List price, so the two prices are never unexplained.
 */
export const Live: Story = {
  args: { live: { currentPrice: 22400, bidCount: 15 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('Price: $24,500');
    await expect(within(card).getByText('List price')).toBeVisible();
    await expect(within(card).getByTestId('live-price')).toHaveTextContent('Current Bid$22,400');
    await expect(card).toHaveTextContent('15 Bids');
  },
};

const extendedClock = createManualClock();

/**
 * Live, after a late bid: the live state's end (moved by soft close) wins over the schedule's, so
 * the card keeps counting instead of showing a sale that is still open as over.
 */
export const LiveEndMoved: Story = {
  decorators: [withClock(extendedClock)],
  args: {
    auction: makeAuction({
      schedule: {
        startTime: new Date(extendedClock.now() - 86_400_000).toISOString(),
        endTime: new Date(extendedClock.now() + 10_000).toISOString(),
        timeLeft: '00:00:10',
      },
    }),
    live: {
      currentPrice: 22500,
      bidCount: 16,
      endsAt: new Date(extendedClock.now() + 120_000).toISOString(),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const chip = within(card).getByTestId('time-left');
    await expect(chip).toHaveTextContent('00:02:00');
    extendedClock.advance(30_000);
    await waitFor(() => expect(chip).toHaveTextContent('00:01:30'));
    await expect(within(card).getByTestId('live-price')).toHaveTextContent('Current Bid$22,500');
    await expect(card).toHaveTextContent('16 Bids');
  },
};

/**
 * The seller's sales are paused (its account is suspended): "Paused" instead of the time left,
 * with the line that says why; the price and bids stay.
 */
export const Paused: Story = {
  args: { auction: makeAuction({ paused: true }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByTestId('paused')).toHaveTextContent('Paused');
    await expect(within(card).getByText('Sales by this seller are paused')).toBeVisible();
    await expect(within(card).queryByTestId('time-left')).toBeNull();
    await expect(card).toHaveTextContent('Price: $24,500');
  },
};

/** Paused live: an event saying so wins over the answer; the next one (resumed) brings it back. */
export const PausedLive: Story = {
  args: { live: { currentPrice: 22400, bidCount: 15, paused: true } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByTestId('paused')).toHaveTextContent('Paused');
    await expect(within(card).getByTestId('live-price')).toHaveTextContent('Current Bid$22,400');
  },
};

/** In French: « En pause ». */
export const PausedFrench: Story = {
  globals: { locale: 'fr' },
  args: { auction: makeAuction({ paused: true }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await waitFor(() => expect(within(card).getByTestId('paused')).toHaveTextContent('En pause'));
    await expect(within(card).getByText('Les ventes de ce vendeur sont en pause')).toBeVisible();
  },
};

/** Paths are prefixed with `imageBaseUrl`; full addresses are kept. */
export const ImageBaseUrl: Story = {
  args: {
    imageBaseUrl: '/media/',
    auction: makeAuction({
      vehicle: {
        ...makeAuction().vehicle,
        vehicleImage: ['/uploads/veh-1001/front.svg', makeAuction().vehicle.vehicleImage[0] ?? ''],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(first).toHaveAttribute('src', '/media/uploads/veh-1001/front.svg');
    // The second picture is fetched once the carousel is approached.
    await userEvent.hover(first);
    const images = canvasElement.querySelectorAll('img');
    await expect(images[1]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

/** A signed-in bidder who leads: "You're winning" beside the time left. */
export const Leading: Story = {
  args: { auction: makeAuction({ isLeader: true, yourMaxBid: 23000 }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const standing = within(card).getByTestId('standing');
    await expect(standing).toHaveTextContent("You're winning");
    await expect(standing).toHaveAttribute('data-standing', 'leading');
  },
};

/**
 * The same bidder, live: a rival's bid lifts the highest bid above their maximum, so the card
 * turns to "Outbid" without a reload (the live events never say who leads).
 */
export const OutbidLive: Story = {
  args: {
    auction: makeAuction({ isLeader: true, yourMaxBid: 23000 }),
    live: { currentPrice: 23250, bidCount: 13, highestBid: 23250 },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByTestId('standing')).toHaveTextContent('Outbid');
    await expect(within(card).getByTestId('live-price')).toHaveTextContent('Current Bid$23,250');
  },
};

/** A bidder the answer already says is outbid. */
export const Outbid: Story = {
  args: { auction: makeAuction({ isLeader: false, yourMaxBid: 21000 }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByTestId('standing')).toHaveAttribute('data-standing', 'outbid');
  },
};

/** The signed-in seller's own sale: "Your listing", never a bidder's standing. */
export const YourListing: Story = {
  args: { auction: makeAuction({ isLeader: false, yourMaxBid: null }), yours: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByTestId('standing')).toHaveTextContent('Your listing');
  },
};

const closingClock = createManualClock();

/** The last two minutes: the time left turns red and says "Ending soon" (not the colour alone). */
export const EndingSoon: Story = {
  decorators: [withClock(closingClock)],
  args: {
    auction: makeAuction({
      schedule: {
        startTime: new Date(closingClock.now() - 86_400_000).toISOString(),
        endTime: new Date(closingClock.now() + 125_000).toISOString(),
        timeLeft: '00:02:05',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByTestId('time-left')).toHaveTextContent('00:02:05');
    await expect(within(card).queryByTestId('ending-soon')).toBeNull();
    closingClock.advance(10_000);
    await waitFor(() => expect(within(card).getByTestId('ending-soon')).toBeVisible());
    await expect(within(card).getByTestId('ending-soon')).toHaveTextContent('Ending soon');
    await expect(within(card).getByTestId('time-left')).toHaveTextContent('00:01:55');
    await expect(card.querySelector('[data-closing="true"]')).not.toBeNull();
  },
};

const frenchClock = createManualClock();

/** In French: « Vous êtes en tête » and « Se termine bientôt ». */
export const StandingFrench: Story = {
  globals: { locale: 'fr' },
  decorators: [withClock(frenchClock)],
  args: {
    auction: makeAuction({
      isLeader: true,
      yourMaxBid: 23000,
      schedule: {
        startTime: new Date(frenchClock.now() - 86_400_000).toISOString(),
        endTime: new Date(frenchClock.now() + 90_000).toISOString(),
        timeLeft: '00:01:30',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await waitFor(() =>
      expect(within(card).getByTestId('standing')).toHaveTextContent('Vous êtes en tête'),
    );
    await expect(within(card).getByTestId('ending-soon')).toHaveTextContent('Se termine bientôt');
  },
};
