/**
 * Response JSON schemas of the account routes: they document the answers in OpenAPI (`/docs`) and
 * shape their serialization. Requests are declared in @marketdrop/api-client (`calls`) and
 * validated with their yup schemas; their JSON Schema is generated (`mountCall`).
 */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;

export const sessionUserSchema = {
  type: 'object',
  properties: {
    _id: str,
    userType: { type: 'string', enum: ['consumer', 'dealer', 'admin'] },
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

export const signupData = {
  type: 'object',
  properties: { email: str, phoneNumber: str, otp: str },
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

export const notificationData = {
  type: 'object',
  properties: { notificationEnable: bool },
} as const;

export const languageData = {
  type: 'object',
  properties: { language: { type: 'string', enum: ['en', 'fr'] } },
} as const;

export const fileParams = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' } },
  required: ['id'],
} as const;
