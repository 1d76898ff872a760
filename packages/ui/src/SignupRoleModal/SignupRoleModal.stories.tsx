import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SignupRoleModal } from './SignupRoleModal';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/SignupRoleModal',
  component: SignupRoleModal,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'How Would You Like to Get Started?: choose Consumer or Dealer before signing up.',
          use: 'From Signup in the header.',
          avoid: 'Once the role is known (go to `SignUpForm` directly).',
          pages: ['elevation', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), onContinue: fn() },
} satisfies Meta<typeof SignupRoleModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Continue is disabled. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'How Would You Like to Get Started?' }),
    );
    const consumer = dialog.getByRole('radio', { name: 'Consumer' });
    const dealer = dialog.getByRole('radio', { name: 'Dealer' });
    await expect(consumer).toHaveAccessibleDescription(
      'browse cars, join live auctions, buy at their price',
    );
    await expect(dealer).toHaveAccessibleDescription('a licensed car dealer');
    await expect(consumer).not.toBeChecked();
    await expect(dealer).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(consumer);
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith('consumer');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Cancel closes the modal and clears the choice: reopening shows nothing selected. */
export const CancelClearsChoice: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Signup
        </Button>
        <SignupRoleModal
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Signup' }));
    let dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Dealer' }));
    await expect(dialog.getByRole('radio', { name: 'Dealer' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Signup' }));
    dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: 'Dealer' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
