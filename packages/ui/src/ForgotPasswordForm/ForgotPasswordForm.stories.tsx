import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFormWidth } from '../storybook/decorators';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "Forgot Password: the account's e-mail, to receive a one-time code.",
          use: "From the sign-in form's forgot-password link.",
          avoid: 'For a signed-in user changing their password (`ChangePasswordForm`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [withFormWidth],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'amelia@');
    await expect(await canvas.findByText('Enter a valid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A successful call resets the form. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'amelia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'amelia@example.com' }),
    );
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

/** A failed call (resolving to false) keeps the e-mail. */
export const FailedKeepsValue: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'amelia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(email).toHaveValue('amelia@example.com');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send OTP/ })).toBeDisabled();
  },
};
