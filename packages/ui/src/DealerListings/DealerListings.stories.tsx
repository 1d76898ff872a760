import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { listingCounts, liveListings, makeDealerListing } from '../storybook/dealerFixtures';
import { DealerListings } from './DealerListings';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Dealer/DealerListings',
  component: DealerListings,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A dealer's listings by state (draft to withdrawn) as tabs with counts, each with its figures and the actions its state allows: edit, publish, withdraw, view, answer a reserve offer, relist.",
          use: "On the dealer's own listings page.",
          avoid:
            'For buyers browsing (use `VehicleGrid`) or for admins (use `AdminListingModeration`).',
          pages: ['colours', 'typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    listings: liveListings,
    counts: listingCounts,
    state: 'live',
    onStateChange: fn(),
    onPublish: fn(),
    onWithdraw: fn(),
    onReviewOffer: fn(),
    onRelist: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    LinkComponent: StoryLink,
  },
} satisfies Meta<typeof DealerListings>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (root: HTMLElement, name: string) => within(root).getByRole('article', { name });

/** Live listings: counts per state on the tabs, each listing's price, figures and actions. */
export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      'Draft (1)',
      'Scheduled (0)',
      'Live (2)',
      'Sold (5)',
      'Unsold (1)',
      'Withdrawn (0)',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Live (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const civic = row(canvasElement, '2021 Honda Civic EX');
    await expect(within(civic).getByTestId('listing-price')).toHaveTextContent('$21,750');
    await expect(within(civic).getByText('1,234')).toBeVisible();
    await expect(within(civic).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dealer/listings/lst-1/edit',
    );
    await expect(within(civic).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/detail/auc-1',
    );
    await expect(canvas.getByRole('link', { name: 'New listing' })).toHaveAttribute(
      'href',
      '/dealer/listings/new',
    );

    // With bids, it cannot be withdrawn.
    const rav4 = row(canvasElement, '2020 Toyota RAV4 LE');
    await expect(within(rav4).getByText('MarketDropAI')).toBeVisible();
    await expect(within(rav4).getByRole('button', { name: 'Withdraw' })).toBeDisabled();

    // Withdrawing asks first.
    await userEvent.click(within(civic).getByRole('button', { name: 'Withdraw' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Withdraw this listing?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it listed' }));
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
    await userEvent.click(within(civic).getByRole('button', { name: 'Withdraw' }));
    const again = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(liveListings[0]);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Sold (5)' }));
    await expect(args.onStateChange).toHaveBeenCalledWith('sold');
  },
};

/** A draft: Publish and Edit, no page to view yet. */
export const Drafts: Story = {
  args: {
    state: 'draft',
    listings: [
      makeDealerListing({
        _id: 'lst-9',
        state: 'draft',
        auctionId: null,
        currentPrice: null,
        photos: [],
        terms: { auctionType: 'claimpoint', claimPrice: 15900, endsAt: '2026-12-03T00:00:00Z' },
        stats: { views: 0, saves: 0, bids: 0 },
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const draft = row(canvasElement, '2021 Honda Civic EX');
    await expect(within(draft).getByTestId('listing-price')).toHaveTextContent('$15,900');
    await expect(within(draft).queryByRole('link', { name: 'View' })).toBeNull();
    await userEvent.click(within(draft).getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith(args.listings[0]);
    await expect(canvas.getByText(/^Updated/)).toBeVisible();
  },
};

/** Publishing: the button is busy. */
export const Publishing: Story = {
  args: { ...Drafts.args, busyId: 'lst-9' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Publish/ })).toBeDisabled();
  },
};

/** Unsold under the reserve: the offer awaits an answer. Unpublished by an admin: the reason. */
export const UnsoldAndModerated: Story = {
  args: {
    state: 'unsold',
    listings: [
      makeDealerListing({ _id: 'lst-3', state: 'unsold', reserveOffer: { status: 'open' } }),
      makeDealerListing({
        _id: 'lst-4',
        state: 'withdrawn',
        vehicleName: '2018 Ford F-150 XLT',
        moderation: { reason: 'The photos show another vehicle.' },
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const unsold = row(canvasElement, '2021 Honda Civic EX');
    await expect(
      within(unsold).getByText('Reserve not met: an offer awaits your answer'),
    ).toBeVisible();
    await userEvent.click(within(unsold).getByRole('button', { name: 'Review offer' }));
    await expect(args.onReviewOffer).toHaveBeenCalledWith(args.listings[0]);
    const moderated = row(canvasElement, '2018 Ford F-150 XLT');
    await expect(
      within(moderated).getByText('Unpublished by MarketDrop: The photos show another vehicle.'),
    ).toBeVisible();
    await expect(within(moderated).queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/**
 * Its buyer cancelled (or did not pay) after the close: Relist, in one click, puts it on sale again
 * with the same terms. An unsold listing whose offer is still open has no Relist.
 */
export const Relistable: Story = {
  args: {
    state: 'unsold',
    listings: [
      makeDealerListing({ _id: 'lst-5', state: 'unsold', canRelist: true }),
      makeDealerListing({
        _id: 'lst-6',
        state: 'unsold',
        vehicleName: '2019 Mazda CX-5 GS',
        reserveOffer: { status: 'open' },
        canRelist: false,
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const ended = row(canvasElement, '2021 Honda Civic EX');
    await expect(
      within(ended).getByText(
        'Its sale ended without a paid order: relist it with the same terms.',
      ),
    ).toBeVisible();
    await userEvent.click(within(ended).getByRole('button', { name: 'Relist' }));
    await expect(args.onRelist).toHaveBeenCalledWith(args.listings[0]);
    const withOffer = row(canvasElement, '2019 Mazda CX-5 GS');
    await expect(within(withOffer).queryByRole('button', { name: 'Relist' })).toBeNull();
  },
};

/** Relisting: its button is busy. */
export const Relisting: Story = {
  args: { ...Relistable.args, busyId: 'lst-5' },
  play: async ({ canvasElement }) => {
    const ended = row(canvasElement, '2021 Honda Civic EX');
    await waitFor(() =>
      expect(within(ended).getByRole('button', { name: /Relist/ })).toBeDisabled(),
    );
  },
};

export const FrenchRelistable: Story = {
  globals: { locale: 'fr' },
  args: Relistable.args,
  play: async ({ canvasElement }) => {
    const ended = await within(canvasElement).findByRole(
      'article',
      { name: '2021 Honda Civic EX' },
      { timeout: 10000 },
    );
    await expect(
      await within(ended).findByRole('button', { name: 'Remettre en vente' }, { timeout: 10000 }),
    ).toBeVisible();
  },
};

/** Nothing in this state. */
export const Empty: Story = {
  args: { state: 'sold', listings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No vehicles sold yet.')).toBeVisible();
  },
};

/** More than a page: Load More. */
export const More: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Loading. */
export const Loading: Story = {
  args: { loading: true, listings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

/** Loading failed. */
export const LoadError: Story = {
  args: { error: true, listings: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your listings');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'En vente (2)' }, { timeout: 5_000 });
    const civic = row(canvasElement, '2021 Honda Civic EX');
    await expect(within(civic).getByTestId('listing-price').textContent?.replace(/\s/g, ' ')).toBe(
      '21 750 $',
    );
    await expect(within(civic).getByRole('link', { name: 'Modifier' })).toBeVisible();
  },
};
