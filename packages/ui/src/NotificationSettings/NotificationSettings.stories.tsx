import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationSettings } from './NotificationSettings';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/NotificationSettings',
  component: NotificationSettings,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "Notifications Settings: the main e-mail toggle and one switch per kind of notice, each showing the server's value and blocked while a change is pending.",
          use: 'In the account area.',
          avoid: 'For the notifications themselves (`NotificationList`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { enabled: true, onToggle: fn() },
} satisfies Meta<typeof NotificationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switch asks for the change but shows `enabled`: it flips only when the parent says so. */
export const Enabled: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Notifications' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { enabled: false },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Notifications' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Notifications' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, enabled: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Notifications' }),
    ).toBeDisabled();
  },
};

/** With a parent that confirms the change after a (simulated) 200 response. */
export const ConfirmedByServer: Story = {
  render: function Render(args) {
    const [enabled, setEnabled] = useState(false);
    const [pending, setPending] = useState(false);
    return (
      <NotificationSettings
        enabled={enabled}
        pending={pending}
        onToggle={(next) => {
          args.onToggle(next);
          setPending(true);
          // The answer comes after this event (a later task), not after a set time.
          void Promise.resolve().then(() => {
            setEnabled(next);
            setPending(false);
          });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Notifications' });
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(toggle).toBeEnabled();
  },
};

const ALL_ON_BUT_MARKETING = {
  outbid: true,
  won: true,
  orderSteps: true,
  savedSearches: true,
  marketing: false,
};

/** One switch per kind of notice below the main one: each asks for its own change. */
export const PerKind: Story = {
  args: { settings: ALL_ON_BUT_MARKETING, onSettingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'E-mails by kind' });
    const switches = within(group).getAllByRole('switch');
    await expect(switches.map((s) => s.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    await expect(within(group).getByRole('switch', { name: 'Outbid alerts' })).toBeChecked();
    await expect(within(group).getByRole('switch', { name: 'Auction results' })).toBeChecked();
    await expect(within(group).getByRole('switch', { name: 'Orders and sales' })).toBeChecked();
    await expect(within(group).getByRole('switch', { name: 'Saved searches' })).toBeChecked();
    const marketing = within(group).getByRole('switch', { name: 'News and offers' });
    await expect(marketing).not.toBeChecked();
    await userEvent.click(within(group).getByRole('switch', { name: 'Outbid alerts' }));
    await expect(args.onSettingChange).toHaveBeenCalledWith('outbid', false);
    await userEvent.click(marketing);
    await expect(args.onSettingChange).toHaveBeenCalledWith('marketing', true);
    // Shown as the parent says until it answers.
    await expect(marketing).not.toBeChecked();
  },
};

/** A kind's change in flight: every switch is blocked, the kind's shows it is saving. */
export const PerKindPending: Story = {
  args: { settings: ALL_ON_BUT_MARKETING, pendingKind: 'won', onSettingChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Notifications', 'Outbid alerts', 'Auction results', 'News and offers']) {
      await expect(canvas.getByRole('switch', { name })).toBeDisabled();
    }
    await expect(
      canvas.getByRole('progressbar', { name: 'Saving notification settings' }),
    ).toBeVisible();
  },
};

/** In French: the kinds' names and what they cover. */
export const PerKindFrench: Story = {
  args: { settings: ALL_ON_BUT_MARKETING, onSettingChange: fn() },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'group',
      { name: 'Courriels par type' },
      { timeout: 5_000 },
    );
    await expect(
      within(group).getByRole('switch', { name: 'Alertes de surenchère' }),
    ).toBeChecked();
    await expect(
      within(group).getByRole('switch', { name: 'Nouvelles et offres' }),
    ).not.toBeChecked();
    await expect(within(group).getByText(/au plus une fois par jour/)).toBeVisible();
  },
};

/** With a parent that confirms a kind's change after a (simulated) 200 response. */
export const PerKindConfirmedByServer: Story = {
  args: { onSettingChange: fn() },
  render: function Render(args) {
    const [settings, setSettings] = useState(ALL_ON_BUT_MARKETING);
    const [pendingKind, setPendingKind] = useState<'savedSearches' | null>(null);
    return (
      <NotificationSettings
        enabled
        onToggle={args.onToggle}
        settings={settings}
        pendingKind={pendingKind}
        onSettingChange={(kind, next) => {
          args.onSettingChange?.(kind, next);
          setPendingKind('savedSearches');
          void Promise.resolve().then(() => {
            setSettings((before) => ({ ...before, [kind]: next }));
            setPendingKind(null);
          });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Saved searches' });
    await userEvent.click(toggle);
    await expect(args.onSettingChange).toHaveBeenCalledWith('savedSearches', false);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(toggle).toBeEnabled();
  },
};
