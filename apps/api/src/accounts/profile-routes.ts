import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@marketdrop/validation';
import { authOf } from '../plugins/auth';
import { mountCalls, type CallRoutes } from '../shared/mount-call';
import { readForm } from '../shared/multipart';
import { changePassword, CHANGE_PASSWORD_MESSAGES } from './change-password';
import { deleteUser, DELETE_USER_MESSAGE, type AccountDeletionStep } from './delete-user';
import { toggleNotificationSettings, updateNotificationSettings } from './notification-settings';
import { users } from './tables';
import { loadProfile } from './to-profile';
import { confirmEmailChange, EMAIL_CHANGED_MESSAGE } from './confirm-email-change';
import { updateProfile, EMAIL_CHANGE_MESSAGES, PROFILE_UPDATED_MESSAGE } from './update-profile';

export const PROFILE_MESSAGES = {
  fetched: 'Profile fetched successfully',
  notificationsOn: 'Notifications enabled successfully',
  notificationsOff: 'Notifications disabled successfully',
  notificationSettingsSaved: 'Notification settings saved',
  language: 'Language fetched successfully',
  languageSet: 'Language updated successfully',
} as const;

const tags = ['account'];

/** The signed-in user's account: profile, password, settings, deletion. */
export function profileCalls(app: FastifyInstance, opts: { beforeDeletion: AccountDeletionStep }) {
  return {
    getProfile: {
      docs: { tags, summary: "The signed-in user's profile" },
      handler: async (request) => ({
        message: PROFILE_MESSAGES.fetched,
        data: await loadProfile(app, { user: authOf(request).user }),
      }),
    },

    editProfile: {
      docs: {
        tags,
        summary: 'Edit the profile (multipart)',
        description:
          'Only the non-empty fields sent are changed (validated like the form). New licence files are appended; `keepLicenseImages` lists the earlier ones to keep (one field per path, or a JSON array; sent empty: none; omitted: keep all). A new `email` needs `currentPassword` (400 without it or when wrong; 429 with Retry-After once the password-guess budget shared with login is used up) and only becomes pending: a code is mailed to it and `confirmEmailChange` switches it. An e-mail another account has: 409.',
        files: {
          driverLicenseImage: 'Licence file(s) to add: JPEG, PNG, GIF or PDF, at most 5 MB each',
        },
      },
      handler: async (request) => {
        const auth = authOf(request);
        const form = await readForm(app, request, {
          fileFields: { driverLicenseImage: 'profile' },
        });
        try {
          const { profile, emailChangePending } = await updateProfile(app, {
            auth,
            form,
            ip: request.ip,
          });
          const message = emailChangePending
            ? EMAIL_CHANGE_MESSAGES.pending
            : PROFILE_UPDATED_MESSAGE;
          return { message, data: profile };
        } catch (error) {
          await app.storage.remove(form.files.map((file) => file.storedName));
          throw error;
        }
      },
    },

    confirmEmailChange: {
      docs: {
        tags,
        summary: 'Switch to the pending e-mail with the code mailed to it',
        description:
          'The old address is told by e-mail; sessions are kept. Wrong code: 400 "Invalid OTP" (the budget of wrong guesses applies); another account took the address meanwhile: 409.',
      },
      preValidation: [app.rateLimitFor('confirmEmailChange')],
      handler: async (request) => ({
        message: EMAIL_CHANGED_MESSAGE,
        data: await confirmEmailChange(app, { user: authOf(request).user, otp: request.body.otp }),
      }),
    },

    changePassword: {
      docs: {
        tags,
        summary: 'Change the password',
        description:
          'The current password must match (400 on oldPassword otherwise), under the password-guess budget shared with login (429 with Retry-After once used up, even for the right password). Other devices are signed out; this one stays.',
      },
      handler: async (request) => {
        await changePassword(app, { auth: authOf(request), ip: request.ip, ...request.body });
        return { message: CHANGE_PASSWORD_MESSAGES.changed };
      },
    },

    toggleNotificationSettings: {
      docs: { tags, summary: 'Flip the notification setting' },
      handler: async (request) => {
        const data = await toggleNotificationSettings(app, { userId: authOf(request).user.id });
        return {
          message: data.notificationEnable
            ? PROFILE_MESSAGES.notificationsOn
            : PROFILE_MESSAGES.notificationsOff,
          data,
        };
      },
    },

    updateNotificationSettings: {
      docs: {
        tags,
        summary: 'Turn e-mails of one kind of notice on or off',
        description:
          'Only the settings sent change (outbid, won, orderSteps, savedSearches, marketing). In-app notices are always kept; these choose which are e-mailed. `notificationEnable` is on while any kind but marketing is.',
      },
      handler: async (request) => ({
        message: PROFILE_MESSAGES.notificationSettingsSaved,
        data: await updateNotificationSettings(app, {
          userId: authOf(request).user.id,
          settings: request.body,
        }),
      }),
    },

    getActiveLanguage: {
      docs: {
        tags,
        summary: "The user's language (en when signed out)",
      },
      handler: async (request) => ({
        message: PROFILE_MESSAGES.language,
        data: { language: request.user?.language ?? DEFAULT_LANGUAGE },
      }),
    },

    setActiveLanguage: {
      docs: { tags, summary: "Set the user's language" },
      handler: async (request) => {
        const { user } = authOf(request);
        await app.db
          .update(users)
          .set({ language: request.body.language, updatedAt: app.clock() })
          .where(eq(users.id, user.id));
        return { message: PROFILE_MESSAGES.languageSet, data: { language: request.body.language } };
      },
    },

    deleteUser: {
      docs: {
        tags,
        summary: 'Delete the account',
        description: 'Deletes the account with its sessions, codes and uploaded files.',
      },
      handler: async (request) => {
        await deleteUser(
          {
            db: app.db,
            storage: app.storage,
            clock: app.clock,
            beforeDeletion: opts.beforeDeletion,
          },
          { userId: authOf(request).user.id },
        );
        return { message: DELETE_USER_MESSAGE };
      },
    },
  } satisfies CallRoutes;
}

/** Mounts `profileCalls` (a Fastify plugin under `/user`). */
export default async function profileRoutes(
  app: FastifyInstance,
  opts: { beforeDeletion: AccountDeletionStep },
) {
  mountCalls(app, profileCalls(app, opts));
}
