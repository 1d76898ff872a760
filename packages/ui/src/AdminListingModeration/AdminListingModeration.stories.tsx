import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { carPictures } from '../storybook/catalogueFixtures';
import { AdminListingModeration, type ModerationListing } from './AdminListingModeration';
import { purpose } from '../storybook/purpose';

const live: ModerationListing = {
  _id: 'lst-1',
  state: 'live',
  auctionId: 'auc-1',
  vehicleName: '2021 Honda Civic EX',
  photos: [{ url: carPictures.red }],
  terms: { auctionType: 'auction' },
  currentPrice: 21750,
  stats: { views: 120, saves: 8, bids: 4 },
  moderation: null,
  dealer: { businessName: 'Maple Leaf Motors' },
};
const removed: ModerationListing = {
  ...live,
  _id: 'lst-2',
  state: 'withdrawn',
  vehicleName: '2018 Ford F-150 XLT',
  moderation: { reason: 'The photos show another vehicle.' },
};

const meta = {
  title: 'Admin/AdminListingModeration',
  component: AdminListingModeration,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The admin's list of listings with their dealer, format, state, price and figures, and Unpublish with a reason the dealer reads.",
          use: 'In the admin console, to review and take down listings.',
          avoid:
            'For a dealer managing their own listings (use `DealerListings`) or for buyers (use `VehicleGrid`).',
          pages: ['colours', 'typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { listings: [live, removed], onUnpublish: fn(), LinkComponent: StoryLink },
} satisfies Meta<typeof AdminListingModeration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live listing can be unpublished with a reason; an unpublished one shows it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: '2021 Honda Civic EX' });
    await expect(row).toHaveTextContent('by Maple Leaf Motors · Auction · $21,750');
    await expect(row).toHaveTextContent('120 views · 8 saves · 4 bids');
    await expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/detail/auc-1',
    );
    const gone = canvas.getByRole('article', { name: '2018 Ford F-150 XLT' });
    await expect(gone).toHaveTextContent('Unpublished: The photos show another vehicle.');
    await expect(within(gone).queryByRole('button', { name: 'Unpublish' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Unpublish' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Unpublish 2021 Honda Civic EX?',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Wrong VIN on the photos',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await expect(args.onUnpublish).toHaveBeenCalledWith(live, 'Wrong VIN on the photos');
  },
};

/** Loading failed. */
export const LoadError: Story = {
  args: { listings: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the list');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { listings: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Retirer' }, { timeout: 5_000 });
    await expect(canvas.getByText('Retirée : The photos show another vehicle.')).toBeVisible();
  },
};
