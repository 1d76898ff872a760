import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import {
  NOTIFICATIONS_NOW,
  manyNotifications,
  orderNotifications,
  sampleNotifications,
  wonWithDeadline,
} from '../storybook/notificationFixtures';
import { NotificationList } from './NotificationList';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Notifications/NotificationList',
  component: NotificationList,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A user's notifications: an icon and text per kind, the vehicle and amount, how long ago, unread ones marked; each links to its auction or order.",
          use: "On the notifications page (and inside the bell's popover).",
          avoid:
            'For toasts about something happening now, or for settings (`NotificationSettings`).',
          pages: ['typography', 'spacing', 'content'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    notifications: sampleNotifications,
    now: NOTIFICATIONS_NOW,
    LinkComponent: StoryLink,
    onNotificationClick: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of each kind: a text per kind with the vehicle and the amount, how long ago, a link to the auction. */
export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Unread. You were outbid on 2021 Hyundai Tucson: $12,3505 minutes ago',
      'Unread. You won 2019 Honda Civic EX: $18,9001 hour ago',
      'You did not win 2020 Toyota RAV4 LE. Highest bid: $24,500yesterday',
      'Your 2018 Ford F-150 XLT sold: $31,0003 days ago',
      `Your 2017 Mazda3 GS did not sell${new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date('2026-11-15T15:00:00Z'))}`,
    ]);
    await expect(links[0]).toHaveAttribute('href', '/detail/auc-tucson');
    // Unread ones are bold with a dot; read ones are not.
    await expect(links[0]?.querySelector('[data-unread]')).not.toBeNull();
    await expect(links[2]?.querySelector('[data-unread]')).toBeNull();
    await expect(within(links[0] as HTMLElement).getByText(/You were outbid/)).toHaveStyle({
      fontWeight: '700',
    });
    await expect(within(links[3] as HTMLElement).getByText(/sold/)).toHaveStyle({
      fontWeight: '400',
    });
    const time = (links[1] as HTMLElement).querySelector('time');
    await expect(time).toHaveAttribute('datetime', sampleNotifications[1]?.createdAt);

    await userEvent.click(links[1] as HTMLElement);
    await expect(args.onNotificationClick).toHaveBeenCalledWith(sampleNotifications[1]);
  },
};

/** An order's changes: each says where the order stands and links to the order, not the auction. */
export const OrderChanges: Story = {
  args: { notifications: orderNotifications },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Unread. Your 2019 Honda Civic EX is ready for pickup2 minutes ago',
      // What was charged (the order's total, to the cent), never the vehicle's price.
      'Payment received for 2019 Honda Civic EX: $21,468.371 hour ago',
      'The buyer paid for your 2018 Ford F-150 XLT: $35,123.372 hours ago',
      'Your 2020 Toyota RAV4 LE is on its way3 hours ago',
      'Your order of 2020 Toyota RAV4 LE is completed4 hours ago',
      'The order of 2017 Mazda3 GS was cancelled5 hours ago',
    ]);
    await expect(links[0]).toHaveAttribute('href', '/my-order/ord-1');
    await expect(links[5]).toHaveAttribute('href', '/my-order/ord-4');
  },
};

/** A win: the winning bid, the order's pay-by time, and a link to its checkout (the order's page). */
export const WonWithDeadline: Story = {
  args: { notifications: [wonWithDeadline] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications' });
    const [link] = within(list).getAllByRole('link');
    const payBy = new Intl.DateTimeFormat('en-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2026-11-27T14:55:00.000Z'));
    await expect(link?.textContent).toBe(
      `Unread. You won 2019 Honda Civic EX: $3,300. Pay by ${payBy} at checkout5 minutes ago`,
    );
    await expect(link).toHaveAttribute('href', '/my-order/ord-9');
  },
};

/** The same in French. */
export const WonWithDeadlineFrench: Story = {
  args: { notifications: [wonWithDeadline] },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications' });
    const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    await within(list).findByText(/Vous avez remporté/, {}, { timeout: 5_000 });
    const [link] = within(list).getAllByRole('link');
    const payBy = new Intl.DateTimeFormat('fr-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2026-11-27T14:55:00.000Z'));
    await expect(plain(link?.textContent ?? null)).toBe(
      plain(
        `Non lue. Vous avez remporté 2019 Honda Civic EX : 3 300 $. Payez à la caisse au plus tard le ${payBy}il y a 5 minutes`,
      ),
    );
    await expect(link).toHaveAttribute('href', '/my-order/ord-9');
  },
};

