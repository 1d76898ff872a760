import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  changePasswordSchema,
  checkLicenceFile,
  createEditProfileSchema,
  createSignupSchema,
  forgotPasswordSchema,
  licenceFileSchema,
  loginRequestSchema,
  loginSchema,
  otpSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from './account';
import { UPLOAD_MAX_BYTES } from './constants';
import { validate, validateWithKeys } from './errors';
import { noSpacesText } from './rules';
import { keyedMessages } from './keyed';

/** A fixed "today" so age rules do not drift: 22 November 2026. */
const today = () => new Date(Date.UTC(2026, 10, 22));
const signupSchema = createSignupSchema(today);
const editProfileSchema = createEditProfileSchema(today);

async function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = await validate(schema, input);
  return result.ok ? {} : result.errors;
}

const consumer = {
  userType: 'consumer',
  firstName: 'Ana',
  lastName: 'Tremblay',
  dob: '1990-05-14',
  gender: 'female',
  countryCode: '+1',
  phoneNumber: '4165550123',
  countryIsoCode: 'CA',
  email: 'ana.tremblay@example.ca',
  password: 'Str0ng!Pass',
  address: '12 King St W',
  city: 'Toronto',
  province: 'Ontario',
  country: 'Canada',
  postalCode: 'M5H 1A1',
  terms: true,
  creditCheck: true,
};
const dealer = {
  ...consumer,
  userType: 'dealer',
  businessName: 'Maple Motors',
  businessAddress: '100 Queen St, Ottawa',
  dealershipNumber: 'OMVIC-4471',
  taxNumber: '123456789RT0001',
};

