import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { AccountSidebar } from './AccountSidebar';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/AccountSidebar',
  component: AccountSidebar,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The account area's navigation: My Profile, Saved Cars, Notifications Settings, Change Password and Logout (which asks for confirmation first).",
          use: "Beside the pages of a signed-in user's account, to move between them.",
          avoid: "For the site's main navigation (use `Header`) or outside the account area.",
          pages: ['colours', 'typography', 'spacing', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onLogout: fn(), LinkComponent: StoryLink, currentPath: '/my-profile' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Account' }));
    const expected: Array<[string, string]> = [
      ['My Profile', '/my-profile'],
      ['Saved Cars', '/saved-cars'],
      ['Saved Searches', '/saved-searches'],
      ['Notifications Settings', '/notifications'],
      ['Change Password', '/change-password'],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Saved Cars' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const ChangePasswordActive: Story = {
  args: { currentPath: '/change-password' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Change Password' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** "No" closes the dialog without logging out. */
export const LogoutCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to logout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** "Yes, Logout" calls onLogout and closes the dialog. */
export const LogoutConfirmed: Story = {
  args: { onLogout: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to logout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