/** "No notifications yet" with a hint of what shows here. */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
    await expect(
      canvas.getByText('Outbid alerts, auctions you win and vehicles you sell show up here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A full page with more to load: Load More asks for the next page. */
export const Many: Story = {
  args: { notifications: manyNotifications(20, 4), hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(list.querySelectorAll('[data-unread]')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Loading more: the button shows it is busy and cannot be clicked again. */
export const LoadingMore: Story = {
  args: { notifications: manyNotifications(20), hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Load More/ })).toBeDisabled();
  },
};

/** The first load: placeholder rows, the list marked busy. */
export const Loading: Story = {
  args: { notifications: [], loading: true, skeletonCount: 4 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvasElement).queryByText('No notifications yet')).toBeNull();
  },
};

/** Loading failed: the message and Try again. */
export const LoadError: Story = {
  args: { notifications: [], error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without an auction there is nothing to open: the row is plain text. */
export const WithoutAuction: Story = {
  args: {
    notifications: [
      {
        ...(sampleNotifications[1] as (typeof sampleNotifications)[number]),
        auctionId: null,
        vehicleName: null,
        amount: null,
        orderId: null,
      },
    ],
    onNotificationClick: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('You won a vehicle')).toBeVisible();
  },
};

/** In French: the texts, the amounts (`12 350 $`) and the times (`il y a 5 minutes`). */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Notifications' });
    const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    // French loads on demand (a second on a busy machine is not always enough).
    await within(list).findByText(/Votre offre a été dépassée/, {}, { timeout: 5_000 });
    const links = within(list).getAllByRole('link');
    await expect(plain(links[0]?.textContent ?? null)).toBe(
      'Non lue. Votre offre a été dépassée sur 2021 Hyundai Tucson : 12 350 $il y a 5 minutes',
    );
    await expect(plain(links[1]?.textContent ?? null)).toContain(
      'Vous avez remporté 2019 Honda Civic EX : 18 900 $',
    );
    await expect(plain(links[2]?.textContent ?? null)).toContain('hier');
  },
};

