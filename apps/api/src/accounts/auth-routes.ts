import type { FastifyInstance } from 'fastify';
import { createSignupSchema, keyedMessages } from '@marketdrop/validation';
import { authOf } from '../plugins/auth';
import { fieldError } from '../shared/errors';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { readForm, single } from '../shared/multipart';
import { parseWith } from '../shared/validate';
import { registerUser } from './register-user';
import { requestPasswordReset, FORGOT_PASSWORD_MESSAGE } from './request-password-reset';
import { resendOtp, RESEND_OTP_MESSAGE } from './resend-otp';
import { resetPassword, RESET_PASSWORD_MESSAGE } from './reset-password';
import { revokeSession } from './revoke-sessions';
import { signIn } from './sign-in';
import { NO_SIGN_IN_HOOKS, type SignInHooks } from './sign-in-hooks';
import { verifyOtp } from './verify-otp';

export const SIGNUP_MESSAGE = 'Signup successful. Enter the OTP sent to your email.';
export const LOGOUT_MESSAGE = 'User logout successfully';

const tags = ['account'];

/** Sign-up, sign-in, codes, password recovery, logout. */
export function authCalls(app: FastifyInstance, hooks: SignInHooks = NO_SIGN_IN_HOOKS) {
  const echo = <T extends object>(otp: string | undefined, rest: T): T & { otp?: string } =>
    app.config.echoOtp && otp !== undefined ? { ...rest, otp } : rest;
  const signupSchema = createSignupSchema(app.clock);
  /** The text fields of sign-up: those of its schema. */
  const signupFields = Object.keys(signupSchema.fields);

  return {
    login: {
      docs: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Verified account: a session token and the user. Unverified: `isOtpVerified: false` and a new login OTP is mailed. Wrong credentials: 401. Per IP, and per account under the password-guess budget it shares with changePassword and the e-mail change (10 a minute from one address, 100 from all): 429 with Retry-After, even for the right password, until the window ends.',
      },
      preValidation: [app.rateLimitFor('login')],
      handler: async (request) => {
        const { guestToken, ...body } = request.body;
        const data = await signIn(app, { ...body, ip: request.ip });
        const guest = guestToken ? { guestToken } : undefined;
        const merge = await hooks.afterSignIn({ user: data.user, guest });
        return { message: data.message, data: { ...data, ...merge } };
      },
    },

    signup: {
      docs: {
        tags,
        summary: 'Create an account (multipart)',
        description:
          'The account exists unverified until the OTP mailed now is verified. Booleans are sent as "true"/"false". A duplicate e-mail is a 409 and nothing is overwritten.',
        files: { driverLicenseImage: 'Optional: image, PDF, DOC or DOCX, at most 5 MB' },
      },
      preValidation: [app.rateLimitFor('signup')],
      handler: async (request) => {
        const form = await readForm(app, request, {
          fileFields: { driverLicenseImage: 'signup' },
        });
        let values;
        try {
          if (form.files.length > 1) {
            throw fieldError('driverLicenseImage', keyedMessages.oneLicenceFile);
          }
          const input: Record<string, string | undefined> = {};
          for (const field of signupFields) input[field] = single(form, field);
          input.userType ??= single(form, 'role');
          values = await parseWith(signupSchema, input);
        } catch (error) {
          await app.storage.remove(form.files.map((file) => file.storedName));
          throw error;
        }
        const { user, otp } = await registerUser(app, { values, files: form.files });
        return {
          message: SIGNUP_MESSAGE,
          data: echo(otp, { email: user.email, phoneNumber: user.phoneNumber }),
        };
      },
    },

    verifyOtp: {
      docs: {
        tags,
        summary: 'Verify an OTP',
        description:
          'Sign-up and login codes: used up, the account is verified and a session opens (token and user). Forgot-password codes are only checked here; resetPassword uses them up. Wrong: 400 "Invalid OTP"; the 5th wrong try voids the code; after 10 minutes it has expired.',
      },
      preValidation: [app.rateLimitFor('verifyOtp')],
      handler: async (request) => {
        const { guestToken, ...body } = request.body;
        const answer = await verifyOtp(app, body);
        const guest = guestToken ? { guestToken } : undefined;
        const merge = await hooks.afterSignIn({ user: answer.data.user, guest });
        return { ...answer, data: { ...answer.data, ...merge } };
      },
    },

    resendOtp: {
      docs: {
        tags,
        summary: 'Send a new OTP',
        description:
          'A new code for what the last one was for; at most one every 30 seconds (429 with the seconds left).',
      },
      preValidation: [app.rateLimitFor('resendOtp')],
      handler: async (request) => {
        const otp = await resendOtp(app, { email: request.body.email });
        return { message: RESEND_OTP_MESSAGE, data: echo(otp, {}) };
      },
    },

    forgotPassword: {
      docs: {
        tags,
        summary: 'Mail a password-reset OTP',
        description: 'Answers the same for an e-mail without an account.',
      },
      preValidation: [app.rateLimitFor('forgotPassword')],
      handler: async (request) => {
        const otp = await requestPasswordReset(app, { email: request.body.email });
        return { message: FORGOT_PASSWORD_MESSAGE, data: echo(otp, {}) };
      },
    },

    resetPassword: {
      docs: {
        tags,
        summary: 'Set a new password with a forgot-password OTP',
        description: 'Uses the code up and signs every device out.',
      },
      preValidation: [app.rateLimitFor('verifyOtp')],
      handler: async (request) => {
        await resetPassword(app, request.body);
        return { message: RESET_PASSWORD_MESSAGE };
      },
    },

    logout: {
      docs: { tags, summary: 'Sign out (revokes the token)' },
      handler: async (request) => {
        await revokeSession(app, { sessionId: authOf(request).sessionId, now: app.clock() });
        return { message: LOGOUT_MESSAGE };
      },
    },
  } satisfies CallRoutes;
}

/** Mounts `authCalls` (a Fastify plugin under `/user`). */
export default async function authRoutes(
  app: FastifyInstance,
  opts: { signInHooks?: SignInHooks },
) {
  mountCalls(app, authCalls(app, opts.signInHooks));
}
