import { eq, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  ResponseOf,
  SetLanguageRequest,
} from '@marketdrop/api-client';
import {
  changePasswordSchema,
  DEFAULT_LANGUAGE,
  languageSchema,
  otpSchema,
} from '@marketdrop/validation';
import { users } from './tables';
import { readForm } from '../shared/multipart';
import { authOf } from '../plugins/auth';
import { bodyOf } from '../shared/validate';
import { changePassword, CHANGE_PASSWORD_MESSAGES } from './change-password';
import { confirmEmailChange, EMAIL_CHANGED_MESSAGE } from './confirm-email-change';
import { deleteUser, DELETE_USER_MESSAGE } from './delete-user';
import { loadProfile } from './to-profile';
import { updateProfile, EMAIL_CHANGE_MESSAGES, PROFILE_UPDATED_MESSAGE } from './update-profile';
import {
  changePasswordBody,
  confirmEmailChangeBody,
  editProfileBody,
  languageBody,
  languageData,
  notificationData,
  profileSchema,
} from './schemas';
import { bearer, envelope, errorResponses, messageOnly } from '../shared/route-schemas';

export const PROFILE_MESSAGES = {
  fetched: 'Profile fetched successfully',
  notificationsOn: 'Notifications enabled successfully',
  notificationsOff: 'Notifications disabled successfully',
  language: 'Language fetched successfully',
  languageSet: 'Language updated successfully',
} as const;

const tags = ['account'];

/** The signed-in user's account: profile, password, settings, deletion. */
export default async function profileRoutes(app: FastifyInstance) {
  app.get(
    '/getProfile',
    {
      schema: {
        tags,
        summary: "The signed-in user's profile",
        security: bearer,
        response: { 200: envelope(profileSchema), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<ResponseOf<'getProfile'>> => ({
      message: PROFILE_MESSAGES.fetched,
      data: await loadProfile(app, { user: authOf(request).user }),
    }),
  );

  app.post(
    '/editProfile',
    {
      schema: {
        tags,
        summary: 'Edit the profile (multipart)',
        description:
          'Only the non-empty fields sent are changed (validated like the form). New licence files are appended; `keepLicenseImages` lists the earlier ones to keep. A new `email` needs `currentPassword` (400 without it or when wrong) and only becomes pending: a code is mailed to it and `confirmEmailChange` switches it. An e-mail another account has: 409.',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: editProfileBody,
        response: { 200: envelope(profileSchema), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<ResponseOf<'editProfile'>> => {
      const auth = authOf(request);
      const form = await readForm(app, request, {
        fileFields: { driverLicenseImage: 'profile' },
      });
      try {
        const { profile, emailChangePending } = await updateProfile(app, { auth, form });
        const message = emailChangePending
          ? EMAIL_CHANGE_MESSAGES.pending
          : PROFILE_UPDATED_MESSAGE;
        return { message, data: profile };
      } catch (error) {
        await app.storage.remove(form.files.map((file) => file.storedName));
        throw error;
      }
    },
  );

  app.post<{ Body: ConfirmEmailChangeRequest }>(
    '/confirmEmailChange',
    {
      schema: {
        tags,
        summary: 'Switch to the pending e-mail with the code mailed to it',
        description:
          'The old address is told by e-mail; sessions are kept. Wrong code: 400 "Invalid OTP" (the budget of wrong guesses applies); another account took the address meanwhile: 409.',
        security: bearer,
        body: confirmEmailChangeBody,
        response: { 200: envelope(profileSchema), ...errorResponses },
      },
      onRequest: app.authenticate,
      preValidation: [app.rateLimitFor('confirmEmailChange'), bodyOf(otpSchema)],
    },
    async (request): Promise<ResponseOf<'confirmEmailChange'>> => ({
      message: EMAIL_CHANGED_MESSAGE,
      data: await confirmEmailChange(app, { user: authOf(request).user, otp: request.body.otp }),
    }),
  );

  app.post<{ Body: ChangePasswordRequest }>(
    '/changePassword',
    {
      schema: {
        tags,
        summary: 'Change the password',
        description:
          'The current password must match (400 on oldPassword otherwise). Other devices are signed out; this one stays.',
        security: bearer,
        body: changePasswordBody,
        response: { 200: messageOnly, ...errorResponses },
      },
      onRequest: app.authenticate,
      preValidation: bodyOf(changePasswordSchema),
    },
    async (request): Promise<ResponseOf<'changePassword'>> => {
      await changePassword(app, { auth: authOf(request), ...request.body });
      return { message: CHANGE_PASSWORD_MESSAGES.changed };
    },
  );

  app.post(
    '/toggleNotificationSettings',
    {
      schema: {
        tags,
        summary: 'Flip the notification setting',
        security: bearer,
        response: { 200: envelope(notificationData), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<ResponseOf<'toggleNotificationSettings'>> => {
      const { user } = authOf(request);
      const [updated] = await app.db
        .update(users)
        .set({ notificationEnable: not(users.notificationEnable), updatedAt: app.clock() })
        .where(eq(users.id, user.id))
        .returning({ notificationEnable: users.notificationEnable });
      const notificationEnable = updated?.notificationEnable ?? user.notificationEnable;
      return {
        message: notificationEnable
          ? PROFILE_MESSAGES.notificationsOn
          : PROFILE_MESSAGES.notificationsOff,
        data: { notificationEnable },
      };
    },
  );

  app.get(
    '/getActiveLanguage',
    {
      schema: {
        tags,
        summary: "The user's language (en when signed out)",
        security: bearer,
        response: { 200: envelope(languageData), ...errorResponses },
      },
      onRequest: app.authenticateOptional,
    },
    async (request): Promise<ResponseOf<'getActiveLanguage'>> => ({
      message: PROFILE_MESSAGES.language,
      data: { language: request.user?.language ?? DEFAULT_LANGUAGE },
    }),
  );

  app.post<{ Body: SetLanguageRequest }>(
    '/setActiveLanguage',
    {
      schema: {
        tags,
        summary: "Set the user's language",
        security: bearer,
        body: languageBody,
        response: { 200: envelope(languageData), ...errorResponses },
      },
      onRequest: app.authenticate,
      preValidation: bodyOf(languageSchema),
    },
    async (request): Promise<ResponseOf<'setActiveLanguage'>> => {
      const { user } = authOf(request);
      await app.db
        .update(users)
        .set({ language: request.body.language, updatedAt: app.clock() })
        .where(eq(users.id, user.id));
      return { message: PROFILE_MESSAGES.languageSet, data: { language: request.body.language } };
    },
  );

  app.post(
    '/deleteUser',
    {
      schema: {
        tags,
        summary: 'Delete the account',
        description: 'Deletes the account with its sessions, codes and uploaded files.',
        security: bearer,
        response: { 200: messageOnly, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<ResponseOf<'deleteUser'>> => {
      await deleteUser(app, { userId: authOf(request).user.id });
      return { message: DELETE_USER_MESSAGE };
    },
  );
}
