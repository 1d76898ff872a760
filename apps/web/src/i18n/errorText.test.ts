import { describe, expect, it } from 'vitest';
import type { ApiError } from '@marketdrop/api-client';
import { errorFromResponse, networkError } from '@marketdrop/api-client';
import { createMarketDropI18n, type MarketDropLanguage } from '@marketdrop/ui';
import { webEn } from './en';
import { errorTextOf, type ErrorTexts } from './useErrorText';

async function textsIn(language: MarketDropLanguage): Promise<ErrorTexts> {
  const i18n = createMarketDropI18n({
    namespaces: { web: { en: webEn, fr: () => import('./fr').then((module) => module.webFr) } },
  });
  await i18n.changeLanguage(language);
  return {
    t: (key, values) => i18n.t(`web:${key}`, values),
    // The forms' translation of validation messages (useValidationMessage), for the one used here.
    validation: (message) =>
      language === 'fr' && message === 'Enter 4 digits' ? 'Entrez 4 chiffres' : message,
  };
}

const refused = (
  status: number,
  body: object,
  call: string,
  retryAfter: string | null = null,
): ApiError => errorFromResponse(status, body, call, retryAfter);

describe('errorTextOf', () => {
  it('shows a code with one text by its key, whatever English the server sent', async () => {
    const error = refused(401, { message: 'Anything', code: 'INVALID_CREDENTIALS' }, 'login');
    expect(errorTextOf(await textsIn('en'), error)).toBe('Invalid email or password');
    expect(errorTextOf(await textsIn('fr'), error)).toBe('Courriel ou mot de passe invalide');
    const expired = refused(400, { message: 'x', code: 'OTP_EXPIRED' }, 'verifyOtp');
    expect(errorTextOf(await textsIn('en'), expired)).toBe('OTP has expired. Request a new one.');
  });

  it('counts the seconds of Retry-After', async () => {
    const en = await textsIn('en');
    const cooldown = (seconds: string) =>
      refused(429, { message: 'wait', code: 'OTP_COOLDOWN' }, 'resendOtp', seconds);
    expect(errorTextOf(en, cooldown('1'))).toBe(
      'Please wait 1 second before requesting a new OTP.',
    );
    expect(errorTextOf(en, cooldown('12'))).toBe(
      'Please wait 12 seconds before requesting a new OTP.',
    );
    const limited = refused(429, { message: 'm', code: 'RATE_LIMITED' }, 'login', '30');
    expect(errorTextOf(await textsIn('fr'), limited)).toBe(
      'Trop de tentatives. Réessayez dans 30 secondes.',
    );
  });

  it('shows the field error a refused form names, by call and field', async () => {
    const wrongCurrent = refused(
      400,
      { message: 'm', errors: { oldPassword: 'm' }, code: 'VALIDATION_FAILED' },
      'changePassword',
    );
    expect(errorTextOf(await textsIn('en'), wrongCurrent)).toBe('Current password is incorrect');
    expect(errorTextOf(await textsIn('fr'), wrongCurrent)).toBe(
      'Le mot de passe actuel est incorrect',
    );
  });

  it('shows a validation message as the forms do', async () => {
    const error = refused(
      400,
      { message: 'Enter 4 digits', errors: { otp: 'Enter 4 digits' }, code: 'VALIDATION_FAILED' },
      'changePassword',
    );
    expect(errorTextOf(await textsIn('en'), error)).toBe('Enter 4 digits');
    expect(errorTextOf(await textsIn('fr'), error)).toBe('Entrez 4 chiffres');
  });

  it('says "Please correct the highlighted fields" when no one field is named', async () => {
    const error = refused(
      400,
      { message: 'Whatever', errors: { email: 'Invalid email' }, code: 'VALIDATION_FAILED' },
      'signup',
    );
    expect(errorTextOf(await textsIn('en'), error)).toBe('Please correct the highlighted fields');
    expect(errorTextOf(await textsIn('fr'), error)).toBe('Veuillez corriger les champs indiqués');
  });

  it("shows the server's text for a code without a text of its own", async () => {
    const error = refused(404, { message: 'This page is not available', code: 'NOT_FOUND' }, 'x');
    expect(errorTextOf(await textsIn('fr'), error)).toBe('This page is not available');
  });

  it('falls back to the screen text, the network text or the generic text', async () => {
    const fr = await textsIn('fr');
    expect(errorTextOf(fr, refused(500, {}, 'login'), 'Échec')).toBe('Échec');
    expect(errorTextOf(fr, new Error('boom'))).toBe("Une erreur s'est produite. Réessayez.");
    expect(errorTextOf(fr, networkError(new TypeError('fetch failed')))).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );
  });
});