/** A dealer's own notices: verified, rejected and unpublished with the admin's reason, a reserve offer. */
export const DealerNotices: Story = {
  args: {
    notifications: [
      {
        _id: 'n-d1',
        kind: 'reserveOffer',
        auctionId: 'auc-civic',
        vehicleName: '2021 Honda Civic EX',
        amount: 17250,
        orderId: null,
        read: false,
        createdAt: '2026-11-20T14:55:00Z',
      },
      {
        _id: 'n-d2',
        kind: 'listingUnpublished',
        auctionId: null,
        vehicleName: '2018 Ford F-150 XLT',
        amount: null,
        orderId: null,
        reason: 'The photos show another vehicle.',
        read: false,
        createdAt: '2026-11-20T14:00:00Z',
      },
      {
        _id: 'n-d3',
        kind: 'dealerRejected',
        auctionId: null,
        vehicleName: null,
        amount: null,
        orderId: null,
        reason: 'The dealer licence has expired.',
        read: true,
        createdAt: '2026-11-19T15:00:00Z',
      },
      {
        _id: 'n-d4',
        kind: 'dealerVerified',
        auctionId: null,
        vehicleName: null,
        amount: null,
        orderId: null,
        read: true,
        createdAt: '2026-11-18T15:00:00Z',
      },
    ],
    onNotificationClick: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        '2021 Honda Civic EX closed below your reserve: accept $17,250 within 24 hours',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Your 2018 Ford F-150 XLT was unpublished: The photos show another vehicle.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('We could not verify your business: The dealer licence has expired.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Your business is verified: you can now publish listings'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

const DISCLOSURE_NOTICE = {
  _id: 'n-x1',
  kind: 'listingDisclosure' as const,
  auctionId: 'auc-civic',
  vehicleName: '2021 Honda Civic EX',
  amount: null,
  orderId: null,
  read: false,
  createdAt: '2026-11-20T14:55:00Z',
};

/** A seller added a disclosure to an auction the user bid on or saved: it links to the auction. */
export const SellerDisclosure: Story = {
  args: { notifications: [DISCLOSURE_NOTICE], onNotificationClick: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent('The seller added a disclosure to 2021 Honda Civic EX');
    await expect(link).toHaveAttribute('href', '/detail/auc-civic');
  },
};

/** The same in French. */
export const SellerDisclosureFrench: Story = {
  args: SellerDisclosure.args,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Le vendeur a ajouté une divulgation à 2021 Honda Civic EX',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/**
 * A cancelled or lapsed order put the vehicle back on sale: its watchers and its dealer are told
 * (with the price, linking to the sale); with no time left the dealer is sent to relist it.
 */
export const BackOnSale: Story = {
  args: {
    notifications: [
      {
        _id: 'n-b1',
        kind: 'backOnSale',
        auctionId: 'auc-civic',
        vehicleName: '2021 Honda Civic EX',
        amount: 18_900,
        orderId: null,
        read: false,
        createdAt: '2026-11-20T14:55:00Z',
      },
      {
        _id: 'n-b2',
        kind: 'saleReopened',
        auctionId: 'auc-civic',
        vehicleName: '2021 Honda Civic EX',
        amount: 18_900,
        orderId: null,
        read: false,
        createdAt: '2026-11-20T14:55:00Z',
      },
      {
        _id: 'n-b3',
        kind: 'saleRelistable',
        auctionId: 'auc-rav4',
        vehicleName: '2020 Toyota RAV4 LE',
        amount: null,
        orderId: null,
        read: false,
        createdAt: '2026-11-20T14:00:00Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    await expect(links[0]).toHaveTextContent('2021 Honda Civic EX is back on sale: $18,900');
    await expect(links[0]).toHaveAttribute('href', '/detail/auc-civic');
    await expect(links[1]).toHaveTextContent(
      'Your 2021 Honda Civic EX is back on sale at $18,900: its buyer cancelled or did not pay',
    );
    await expect(links[2]).toHaveTextContent(
      'The buyer of your 2020 Toyota RAV4 LE cancelled or did not pay after the close: relist it in one click',
    );
    await expect(links[2]).toHaveAttribute('href', '/dealer?state=unsold');
  },
};

export const BackOnSaleFrench: Story = {
  globals: { locale: 'fr' },
  args: BackOnSale.args,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Notifications' },
      { timeout: 10000 },
    );
    await expect(
      await within(list).findByText(
        /2021 Honda Civic EX est de nouveau en vente : 18\s900\s\$/,
        {},
        { timeout: 10000 },
      ),
    ).toBeVisible();
  },
};

/**
 * New vehicles match a saved search (decision 035): how many and the search's name, linking to the
 * listing with its filters; one match in the singular.
 */
export const SavedSearchMatches: Story = {
  args: {
    notifications: [
      {
        _id: 'n-s1',
        kind: 'savedSearch',
        auctionId: null,
        vehicleName: null,
        amount: 3,
        orderId: null,
        savedSearch: {
          _id: 'ss-1',
          name: 'Hybrid SUVs',
          listingPath: '/listing?category=cat-suv&fuel=Hybrid',
        },
        read: false,
        createdAt: '2026-11-20T14:55:00Z',
      },
      {
        _id: 'n-s2',
        kind: 'savedSearch',
        auctionId: null,
        vehicleName: null,
        amount: 1,
        orderId: null,
        savedSearch: { _id: 'ss-2', name: 'Trucks', listingPath: '/listing?search=truck' },
        read: true,
        createdAt: '2026-11-19T14:55:00Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    await expect(links[0]).toHaveTextContent(
      '3 new vehicles match your saved search “Hybrid SUVs”',
    );
    await expect(links[0]).toHaveAttribute('href', '/listing?category=cat-suv&fuel=Hybrid');
    await expect(links[1]).toHaveTextContent('1 new vehicle matches your saved search “Trucks”');
    await expect(links[1]).toHaveAttribute('href', '/listing?search=truck');
  },
};

export const SavedSearchMatchesFrench: Story = {
  globals: { locale: 'fr' },
  args: SavedSearchMatches.args,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Notifications' },
      { timeout: 10000 },
    );
    await expect(
      await within(list).findByText(
        '3 nouveaux véhicules correspondent à votre recherche enregistrée « Hybrid SUVs »',
        {},
        { timeout: 10000 },
      ),
    ).toBeVisible();
    await expect(
      within(list).getByText(
        '1 nouveau véhicule correspond à votre recherche enregistrée « Trucks »',
      ),
    ).toBeVisible();
  },
};