describe('login', () => {
  it('accepts a valid e-mail and password', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });
  it('requires both fields with the spec messages', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('rejects an invalid e-mail with "Invalid email address"', async () => {
    expect(await errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({
      email: 'Invalid email address',
    });
  });
  it('the request schema refuses an unknown device type', async () => {
    const errors = await errorsOf(loginRequestSchema, {
      email: 'a@b.co',
      password: 'x',
      deviceType: 'fridge',
    });
    expect(errors.deviceType).toBe('Device type must be desktop, mobile or tablet');
  });
});

describe('signup', () => {
  it('accepts a complete consumer and a complete dealer', async () => {
    expect(await errorsOf(signupSchema, consumer)).toEqual({});
    expect(await errorsOf(signupSchema, dealer)).toEqual({});
  });

  it('says "<Field> is required" for every required field', async () => {
    const errors = await errorsOf(signupSchema, {});
    expect(errors).toMatchObject({
      userType: 'User type is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dob: 'Date of birth is required',
      gender: 'Gender is required',
      countryCode: 'Country code is required',
      phoneNumber: 'Phone number is required',
      email: 'Email is required',
      password: 'Password is required',
      address: 'Address is required',
      city: 'City is required',
      province: 'Province is required',
      country: 'Country is required',
      postalCode: 'Postal code is required',
    });
  });

  it('requires the business fields for dealers only', async () => {
    const {
      businessName: _a,
      businessAddress: _b,
      dealershipNumber: _c,
      taxNumber: _d,
      ...bare
    } = dealer;
    expect(await errorsOf(signupSchema, bare)).toEqual({
      businessName: 'Business name is required',
      businessAddress: 'Business address is required',
      dealershipNumber: 'Dealership Number/ID is required',
      taxNumber: 'HST/GST Number is required',
    });
    expect(await errorsOf(signupSchema, { ...bare, userType: 'consumer' })).toEqual({});
  });

  it('refuses a role other than consumer or dealer', async () => {
    expect((await errorsOf(signupSchema, { ...consumer, userType: 'admin' })).userType).toBe(
      'Please choose Consumer or Dealer',
    );
  });

  it.each([
    ['2008-11-23', 'You must be at least 18 years old'],
    ['2026-01-01', 'You must be at least 18 years old'],
    ['1899-12-31', 'Year must be 1900 or later'],
    ['not-a-date', 'Please enter a valid date'],
  ])('date of birth %s is refused: %s', async (dob, message) => {
    expect((await errorsOf(signupSchema, { ...consumer, dob })).dob).toBe(message);
  });

  it.each(['2008-11-22', '1900-01-01', '1975-02-28'])(
    'date of birth %s is accepted (18 today, the earliest date, an ordinary date)',
    async (dob) => {
      expect(await errorsOf(signupSchema, { ...consumer, dob })).toEqual({});
    },
  );

  it('reads "today" from the injected clock', async () => {
    const later = createSignupSchema(() => new Date(Date.UTC(2030, 0, 1)));
    expect(await errorsOf(later, { ...consumer, dob: '2010-06-01' })).toEqual({});
    expect((await errorsOf(signupSchema, { ...consumer, dob: '2010-06-01' })).dob).toBe(
      'You must be at least 18 years old',
    );
  });

  it('says "Invalid email" for a malformed e-mail', async () => {
    expect((await errorsOf(signupSchema, { ...consumer, email: 'ana@' })).email).toBe(
      'Invalid email',
    );
  });

  it.each([
    ['Sh0rt!a', 'Password must be at least 8 characters'],
    ['NOLOWER1!', 'Password must contain at least one lowercase letter'],
    ['noupper1!', 'Password must contain at least one uppercase letter'],
    ['NoDigits!!', 'Password must contain at least one number'],
    ['NoSpecial12', 'Password must contain at least one special character (@$!%*?&#)'],
  ])('password %s is refused: %s', async (password, message) => {
    expect((await errorsOf(signupSchema, { ...consumer, password })).password).toBe(message);
  });

  it.each(['@', '$', '!', '%', '*', '?', '&', '#'])(
    'password special character %s counts',
    async (special) => {
      expect(await errorsOf(signupSchema, { ...consumer, password: `Abcdefg1${special}` })).toEqual(
        {},
      );
    },
  );

  it('requires terms and credit check, also when sent as text from a multipart form', async () => {
    expect(
      await errorsOf(signupSchema, { ...consumer, terms: false, creditCheck: 'false' }),
    ).toEqual({
      terms: 'You must accept Terms & Conditions',
      creditCheck: 'You must consent to Credit Check',
    });
    expect(
      await errorsOf(signupSchema, { ...consumer, terms: 'true', creditCheck: 'true' }),
    ).toEqual({});
  });

  it('checks the phone number pattern', async () => {
    expect((await errorsOf(signupSchema, { ...consumer, phoneNumber: '12345' })).phoneNumber).toBe(
      'Please enter a valid phone number',
    );
  });

  it('refuses over-long text with a clear message', async () => {
    expect((await errorsOf(signupSchema, { ...consumer, city: 'x'.repeat(51) })).city).toBe(
      'City should not be longer than 50 characters',
    );
  });
});

describe('forgot password and OTP', () => {
  it('forgot password: required and "Enter a valid email"', async () => {
    expect(await errorsOf(forgotPasswordSchema, {})).toEqual({ email: 'Email is required' });
    expect(await errorsOf(forgotPasswordSchema, { email: 'x@y' })).toEqual({
      email: 'Enter a valid email',
    });
    expect(await errorsOf(forgotPasswordSchema, { email: 'x@y.ca' })).toEqual({});
  });

  it.each([
    [undefined, 'OTP is required'],
    ['', 'OTP is required'],
    ['123', 'Enter 4 digits'],
    ['12345', 'Enter 4 digits'],
    ['12a4', 'Enter 4 digits'],
  ])('OTP %j is refused: %s', async (otp, message) => {
    expect(await errorsOf(otpSchema, { otp })).toEqual({ otp: message });
  });

  it('OTP of 4 digits passes', async () => {
    expect(await errorsOf(otpSchema, { otp: '0427' })).toEqual({});
  });
});

describe('reset password', () => {
  it('needs 6 characters and a matching confirmation', async () => {
    expect(await errorsOf(resetPasswordSchema, {})).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(
      await errorsOf(resetPasswordSchema, { newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect(
      await errorsOf(resetPasswordSchema, { newPassword: '123456', confirmPassword: '1234567' }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
  });

  it('the request schema also needs the e-mail and the OTP', async () => {
    expect(
      await errorsOf(resetPasswordRequestSchema, {
        newPassword: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({ email: 'Email is required', otp: 'OTP is required' });
  });
});

describe('edit profile', () => {
  const profile = {
    firstName: 'Élise',
    lastName: 'Côté Roy',
    phoneNumber: '5145550199',
    email: 'elise@example.ca',
  };

  it('accepts names in any alphabet, with inner spaces', async () => {
    expect(await errorsOf(editProfileSchema, profile)).toEqual({});
  });

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const)('%s messages use "%s"', async (field, label) => {
    expect((await errorsOf(editProfileSchema, { ...profile, [field]: '' }))[field]).toBe(
      `${label} is required`,
    );
    expect((await errorsOf(editProfileSchema, { ...profile, [field]: 'A' }))[field]).toBe(
      `${label} must be at least 2 characters`,
    );
    expect(
      (await errorsOf(editProfileSchema, { ...profile, [field]: 'A'.repeat(31) }))[field],
    ).toBe(`${label} should not be longer than 30 characters`);
    expect((await errorsOf(editProfileSchema, { ...profile, [field]: ' Ana' }))[field]).toBe(
      `${label} should not have leading or trailing spaces`,
    );
    expect((await errorsOf(editProfileSchema, { ...profile, [field]: 'Ana2' }))[field]).toBe(
      'Only letters are allowed',
    );
  });

  it('gender must be Male, Female or Other (any case)', async () => {
    expect(await errorsOf(editProfileSchema, { ...profile, gender: 'female' })).toEqual({});
    expect((await errorsOf(editProfileSchema, { ...profile, gender: 'robot' })).gender).toBe(
      'Please select a valid gender',
    );
  });

  it('phone and e-mail messages', async () => {
    expect(await errorsOf(editProfileSchema, { ...profile, phoneNumber: '', email: '' })).toEqual({
      phoneNumber: 'Phone number is required',
      email: 'Email is required',
    });
    expect(
      await errorsOf(editProfileSchema, { ...profile, phoneNumber: '+1 416', email: 'x' }),
    ).toEqual({
      phoneNumber: 'Please enter a valid phone number',
      email: 'Please enter a valid email',
    });
  });

  it('date of birth is optional but checked when given', async () => {
    expect(await errorsOf(editProfileSchema, { ...profile, dob: '' })).toEqual({});
    expect((await errorsOf(editProfileSchema, { ...profile, dob: '2015-01-01' })).dob).toBe(
      'You must be at least 18 years old',
    );
    expect((await errorsOf(editProfileSchema, { ...profile, dob: '1850-01-01' })).dob).toBe(
      'Year must be 1900 or later',
    );
  });

  it('length caps: address 200, city/province/country 50, postal code 10', async () => {
    expect(
      await errorsOf(editProfileSchema, {
        ...profile,
        address: 'a'.repeat(201),
        city: 'c'.repeat(51),
        province: 'p'.repeat(51),
        country: 'k'.repeat(51),
        postalCode: 'K1A 0B1 XYZ',
      }),
    ).toEqual({
      address: 'Address should not be longer than 200 characters',
      city: 'City should not be longer than 50 characters',
      province: 'Province should not be longer than 50 characters',
      country: 'Country should not be longer than 50 characters',
      postalCode: 'Postal code should not be longer than 10 characters',
    });
  });
});

describe('change password', () => {
  it('every message', async () => {
    expect(await errorsOf(changePasswordSchema, {})).toEqual({
      oldPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(
      await errorsOf(changePasswordSchema, {
        oldPassword: 'old',
        newPassword: 'abc',
        confirmPassword: 'abd',
      }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('licence uploads', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it.each([
    file('licence.jpeg', 'image/jpeg'),
    file('licence.JPG', 'image/jpeg'),
    file('licence.png', 'image/png'),
    file('licence.gif', 'image/gif'),
    file('licence.pdf', 'application/pdf'),
    file('licence.pdf', ''),
  ])('profile accepts $name ($type)', (f) => {
    expect(checkLicenceFile(f, 'profile')).toBeUndefined();
  });

  it.each([
    file('licence.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    file('licence.exe', 'application/octet-stream'),
    file('licence.png', 'text/html'),
    file('licence', 'image/png'),
  ])('profile refuses $name ($type)', (f) => {
    expect(checkLicenceFile(f, 'profile')).toEqual(keyedMessages.invalidLicenceFile);
    expect(checkLicenceFile(f, 'profile')?.text).toBe('Please upload a valid image or PDF file');
  });

  it('refuses a file over 5 MB and accepts exactly 5 MB', () => {
    expect(checkLicenceFile(file('a.png', 'image/png', UPLOAD_MAX_BYTES + 1))?.text).toBe(
      'File size should not exceed 5MB',
    );
    expect(checkLicenceFile(file('a.png', 'image/png', UPLOAD_MAX_BYTES))).toBeUndefined();
  });

  it('sign-up also accepts Word documents', () => {
    expect(checkLicenceFile(file('l.docx', ''), 'signup')).toBeUndefined();
    expect(checkLicenceFile(file('l.doc', 'application/msword'), 'signup')).toBeUndefined();
    expect(checkLicenceFile(file('l.txt', 'text/plain'), 'signup')?.text).toBe(
      'Please upload an image, PDF or Word document',
    );
  });

  it('the yup rule reports the same messages', async () => {
    const schema = licenceFileSchema('profile');
    const result = await validateWithKeys(object({ licence: schema }), {
      licence: file('x.txt', 'text/plain'),
    });
    expect(result).toMatchObject({
      ok: false,
      errors: { licence: 'Please upload a valid image or PDF file' },
      errorKeys: { licence: { key: 'invalidLicenceFile', values: {} } },
    });
    await expect(schema.validate(undefined)).resolves.toBeUndefined();
  });
});

describe('administration text rules', () => {
  it('"This field is required" and "Spaces are not allowed"', async () => {
    const schema = object({ code: noSpacesText(60) });
    const errorOf = async (code: string) => {
      const result = await validateWithKeys(schema, { code });
      return result.ok ? undefined : { text: result.errors.code, ...result.errorKeys.code };
    };
    expect(await errorOf('')).toEqual({
      text: 'This field is required',
      key: 'fieldRequired',
      values: {},
    });
    expect(await errorOf('two words')).toEqual({
      text: 'Spaces are not allowed',
      key: 'spacesNotAllowed',
      values: {},
    });
    expect(await errorOf('x'.repeat(61))).toEqual({
      text: 'This field should not be longer than 60 characters',
      key: 'tooLong',
      values: { field: 'thisField', max: 60 },
    });
    await expect(schema.validate({ code: 'PRIZE-2026' })).resolves.toEqual({ code: 'PRIZE-2026' });
  });
});
