import type { FieldId } from './fields';
import { boolean, mixed, object, ref, string, type InferType } from 'yup';
import { systemClock, type Clock } from './clock';
import {
  DEVICE_TYPES,
  GENDER_VALUES,
  LANGUAGES,
  LICENCE_UPLOAD_EXTENSIONS,
  LICENCE_UPLOAD_MIME_TYPES,
  PASSWORD_SPECIAL_CHARACTERS,
  RESET_PASSWORD_MIN,
  SIGNUP_GENDER_VALUES,
  SIGNUP_LICENCE_EXTENSIONS,
  SIGNUP_LICENCE_MIME_TYPES,
  SIGNUP_PASSWORD_MIN,
  UPLOAD_MAX_BYTES,
  USER_TYPES,
} from './constants';
import { CART_LIMITS, keyedBasketMessages } from './basket-messages';
import { keyedMessages, type KeyedMessage } from './keyed';
import { EMAIL_PATTERN, NAME_PATTERN, OTP_PATTERN, PHONE_PATTERN } from './patterns';
import { dateOfBirth, plainText, requiredText } from './rules';

/** Limits of account fields, as named constants. */
export const ACCOUNT_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  emailMax: 254,
  passwordMax: 128,
  addressMax: 200,
  cityMax: 50,
  provinceMax: 50,
  countryMax: 50,
  postalCodeMax: 10,
  driverLicenceMax: 50,
  businessTextMax: 150,
  signupTextMax: 100,
} as const;

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[$*?]/g, '\\$&')}]`);

// ---------------------------------------------------------------------------------------------
// Login

export const loginSchema = object({
  email: string()
    .trim()
    .required(keyedMessages.emailRequired)
    .max(ACCOUNT_LIMITS.emailMax, keyedMessages.invalidEmailAddress)
    .matches(EMAIL_PATTERN, { message: keyedMessages.invalidEmailAddress }),
  password: string()
    .required(keyedMessages.passwordRequired)
    .max(ACCOUNT_LIMITS.passwordMax, keyedMessages.tooLong('password', ACCOUNT_LIMITS.passwordMax)),
});
export type LoginValues = InferType<typeof loginSchema>;

/** What the server accepts at `POST /user/login`: the form plus the device type. */
/**
 * The token of a guest basket (`guestUser`), sent when signing in so that its lines join the
 * account's basket (docs/product.md §14.3).
 */
export const guestToken = string()
  .typeError(keyedBasketMessages.guestToken)
  .trim()
  .max(CART_LIMITS.guestTokenMax, keyedBasketMessages.guestToken)
  .optional();

export const loginRequestSchema = loginSchema.shape({
  deviceType: string().oneOf(DEVICE_TYPES, keyedMessages.deviceType).optional(),
  guestToken,
});
export type LoginRequestValues = InferType<typeof loginRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Sign-up

/** A sign-up password: at least 8 characters with a lowercase, an uppercase, a digit and a special. */
export const signupPassword = string()
  .required(keyedMessages.passwordRequired)
  .min(SIGNUP_PASSWORD_MIN, keyedMessages.signupPasswordMin)
  .max(ACCOUNT_LIMITS.passwordMax, keyedMessages.tooLong('password', ACCOUNT_LIMITS.passwordMax))
  .matches(/[a-z]/, { message: keyedMessages.passwordLowercase })
  .matches(/[A-Z]/, { message: keyedMessages.passwordUppercase })
  .matches(/\d/, { message: keyedMessages.passwordDigit })
  .matches(SPECIAL, { message: keyedMessages.passwordSpecial });

const isDealer = (userType: unknown) => userType === 'dealer';

function dealerField(field: FieldId, requiredMessage?: KeyedMessage) {
  return plainText(field)
    .trim()
    .max(
      ACCOUNT_LIMITS.businessTextMax,
      keyedMessages.tooLong(field, ACCOUNT_LIMITS.businessTextMax),
    )
    .when('userType', {
      is: isDealer,
      then: (s) => s.required(requiredMessage ?? keyedMessages.required(field)),
      otherwise: (s) => s.optional(),
    });
}

/** Booleans arrive as text in the multipart body: "true" / "false". */
const checkbox = (message: KeyedMessage) =>
  boolean()
    .transform((value: unknown, original: unknown) =>
      original === 'true' ? true : original === 'false' ? false : value,
    )
    .required(message)
    .oneOf([true], message);

/** The sign-up form; consumers and dealers alike, with the business fields required for dealers. */
export function createSignupSchema(clock: Clock = systemClock) {
  return object({
    userType: string()
      .required(keyedMessages.required('userType'))
      .oneOf(USER_TYPES, keyedMessages.invalidUserType),
    firstName: requiredText('firstName', ACCOUNT_LIMITS.signupTextMax),
    lastName: requiredText('lastName', ACCOUNT_LIMITS.signupTextMax),
    dob: dateOfBirth(clock, true),
    gender: string()
      .required(keyedMessages.required('gender'))
      .oneOf(SIGNUP_GENDER_VALUES, keyedMessages.invalidGender),
    countryCode: string()
      .trim()
      .required(keyedMessages.required('countryCode'))
      .matches(/^\+\d{1,4}$/, { message: keyedMessages.countryCodeFormat }),
    phoneNumber: string()
      .trim()
      .required(keyedMessages.phoneRequired)
      .matches(PHONE_PATTERN, { message: keyedMessages.invalidPhone }),
    countryIsoCode: string()
      .trim()
      .matches(/^[A-Za-z]{2}$/, { message: keyedMessages.countryIsoCode })
      .optional(),
    email: string()
      .trim()
      .required(keyedMessages.emailRequired)
      .max(ACCOUNT_LIMITS.emailMax, keyedMessages.invalidEmail)
      .matches(EMAIL_PATTERN, { message: keyedMessages.invalidEmail }),
    password: signupPassword,
    address: requiredText('address', ACCOUNT_LIMITS.addressMax),
    city: requiredText('city', ACCOUNT_LIMITS.cityMax),
    province: requiredText('province', ACCOUNT_LIMITS.provinceMax),
    country: requiredText('country', ACCOUNT_LIMITS.countryMax),
    postalCode: requiredText('postalCode', ACCOUNT_LIMITS.postalCodeMax),
    terms: checkbox(keyedMessages.acceptTerms),
    creditCheck: checkbox(keyedMessages.consentCreditCheck),
    licenseNumber: plainText('licenseNumber')
      .trim()
      .max(
        ACCOUNT_LIMITS.driverLicenceMax,
        keyedMessages.tooLong('licenseNumber', ACCOUNT_LIMITS.driverLicenceMax),
      )
      .optional(),
    businessName: dealerField('businessName'),
    businessAddress: dealerField('businessAddress'),
    dealershipNumber: dealerField('dealershipNumber', keyedMessages.dealershipNumberRequired),
    taxNumber: dealerField('taxNumber', keyedMessages.taxNumberRequired),
  });
}
export const signupSchema = createSignupSchema();
export type SignupValues = InferType<typeof signupSchema>;

// ---------------------------------------------------------------------------------------------
// Forgot password, OTP, reset

export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .required(keyedMessages.emailRequired)
    .max(ACCOUNT_LIMITS.emailMax, keyedMessages.enterValidEmail)
    .matches(EMAIL_PATTERN, { message: keyedMessages.enterValidEmail }),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

export const otpSchema = object({
  otp: string()
    .required(keyedMessages.otpRequired)
    .matches(OTP_PATTERN, { message: keyedMessages.otpFourDigits }),
});
export type OtpValues = InferType<typeof otpSchema>;

/** What the server accepts at `POST /user/verifyOtp`. */
export const verifyOtpRequestSchema = forgotPasswordSchema.concat(otpSchema).shape({ guestToken });
export type VerifyOtpRequestValues = InferType<typeof verifyOtpRequestSchema>;

/** What the server accepts at `POST /user/resendOtp` and `POST /user/forgotPassword`. */
export const emailRequestSchema = forgotPasswordSchema;
export type EmailRequestValues = ForgotPasswordValues;

export const resetPasswordSchema = object({
  newPassword: string()
    .required(keyedMessages.newPasswordRequired)
    .min(RESET_PASSWORD_MIN, keyedMessages.resetPasswordMin)
    .max(ACCOUNT_LIMITS.passwordMax, keyedMessages.tooLong('password', ACCOUNT_LIMITS.passwordMax)),
  confirmPassword: string()
    .required(keyedMessages.confirmPasswordRequired)
    .oneOf([ref('newPassword')], keyedMessages.passwordsMustMatch),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

/** What the server accepts at `POST /user/resetPassword`. */
export const resetPasswordRequestSchema = forgotPasswordSchema
  .concat(otpSchema)
  .concat(resetPasswordSchema);
export type ResetPasswordRequestValues = InferType<typeof resetPasswordRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Edit profile

function profileName(field: 'firstName' | 'lastName') {
  return plainText(field)
    .required(keyedMessages.required(field))
    .test(
      'no-edge-spaces',
      keyedMessages.nameSpaces(field),
      (v) => v === undefined || v === v.trim(),
    )
    .matches(NAME_PATTERN, { message: keyedMessages.onlyLetters })
    .min(ACCOUNT_LIMITS.nameMin, keyedMessages.nameMin(field))
    .max(ACCOUNT_LIMITS.nameMax, keyedMessages.nameMax(field));
}

function optionalText(field: FieldId, max: number) {
  return plainText(field).trim().max(max, keyedMessages.tooLong(field, max)).optional();
}

export function createEditProfileSchema(clock: Clock = systemClock) {
  return object({
    firstName: profileName('firstName'),
    lastName: profileName('lastName'),
    dob: dateOfBirth(clock, false),
    gender: string()
      .transform((value: unknown) => {
        if (typeof value !== 'string' || value === '') return value === '' ? undefined : value;
        const found = GENDER_VALUES.find((g) => g.toLowerCase() === value.toLowerCase());
        return found ?? value;
      })
      .oneOf(GENDER_VALUES, keyedMessages.invalidGender)
      .optional(),
    phoneNumber: string()
      .trim()
      .required(keyedMessages.phoneRequired)
      .matches(PHONE_PATTERN, { message: keyedMessages.invalidPhone }),
    email: string()
      .trim()
      .required(keyedMessages.emailRequired)
      .max(ACCOUNT_LIMITS.emailMax, keyedMessages.pleaseEnterValidEmail)
      .matches(EMAIL_PATTERN, { message: keyedMessages.pleaseEnterValidEmail }),
    driverLicence: optionalText('driverLicence', ACCOUNT_LIMITS.driverLicenceMax),
    address: optionalText('address', ACCOUNT_LIMITS.addressMax),
    city: optionalText('city', ACCOUNT_LIMITS.cityMax),
    province: optionalText('province', ACCOUNT_LIMITS.provinceMax),
    country: optionalText('country', ACCOUNT_LIMITS.countryMax),
    postalCode: optionalText('postalCode', ACCOUNT_LIMITS.postalCodeMax),
  });
}
export const editProfileSchema = createEditProfileSchema();
export type EditProfileValues = InferType<typeof editProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Change password

export const changePasswordSchema = object({
  oldPassword: string()
    .required(keyedMessages.currentPasswordRequired)
    .max(ACCOUNT_LIMITS.passwordMax, keyedMessages.tooLong('password', ACCOUNT_LIMITS.passwordMax)),
  newPassword: string()
    .required(keyedMessages.newPasswordRequired)
    .min(RESET_PASSWORD_MIN, keyedMessages.resetPasswordMin)
    .max(ACCOUNT_LIMITS.passwordMax, keyedMessages.tooLong('password', ACCOUNT_LIMITS.passwordMax)),
  confirmPassword: string()
    .required(keyedMessages.confirmPasswordRequired)
    .oneOf([ref('newPassword')], keyedMessages.passwordsDoNotMatch),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

// ---------------------------------------------------------------------------------------------
// Language

export const languageSchema = object({
  language: string()
    .required(keyedMessages.languageRequired)
    .oneOf(LANGUAGES, keyedMessages.language),
});
export type LanguageValues = InferType<typeof languageSchema>;

// ---------------------------------------------------------------------------------------------
// Licence uploads

/** The facts about a file that the checks need (a browser File has them; so does a server upload). */
export type FileFacts = { name: string; type: string; size: number };

export type LicenceUploadKind = 'profile' | 'signup';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks a licence file: its type (by extension and, when known, by MIME type) and its size.
 * Returns the message of docs/product.md §9.6 (its key and English), or undefined when the file is acceptable.
 */
export function checkLicenceFile(
  file: FileFacts,
  kind: LicenceUploadKind = 'profile',
): KeyedMessage | undefined {
  const extensions: readonly string[] =
    kind === 'profile' ? LICENCE_UPLOAD_EXTENSIONS : SIGNUP_LICENCE_EXTENSIONS;
  const mimeTypes: readonly string[] =
    kind === 'profile' ? LICENCE_UPLOAD_MIME_TYPES : SIGNUP_LICENCE_MIME_TYPES;
  const typeMessage =
    kind === 'profile' ? keyedMessages.invalidLicenceFile : keyedMessages.invalidSignupLicenceFile;
  if (!extensions.includes(extensionOf(file.name))) return typeMessage;
  if (file.type !== '' && !mimeTypes.includes(file.type)) return typeMessage;
  if (file.size > UPLOAD_MAX_BYTES) return keyedMessages.fileTooLarge;
  return undefined;
}

/** Whether a MIME type (sniffed from the bytes on the server) is allowed for that kind of upload. */
export function isAllowedLicenceMimeType(
  mimeType: string,
  kind: LicenceUploadKind = 'profile',
): boolean {
  const mimeTypes: readonly string[] =
    kind === 'profile' ? LICENCE_UPLOAD_MIME_TYPES : SIGNUP_LICENCE_MIME_TYPES;
  return mimeTypes.includes(mimeType);
}

/** A yup rule for a licence file field (optional). */
export function licenceFileSchema(kind: LicenceUploadKind = 'profile') {
  return mixed<FileFacts>()
    .optional()
    .test('licence-file', function test(value) {
      if (value === undefined || value === null) return true;
      const problem = checkLicenceFile(value, kind);
      return problem === undefined ? true : this.createError({ message: problem });
    });
}
