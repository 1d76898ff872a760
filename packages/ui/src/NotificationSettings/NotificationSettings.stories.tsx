import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationSettings } from './NotificationSettings';

const meta = {
  title: 'Account/NotificationSettings',
  component: NotificationSettings,
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
