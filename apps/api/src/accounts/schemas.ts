/**
 * JSON schemas of the account routes: they document the contract in OpenAPI (`/docs`) and shape
 * the responses. Request bodies are validated by the yup schemas of @marketdrop/validation.
 */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;

export const sessionUserSchema = {
  type: 'object',
  properties: {
    _id: str,
    userType: { type: 'string', enum: ['consumer', 'dealer'] },
    firstName: str,
    lastName: str,
    name: str,
    email: str,
    userImage: nullableStr,
    language: { type: 'string', enum: ['en', 'fr'] },
  },
} as const;

export const profileSchema = {
  type: 'object',
  properties: {
    ...sessionUserSchema.properties,
    countryCode: str,
    countryIsoCode: str,
    phoneNumber: str,
    dob: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
    gender: { type: ['string', 'null'], enum: ['male', 'female', 'other', null] },
    address: nullableStr,
    city: nullableStr,
    province: nullableStr,
    country: nullableStr,
    postalCode: nullableStr,
    driverLicence: nullableStr,
    driverLicenseImage: { type: 'array', items: str, description: 'Paths of /user/files/{id}' },
    notificationEnable: bool,
    isOtpVerified: bool,
    pendingEmail: nullableStr,
    businessName: nullableStr,
    businessAddress: nullableStr,
    dealershipNumber: nullableStr,
    taxNumber: nullableStr,
    createdAt: str,
  },
} as const;

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const otp = { type: 'string', pattern: '^\\d{4}$' } as const;

export const emailBody = {
  type: 'object',
  properties: { email },
  required: ['email'],
} as const;

export const loginBody = {
  type: 'object',
  properties: {
    email,
    password: { type: 'string', maxLength: 128 },
    deviceType: { type: 'string', enum: ['desktop', 'mobile', 'tablet'] },
  },
  required: ['email', 'password'],
} as const;

export const loginData = {
  type: 'object',
  properties: {
    token: str,
    isOtpVerified: bool,
    otp: { type: 'string', description: 'Echoed outside production only' },
    message: str,
    user: sessionUserSchema,
  },
} as const;

const signupFieldProperties = {
  userType: { type: 'string', enum: ['consumer', 'dealer'] },
  firstName: str,
  lastName: str,
  dob: { type: 'string', description: 'YYYY-MM-DD, at least 18 years ago' },
  gender: { type: 'string', enum: ['male', 'female', 'other'] },
  countryCode: { type: 'string', example: '+1' },
  phoneNumber: { type: 'string', pattern: '^\\d{6,15}$' },
  countryIsoCode: { type: 'string', example: 'US' },
  email,
  password: str,
  address: str,
  city: str,
  province: str,
  country: str,
  postalCode: str,
  terms: { type: 'string', enum: ['true', 'false'] },
  creditCheck: { type: 'string', enum: ['true', 'false'] },
  licenseNumber: str,
  businessName: { type: 'string', description: 'Dealers only (required)' },
  businessAddress: { type: 'string', description: 'Dealers only (required)' },
  dealershipNumber: { type: 'string', description: 'Dealers only (required)' },
  taxNumber: { type: 'string', description: 'Dealers only (required): HST/GST number' },
  driverLicenseImage: {
    type: 'string',
    format: 'binary',
    description: 'Optional: image, PDF, DOC or DOCX, at most 5 MB',
  },
} as const;

export const signupBody = {
  type: 'object',
  properties: signupFieldProperties,
  required: [
    'userType',
    'firstName',
    'lastName',
    'dob',
    'gender',
    'countryCode',
    'phoneNumber',
    'email',
    'password',
    'address',
    'city',
    'province',
    'country',
    'postalCode',
    'terms',
    'creditCheck',
  ],
} as const;

export const signupData = {
  type: 'object',
  properties: { email: str, phoneNumber: str, otp: str },
} as const;

export const verifyOtpBody = {
  type: 'object',
  properties: { email, otp },
  required: ['email', 'otp'],
} as const;

export const verifyOtpData = {
  type: 'object',
  properties: {
    purpose: { type: 'string', enum: ['signup', 'login', 'forgot-password'] },
    token: str,
    user: sessionUserSchema,
  },
} as const;

export const otpData = {
  type: 'object',
  properties: { otp: { type: 'string', description: 'Echoed outside production only' } },
} as const;

export const resetPasswordBody = {
  type: 'object',
  properties: { email, otp, newPassword: str, confirmPassword: str },
  required: ['email', 'otp', 'newPassword', 'confirmPassword'],
} as const;

export const changePasswordBody = {
  type: 'object',
  properties: { oldPassword: str, newPassword: str, confirmPassword: str },
  required: ['oldPassword', 'newPassword', 'confirmPassword'],
} as const;

export const confirmEmailChangeBody = {
  type: 'object',
  properties: { otp },
  required: ['otp'],
} as const;

export const editProfileBody = {
  type: 'object',
  properties: {
    firstName: str,
    lastName: str,
    dob: str,
    gender: { type: 'string', enum: ['Male', 'Female', 'Other'] },
    phoneNumber: str,
    email,
    driverLicence: str,
    address: str,
    city: str,
    province: str,
    country: str,
    postalCode: str,
    currentPassword: { type: 'string', description: 'Required when `email` changes.' },
    keepLicenseImages: {
      type: 'array',
      items: str,
      description:
        'Paths of earlier licence files to keep (one field per path, or a JSON array; sent empty: none). Omitted: keep all.',
    },
    driverLicenseImage: {
      type: 'string',
      format: 'binary',
      description: 'Licence file(s) to add: JPEG, PNG, GIF or PDF, at most 5 MB each',
    },
  },
} as const;

export const notificationData = {
  type: 'object',
  properties: { notificationEnable: bool },
} as const;

export const languageData = {
  type: 'object',
  properties: { language: { type: 'string', enum: ['en', 'fr'] } },
} as const;

export const languageBody = {
  type: 'object',
  properties: { language: { type: 'string', enum: ['en', 'fr'] } },
  required: ['language'],
} as const;

export const fileParams = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' } },
  required: ['id'],
} as const;
