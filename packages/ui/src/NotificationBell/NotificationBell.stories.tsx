import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AppNotification } from '@marketdrop/api-client';
import { StoryLink } from '../storybook/StoryLink';
import {
  NOTIFICATIONS_NOW,
  manyNotifications,
  sampleNotifications,
} from '../storybook/notificationFixtures';
import { NotificationBell } from './NotificationBell';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: {
    unreadCount: 2,
    notifications: sampleNotifications,
    now: NOTIFICATIONS_NOW,
    LinkComponent: StoryLink,
    onOpen: fn(),
    onClose: fn(),
    onMarkAllRead: fn(),
    onNotificationClick: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The header's bell: the unread count, and the newest notifications in a popover with Mark all as read and See all notifications.",
          use: 'In the header of a signed-in user.',
          avoid: 'For the full list (use `NotificationList` on its page).',
          pages: ['colours', 'elevation', 'accessibility'],
        }),
      },
    },
    layout: 'centered',
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge counts the unread ones; a click opens the newest in a popover. */
export const WithUnread: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(within(canvasElement).getByText('2')).toBeVisible();
    await userEvent.click(bell);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(dialog).findByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
    // The popover fades in.
    await waitFor(() =>
      expect(
        within(list).getByText('You were outbid on 2021 Hyundai Tucson: $12,350'),
      ).toBeVisible(),
    );
    await expect(
      within(dialog).getByRole('link', { name: 'See all notifications' }),
    ).toHaveAttribute('href', '/alerts');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);

    // Clicking a notification closes the popover and reports it (its link opens the auction).
    await userEvent.click(within(list).getByText('You won 2019 Honda Civic EX: $18,900'));
    await expect(args.onNotificationClick).toHaveBeenCalledWith(sampleNotifications[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** No unread: no badge, Mark all as read is disabled; Escape closes. */
export const AllRead: Story = {
  args: {
    unreadCount: 0,
    notifications: sampleNotifications.map((n) => ({ ...n, read: true })),
  },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(canvasElement.querySelector('.MuiBadge-invisible')).not.toBeNull();
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(dialog.querySelectorAll('[data-unread]')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { unreadCount: 0, notifications: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const empty = await within(dialog).findByText('No notifications yet');
    await waitFor(() => expect(empty).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** Opened before the list arrived: placeholder rows. */
export const Loading: Story = {
  args: { unreadCount: 3, notifications: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(dialog).findByRole('list', { name: 'Notifications' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const LoadError: Story = {
  args: { unreadCount: 0, notifications: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load notifications',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
  },
};

/** Past 99 the badge reads 99+; the label still says the real count. */
export const ManyUnread: Story = {
  args: { unreadCount: 140, notifications: manyNotifications(8, 8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications, 140 unread' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/**
 * Like the web app: opening marks the shown notifications read (the badge clears at once), yet
 * they stay marked as new until the popover closes.
 */
export const MarksReadWhenOpened: Story = {
  render: function Render(args) {
    const [notifications, setNotifications] = useState<AppNotification[]>(sampleNotifications);
    const unreadCount = notifications.filter((n) => !n.read).length;
    return (
      <NotificationBell
        {...args}
        unreadCount={unreadCount}
        notifications={notifications}
        onOpen={() => {
          args.onOpen?.();
          // The server's answer comes after the click (a later task).
          void Promise.resolve().then(() =>
            setNotifications((all) => all.map((n) => ({ ...n, read: true }))),
          );
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    // The popover hides the page from assistive technology while open: `hidden: true`.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Notifications', hidden: true }),
      ).toBeInTheDocument(),
    );
    // Read now, still shown as new while open.
    await expect(dialog.querySelectorAll('[data-unread]')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(again).findByRole('list', { name: 'Notifications' });
    await expect(again.querySelectorAll('[data-unread]')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
  },
};

/** In French: the label counts the unread ones, the popover's texts. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    // French loads on demand (a second on a busy machine is not always enough).
    const bell = await within(canvasElement).findByRole(
      'button',
      { name: 'Notifications, 2 non lues' },
      { timeout: 5_000 },
    );
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(
      within(dialog).getByRole('button', { name: 'Tout marquer comme lu' }),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('link', { name: 'Voir toutes les notifications' }),
    ).toHaveAttribute('href', '/alerts');
    await userEvent.keyboard('{Escape}');
  },
};
