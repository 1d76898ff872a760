import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import {
  ORDER_ID,
  orderCancelled,
  orderCompleted,
  orderForDealer,
  orderPending,
  orderReady,
} from '../storybook/saleFixtures';
import { OrderDetail } from './OrderDetail';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

/** The steps of the tracking, as text: status, then the time or "Next". */
const steps = (root: HTMLElement) =>
  [...within(root).getByTestId('order-timeline').querySelectorAll('li')].map(
    (step) => `${step.getAttribute('data-state')}: ${step.querySelector('p')?.textContent}`,
  );

const meta = {
  title: 'After the sale/OrderDetail',
  component: OrderDetail,
  tags: ['autodocs'],
  args: {
    order: orderReady,
    onPay: fn(),
    onChooseDelivery: fn(),
    onCancel: fn(),
    onReview: fn(),
    onChangeStatus: fn(),
    onRetry: fn(),
    LinkComponent: StoryLink,
  },
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "One order's page: status and number, the actions the viewer may take now (buyer: pay, delivery, cancel, review, bill of sale; dealer: mark ready, in delivery, completed), the vehicle, delivery, what is owed, the timeline, both parties and the review.",
          use: 'As the page of one order, for its buyer or its selling dealer.',
          avoid: 'In a list of orders (use `OrderCard`).',
          pages: ['colours', 'typography', 'spacing', 'breakpoints', 'content'],
        }),
      },
    },
    layout: 'padded',
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid and ready for pickup: number, status, vehicle, pickup and slot, every line, tracking. */
export const ReadyForPickup: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Order #3F2A9C1E');
    await expect(page.getAllByTestId('order-status')[0]).toHaveTextContent('Ready for Pickup');
    await expect(page.getByTestId('vin')).toHaveTextContent('2HGFC1F39KH000123');
    await expect(page.getByTestId('odometer')).toHaveTextContent('45,210 KM');
    await expect(page.getByTestId('handover')).toHaveTextContent(
      'Pickup at 250 Front St W, Toronto, ON M5V 3G5',
    );
    await expect(valueOf(canvasElement, 'HST (13%)')).toBe('$2,469.87');
    await expect(valueOf(canvasElement, 'Total')).toBe('$21,468.87');
    await expect(page.getByTestId('paid-on')).toHaveTextContent(/^Paid /);
    await expect(steps(canvasElement)).toEqual([
      'done: Pending Payment',
      'done: Payment Completed',
      'current: Ready for Pickup',
      'next: Completed',
    ]);
    await expect(page.getByRole('link', { name: 'Bill of sale' })).toHaveAttribute(
      'href',
      `/my-order/${ORDER_ID}/bill-of-sale`,
    );
    await expect(page.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/my-order',
    );
  },
};

/** Unpaid: the deadline, Pay now and Cancel order. */
export const PendingPayment: Story = {
  args: { order: orderPending },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('pay-deadline')).toHaveTextContent(
      /^Pay by .+ or the order is cancelled\.$/,
    );
    await userEvent.click(page.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(page.queryByRole('link', { name: 'Bill of sale' })).toBeNull();
    await expect(steps(canvasElement)).toEqual([
      'current: Pending Payment',
      'next: Payment Completed',
      'next: Ready for Pickup',
      'next: Completed',
    ]);
  },
};

/** Unpaid without Delivery Details: Choose pickup or delivery comes first. */
export const NeedsDeliveryDetails: Story = {
  args: {
    order: {
      ...orderPending,
      checkout: { ...orderPending.checkout, deliveryType: null, timeSlot: null, readyToPay: false },
      actions: { ...orderPending.actions, canPay: false },
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByTestId('handover')).toHaveTextContent('Not chosen yet');
    await expect(page.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Choose pickup or delivery' }));
    await expect(args.onChooseDelivery).toHaveBeenCalled();
  },
};

/** Completed: Write a review. */
export const Completed: Story = {
  args: { order: orderCompleted },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Write a review' }));
    await expect(args.onReview).toHaveBeenCalled();
    await expect(steps(canvasElement).at(-1)).toBe('done: Completed');
  },
};

/** Reviewed: the stars and the comment show. */
export const Reviewed: Story = {
  args: {
    order: {
      ...orderCompleted,
      review: {
        _id: 'rev-1',
        orderId: ORDER_ID,
        rating: 4,
        comment: 'Smooth pickup, car as described.',
        buyerFirstName: 'Amélie',
        vehicleName: '2019 Honda Civic EX',
        createdAt: '2026-11-28T18:00:00.000Z',
      },
      actions: { ...orderCompleted.actions, canReview: false },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(page.getByRole('img', { name: '4 stars' })).toBeVisible();
    await expect(page.getByText('Smooth pickup, car as described.')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Write a review' })).toBeNull();
  },
};

/** Cancelled: the reason, no actions. */
export const Cancelled: Story = {
  args: { order: orderCancelled },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Cancelled: Found another car closer to home.')).toBeVisible();
    await expect(page.queryByRole('button')).toBeNull();
    await expect(steps(canvasElement)).toEqual(['done: Pending Payment', 'cancelled: Cancelled']);
  },
};

/** The selling dealer: the buyer's contact and Mark Ready for Pickup. */
export const Dealer: Story = {
  args: { order: orderForDealer },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Buyer' })).toBeVisible();
    await expect(page.getByText('amelie@example.ca')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What the buyer owes' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Mark Ready for Pickup' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith('ready_for_pickup');
  },
};

/** The dealer's change is being sent: busy. */
export const DealerBusy: Story = {
  args: { order: orderForDealer, changingStatus: 'ready_for_pickup' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Mark Ready for Pickup/ }),
    ).toBeDisabled();
  },
};

/** Back from the payment page. */
export const PaymentReceived: Story = {
  args: {
    order: { ...orderReady, status: 'payment_completed' },
    notice: { severity: 'success', text: 'Thank you! Your payment was received.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Thank you! Your payment was received.',
    );
  },
};

export const Loading: Story = {
  args: { order: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the order...' }),
    ).toBeInTheDocument();
  },
};

export const WithErrors: Story = {
  args: { order: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Failed to load the order')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { order: undefined, notFound: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(
      page.getByText("The order you're looking for doesn't exist or is not yours."),
    ).toBeVisible();
  },
};

export const French: Story = {
  args: { order: orderPending },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Commande no 3F2A9C1E' }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payer maintenant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();
    await expect(valueOf(canvasElement, 'TVH (13 %)')?.replace(/\s/g, ' ')).toBe('2 469,87 $');
  },
};
