import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFormWidth } from '../storybook/decorators';
import { SocialSignInButtons } from './SocialSignInButtons';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/SocialSignInButtons',
  component: SocialSignInButtons,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Continue with Google and Continue with Apple.',
          use: 'Under the Sign In and Sign Up forms.',
          avoid: 'Alone, without the e-mail form beside them.',
          pages: ['spacing', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { providers: ['google', 'apple'], onSelect: fn() },
  decorators: [withFormWidth],
} satisfies Meta<typeof SocialSignInButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both providers configured: each button starts its own sign-in. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Other ways to sign in' })).toBeVisible();
    await expect(canvas.getByText('or')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('apple');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('google');
  },
};

/** Only Google configured: no Apple button. */
export const GoogleOnly: Story = {
  args: { providers: ['google'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  },
};

/** No provider configured: nothing shows, not even the divider. */
export const NoneConfigured: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** While the sign-in starts, every button is disabled, so it cannot start twice. */
export const Busy: Story = {
  args: { busyProvider: 'google' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** In French (toolbar Locale: Français). */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Continuer avec Google' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuer avec Apple' })).toBeVisible();
    await expect(canvas.getByText('ou')).toBeVisible();
  },
};
