import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLink } from '../storybook/StoryLink';
import { SignUpForm, type SignUpFormValues } from './SignUpForm';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Account/SignUpForm',
  component: SignUpForm,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'Sign Up for consumers and dealers: every field of the sign-up call, checked with the shared schema.',
          use: 'On the sign-up page, after the role is chosen (`SignupRoleModal`).',
          avoid: 'For signing in (use `SignInForm`) or editing a profile (`EditProfileForm`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { onSubmit: fn(), LinkComponent: StoryLink },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything but the fields a story types itself. */
const FILLED: Partial<SignUpFormValues> = {
  firstName: 'Amelia',
  lastName: 'Tremblay',
  email: 'amelia@example.com',
  password: 'Str0ng#Pass',
  dob: '1990-03-14',
  phoneNumber: '4165550123',
  address: '100 Queen St W',
  city: 'Toronto',
  province: 'Ontario',
  country: 'Canada',
  postalCode: 'M5H 2N2',
  terms: true,
  creditCheck: true,
};

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

export const Consumer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Country Code' })).toHaveTextContent(
      '+1 United States',
    );
    await expect(canvas.queryByLabelText('HST/GST Number')).toBeNull();
    await expect(canvas.queryByLabelText('Business Name')).toBeNull();
  },
};

/** Submitting empty shows the required-field messages and makes no call. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Date of birth is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'Province is required',
      'Country is required',
      'Postal code is required',
      'You must accept Terms & Conditions',
      'You must consent to Credit Check',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText('Email'), 'amelia@');
    await expect(await canvas.findByText('Invalid email')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Dealers see the business fields, each required. */
