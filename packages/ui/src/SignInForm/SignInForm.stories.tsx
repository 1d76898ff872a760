import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFormWidth } from '../storybook/decorators';
import { StoryLink } from '../storybook/StoryLink';
import { SignInForm } from './SignInForm';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Sign In: e-mail and password with show/hide, and the forgot-password link.',
          use: 'On the sign-in page.',
          avoid: 'For creating an account (use `SignUpForm`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn(), LinkComponent: StoryLink },
  decorators: [withFormWidth],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Submitting empty shows the required-field messages and makes no call. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form calls onSubmit with the values; the password toggle shows and hides it. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'amelia@example.com');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Secret#123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'amelia@example.com',
        password: 'Secret#123',
      }),
    );
  },
};

/** A server failure appears on the password field. */
export const WithServerError: Story = {
  args: {
    serverError: 'Login failed',
    defaultValues: { email: 'amelia@example.com', password: 'wrong' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await expect(await canvas.findByText('Login failed')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Login failed');
    // Editing the password hides the server's message.
    await userEvent.type(password, 'x');
    await expect(canvas.queryByText('Login failed')).toBeNull();
  },
};

/** Each failed attempt shows the server's message again, even when it is the same text. */
export const RepeatedServerError: Story = {
  args: {
    serverError: 'Login failed',
    defaultValues: { email: 'amelia@example.com', password: 'wrong' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, '2');
    await expect(canvas.queryByText('Login failed')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'amelia@example.com',
        password: 'wrong2',
      }),
    );
    await expect(await canvas.findByText('Login failed')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign In/ })).toBeDisabled();
  },
};

/** In French (toolbar Locale: Français): labels and the schema's messages are French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText('Le courriel est obligatoire')).toBeVisible();
    await expect(canvas.getByText('Le mot de passe est obligatoire')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Courriel'), 'pas-un-courriel');
    await expect(await canvas.findByText('Adresse courriel invalide')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher « mot de passe »' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
