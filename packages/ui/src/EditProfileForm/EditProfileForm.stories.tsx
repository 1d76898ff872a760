import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditProfileForm } from './EditProfileForm';
import { purpose } from '../storybook/purpose';

const PROFILE = {
  firstName: 'Amelia',
  lastName: 'Tremblay',
  email: 'amelia@example.com',
  phoneNumber: '4165550123',
  dob: '1990-03-14',
  gender: 'female',
  driverLicence: 'T1234-56789-01234',
  address: '100 Queen St W',
  city: 'Toronto',
  province: 'Ontario',
  country: 'Canada',
  postalCode: 'M5H 2N2',
  driverLicenseImage: ['/user/files/licence-front.png', '/user/files/licence-back.pdf'],
};

const meta = {
  title: 'Account/EditProfileForm',
  component: EditProfileForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Edit Profile: basic information (names, date of birth, gender, phone, e-mail, driver licence) and location.',
          use: 'In the account area, from Edit Profile.',
          avoid:
            'To show the profile (use `ProfileView`) or to change the password (`ChangePasswordForm`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn(), profile: PROFILE },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Basic Information' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Location' })).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Amelia');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByLabelText('Driver Licence Number')).toHaveValue('T1234-56789-01234');
    await expect(canvas.getByText('licence-front.png')).toBeVisible();
    await expect(canvas.getByText('licence-back.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Licence files: remove one locally, refuse bad ones, add a new one, and save. */
export const LicenceFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove licence-back.pdf' }));
    await expect(canvas.queryByText('licence-back.pdf')).toBeNull();

    const input = fileInput(canvasElement);
    await userEvent.upload(input, new File(['x'], 'licence.docx', { type: '' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please upload a valid image or PDF file',
    );
    await userEvent.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'File size should not exceed 5MB',
    );
    const renewed = new File(['gif'], 'renewed.gif', { type: 'image/gif' });
    await userEvent.upload(input, renewed);
    await expect(canvas.getByText('renewed.gif')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        firstName: 'Amelia',
        lastName: 'Tremblay',
        dob: '1990-03-14',
        gender: 'Female',
        phoneNumber: '4165550123',
        email: 'amelia@example.com',
        driverLicence: 'T1234-56789-01234',
        address: '100 Queen St W',
        city: 'Toronto',
        province: 'Ontario',
        country: 'Canada',
        postalCode: 'M5H 2N2',
        keepLicenseImages: ['/user/files/licence-front.png'],
      },
      [renewed],
    );
  },
};

/** Blank optional fields are not sent. */
export const OnlyNonEmptyValues: Story = {
  args: {
    profile: { firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone Number'), '(514) 555-0199');
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('5145550199');
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        firstName: 'Jordan',
        lastName: 'Lee',
        gender: 'Other',
        phoneNumber: '5145550199',
        email: 'jordan@example.com',
        keepLicenseImages: [],
      },
      [],
    );
  },
};

export const WithErrors: Story = {
  args: { profile: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Phone number is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('First Name'), 'A');
    await expect(await canvas.findByText('First name must be at least 2 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Last Name'), 'L33');
    await expect(await canvas.findByText('Only letters are allowed')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Phone Number'), '123');
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'jordan@');
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving...' });
    await expect(button).toBeDisabled();
  },
};

/** A new e-mail asks for the current password before it is sent (decision 016). */
export const EmailChangeNeedsPassword: Story = {
  args: { profile: { firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    const email = canvas.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan.lee@example.com');
    const password = await canvas.findByLabelText('Current Password');
    await expect(canvas.getByText('Current password needed to change your email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Phone Number'), '5145550199');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Current password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(password, 'Passw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        firstName: 'Jordan',
        lastName: 'Lee',
        phoneNumber: '5145550199',
        email: 'jordan.lee@example.com',
        currentPassword: 'Passw0rd!',
        keepLicenseImages: [],
      },
      [],
    );
  },
};

/** While a new e-mail waits for its code, the form asks for the code mailed to it. */
export const EmailChangePending: Story = {
  args: {
    profile: { ...PROFILE, pendingEmail: 'amelia.t@example.com' },
    onConfirmEmail: fn(),
    onResendEmailCode: fn(() => true),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Enter the 4-digit code we sent to amelia.t@example.com. Your account keeps amelia@example.com until then.',
      ),
    ).toBeVisible();
    // The e-mail field still shows the address the account has.
    await expect(canvas.getByLabelText('Email')).toHaveValue('amelia@example.com');
    await userEvent.click(canvas.getByLabelText('Digit 1 of 4'));
    await userEvent.keyboard('4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onConfirmEmail).toHaveBeenCalledTimes(1));
    await expect(args.onConfirmEmail).toHaveBeenCalledWith({ otp: '4821' });
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(args.onResendEmailCode).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByLabelText('Digit 1 of 4')).toHaveValue(''));
  },
};

/** In French: the password prompt and the code step. */
export const EmailChangeFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    profile: { ...PROFILE, pendingEmail: 'amelia.t@example.com' },
    onConfirmEmail: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Confirmez votre nouveau courriel' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Entrez le code à 4 chiffres envoyé à amelia.t@example.com. Votre compte garde amelia@example.com d’ici là.',
      ),
    ).toBeVisible();
    const email = canvas.getByLabelText('Courriel');
    await userEvent.clear(email);
    await userEvent.type(email, 'autre@example.com');
    await expect(
      await canvas.findByText('Mot de passe actuel requis pour changer de courriel'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Mot de passe actuel')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText('Le mot de passe actuel est obligatoire')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
