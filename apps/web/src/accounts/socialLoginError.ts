import type { AreaTextKey, TFunction } from '@marketdrop/ui';
import type { pages } from '../i18n/en/pages';

/** A `t` that has the `pages` area (`useTranslation('web', { pages })`). */
type T = TFunction<AreaTextKey<{ pages: typeof pages }>>;

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple' };

/** The text of a refused social sign-in, from the server's stable code (en / fr). */
export function socialLoginErrorText(t: T, code: string | undefined, provider: string | null) {
  const name = PROVIDER_NAMES[provider ?? ''] ?? 'Google';
  switch (code) {
    case 'PROVIDER_NOT_CONFIGURED':
      return t('pages.socialLogin.errors.notConfigured', { provider: name });
    case 'SOCIAL_LOGIN_CANCELLED':
      return t('pages.socialLogin.errors.cancelled', { provider: name });
    case 'SOCIAL_EMAIL_NOT_VERIFIED':
      return t('pages.socialLogin.errors.emailNotVerified', { provider: name });
    case 'SOCIAL_STATE_INVALID':
    case 'SOCIAL_TICKET_INVALID':
      return t('pages.socialLogin.errors.expired');
    default:
      return t('pages.socialLogin.errors.failed', { provider: name });
  }
}
