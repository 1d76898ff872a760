import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_MY_BIDS_FILTERS } from '@marketdrop/api-client';
import { MyBidsFilterDrawer } from './MyBidsFilterDrawer';
import { purpose } from '../storybook/purpose';

const screen = () => within(document.body);

const meta = {
  title: 'After the sale/MyBidsFilterDrawer',
  component: MyBidsFilterDrawer,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "My Bids' Filter & Sort drawer: sale type and sort, applied together with Apply; Reset clears them.",
          use: 'From the Filter & Sort button of `MyBidsView`.',
          avoid: "For the catalogue's filters (use `FilterSidebar`).",
          pages: ['elevation', 'breakpoints', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { open: true, value: EMPTY_MY_BIDS_FILTERS, onApply: fn(), onClose: fn() },
} satisfies Meta<typeof MyBidsFilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's drawer: Type Auction / MarketDropAI / ClaimPOINT, Bid Amount, Auction End Date. */
export const Default: Story = {
  play: async ({ args }) => {
    const drawer = await screen().findByRole('dialog', { name: 'Filter & Sort' });
    const inside = within(drawer);
    for (const type of ['Auction', 'MarketDropAI', 'ClaimPOINT'])
      await expect(inside.getByRole('checkbox', { name: type })).not.toBeChecked();
    await expect(inside.getByRole('radio', { name: 'Bid Amount: Low to High' })).not.toBeChecked();
    await expect(inside.getByRole('radio', { name: 'Bid Amount: High to Low' })).not.toBeChecked();
    await expect(inside.getByRole('radio', { name: 'Auction End Date' })).not.toBeChecked();

    await userEvent.click(inside.getByRole('checkbox', { name: 'ClaimPOINT' }));
    await userEvent.click(inside.getByRole('checkbox', { name: 'Auction' }));
    await userEvent.click(inside.getByRole('radio', { name: 'Bid Amount: High to Low' }));
    await userEvent.click(inside.getByRole('button', { name: 'Apply' }));
    // Types in the drawer's order, whatever the order they were ticked in.
    await expect(args.onApply).toHaveBeenCalledWith({
      auctionType: ['auction', 'claimpoint'],
      sortBy: 'bidHighToLow',
    });
  },
};

/** Opened with filters on: they show checked; Reset clears them, Apply sends the empty filters. */
export const WithFilters: Story = {
  args: { value: { auctionType: ['marketdropai'], sortBy: 'endDate' } },
  play: async ({ args }) => {
    const drawer = within(await screen().findByRole('dialog', { name: 'Filter & Sort' }));
    await expect(drawer.getByRole('checkbox', { name: 'MarketDropAI' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: 'Auction End Date' })).toBeChecked();
    await userEvent.click(drawer.getByRole('button', { name: 'Reset' }));
    await expect(drawer.getByRole('checkbox', { name: 'MarketDropAI' })).not.toBeChecked();
    await userEvent.click(drawer.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(EMPTY_MY_BIDS_FILTERS);
  },
};

/** Close changes nothing. */
export const Closed: Story = {
  play: async ({ args }) => {
    const drawer = within(await screen().findByRole('dialog', { name: 'Filter & Sort' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Auction' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const drawer = await screen().findByRole(
      'dialog',
      { name: 'Filtrer et trier' },
      { timeout: 10000 },
    );
    await expect(
      within(drawer).getByRole('radio', { name: "Date de fin de l'enchère" }),
    ).toBeInTheDocument();
    await expect(within(drawer).getByRole('button', { name: 'Appliquer' })).toBeVisible();
  },
};
