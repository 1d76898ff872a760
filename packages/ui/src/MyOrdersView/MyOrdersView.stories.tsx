import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OrderHistoryTab } from '@marketdrop/api-client';
import { StoryLink } from '../storybook/StoryLink';
import { activeOrders, completedOrders } from '../storybook/saleFixtures';
import { MyOrdersView, type MyOrdersViewProps } from './MyOrdersView';
import { purpose } from '../storybook/purpose';

/** The view with the tab switching between the two lists, as the page does. */
function WithTabs(props: MyOrdersViewProps) {
  const [tab, setTab] = useState<OrderHistoryTab>(props.tab);
  return (
    <MyOrdersView
      {...props}
      tab={tab}
      orders={tab === 'active' ? props.orders : completedOrders}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: 'After the sale/MyOrdersView',
  component: MyOrdersView,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'My Orders: tabs Active and Completed, each order as an `OrderCard`, with placeholders, Try again and Load More.',
          use: 'As the My Orders page of a signed-in buyer.',
          avoid: 'For auctions not yet won (use `MyBidsView`) or a single order (`OrderDetail`).',
          pages: ['spacing', 'breakpoints', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    tab: 'active',
    orders: activeOrders,
    onTabChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    LinkComponent: StoryLink,
  },
  render: (args) => <WithTabs {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active and Completed: each order with its status, price, order date and View. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('tab', { name: 'Active' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cards = view.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByTestId('order-status').textContent)).toEqual(
      ['Pending Payment', 'Ready for Pickup'],
    );
    await expect(view.getAllByRole('link', { name: /^View / })).toHaveLength(2);
    await userEvent.click(view.getByRole('tab', { name: 'Completed' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('completed');
    await expect(
      view
        .getAllByRole('article')
        .map((card) => within(card).getByTestId('order-status').textContent),
    ).toEqual(['Completed', 'Cancelled']);
  },
};

export const Loading: Story = {
  args: { loading: true, orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Active' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { orders: [] },
  render: (args) => <MyOrdersView {...args} />,
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('You have no active orders.')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Browse vehicles' })).toHaveAttribute(
      'href',
      '/listing',
    );
  },
};

export const WithErrors: Story = {
  args: { orders: [], error: true },
  render: (args) => <MyOrdersView {...args} />,
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Failed to load your orders')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** More pages: Load More, busy while the next one loads. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Load More/ })).toBeDisabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(
      await view.findByRole('tab', { name: 'En cours' }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(view.getByRole('tab', { name: 'Terminées' })).toBeVisible();
  },
};
