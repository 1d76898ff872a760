import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { ProfileView } from './ProfileView';
import { valueOf } from '../storybook/queries';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/ProfileView',
  component: ProfileView,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'My Profile: avatar, name, e-mail, the profile rows (a dash for blanks) and Edit Profile.',
          use: 'As the first page of the account area.',
          avoid:
            "For editing (use `EditProfileForm`) or a seller's public profile (`SellerProfileHeader`).",
          pages: ['typography', 'spacing'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: {
    LinkComponent: StoryLink,
    profile: {
      firstName: 'Amelia',
      lastName: 'Tremblay',
      email: 'amelia@example.com',
      countryCode: '+1',
      phoneNumber: '4165550123',
      dob: '1990-03-14',
      gender: 'female',
      address: '100 Queen St W',
      city: 'Toronto',
      province: 'Ontario',
      country: 'Canada',
      postalCode: 'M5H 2N2',
    },
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the value shown for a row label. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Amelia Tremblay' })).toBeVisible();
    await expect(canvas.getByText('amelia@example.com')).toBeVisible();
    await expect(valueOf(canvasElement, 'Phone Number')).toBe('+1 4165550123');
    await expect(valueOf(canvasElement, 'Date of Birth')).toBe('March 14, 1990');
    await expect(valueOf(canvasElement, 'Gender')).toBe('Female');
    await expect(valueOf(canvasElement, 'Province')).toBe('Ontario');
    await expect(valueOf(canvasElement, 'Postal Code')).toBe('M5H 2N2');
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  },
};

/** Blank fields show a dash; a missing avatar shows the default image. */
export const Empty: Story = {
  args: { profile: { name: 'Jordan', email: 'jordan@example.com' }, avatarSrc: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Jordan' })).toBeVisible();
    for (const label of [
      'Phone Number',
      'Date of Birth',
      'Gender',
      'Address',
      'City',
      'Province',
      'Country',
      'Postal Code',
    ]) {
      await expect(valueOf(canvasElement, label)).toBe('-');
    }
    await expect(canvas.getByRole('img', { name: 'Jordan' })).toHaveAttribute(
      'data-fallback',
      'true',
    );
  },
};

export const BrokenAvatar: Story = {
  args: { avatarSrc: '/missing-avatar.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Amelia Tremblay' })).toHaveAttribute(
        'data-fallback',
        'true',
      ),
    );
  },
};

/** In French: row labels, the date of birth written the fr-CA way and the gender translated. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Modifier le profil' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Date de naissance')).toBe('14 mars 1990');
    await expect(valueOf(canvasElement, 'Genre')).toBe('Femme');
    await expect(valueOf(canvasElement, 'Code postal')).toBe('M5H 2N2');
  },
};
