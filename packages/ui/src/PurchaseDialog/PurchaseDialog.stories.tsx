import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PurchaseDialog, type PurchaseOutcome } from './PurchaseDialog';
import { purpose } from '../storybook/purpose';

const screen = () => within(document.body);

const meta = {
  title: 'Auction/PurchaseDialog',
  component: PurchaseDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Claim Now and Buy Now, confirmed: the price, the all-in total and "Once submitted, it will be locked in"; then the link to the order. A closed sale or a changed price shows in place. Presentational: `onConfirm` makes the call.',
          use: 'From Claim Now (ClaimPOINT, MarketDropAI) or Buy Now.',
          avoid: 'For bids (use `BidDialog`).',
          pages: ['colours', 'elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    kind: 'claim',
    price: 15500,
    province: 'AB',
    onConfirm: fn(async (): Promise<PurchaseOutcome> => ({ status: 'bought', orderId: 'ord-77' })),
    onClose: fn(),
    orderHref: (orderId: string) => `/my-order/${orderId}`,
  },
} satisfies Meta<typeof PurchaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Claim Now: the price, locked in, the all-in total (Alberta: GST only), then "You bought it". */
export const Claim: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Claim Now' });
    await expect(dialog).toHaveTextContent('Claim this vehicle at $15,500.');
    await expect(dialog).toHaveTextContent('Once submitted, it will be locked in');
    // (15,500 + 99) x 1.05 = 16,378.95
    await expect(dialog).toHaveTextContent('GST (5%)$779.95');
    await expect(within(dialog).getByTestId('all-in-total')).toHaveTextContent('$16,378.95');
    await expect(dialog).toHaveTextContent("No buyer's premium.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const bought = await screen().findByRole('dialog', { name: 'You bought it' });
    const viewOrder = within(bought).getByRole('link', { name: 'View your order' });
    await expect(viewOrder).toHaveAttribute('href', '/my-order/ord-77');
    // The button that bought it is gone: focus goes to the next step, and Escape closes.
    await waitFor(() => expect(viewOrder).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Buy Now in British Columbia: GST and PST. */
export const BuyNow: Story = {
  args: { kind: 'buyNow', price: 32000, province: 'BC' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Buy Now' });
    await expect(dialog).toHaveTextContent('Buy this vehicle now at $32,000.');
    // base 32,099: GST 1,604.95, PST 2,246.93
    await expect(dialog).toHaveTextContent('GST (5%)$1,604.95');
    await expect(dialog).toHaveTextContent('PST (7%)$2,246.93');
    await expect(within(dialog).getByTestId('all-in-total')).toHaveTextContent('$35,950.88');
    await expect(within(dialog).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  },
};

/** Someone else claimed first (409): said in place, nothing more to confirm. */
export const SoldMeanwhile: Story = {
  args: { onConfirm: fn(async (): Promise<PurchaseOutcome> => ({ status: 'closed' })) },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Claim Now' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Sorry, this vehicle is no longer for sale.',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Claim Now' })).toBeDisabled();
  },
};

/** The sale ended before the claim arrived (409 AUCTION_NOT_OPEN): said in place, nothing bought. */
export const EndedMeanwhile: Story = {
  args: {
    onConfirm: fn(async (): Promise<PurchaseOutcome> => ({ status: 'closed', reason: 'ended' })),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Claim Now' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'This sale has ended. Nothing was bought.',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Claim Now' })).toBeDisabled();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/**
 * The price changed before the claim arrived (409 PRICE_CHANGED): nothing was bought; the dialog
 * shows the new price and its total, and confirming again sends the new price.
 */
export const PriceChanged: Story = {
  args: {
    onConfirm: fn(async (expectedPrice: number): Promise<PurchaseOutcome> =>
      expectedPrice === 14750
        ? { status: 'bought', orderId: 'ord-78' }
        : { status: 'priceChanged', price: 14750 },
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Claim Now' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith(15500);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The price changed to $14,750. Review it and confirm again.',
      ),
    );
    await expect(dialog).toHaveTextContent('Claim this vehicle at $14,750.');
    // (14,750 + 99) x 1.05 = 15,591.45
    await expect(within(dialog).getByTestId('all-in-total')).toHaveTextContent('$15,591.45');
    const again = within(dialog).getByRole('button', { name: 'Claim Now' });
    await expect(again).toBeEnabled();
    await userEvent.click(again);
    await expect(args.onConfirm).toHaveBeenLastCalledWith(14750);
    await screen().findByRole('dialog', { name: 'You bought it' });
  },
};

/** The same in French. */
export const PriceChangedFrench: Story = {
  ...PriceChanged,
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'Réclamer maintenant' },
      { timeout: 10000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réclamer maintenant' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /Le prix est maintenant de 14\s750\s\$\. Vérifiez-le et confirmez de nouveau\./,
      ),
    );
  },
};

/** A failed call: the generic message, and the purchase can be tried again. */
export const Failed: Story = {
  args: {
    onConfirm: fn(async (): Promise<PurchaseOutcome> => ({ status: 'failed' })),
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Claim Now' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim Now' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Your purchase could not be completed. Please try again.',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Claim Now' })).toBeEnabled();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'Réclamer maintenant' },
      { timeout: 10000 },
    );
    await expect(dialog).toHaveTextContent('Une fois soumise, elle sera définitive');
    await expect(dialog).toHaveTextContent('Frais de documentation');
  },
};
