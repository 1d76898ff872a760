/** Every validation message of docs/product.md §9 Validation rules, word for word, plus the ones the product adds. */
export const messages = {
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} should not be longer than ${max} characters`,
  /** A control or bidirectional-override character in a name or an address. */
  notPlainText: (field: string) => `${field} contains characters that are not allowed`,

  // Login
  emailRequired: 'Email is required',
  invalidEmailAddress: 'Invalid email address',
  passwordRequired: 'Password is required',

  // Sign-up
  invalidEmail: 'Invalid email',
  underAge: 'You must be at least 18 years old',
  yearTooEarly: 'Year must be 1900 or later',
  signupPasswordMin: 'Password must be at least 8 characters',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordDigit: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (@$!%*?&#)',
  acceptTerms: 'You must accept Terms & Conditions',
  consentCreditCheck: 'You must consent to Credit Check',
  dealershipNumberRequired: 'Dealership Number/ID is required',
  taxNumberRequired: 'HST/GST Number is required',
  invalidUserType: 'Please choose Consumer or Dealer',
  invalidDate: 'Please enter a valid date',

  // Forgot password
  enterValidEmail: 'Enter a valid email',

  // OTP
  otpRequired: 'OTP is required',
  otpFourDigits: 'Enter 4 digits',

  // Reset password
  resetPasswordMin: 'Password must be at least 6 characters',
  passwordsMustMatch: 'Passwords must match',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',

  // Edit profile
  onlyLetters: 'Only letters are allowed',
  nameMin: (field: string) => `${field} must be at least 2 characters`,
  nameMax: (field: string) => `${field} should not be longer than 30 characters`,
  nameSpaces: (field: string) => `${field} should not have leading or trailing spaces`,
  invalidGender: 'Please select a valid gender',
  invalidPhone: 'Please enter a valid phone number',
  phoneRequired: 'Phone number is required',
  pleaseEnterValidEmail: 'Please enter a valid email',
  invalidLicenceFile: 'Please upload a valid image or PDF file',
  invalidSignupLicenceFile: 'Please upload an image, PDF or Word document',
  fileTooLarge: 'File size should not exceed 5MB',

  // Change password
  currentPasswordRequired: 'Current password is required',
  passwordsDoNotMatch: 'Passwords do not match',

  // Shared administration messages (docs/product.md §9.8)
  fieldRequired: 'This field is required',
  spacesNotAllowed: 'Spaces are not allowed',

  /** A text under its minimum length (the contact message). */
  tooShort: (field: string, min: number) => `${field} must be at least ${min} characters`,

  // Requests no form sends (sign-in's device, social sign-in, the language setting)
  deviceType: 'Device type must be desktop, mobile or tablet',
  countryCodeFormat: 'Country code must look like +1',
  countryIsoCode: 'Country ISO code must be two letters',
  languageRequired: 'Language is required',
  language: 'Language must be en or fr',
  provider: 'Provider must be google or apple',
  ticketRequired: 'ticket is required',
  browserKeyRequired: 'browserKey is required',
  /** updateNotificationSettings: a setting that is not a boolean, or none given. */
  notificationSetting: 'Each notification setting must be true or false',
  notificationSettingsEmpty:
    'Give at least one notification setting: outbid, won, orderSteps, savedSearches or marketing',
  /** A list or an object (or a number where text belongs) sent for a field that takes one value. */
  wrongType: 'Must be a single text value',
  /** A list or an object sent for a filter field that takes one value (`name`: the request field). */
  singleValue: (name: string) => `${name} must be a single value`,

  // What the server checks beside the schemas: uploads (multipart forms) and unsafe input
  partTooLong: (name: string) => `${name} is too long`,
  unexpectedFile: (name: string) => `Unexpected file field ${name}`,
  emptyFile: 'The uploaded file is empty',
  sendOneFile: 'Send one file',
  oneLicenceFile: 'Upload one licence file',
  tooManyLicenceFiles: (max: number) => `You can keep at most ${max} licence files`,
  keepLicenseImages: 'keepLicenseImages must be a list of paths',
  nul: 'Text must not contain the NUL character',
  notFinite: 'Numbers must be finite',
  idempotencyKey: (max: number) =>
    `The Idempotency-Key header must be 1 to ${max} printable characters`,

  // What the server checks beside the schemas: passwords, e-mail and codes
  currentPasswordIncorrect: 'Current password is incorrect',
  emailTaken: 'An account with this email already exists',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'OTP has expired. Request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Request a new OTP.',
  otpLocked: (hours: number) =>
    `Too many wrong codes for this account. For your security, codes are blocked for ${hours} more hour${hours === 1 ? '' : 's'}.`,
  otpWait: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before trying another code.`,
} as const;
