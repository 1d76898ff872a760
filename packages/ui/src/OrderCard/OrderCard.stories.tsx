import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { ORDER_ID, activeOrders, completedOrders } from '../storybook/saleFixtures';
import { OrderCard } from './OrderCard';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'After the sale/OrderCard',
  component: OrderCard,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'One order of My Orders: the vehicle, status, price, order date and View; an unpaid one says when to pay by.',
          use: 'In `MyOrdersView`, one per order.',
          avoid: "For the order's full page (use `OrderDetail`) or for auctions (use `MyBidCard`).",
          pages: ['colours', 'typography', 'spacing', 'elevation'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { order: activeOrders[0]!, LinkComponent: StoryLink },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for payment: the status, price, order date, the deadline and View. */
export const PendingPayment: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '2019 Honda Civic' });
    await expect(within(card).getByTestId('order-status')).toHaveTextContent('Pending Payment');
    await expect(card).toHaveTextContent('Order #3F2A9C1E');
    await expect(valueOf(card, 'Price')).toBe('$18,900');
    await expect(valueOf(card, 'Order Date')).toBe('Nov 26, 2026');
    await expect(within(card).getByTestId('pay-by')).not.toBeEmptyDOMElement();
    await expect(within(card).getByRole('link', { name: 'View 2019 Honda Civic' })).toHaveAttribute(
      'href',
      `/my-order/${ORDER_ID}`,
    );
  },
};

/** Ready for pickup: no deadline any more. */
export const ReadyForPickup: Story = {
  args: { order: activeOrders[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('order-status')).toHaveTextContent(
      'Ready for Pickup',
    );
    await expect(valueOf(canvasElement, 'Price')).toBe('$15,500');
    await expect(within(canvasElement).queryByTestId('pay-by')).toBeNull();
  },
};

export const Completed: Story = {
  args: { order: completedOrders[0]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('order-status')).toHaveTextContent('Completed');
  },
};

export const Cancelled: Story = {
  args: { order: completedOrders[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('order-status')).toHaveTextContent('Cancelled');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      await card.findByText('Paiement en attente', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(valueOf(canvasElement, 'Date de commande')).toBe('26 nov. 2026');
    await expect(valueOf(canvasElement, 'Prix')?.replace(/\s/g, ' ')).toBe('18 900 $');
    await expect(card.getByRole('link', { name: 'Voir 2019 Honda Civic' })).toBeVisible();
  },
};
