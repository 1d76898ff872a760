import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { claimedBid, leadingBid, outbidBid, wonBid } from '../storybook/saleFixtures';
import { MyBidsView } from './MyBidsView';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'After the sale/MyBidsView',
  component: MyBidsView,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "My Bids: the count, tabs Active, Won and Lost, Filter & Sort, and the viewer's auctions as `MyBidCard`s, with placeholders, Try again and Load More.",
          use: 'As the My Bids page of a signed-in buyer.',
          avoid: "For a buyer's orders (use `MyOrdersView`).",
          pages: ['spacing', 'breakpoints', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    tab: 'active',
    total: 2,
    bids: [leadingBid, outbidBid],
    onTabChange: fn(),
    onOpenFilters: fn(),
    onContinue: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    LinkComponent: StoryLink,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyBidsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's screen: Total N Listings, Active / Won / Lost, Filter & Sort, the cards. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByTestId('total')).toHaveTextContent('Total 2 Listings');
    for (const tab of ['Active', 'Won', 'Lost'])
      await expect(view.getByRole('tab', { name: tab })).toBeVisible();
    await expect(view.getAllByRole('article')).toHaveLength(2);
    await expect(view.getAllByTestId('standing').map((each) => each.textContent)).toEqual([
      'You are leading',
      'Outbid',
    ]);
    await userEvent.click(view.getByRole('button', { name: 'Filter & Sort' }));
    await expect(args.onOpenFilters).toHaveBeenCalled();
    await userEvent.click(view.getByRole('tab', { name: 'Won' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('won');
  },
};

/** Won: Complete your purchase opens the checkout; a paid one links to its order. */
export const Won: Story = {
  args: { tab: 'won', total: 2, bids: [wonBid, claimedBid] },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('tab', { name: 'Won' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(view.getByRole('button', { name: 'Complete your purchase' }));
    await expect(args.onContinue).toHaveBeenCalledWith(wonBid);
    await expect(view.getAllByRole('link', { name: 'View order' })).toHaveLength(2);
  },
};

/** A live state from the page's stream: the card follows it. */
export const Live: Story = {
  args: {
    liveStates: new Map([
      [
        'auc-lead',
        {
          currentPrice: 24_000,
          highestBid: 24_000,
          bidCount: 15,
          endsAt: leadingBid.auction.endsAt,
        },
      ],
    ]),
  },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('article')[0]!;
    await expect(within(first).getByTestId('standing')).toHaveTextContent('Outbid');
    await expect(within(first).getByTestId('live-price')).toHaveTextContent('$24,000');
  },
};

/** One listing: singular. Filters on: the button says how many. */
export const Filtered: Story = {
  args: { total: 1, bids: [leadingBid], filtersOn: 2 },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByTestId('total')).toHaveTextContent('Total 1 Listing');
    await expect(view.getByRole('button', { name: 'Filter & Sort (2 on)' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, total: null, bids: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Active' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { tab: 'won', total: 0, bids: [] },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByTestId('total')).toHaveTextContent('Total 0 Listings');
    await expect(view.getByText('You have not won a vehicle yet.')).toBeVisible();
  },
};

export const EmptyWithFilters: Story = {
  args: { total: 0, bids: [], filtersOn: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bids match these filters.')).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: { error: true, total: null, bids: [] },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Failed to load your bids')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(await view.findByText('Total : 2 annonces', {}, { timeout: 10000 })).toBeVisible();
    await expect(view.getByRole('tab', { name: 'Remportées' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Filtrer et trier' })).toBeVisible();
  },
};
