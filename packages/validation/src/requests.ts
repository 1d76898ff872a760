import { keyedMessages } from './keyed';
import { array, boolean, object, string, type InferType } from 'yup';
import { editProfileSchema, guestToken } from './account';
import { DEVICE_TYPES, LANGUAGES } from './constants';
import { contactSchema } from './contact';

/*
 * Request schemas that only the server and the call declarations use: no form loads this module,
 * so the pages that load a form's schema do not carry these.
 */

/** An optional `language` field: en or fr (absent: the caller's own language). */
export const optionalLanguage = string().oneOf(LANGUAGES, keyedMessages.language);

/**
 * The language of a content call (`?language=`): en or fr; absent, the signed-in user's language,
 * else en.
 */
export const contentLanguageSchema = object({ language: optionalLanguage });
export type ContentLanguageValues = InferType<typeof contentLanguageSchema>;

/** What the server accepts at `POST /user/contactUs`: the form plus the language it is written in. */
export const contactUsRequestSchema = contactSchema.shape({ language: optionalLanguage });
export type ContactUsRequestValues = InferType<typeof contactUsRequestSchema>;

/**
 * What the server accepts at `POST /user/editProfile` (multipart): only the non-empty fields are
 * sent and checked, plus `keepLicenseImages`, the paths of earlier licence files to keep (omitted:
 * keep all; sent empty: none).
 */
export const editProfileRequestSchema = editProfileSchema.partial().shape({
  keepLicenseImages: array(string().required()).optional(),
  /** Required when `email` changes: the new address then waits for the code mailed to it. */
  currentPassword: string().optional(),
});
export type EditProfileRequestValues = InferType<typeof editProfileRequestSchema>;

/** The OpenID Connect providers MarketDrop can sign in with (each shown only when configured). */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
const PROVIDER_MESSAGE = keyedMessages.provider;

/** Social sign-in, first step: which provider. */
export const socialLoginRequestSchema = object({
  provider: string().required(PROVIDER_MESSAGE).oneOf(SOCIAL_PROVIDERS, PROVIDER_MESSAGE),
  guestToken,
});
export type SocialLoginRequestValues = InferType<typeof socialLoginRequestSchema>;

/** Social sign-in, last step: the one-time ticket and the key the starting tab kept. */
export const completeSocialLoginSchema = object({
  ticket: string().required(keyedMessages.ticketRequired).max(200, keyedMessages.ticketRequired),
  browserKey: string()
    .required(keyedMessages.browserKeyRequired)
    .max(200, keyedMessages.browserKeyRequired),
  deviceType: string().oneOf(DEVICE_TYPES, keyedMessages.deviceType),
  guestToken,
});
export type CompleteSocialLoginValues = InferType<typeof completeSocialLoginSchema>;

/**
 * The e-mail notification settings, one per kind of notice (decision 035): outbid alerts, auction
 * results (won or lost), the steps of orders and sales, saved searches' new matches (and saved
 * vehicles back on sale), marketing. In-app notices are always kept.
 */
export const EMAIL_NOTIFICATION_SETTINGS = [
  'outbid',
  'won',
  'orderSteps',
  'savedSearches',
  'marketing',
] as const;
export type EmailNotificationSetting = (typeof EMAIL_NOTIFICATION_SETTINGS)[number];

const notificationSetting = boolean()
  .typeError(keyedMessages.notificationSetting)
  .nonNullable(keyedMessages.notificationSetting)
  .strict()
  .optional();

/** `POST /user/updateNotificationSettings`: the settings to change (the others stay). */
export const updateNotificationSettingsSchema = object({
  outbid: notificationSetting,
  won: notificationSetting,
  orderSteps: notificationSetting,
  savedSearches: notificationSetting,
  marketing: notificationSetting,
}).test('some-setting', keyedMessages.notificationSettingsEmpty, (value) =>
  // A setting given but not a boolean has its own message; this one is for none given at all.
  EMAIL_NOTIFICATION_SETTINGS.some((key) => value?.[key] !== undefined),
);
export type UpdateNotificationSettingsValues = InferType<typeof updateNotificationSettingsSchema>;
