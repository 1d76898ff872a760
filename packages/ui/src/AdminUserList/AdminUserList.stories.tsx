import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminDealerOrders } from '../AdminDealerOrders';
import { AdminUserList, type AdminUserRow } from './AdminUserList';
import { purpose } from '../storybook/purpose';

const amira: AdminUserRow = {
  _id: 'u-1',
  role: 'consumer',
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.com',
  businessName: null,
  standing: 'active',
  suspendedReason: null,
  createdAt: '2026-10-01T12:00:00Z',
};
const dana: AdminUserRow = {
  ...amira,
  _id: 'u-2',
  role: 'dealer',
  firstName: 'Dana',
  lastName: 'Singh',
  email: 'dana@mapleleafmotors.ca',
  businessName: 'Maple Leaf Motors',
  standing: 'suspended',
  suspendedReason: 'Unpaid fees.',
};
const self: AdminUserRow = {
  ...amira,
  _id: 'u-admin',
  role: 'admin',
  firstName: 'Admin',
  lastName: 'MarketDrop',
  email: 'admin@marketdrop.local',
};

const meta = {
  title: 'Admin/AdminUserList',
  component: AdminUserList,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The admin's users: name, e-mail, role, business, join date and suspension, with Suspend (with a reason), Reinstate and a search box.",
          use: 'In the admin console, to find a user and suspend or reinstate them.',
          avoid: "For anything a non-admin sees; a user's own profile is `ProfileView`.",
          pages: ['colours', 'typography', 'spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    users: [amira, dana, self],
    search: '',
    onSearchChange: fn(),
    onSuspend: fn(),
    onReinstate: fn(),
    currentUserId: 'u-admin',
  },
} satisfies Meta<typeof AdminUserList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suspend with a reason; Reinstate a suspended one; never oneself. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const suspended = canvas.getByRole('article', { name: 'Dana Singh' });
    await expect(suspended).toHaveTextContent('Suspended: Unpaid fees.');
    await expect(suspended).toHaveTextContent('Maple Leaf Motors');
    await userEvent.click(within(suspended).getByRole('button', { name: 'Reinstate' }));
    await expect(args.onReinstate).toHaveBeenCalledWith(dana);
    await expect(
      within(canvas.getByRole('article', { name: 'Admin MarketDrop' })).queryByRole('button'),
    ).toBeNull();

    const active = canvas.getByRole('article', { name: 'Amira Haddad' });
    await userEvent.click(within(active).getByRole('button', { name: 'Suspend' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Suspend Amira Haddad?',
    });
    await expect(dialog).toHaveTextContent('Their sessions end at once');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Fraudulent bids',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(args.onSuspend).toHaveBeenCalledWith(amira, 'Fraudulent bids');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );

    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by name, e-mail or business' }),
      'd',
    );
    await expect(args.onSearchChange).toHaveBeenCalledWith('d');
  },
};

/**
 * A suspended dealer: its sales are paused, and "Open orders" shows under its row what the admin
 * follows up on (here `AdminDealerOrders`, as the console feeds it from `getDealerOpenOrders`).
 */
export const SuspendedDealerOrders: Story = {
  args: {
    renderOpenOrders: () => (
      <AdminDealerOrders
        orders={[
          {
            _id: '3f9a1c2b-0000-4000-8000-000000000001',
            status: 'pending_payment',
            totalCents: 2_271_187,
            createdAt: '2026-11-24T15:00:00Z',
            paymentDeadline: '2026-11-26T15:00:00Z',
            paidAt: null,
            vehicle: { year: 2021, make: 'Honda', model: 'Civic', vehicleName: '2021 Honda Civic' },
            buyer: { name: 'Amira Haddad', email: 'amira@example.com', phoneNumber: '4165550123' },
          },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dealer = canvas.getByRole('article', { name: 'Dana Singh' });
    await expect(dealer).toHaveTextContent('Sales paused');
    // Only a suspended dealer has its open orders: not a consumer.
    await expect(
      within(canvas.getByRole('article', { name: 'Amira Haddad' })).queryByRole('button', {
        name: 'Open orders',
      }),
    ).toBeNull();
    const toggle = within(dealer).getByRole('button', { name: 'Open orders' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dealer).queryByRole('listitem')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const order = within(dealer).getByRole('listitem', { name: 'Order 3F9A1C2B' });
    await expect(order).toHaveTextContent('Amira Haddad · amira@example.com');
    await expect(order).toHaveTextContent('Pending Payment');
    await userEvent.click(toggle);
    await expect(within(dealer).queryByRole('listitem')).toBeNull();
  },
};

/** Nobody matches. */
export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users match.')).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Rétablir' }, { timeout: 5_000 });
    await expect(canvas.getByRole('button', { name: 'Suspendre' })).toBeVisible();
  },
};
