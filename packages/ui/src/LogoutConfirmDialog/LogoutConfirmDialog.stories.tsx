import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LogoutConfirmDialog } from './LogoutConfirmDialog';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/LogoutConfirmDialog',
  component: LogoutConfirmDialog,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: '"Are you sure you want to logout?" with No and Yes, Logout.',
          use: 'Before signing a user out from the account menu or sidebar.',
          avoid:
            'For other confirmations: each has its own words (`CancelOrderDialog`, a withdraw in `DealerListings`).',
          pages: ['elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { open: true, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof LogoutConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Are you sure you want to logout?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Logout' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** While the logout call runs, neither button nor Escape dismisses the dialog. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'No' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /Yes, Logout/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
