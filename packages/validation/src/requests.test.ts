import { describe, expect, it } from 'vitest';
import { validate } from './errors';
import {
  contactUsRequestSchema,
  contentLanguageSchema,
  editProfileRequestSchema,
  socialLoginRequestSchema,
  completeSocialLoginSchema,
  updateNotificationSettingsSchema,
} from './requests';

const sender = { name: 'Ana Roy', email: 'ana@example.ca' };
const message = { ...sender, subject: 'Pickup', message: 'Friday instead, please?' };

describe('server request schemas', () => {
  it('a content language is en, fr or absent', async () => {
    expect(await validate(contentLanguageSchema, { language: 'fr' })).toEqual({
      ok: true,
      value: { language: 'fr' },
    });
    expect(await validate(contentLanguageSchema, {})).toEqual({ ok: true, value: {} });
    expect(await validate(contentLanguageSchema, { language: 'de' })).toEqual({
      ok: false,
      errors: { language: 'Language must be en or fr' },
    });
  });

  it('contactUs is the contact form plus an optional language', async () => {
    expect(await validate(contactUsRequestSchema, { ...message, language: 'en' })).toEqual({
      ok: true,
      value: { ...message, language: 'en' },
    });
    expect(await validate(contactUsRequestSchema, { ...message, language: 'es' })).toEqual({
      ok: false,
      errors: { language: 'Language must be en or fr' },
    });
  });

  it('editProfile takes any subset of the form, with its rules, and a keep list', async () => {
    expect(
      await validate(editProfileRequestSchema, { city: 'Laval', keepLicenseImages: ['/a'] }),
    ).toEqual({ ok: true, value: { city: 'Laval', keepLicenseImages: ['/a'] } });
    expect(await validate(editProfileRequestSchema, { firstName: 'J' })).toEqual({
      ok: false,
      errors: { firstName: 'First name must be at least 2 characters' },
    });
  });

  it('socialLogin takes google or apple, and names the provider otherwise', async () => {
    expect(await validate(socialLoginRequestSchema, { provider: 'google' })).toEqual({
      ok: true,
      value: { provider: 'google' },
    });
    const refused = await validate(socialLoginRequestSchema, { provider: 'myspace' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? undefined : refused.errors).toEqual({
      provider: 'Provider must be google or apple',
    });
  });

  it('completeSocialLogin needs the ticket and the browser key', async () => {
    const refused = await validate(completeSocialLoginSchema, {});
    expect(refused.ok ? undefined : Object.keys(refused.errors).sort()).toEqual([
      'browserKey',
      'ticket',
    ]);
  });

  it('updateNotificationSettings takes some of the five settings, each true or false', async () => {
    expect(
      await validate(updateNotificationSettingsSchema, { outbid: false, marketing: true }),
    ).toEqual({ ok: true, value: { outbid: false, marketing: true } });
    const notBoolean = await validate(updateNotificationSettingsSchema, { won: 'yes' });
    expect(notBoolean.ok ? undefined : notBoolean.errors).toEqual({
      won: 'Each notification setting must be true or false',
    });
    const none = await validate(updateNotificationSettingsSchema, {});
    expect(none.ok).toBe(false);
  });
});
