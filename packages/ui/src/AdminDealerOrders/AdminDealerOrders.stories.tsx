import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminDealerOrders, type AdminDealerOrderRow } from './AdminDealerOrders';
import { purpose } from '../storybook/purpose';

const pending: AdminDealerOrderRow = {
  _id: '3f9a1c2b-0000-4000-8000-000000000001',
  status: 'pending_payment',
  totalCents: 2_271_187,
  createdAt: '2026-11-24T15:00:00Z',
  paymentDeadline: '2026-11-26T15:00:00Z',
  paidAt: null,
  vehicle: { year: 2021, make: 'Honda', model: 'Civic', vehicleName: '2021 Honda Civic EX' },
  buyer: { name: 'Amira Haddad', email: 'amira@example.com', phoneNumber: '4165550123' },
};
const paid: AdminDealerOrderRow = {
  ...pending,
  _id: '7c2d9e10-0000-4000-8000-000000000002',
  status: 'payment_completed',
  totalCents: 3_400_000,
  paidAt: '2026-11-25T10:00:00Z',
  vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', vehicleName: '2019 Toyota RAV4 LE' },
  buyer: { name: 'Luc Tremblay', email: 'luc@example.ca', phoneNumber: '5145550123' },
};

const meta = {
  title: 'Admin/AdminDealerOrders',
  component: AdminDealerOrders,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A dealer's orders still in progress, for an admin following up on a suspended dealer: number, status, buyer, vehicle, amount and dates, with loading, failure, empty and Load More states.",
          use: "In the admin console, from a suspended dealer's row of `AdminUserList`.",
          avoid: "For a buyer's or a dealer's own orders (use `MyOrdersView`, `OrderDetail`).",
          pages: ['colours', 'typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { orders: [pending, paid] },
} satisfies Meta<typeof AdminDealerOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each open order: its number and status, the buyer to contact, the vehicle, the amount, dates. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Open orders · 2 open orders' }),
    ).toBeVisible();
    const first = canvas.getByRole('listitem', { name: 'Order 3F9A1C2B' });
    await expect(within(first).getByTestId('order-status')).toHaveTextContent('Pending Payment');
    await expect(within(first).getByTestId('order-buyer')).toHaveTextContent(
      'Amira Haddad · amira@example.com · 4165550123',
    );
    await expect(first).toHaveTextContent('Vehicle2021 Honda Civic');
    await expect(within(first).getByTestId('order-amount')).toHaveTextContent('$22,711.87');
    await expect(first).toHaveTextContent('Payment due');
    const second = canvas.getByRole('listitem', { name: 'Order 7C2D9E10' });
    await expect(within(second).getByTestId('order-status')).toHaveTextContent('Payment Completed');
    await expect(second).toHaveTextContent('Paid Nov 25, 2026');
  },
};

/** Still loading: placeholders. */
export const Loading: Story = {
  args: { orders: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-loading')).toBeVisible();
  },
};

/** A suspended dealer with no order still moving. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This dealer has no open orders.')).toBeVisible();
  },
};

/** The list failed to load: Try again. */
export const Failed: Story = {
  args: { orders: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load the list')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** More than a page: the count of all of them, and Load More. */
export const More: Story = {
  args: { orders: [pending], total: 14, hasMore: true, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Open orders · 14 open orders' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { name: 'Commandes en cours · 2 commandes en cours' },
      {
        timeout: 5_000,
      },
    );
    const first = canvas.getByRole('listitem', { name: 'Commande 3F9A1C2B' });
    await expect(within(first).getByTestId('order-status')).toHaveTextContent(
      'Paiement en attente',
    );
  },
};
