import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkoutDelivery, checkoutNew, checkoutPickup } from '../storybook/saleFixtures';
import { CheckoutDialog } from './CheckoutDialog';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

const screen = () => within(document.body);
/** A deadline two days from now, so Pay stays on whatever day the stories run. */
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

const meta = {
  title: 'After the sale/CheckoutDialog',
  component: CheckoutDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "Checkout: every line of what is owed for the buyer's province, pickup or delivery, the payment deadline and Pay, which leads to the payment page.",
          use: 'When a buyer pays a won or bought vehicle.',
          avoid:
            'Before Delivery Details are given (Pay stays off; use `DeliveryDetailsDialog` first) or to show a price before a sale (`PriceBreakdown`).',
          pages: ['colours', 'elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: true,
    checkout: { ...checkoutPickup, paymentDeadline: inTwoDays() },
    onPay: fn(async () => true),
    onChangeDelivery: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CheckoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pickup in Ontario: every line, the total, the deadline; Pay {total} starts the payment. */
export const Pickup: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await expect(valueOf(dialog, 'Vehicle price')).toBe('$18,900.00');
    await expect(valueOf(dialog, 'Documentation fee')).toBe('$99.00');
    await expect(within(dialog).queryByText('Delivery charge')).toBeNull();
    await expect(valueOf(dialog, 'HST (13%)')).toBe('$2,469.87');
    await expect(valueOf(dialog, 'Total')).toBe('$21,468.87');
    await expect(within(dialog).getByTestId('handover')).toHaveTextContent(
      'Pickup at 250 Front St W, Toronto, ON M5V 3G5',
    );
    await expect(within(dialog).getByTestId('slot')).toHaveTextContent(/Nov 27/);
    await expect(within(dialog).getByTestId('pay-by')).toHaveTextContent(/^Pay by /);
    await expect(dialog).toHaveTextContent("No buyer's premium.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await expect(args.onChangeDelivery).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $21,468.87' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Delivery to Quebec: the delivery charge, GST and QST by name and rate. */
export const DeliveryToQuebec: Story = {
  args: { checkout: { ...checkoutDelivery, paymentDeadline: inTwoDays() } },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await expect(valueOf(dialog, 'Delivery charge')).toBe('$650.00');
    await expect(valueOf(dialog, 'GST (5%)')).toBe('$982.45');
    await expect(valueOf(dialog, 'QST (9.975%)')).toBe('$1,959.99');
    await expect(valueOf(dialog, 'Total')).toBe('$22,591.44');
    await expect(within(dialog).getByTestId('handover')).toHaveTextContent(
      'Delivery to 1 Rue Sainte-Catherine, Montréal, QC H2X 1Z4',
    );
  },
};

/** Before Delivery Details: "Not chosen yet", Pay is off. */
export const NotReady: Story = {
  args: { checkout: { ...checkoutNew, paymentDeadline: inTwoDays() } },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await expect(within(dialog).getByTestId('handover')).toHaveTextContent('Not chosen yet');
    await expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
  },
};

/** Past the deadline: said, and Pay is off. */
export const DeadlinePassed: Story = {
  args: { checkout: { ...checkoutPickup, paymentDeadline: '2026-01-01T00:00:00.000Z' } },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await expect(dialog).toHaveTextContent('The payment deadline has passed.');
    await expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { checkout: undefined },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await expect(
      within(dialog).getByRole('status', { name: 'Loading what you owe...' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Pay now' })).toBeDisabled();
  },
};

export const WithErrors: Story = {
  args: { checkout: undefined, error: true },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await expect(dialog).toHaveTextContent('Failed to load the checkout details');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Paying: the button is busy, Cancel is off; a failure shows the page's message. */
export const Busy: Story = {
  args: {
    onPay: fn(() => new Promise(() => {})),
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled(),
    );
  },
};

export const PaymentFailed: Story = {
  args: { problem: 'The payment could not be started. Please try again.' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Checkout' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The payment could not be started. Please try again.',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Paiement' }, { timeout: 10000 });
    await expect(valueOf(dialog, 'TVH (13 %)')?.replace(/\s/g, ' ')).toBe('2 469,87 $');
    await expect(within(dialog).getByRole('button', { name: /^Payer 21/ })).toBeEnabled();
  },
};
