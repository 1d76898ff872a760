/** Accounts: sign-up, sign-in, codes, social sign-in, profile, settings (docs/product.md §8). */
import type * as schemas from '@marketdrop/validation';
import type {
  ActiveLanguageData,
  ForgotPasswordData,
  LoginData,
  NotificationSettingsData,
  Profile,
  ResendOtpData,
  SignupData,
  SocialLoginProvidersData,
  SocialLoginSessionData,
  SocialLoginStartData,
  VerifyOtpData,
} from '../contract';
import { call, OTP_ERRORS, type EditProfileFiles, type SignupFiles } from './declare';

export const accountsCalls = {
  login: call<typeof schemas.loginRequestSchema, LoginData>()('POST', '/user/login', {
    auth: 'public',
    errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'RATE_LIMITED'],
    validation: 'form',
  }),
  signup: call<typeof schemas.signupSchema, SignupData, SignupFiles>()('POST', '/user/signup', {
    auth: 'public',
    errors: ['VALIDATION_FAILED', 'EMAIL_TAKEN', 'FILE_TOO_LARGE', 'INVALID_FILE_TYPE'],
    multipart: true,
  }),
  verifyOtp: call<typeof schemas.verifyOtpRequestSchema, VerifyOtpData>()(
    'POST',
    '/user/verifyOtp',
    {
      auth: 'public',
      errors: [...OTP_ERRORS, 'RATE_LIMITED'],
      validation: 'form',
    },
  ),
  resendOtp: call<typeof schemas.emailRequestSchema, ResendOtpData>()('POST', '/user/resendOtp', {
    auth: 'public',
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'OTP_COOLDOWN', 'RATE_LIMITED'],
    validation: 'form',
  }),
  forgotPassword: call<typeof schemas.emailRequestSchema, ForgotPasswordData>()(
    'POST',
    '/user/forgotPassword',
    { auth: 'public', errors: ['VALIDATION_FAILED', 'RATE_LIMITED'], validation: 'form' },
  ),
  resetPassword: call<typeof schemas.resetPasswordRequestSchema, undefined>()(
    'POST',
    '/user/resetPassword',
    { auth: 'public', errors: [...OTP_ERRORS, 'RATE_LIMITED'], validation: 'form' },
  ),
  socialLogin: call<typeof schemas.socialLoginRequestSchema, SocialLoginStartData>()(
    'POST',
    '/user/socialLogin',
    {
      auth: 'public',
      errors: ['VALIDATION_FAILED', 'PROVIDER_NOT_CONFIGURED', 'RATE_LIMITED'],
      validation: 'form',
    },
  ),
  socialLoginProviders: call<undefined, SocialLoginProvidersData>()(
    'GET',
    '/user/socialLoginProviders',
    { auth: 'public', errors: [] },
  ),
  completeSocialLogin: call<typeof schemas.completeSocialLoginSchema, SocialLoginSessionData>()(
    'POST',
    '/user/completeSocialLogin',
    {
      auth: 'public',
      errors: ['VALIDATION_FAILED', 'SOCIAL_TICKET_INVALID', 'RATE_LIMITED'],
      validation: 'form',
    },
  ),
  logout: call<undefined, undefined>()('POST', '/user/logout', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  deleteUser: call<undefined, undefined>()('POST', '/user/deleteUser', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  getProfile: call<undefined, Profile>()('GET', '/user/getProfile', {
    auth: 'session',
    errors: ['UNAUTHENTICATED'],
  }),
  editProfile: call<typeof schemas.editProfileRequestSchema, Profile, EditProfileFiles>()(
    'POST',
    '/user/editProfile',
    {
      auth: 'session',
      errors: [
        'UNAUTHENTICATED',
        'VALIDATION_FAILED',
        'EMAIL_TAKEN',
        'FILE_TOO_LARGE',
        'INVALID_FILE_TYPE',
      ],
      multipart: true,
    },
  ),
  confirmEmailChange: call<typeof schemas.otpSchema, Profile>()(
    'POST',
    '/user/confirmEmailChange',
    {
      auth: 'session',
      errors: [
        'UNAUTHENTICATED',
        'VALIDATION_FAILED',
        'OTP_INVALID',
        'OTP_EXPIRED',
        'OTP_ATTEMPTS_EXCEEDED',
        'OTP_LOCKED',
        'OTP_WAIT',
        'EMAIL_TAKEN',
      ],
      validation: 'form',
    },
  ),
  changePassword: call<typeof schemas.changePasswordSchema, undefined>()(
    'POST',
    '/user/changePassword',
    {
      auth: 'session',
      errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'],
      validation: 'form',
    },
  ),
  toggleNotificationSettings: call<undefined, NotificationSettingsData>()(
    'POST',
    '/user/toggleNotificationSettings',
    { auth: 'session', errors: ['UNAUTHENTICATED'] },
  ),
  updateNotificationSettings: call<
    typeof schemas.updateNotificationSettingsSchema,
    NotificationSettingsData
  >()('POST', '/user/updateNotificationSettings', {
    auth: 'session',
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'],
    validation: 'list',
  }),
  getActiveLanguage: call<undefined, ActiveLanguageData>()('GET', '/user/getActiveLanguage', {
    auth: 'optional',
    errors: [],
  }),
  setActiveLanguage: call<typeof schemas.languageSchema, ActiveLanguageData>()(
    'POST',
    '/user/setActiveLanguage',
    { auth: 'session', errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED'], validation: 'form' },
  ),
} as const;
