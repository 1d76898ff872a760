import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HOME_SECTION_SKELETONS, LISTING_SKELETONS, SAVED_SKELETONS } from '@marketdrop/validation';
import { manyAuctions } from '../storybook/catalogueFixtures';
import { StoryLink } from '../storybook/StoryLink';
import { VehicleGrid } from './VehicleGrid';
import { purpose } from '../storybook/purpose';

const columns = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

const meta = {
  title: 'Catalogue/VehicleGrid',
  component: VehicleGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Vehicle cards in a responsive grid, with placeholders while loading, the empty text and an optional Load More.',
          use: 'For every list of vehicles (Home sections, the listing, Saved Cars).',
          avoid:
            'For one vehicle (use `VehicleCard`) or on a partner site (use `VehicleListing`, which fetches its own data).',
          pages: ['spacing', 'breakpoints', 'content'],
        }),
      },
    },
    layout: 'fullscreen',
    viewport: {
      options: {
        medium: {
          name: 'Medium (md)',
          styles: { width: '1000px', height: '900px' },
          type: 'tablet',
        },
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    auctions: manyAuctions(8),
    LinkComponent: StoryLink,
    onToggleSave: fn(),
    'aria-label': 'All Vehicles',
  },
} satisfies Meta<typeof VehicleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The grid tells which auctions it lists (e.g. to follow their live prices on one stream): once per
 * change of the list, nothing while loading; the cards show the live state `getCardProps` gives.
 */
export const ReportsShownAuctions: Story = {
  args: {
    auctions: manyAuctions(3),
    onAuctionsShown: fn(),
    getCardProps: (auction) =>
      auction._id === 'auc-1002-1' ? { live: { currentPrice: 23100, bidCount: 19 } } : {},
  },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'All Vehicles' });
    await waitFor(() => expect(list.children).toHaveLength(3));
    await expect(args.onAuctionsShown).toHaveBeenCalledTimes(1);
    await expect(args.onAuctionsShown).toHaveBeenLastCalledWith([
      'auc-1001-0',
      'auc-1002-1',
      'auc-1003-2',
    ]);
    const second = within(list).getAllByRole('article')[1] as HTMLElement;
    await expect(within(second).getByTestId('live-price')).toHaveTextContent('$23,100');
    await expect(second).toHaveTextContent('19 Bids');
  },
};

/** Eight cards, four columns on a large screen (the first row renders first, the rest right after). */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'All Vehicles' });
    await waitFor(() => expect(list.children).toHaveLength(8));
    await expect(within(list).getAllByRole('article')).toHaveLength(8);
    await expect(columns(list)).toBe(4);
    // Cards pass their heart clicks up with the auction's id.
    const hearts = within(list).getAllByRole('button', { name: /^Save / });
    await userEvent.click(hearts[1] as HTMLElement);
    await expect(args.onToggleSave).toHaveBeenCalledWith('auc-1002-1', true);
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** Three columns on a large screen, for a grid beside a side menu (Saved Cars). */
export const ThreeColumns: Story = {
  args: { maxColumns: 3 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(within(canvasElement).getByRole('list', { name: 'All Vehicles' }))).toBe(
      3,
    );
  },
};

/**
 * A grid at the top of a page (the listing): the first card's picture is fetched first, the first
 * row's pictures at once, and the pictures of later rows only as they near the viewport.
 */
export const AboveTheFold: Story = {
  args: { auctions: manyAuctions(20), aboveTheFold: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'All Vehicles' });
    // Four passes of up to 500 ms idle wait each: allow for a loaded machine.
    await waitFor(() => expect(list.children).toHaveLength(20), { timeout: 10_000 });
    const firstPictures = [...list.querySelectorAll('article')].map(
      (card) => card.querySelector('img') as HTMLImageElement,
    );
    await expect(firstPictures[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(firstPictures[0]).toHaveAttribute('loading', 'eager');
    await expect(firstPictures[2]).toHaveAttribute('loading', 'eager');
    await expect(firstPictures[2]).not.toHaveAttribute('fetchpriority');
    await expect(firstPictures[4]).toHaveAttribute('loading', 'lazy');
    await expect(firstPictures[18]).toHaveAttribute('loading', 'lazy');
  },
};

/** Two columns on a medium screen. */
export const Medium: Story = {
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(within(canvasElement).getByRole('list', { name: 'All Vehicles' }))).toBe(
      2,
    );
  },
};

/** One column on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(within(canvasElement).getByRole('list', { name: 'All Vehicles' }))).toBe(
      1,
    );
  },
};

/** Home: eight placeholder cards per section while loading. */
export const Loading: Story = {
  args: { loading: true, skeletonCount: HOME_SECTION_SKELETONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('vehicle-card-skeleton')).toHaveLength(8);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Listing: twelve placeholders. */
export const ListingLoading: Story = {
  args: { loading: true, skeletonCount: LISTING_SKELETONS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('vehicle-card-skeleton')).toHaveLength(12);
  },
};

/** Saved Cars: six placeholders. */
export const SavedLoading: Story = {
  args: { loading: true, skeletonCount: SAVED_SKELETONS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('vehicle-card-skeleton')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { auctions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No vehicles available')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const EmptyTrending: Story = {
  args: { auctions: [], emptyKind: 'trending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No trending vehicles available')).toBeVisible();
  },
};

export const EmptySaved: Story = {
  args: { auctions: undefined, emptyKind: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved cars found')).toBeVisible();
  },
};

/** Paging: a Load More footer under the cards. */
export const WithLoadMore: Story = {
  args: { auctions: manyAuctions(4), hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load More' });
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is on its way: the button is busy and cannot be pressed twice. */
export const LoadingMore: Story = {
  args: { auctions: manyAuctions(4), hasMore: true, loadingMore: true, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Per-card state from a favourites store: one saved, one in flight. */
export const WithFavouritesState: Story = {
  args: {
    auctions: manyAuctions(4),
    getCardProps: (auction) => ({
      saved: auction._id === 'auc-1001-0',
      toggling: auction._id === 'auc-1002-1',
    }),
  },
  play: async ({ canvasElement }) => {
    const hearts = within(canvasElement).getAllByRole('button', { name: /^Save / });
    await expect(hearts[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(hearts[1]).toBeDisabled();
    await expect(hearts[2]).toHaveAttribute('aria-pressed', 'false');
    await expect(hearts[2]).toBeEnabled();
  },
};

/** A text of the page's own wins over the preset ones. */
export const CustomEmptyText: Story = {
  args: { auctions: [], emptyKind: 'saved', emptyText: 'Nothing matches these filters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing matches these filters')).toBeVisible();
  },
};

/** French: texts, money and numbers in fr-CA. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { auctions: manyAuctions(2), hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Afficher plus' }, { timeout: 5000 }),
    ).toBeVisible();
    const card = canvas.getByRole('article', { name: '2021 Honda Civic' });
    const text = (card.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    await expect(text).toContain('Kilométrage: 45 210 KM');
    await expect(text).toContain('Prix: 24 500 $');
    await expect(text).toContain('12 mises');
    await expect(within(card).getByText('Enchère')).toBeVisible();
    const second = canvas.getByRole('article', { name: '2020 Toyota RAV4' });
    await expect(second).toHaveTextContent('0 mise');
    await expect(within(second).getByText('MarketDropAI')).toBeVisible();
  },
};
