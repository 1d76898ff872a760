import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFormWidth } from '../storybook/decorators';
import { ChangePasswordForm } from './ChangePasswordForm';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Change Password: current, new and confirmation, each with a show/hide toggle, checked with the shared rules.',
          use: 'In the account area, for a signed-in user who knows their password.',
          avoid: 'For a forgotten password (use `ForgotPasswordForm` then `ResetPasswordForm`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [withFormWidth],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(await canvas.findByText('Current password is required')).toBeVisible();
    await expect(canvas.getByText('New password is required')).toBeVisible();
    await expect(canvas.getByText('Confirm password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New Password'), '12345');
    await expect(await canvas.findByText('Password must be at least 6 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Confirm Password'), '99999');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each field has its own show/hide toggle; success resets the form. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Current Password');
    const next = canvas.getByLabelText('New Password');
    const confirm = canvas.getByLabelText('Confirm Password');
    await userEvent.type(current, 'oldSecret1');
    await userEvent.type(next, 'newSecret2');
    await userEvent.type(confirm, 'newSecret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Show current password' }));
    await expect(current).toHaveAttribute('type', 'text');
    await expect(next).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show confirm password' }));
    await expect(confirm).toHaveAttribute('type', 'text');
    await expect(next).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show new password' }));
    await expect(next).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        oldPassword: 'oldSecret1',
        newPassword: 'newSecret2',
        confirmPassword: 'newSecret2',
      }),
    );
    await waitFor(() => expect(current).toHaveValue(''));
    await expect(next).toHaveValue('');
    await expect(confirm).toHaveValue('');
  },
};

/** A failed change (the call throws) keeps the values. */
export const Failed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Failed to change password');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current Password'), 'oldSecret1');
    await userEvent.type(canvas.getByLabelText('New Password'), 'newSecret2');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'newSecret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByLabelText('Current Password')).toHaveValue('oldSecret1');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Update Password/ }),
    ).toBeDisabled();
  },
};

/** In French: the labels and every validation message of the shared schema. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mettre à jour le mot de passe' }),
    );
    await expect(await canvas.findByText('Le mot de passe actuel est obligatoire')).toBeVisible();
    await expect(canvas.getByText('Le nouveau mot de passe est obligatoire')).toBeVisible();
    await expect(canvas.getByText('La confirmation du mot de passe est obligatoire')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), '12345');
    await expect(
      await canvas.findByText('Le mot de passe doit comporter au moins 6 caractères'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), '99999');
    await expect(await canvas.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
