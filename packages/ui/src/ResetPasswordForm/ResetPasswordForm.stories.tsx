import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFormWidth } from '../storybook/decorators';
import { ResetPasswordForm } from './ResetPasswordForm';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Reset Password: a new password and its confirmation, each with show/hide.',
          use: 'After the one-time code of forgot password.',
          avoid: 'For a signed-in user (use `ChangePasswordForm`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [withFormWidth],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('New password is required')).toBeVisible();
    await expect(canvas.getByText('Confirm password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New Password'), 'abc');
    await expect(await canvas.findByText('Password must be at least 6 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New Password'), 'defgh');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'abcdefgX');
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const newPassword = canvas.getByLabelText('New Password');
    await userEvent.type(newPassword, 'n3wSecret');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'n3wSecret');
    await userEvent.click(canvas.getByRole('button', { name: 'Show new password' }));
    await expect(newPassword).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        newPassword: 'n3wSecret',
        confirmPassword: 'n3wSecret',
      }),
    );
    await waitFor(() => expect(newPassword).toHaveValue(''));
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Reset Password/ }),
    ).toBeDisabled();
  },
};
