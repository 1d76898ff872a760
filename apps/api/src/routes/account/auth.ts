import type { FastifyInstance } from 'fastify';
import type {
  EmailRequest,
  LoginRequest,
  ResetPasswordRequest,
  ResponseOf,
  VerifyOtpRequest,
} from '@marketdrop/api-client';
import {
  createSignupSchema,
  emailRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
} from '@marketdrop/validation';
import { AppError } from '../../lib/errors';
import { readForm, single } from '../../lib/multipart';
import { authOf } from '../../plugins/auth';
import { bodyOf, parseWith } from '../../lib/validate';
import { registerUser } from '../../services/register-user';
import {
  requestPasswordReset,
  FORGOT_PASSWORD_MESSAGE,
} from '../../services/request-password-reset';
import { resendOtp, RESEND_OTP_MESSAGE } from '../../services/resend-otp';
import { resetPassword, RESET_PASSWORD_MESSAGE } from '../../services/reset-password';
import { revokeSession } from '../../services/revoke-sessions';
import { signIn } from '../../services/sign-in';
import { verifyOtp } from '../../services/verify-otp';
import {
  bearer,
  emailBody,
  envelope,
  errorResponses,
  loginBody,
  loginData,
  messageOnly,
  otpData,
  resetPasswordBody,
  signupBody,
  signupData,
  verifyOtpBody,
  verifyOtpData,
} from './schemas';

export const SIGNUP_MESSAGE = 'Signup successful. Enter the OTP sent to your email.';
export const LOGOUT_MESSAGE = 'User logout successfully';

/** The text fields of sign-up (contract `SignupFields`). */
const SIGNUP_FIELDS = [
  'userType',
  'firstName',
  'lastName',
  'dob',
  'gender',
  'countryCode',
  'phoneNumber',
  'countryIsoCode',
  'email',
  'password',
  'address',
  'city',
  'province',
  'country',
  'postalCode',
  'terms',
  'creditCheck',
  'licenseNumber',
  'businessName',
  'businessAddress',
  'dealershipNumber',
  'taxNumber',
] as const;

const tags = ['account'];

/** Sign-up, sign-in, codes, password recovery, logout. */
export default async function authRoutes(app: FastifyInstance) {
  const echo = <T extends object>(otp: string | undefined, rest: T): T & { otp?: string } =>
    app.config.echoOtp && otp !== undefined ? { ...rest, otp } : rest;

  app.post<{ Body: LoginRequest }>(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Verified account: a session token and the user. Unverified: `isOtpVerified: false` and a new login OTP is mailed. Wrong credentials: 401.',
        body: loginBody,
        response: { 200: envelope(loginData), ...errorResponses },
      },
      preValidation: [app.rateLimitFor('login'), bodyOf(loginRequestSchema)],
    },
    async (request): Promise<ResponseOf<'login'>> => {
      const data = await signIn(app, request.body);
      return { message: data.message, data };
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags,
        summary: 'Create an account (multipart)',
        description:
          'The account exists unverified until the OTP mailed now is verified. Booleans are sent as "true"/"false". A duplicate e-mail is a 409 and nothing is overwritten.',
        consumes: ['multipart/form-data'],
        body: signupBody,
        response: { 200: envelope(signupData), ...errorResponses },
      },
    },
    async (request): Promise<ResponseOf<'signup'>> => {
      const form = await readForm(app, request, {
        fileFields: { driverLicenseImage: 'signup' },
      });
      let values;
      try {
        if (form.files.length > 1) {
          const message = 'Upload one licence file';
          throw new AppError(400, 'VALIDATION_FAILED', message, {
            errors: { driverLicenseImage: message },
          });
        }
        const input: Record<string, string | undefined> = {};
        for (const field of SIGNUP_FIELDS) input[field] = single(form, field);
        input.userType ??= single(form, 'role');
        values = await parseWith(createSignupSchema(app.clock), input);
      } catch (error) {
        await app.storage.remove(form.files.map((file) => file.storedName));
        throw error;
      }
      const { user, otp } = await registerUser(app, values, form.files);
      return {
        message: SIGNUP_MESSAGE,
        data: echo(otp, { email: user.email, phoneNumber: user.phoneNumber }),
      };
    },
  );

  app.post<{ Body: VerifyOtpRequest }>(
    '/verifyOtp',
    {
      schema: {
        tags,
        summary: 'Verify an OTP',
        description:
          'Sign-up and login codes: used up, the account is verified and a session opens (token and user). Forgot-password codes are only checked here; resetPassword uses them up. Wrong: 400 "Invalid OTP"; the 5th wrong try voids the code; after 10 minutes it has expired.',
        body: verifyOtpBody,
        response: { 200: envelope(verifyOtpData), ...errorResponses },
      },
      preValidation: [app.rateLimitFor('verifyOtp'), bodyOf(verifyOtpRequestSchema)],
    },
    async (request): Promise<ResponseOf<'verifyOtp'>> =>
      verifyOtp(app, request.body.email, request.body.otp),
  );

  app.post<{ Body: EmailRequest }>(
    '/resendOtp',
    {
      schema: {
        tags,
        summary: 'Send a new OTP',
        description:
          'A new code for what the last one was for; at most one every 30 seconds (429 with the seconds left).',
        body: emailBody,
        response: { 200: envelope(otpData), ...errorResponses },
      },
      preValidation: [app.rateLimitFor('resendOtp'), bodyOf(emailRequestSchema)],
    },
    async (request): Promise<ResponseOf<'resendOtp'>> => {
      const otp = await resendOtp(app, request.body.email);
      return { message: RESEND_OTP_MESSAGE, data: echo(otp, {}) };
    },
  );

  app.post<{ Body: EmailRequest }>(
    '/forgotPassword',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset OTP',
        description: 'Answers the same for an e-mail without an account.',
        body: emailBody,
        response: { 200: envelope(otpData), ...errorResponses },
      },
      preValidation: [app.rateLimitFor('forgotPassword'), bodyOf(emailRequestSchema)],
    },
    async (request): Promise<ResponseOf<'forgotPassword'>> => {
      const otp = await requestPasswordReset(app, request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE, data: echo(otp, {}) };
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/resetPassword',
    {
      schema: {
        tags,
        summary: 'Set a new password with a forgot-password OTP',
        description: 'Uses the code up and signs every device out.',
        body: resetPasswordBody,
        response: { 200: messageOnly, ...errorResponses },
      },
      preValidation: [app.rateLimitFor('verifyOtp'), bodyOf(resetPasswordRequestSchema)],
    },
    async (request): Promise<ResponseOf<'resetPassword'>> => {
      await resetPassword(app, request.body);
      return { message: RESET_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out (revokes the token)',
        security: bearer,
        response: { 200: messageOnly, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<ResponseOf<'logout'>> => {
      await revokeSession(app.db, authOf(request).sessionId, app.clock());
      return { message: LOGOUT_MESSAGE };
    },
  );
}
