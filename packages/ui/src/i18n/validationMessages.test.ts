import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  contactSchema,
  createEditProfileSchema,
  createSignupSchema,
  forgotPasswordSchema,
  loginSchema,
  isKeyedMessage,
  MESSAGE_DICTIONARIES,
  otpSchema,
  resetPasswordSchema,
} from '@marketdrop/validation';
import { uiEn } from './en';
import { VALIDATION_DOMAINS } from './useValidationMessage';

/** What this test needs of a yup schema. */
type Schema = { validateSync: (value: unknown, options: { abortEarly: boolean }) => unknown };

/** Every message a schema gives for these values (all of them, not only the first). */
function messagesFor(schema: Schema, values: Record<string, unknown>): unknown[] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    const { errors } = error as { errors?: unknown };
    if (Array.isArray(errors)) return errors as unknown[];
    throw error;
  }
}

const long = 'x'.repeat(600);
const FORMS: Array<[string, Schema, Record<string, unknown>[]]> = [
  ['sign-in', loginSchema, [{}, { email: 'nope', password: long }]],
  [
    'sign-up',
    createSignupSchema(),
    [
      { userType: 'dealer' },
      {
        userType: 'dealer',
        firstName: long,
        lastName: long,
        address: long,
        city: long,
        province: long,
        country: long,
        postalCode: long,
        licenseNumber: long,
        businessName: long,
        businessAddress: long,
        dealershipNumber: long,
        taxNumber: long,
        password: 'short',
        dob: '1850-01-01',
      },
    ],
  ],
  ['forgot password', forgotPasswordSchema, [{}, { email: 'nope' }]],
  ['OTP', otpSchema, [{}, { otp: '12' }]],
  ['reset password', resetPasswordSchema, [{}, { newPassword: '1', confirmPassword: '2' }]],
  ['change password', changePasswordSchema, [{}, { newPassword: '1', confirmPassword: '2' }]],
  [
    'edit profile',
    createEditProfileSchema(),
    [
      { firstName: ' A', lastName: '1', gender: 'x', phoneNumber: 'x', email: 'x' },
      { firstName: long, lastName: long, address: long, city: long, driverLicence: long },
    ],
  ],
  ['contact', contactSchema, [{}, { name: long, email: long, subject: long, message: long }]],
];

describe('validation messages in French', () => {
  it.each(FORMS)(
    'every %s message has a French text and a French field name',
    (_, schema, cases) => {
      const found = cases.flatMap((values) => messagesFor(schema, values));
      expect(found.length).toBeGreaterThan(0);
      // Each message carries its key (never recognised by its English), and the key has a text.
      const untranslated = found.filter((message) => {
        if (!isKeyedMessage(message)) return true;
        if (!(message.key in uiEn.validation.messages)) return true;
        const field = message.values['field'];
        return field !== undefined && !(String(field) in uiEn.validation.fields);
      });
      expect(untranslated).toEqual([]);
    },
  );
});

describe('the domains translated by key', () => {
  it('are every dictionary of MESSAGE_DICTIONARIES with a prefix, none more', () => {
    const prefixed = Object.keys(MESSAGE_DICTIONARIES).filter((prefix) => prefix !== '');
    expect([...VALIDATION_DOMAINS].sort()).toEqual(prefixed.sort());
  });
});