export const DealerWithErrors: Story = {
  args: { role: 'dealer', defaultValues: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('HST/GST Number')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Business name is required')).toBeVisible();
    await expect(canvas.getByText('Business address is required')).toBeVisible();
    await expect(canvas.getByText('Dealership Number/ID is required')).toBeVisible();
    await expect(canvas.getByText('HST/GST Number is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The phone keeps digits only, at most 15, and reaches the form 250 ms after the last key. */
export const PhoneInput: Story = {
  args: { defaultValues: { ...FILLED, phoneNumber: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('Phone Number');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Phone number is required')).toBeVisible();

    // Every key's time, and the time the pattern message first shows: under load keys can be more
    // than 250 ms apart, so the message may show for a prefix, but never sooner than 250 ms after
    // the key before it.
    const keyTimes: number[] = [];
    phone.addEventListener('input', () => {
      keyTimes.push(performance.now());
    });
    let shownAt = 0;
    const observer = new MutationObserver(() => {
      if (
        shownAt === 0 &&
        canvasElement.textContent?.includes('Please enter a valid phone number')
      ) {
        shownAt = performance.now();
      }
    });
    observer.observe(canvasElement, { childList: true, subtree: true, characterData: true });
    await userEvent.type(phone, '(416) 55');
    await expect(phone).toHaveValue('41655');
    // The debounced value then fails the pattern (6 to 15 digits)...
    await waitFor(() =>
      expect(canvas.getByText('Please enter a valid phone number')).toBeVisible(),
    );
    observer.disconnect();
    // ...never sooner than 250 ms after the key before it.
    const keyBefore = Math.max(...keyTimes.filter((t) => t <= shownAt));
    await expect(shownAt - keyBefore).toBeGreaterThanOrEqual(245);

    await userEvent.type(phone, '5-0123 ext 98765432');
    await expect(phone).toHaveValue('416555012398765');
    await waitFor(() => expect(canvas.queryByText('Please enter a valid phone number')).toBeNull());
  },
};

/** The date of birth is typed into the MUI date picker (YYYY-MM-DD). */
export const DateOfBirth: Story = {
  args: { defaultValues: { ...FILLED, dob: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Year' }));
    await userEvent.keyboard('2015');
    await userEvent.keyboard('0601');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('You must be at least 18 years old')).toBeVisible();
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Year' }));
    await userEvent.keyboard('1985');
    await waitFor(() => expect(canvas.queryByText('You must be at least 18 years old')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ dob: '1985-06-01' }),
      undefined,
    );
  },
};

/** A dealer completes the business fields and attaches a licence PDF. */
export const DealerFilled: Story = {
  args: { role: 'dealer', defaultValues: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Business Name'), 'Maple Motors');
    await userEvent.type(canvas.getByLabelText('Business Address'), '1 King St E, Toronto');
    await userEvent.type(canvas.getByLabelText('Dealership Number/ID'), 'OMVIC-12345');
    await userEvent.type(canvas.getByLabelText('HST/GST Number'), '123456789RT0001');
    await userEvent.type(canvas.getByLabelText('Licence Number'), 'T1234-56789-01234');
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    const licence = new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), licence);
    await expect(canvas.getByText('licence.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        userType: 'dealer',
        firstName: 'Amelia',
        lastName: 'Tremblay',
        dob: '1990-03-14',
        gender: 'other',
        countryCode: '+1',
        countryIsoCode: 'US',
        phoneNumber: '4165550123',
        email: 'amelia@example.com',
        password: 'Str0ng#Pass',
        address: '100 Queen St W',
        city: 'Toronto',
        province: 'Ontario',
        country: 'Canada',
        postalCode: 'M5H 2N2',
        terms: true,
        creditCheck: true,
        licenseNumber: 'T1234-56789-01234',
        businessName: 'Maple Motors',
        businessAddress: '1 King St E, Toronto',
        dealershipNumber: 'OMVIC-12345',
        taxNumber: '123456789RT0001',
      },
      licence,
    );
  },
};

/** A consumer picks another country code; no business fields are sent. */
export const ConsumerFilled: Story = {
  args: { defaultValues: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country Code' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '+1 Canada' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values, file] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [
      SignUpFormValues,
      File | undefined,
    ];
    await expect(values.countryCode).toBe('+1');
    await expect(values.countryIsoCode).toBe('CA');
    await expect(values.userType).toBe('consumer');
    await expect(values.gender).toBe('male');
    await expect('businessName' in values).toBe(false);
    await expect('licenseNumber' in values).toBe(false);
    await expect(file).toBeUndefined();
  },
};

/** Wrong file types and files over 5 MB are refused, each with its message. */
export const LicenceUploadErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please upload an image, PDF or Word document',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'File size should not exceed 5MB',
    );
    await expect(canvas.queryByText('scan.pdf')).toBeNull();
    const ok = new File(['img'], 'licence.png', { type: 'image/png' });
    await userEvent.upload(input, ok);
    await expect(canvas.getByText('licence.png')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove licence.png' }));
    await expect(canvas.queryByText('licence.png')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign Up/ })).toBeDisabled();
  },
};

/** A dealer in French: sections, business fields and the schema's messages are French. */
export const DealerFrench: Story = {
  args: { role: 'dealer', defaultValues: { ...FILLED, firstName: '', dob: '' } },
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: "Renseignements sur l'entreprise" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "S'inscrire" }));
    await expect(await canvas.findByText('Le prénom est obligatoire')).toBeVisible();
    await expect(canvas.getByText('Le numéro de TPS/TVH est obligatoire')).toBeVisible();
    await expect(
      canvas.getByText('Le numéro ou identifiant de concessionnaire est obligatoire'),
    ).toBeVisible();
    await expect(canvas.getByText("Le nom de l'entreprise est obligatoire")).toBeVisible();
    await expect(canvas.getByText('La date de naissance est obligatoire')).toBeVisible();
    // The date picker speaks French too (dayjs fr-ca and MUI's French texts, from the French chunk).
    await expect(canvas.getByRole('button', { name: 'Choisir la date' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Indicatif du pays' })).toHaveTextContent(
      '+1 États-Unis',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
