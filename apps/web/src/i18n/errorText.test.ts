import { describe, expect, it } from 'vitest';
import type { ApiError } from '@marketdrop/api-client';
import { errorFromResponse, networkError } from '@marketdrop/api-client';
import {
  createMarketDropI18n,
  formatDateTime,
  formatMoney,
  validationMessageText,
  type MarketDropLanguage,
} from '@marketdrop/ui';
import { webEn } from './en';
import { bundledErrorText } from './later';
import { createWebTexts } from './language';
import { errorTextIn, errorTextOf, type ErrorTexts } from './useErrorText';

async function textsIn(language: MarketDropLanguage): Promise<ErrorTexts> {
  const i18n = createMarketDropI18n({
    namespaces: { web: { en: webEn, fr: () => import('./fr').then((module) => module.webFr) } },
  });
  await i18n.changeLanguage(language);
  return {
    t: (key, values) => i18n.t(`web:${key}`, values),
    // The forms' translation of validation messages by key (what useValidationMessage does).
    validation: (message) =>
      validationMessageText(
        (key, values) => i18n.t(`ui:${key}`, values),
        (key) => i18n.hasText(language, 'ui', key),
        language,
        message,
      ),
    money: (amount) => formatMoney(amount, language),
    dateTime: (instant) => formatDateTime(instant, language),
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

  it('shows the one field error a refusal names, by its key, whatever the message', async () => {
    const wrongCurrent = refused(
      400,
      {
        message: 'm',
        errors: { oldPassword: 'm' },
        errorKeys: { oldPassword: { key: 'currentPasswordIncorrect', values: {} } },
        code: 'VALIDATION_FAILED',
      },
      'changePassword',
    );
    expect(errorTextOf(await textsIn('en'), wrongCurrent)).toBe('m');
    expect(errorTextOf(await textsIn('fr'), wrongCurrent)).toBe(
      'Le mot de passe actuel est incorrect',
    );
  });

  it('shows a validation message as the forms do, by its key in errorKeys', async () => {
    const error = refused(
      400,
      {
        message: 'Enter 4 digits',
        errors: { otp: 'Enter 4 digits' },
        errorKeys: { otp: { key: 'otpFourDigits', values: {} } },
        code: 'VALIDATION_FAILED',
      },
      'changePassword',
    );
    expect(errorTextOf(await textsIn('en'), error)).toBe('Enter 4 digits');
    expect(errorTextOf(await textsIn('fr'), error)).toBe('Entrez 4 chiffres');
  });

  it('translates a 400 field error from its key and values, whatever its English says', async () => {
    // The English is not looked at: a key with a field id and a length is enough.
    const error = refused(
      400,
      {
        message: 'English that no table knows',
        errors: { postalCode: 'English that no table knows' },
        errorKeys: { postalCode: { key: 'tooLong', values: { field: 'postalCode', max: 10 } } },
        code: 'VALIDATION_FAILED',
      },
      'updateCheckoutDetails',
    );
    expect(errorTextOf(await textsIn('fr'), error)).toBe(
      'Le code postal ne doit pas dépasser 10 caractères',
    );
    expect(errorTextOf(await textsIn('en'), error)).toBe('English that no table knows');
    // Without a key, the English is shown as sent (never recognised by its wording).
    const unkeyed = refused(
      400,
      { message: 'Enter 4 digits', errors: { otp: 'Enter 4 digits' }, code: 'VALIDATION_FAILED' },
      'verifyOtp',
    );
    expect(errorTextOf(await textsIn('fr'), unkeyed)).toBe('Enter 4 digits');
  });

  it("translates the server's upload and photo refusals by their keys", async () => {
    const photo = refused(
      415,
      {
        message: 'This photo could not be read: send a JPEG, PNG or WEBP photo',
        errors: { photos: 'This photo could not be read: send a JPEG, PNG or WEBP photo' },
        errorKeys: { photos: { key: 'listings.photoUnreadable', values: {} } },
        code: 'INVALID_FILE_TYPE',
      },
      'uploadListingPhotos',
    );
    expect(errorTextOf(await textsIn('fr'), photo)).toBe(
      'Cette photo est illisible : envoyez une photo JPEG, PNG ou WEBP',
    );
    // One field refused with the form's headline: the field's own text, by its key.
    const tooMany = refused(
      400,
      {
        message: 'Please correct the highlighted fields',
        errors: { photos: 'A listing holds at most 30 photos' },
        errorKeys: { photos: { key: 'listings.tooManyPhotos', values: {} } },
        code: 'VALIDATION_FAILED',
      },
      'uploadListingPhotos',
    );
    expect(errorTextOf(await textsIn('en'), tooMany)).toBe('A listing holds at most 30 photos');
    expect(errorTextOf(await textsIn('fr'), tooMany)).toBe(
      'Une annonce contient au plus 30 photos',
    );
  });

  it('says "Please correct the highlighted fields" when several fields are refused', async () => {
    const error = refused(
      400,
      {
        message: 'Invalid email',
        errors: { email: 'Invalid email', password: 'Password is required' },
        errorKeys: {
          email: { key: 'invalidEmail', values: {} },
          password: { key: 'passwordRequired', values: {} },
        },
        code: 'VALIDATION_FAILED',
      },
      'signup',
    );
    expect(errorTextOf(await textsIn('en'), error)).toBe('Please correct the highlighted fields');
    expect(errorTextOf(await textsIn('fr'), error)).toBe('Veuillez corriger les champs indiqués');
  });

  it("names the minimum bid of BID_TOO_LOW in the reader's format", async () => {
    const body = {
      message: 'Your bid must be at least $12,350',
      errors: { amount: 'Your bid must be at least $12,350' },
      code: 'BID_TOO_LOW',
      data: { minimumBid: 12350 },
    };
    const error = refused(400, body, 'placeBid');
    expect(errorTextOf(await textsIn('en'), error)).toBe('Your bid must be at least $12,350');
    expect(errorTextOf(await textsIn('fr'), error)).toBe(
      'Votre mise doit être d’au moins 12\u00a0350\u00a0$',
    );
    // Without the minimum in `data`: the server's field text, as sent.
    const { data: _data, ...withoutData } = body;
    expect(errorTextOf(await textsIn('fr'), refused(400, withoutData, 'placeBid'))).toBe(
      'Your bid must be at least $12,350',
    );
  });

  it("names the leader's own maximum of ALREADY_LEADING in the reader's format", async () => {
    const body = {
      message: 'You are already the highest bidder. To bid more, raise your maximum above $12,000.',
      code: 'ALREADY_LEADING',
      data: { yourMaxBid: 12000 },
    };
    const error = refused(409, body, 'placeBid');
    expect(errorTextOf(await textsIn('en'), error)).toBe(
      'You are already the highest bidder. To bid more, raise your maximum above $12,000.',
    );
    expect(errorTextOf(await textsIn('fr'), error)).toBe(
      'Vous êtes déjà le plus offrant. Pour miser davantage, augmentez votre maximum au-delà de 12\u00a0000\u00a0$.',
    );
  });

  it('translates every refusal of a bid, claim or Buy Now by its code', async () => {
    const en = await textsIn('en');
    const fr = await textsIn('fr');
    const cases = [
      [400, 'NOT_BIDDABLE', 'Only auctions take bids. Claim or buy this vehicle instead.'],
      [400, 'NOT_CLAIMABLE', 'Only MarketDropAI and ClaimPOINT vehicles can be claimed.'],
      [400, 'NO_BUY_NOW', 'Buy Now is not available for this vehicle.'],
      [403, 'OWN_LISTING', 'You cannot bid on, claim or buy your own listing.'],
      [409, 'AUCTION_NOT_OPEN', 'This sale is not open: it has not started yet or it has ended.'],
      [409, 'ALREADY_SOLD', 'Sorry, this vehicle has already been sold.'],
      [
        409,
        'SELLER_SUSPENDED',
        'Sales by this seller are paused: no bid, claim or Buy Now is accepted until they resume',
      ],
      [
        403,
        'ADMIN_NOT_BUYER',
        'An admin account cannot bid, claim or buy: an admin is not a buyer. Use a consumer or dealer account.',
      ],
      [
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This request was already sent with other details. Please start again.',
      ],
      [
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        'Your request is still being processed. Please wait a moment and try again.',
      ],
    ] as const;
    for (const [status, code, text] of cases) {
      const error = refused(status, { message: 'Server English', code }, 'placeBid');
      expect(errorTextOf(en, error)).toBe(text);
      const french = errorTextOf(fr, error);
      expect(french).not.toBe(text);
      expect(french).not.toBe('Server English');
    }
    expect(
      errorTextOf(fr, refused(409, { message: 'x', code: 'ALREADY_SOLD' }, 'claimAuction')),
    ).toBe('Désolé, ce véhicule a déjà été vendu.');
  });

  it('says the price now of PRICE_CHANGED, and translates the live-price and facts refusals', async () => {
    const en = await textsIn('en');
    const fr = await textsIn('fr');
    const changed = refused(
      409,
      { message: 'Server English', code: 'PRICE_CHANGED', data: { currentPrice: 14750 } },
      'claimAuction',
    );
    expect(errorTextOf(en, changed)).toBe('The price changed to $14,750. Review it and try again.');
    expect(errorTextOf(fr, changed)).toMatch(
      /^Le prix est maintenant de 14\s750\s\$\. Vérifiez-le et réessayez\.$/,
    );
    const cases = [
      [
        'PRICE_RAISE_NOT_ALLOWED',
        'This sale is live: its price may only go down. A higher price, or another sale format, is refused.',
      ],
      [
        'LISTING_FACTS_LOCKED',
        "Bids or claims exist on this listing: the vehicle's details can no longer change. Add a disclosure to tell buyers about anything new.",
      ],
    ] as const;
    for (const [code, text] of cases) {
      const error = refused(409, { message: 'Server English', code }, 'updateListing');
      expect(errorTextOf(en, error)).toBe(text);
      expect(errorTextOf(fr, error)).not.toMatch(/Server English|^This/);
    }
  });

  it('says until when a buyer under the cancellation limit may buy again, in their language', async () => {
    const until = '2027-01-07T17:00:00.000Z';
    const error = refused(
      403,
      { message: 'Server English', code: 'BUYER_RESTRICTED', data: { restrictedUntil: until } },
      'buyNow',
    );
    expect(errorTextOf(await textsIn('en'), error)).toBe(
      `You cancelled or did not pay 2 orders within 30 days: you cannot buy, claim or bid until ${formatDateTime(until, 'en')}.`,
    );
    expect(errorTextOf(await textsIn('fr'), error)).toBe(
      `Vous avez annulé ou n'avez pas payé 2 commandes en 30 jours : vous ne pouvez plus acheter, réclamer ni enchérir avant le ${formatDateTime(until, 'fr')}.`,
    );
    // Without the date: the server's text.
    const bare = refused(403, { message: 'Server English', code: 'BUYER_RESTRICTED' }, 'buyNow');
    expect(errorTextOf(await textsIn('fr'), bare)).toBe('Server English');
    const relist = refused(409, { message: 'x', code: 'NOT_RELISTABLE' }, 'relistListing');
    expect(errorTextOf(await textsIn('fr'), relist)).toBe(
      'Seule une vente terminée sans acheteur, sans offre en attente de votre réponse, peut être remise en vente.',
    );
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

describe('errorTextIn', () => {
  // What useErrorTextLater loads on a page's first failure: the app's texts (without the `messages`
  // area, which comes with this module) give the same texts as errorTextOf, in both languages.
  it.each(['en', 'fr'] as const)(
    "gives errorTextOf's texts with the app's texts in %s",
    async (language) => {
      const { i18n, ready } = createWebTexts(language);
      await ready;
      const formats = {
        money: (amount: number) => formatMoney(amount, language),
        dateTime: (instant: string) => formatDateTime(instant, language),
      };
      const textOf = errorTextIn(i18n, language, formats);
      const errors = [
        refused(401, { message: 'Anything', code: 'INVALID_CREDENTIALS' }, 'login'),
        refused(
          400,
          { message: 'Bid too low', code: 'BID_TOO_LOW', data: { minimumBid: 12350 } },
          'placeBid',
        ),
        refused(429, { message: 'm', code: 'RATE_LIMITED' }, 'login', '30'),
        refused(409, { message: 'Sent as is', code: 'ORDER_STATUS_CONFLICT' }, 'addToCart'),
        refused(400, { message: 'Sent as is', code: 'VALIDATION_FAILED' }, 'addToCart'),
        networkError(new TypeError('fetch failed')),
      ];
      const expected = await textsIn(language);
      for (const error of errors) expect(textOf(error)).toBe(errorTextOf(expected, error));
      expect(textOf(errors[0])).not.toMatch(/^messages\./);
      expect(textOf('not an api error', '')).toBe('');
    },
  );
});

describe('bundledErrorText', () => {
  it("says what errorTextOf says of a call without answer or text when the texts can't load", async () => {
    for (const language of ['en', 'fr'] as const) {
      const { i18n, ready } = createWebTexts(language);
      await ready;
      const translate = (key: string) => i18n.translate(language, 'web', key);
      const texts = await textsIn(language);
      const offline = networkError(new TypeError('fetch failed'));
      expect(bundledErrorText(translate, offline)).toBe(errorTextOf(texts, offline));
      expect(bundledErrorText(translate, offline, '')).toBe(errorTextOf(texts, offline, ''));
      const refusal = refused(409, { message: 'Sold', code: 'ALREADY_SOLD' }, 'buyNow');
      expect(bundledErrorText(translate, refusal)).toBe(texts.t('fallback.generic'));
      expect(bundledErrorText(translate, refusal, '')).toBe('');
    }
  });
});
