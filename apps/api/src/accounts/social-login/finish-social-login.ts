import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SocialProvider } from '@marketdrop/api-client';
import { hashSessionToken as sha256 } from '../../shared/tokens';
import { TICKET_TTL_MS, type SocialLoginDeps } from './deps';
import { SocialLoginError } from './errors';
import { linkSocialAccount } from './link-social-account';
import { callbackUrl, providerSettings } from './providers';
import { socialLogins } from './tables';

/** The name Apple posts once, on the first authorization (`user` form field). */
function appleName(raw: string | undefined): { givenName?: string; familyName?: string } {
  if (raw === undefined || raw.length > 2000) return {};
  try {
    const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    const { firstName, lastName } = parsed.name ?? {};
    return {
      ...(typeof firstName === 'string' ? { givenName: firstName } : {}),
      ...(typeof lastName === 'string' ? { familyName: lastName } : {}),
    };
  } catch {
    return {};
  }
}

/** One `@`, no spaces or control characters (the provider verified the address itself). */
// eslint-disable-next-line no-control-regex
const PLAIN_EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The provider sent the browser back (query, or `form_post` body for Apple). Takes the stored
 * sign-in of `state` (once; unknown, used or expired: refused), has openid-client check the answer
 * (state, PKCE, ID token signature, issuer, audience, nonce), requires a verified e-mail, finds or
 * creates the account, and returns a one-time ticket for the web page.
 */
export async function finishSocialLogin(
  deps: SocialLoginDeps,
  input: { provider: SocialProvider; params: Record<string, string> },
): Promise<{ ticket: string; isNewAccount: boolean }> {
  const { provider, params } = input;
  const now = deps.clock();
  const state = params.state;
  if (state === undefined || state === '' || state.length > 500) {
    throw new SocialLoginError('SOCIAL_STATE_INVALID', provider, 'no state');
  }
  const [attempt] = await deps.db
    .update(socialLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialLogins.stateHash, sha256(state)),
        eq(socialLogins.provider, provider),
        isNull(socialLogins.usedAt),
        gt(socialLogins.expiresAt, now),
      ),
    )
    .returning();
  if (attempt === undefined) {
    throw new SocialLoginError('SOCIAL_STATE_INVALID', provider, 'unknown, used or expired state');
  }
  if (params.error !== undefined) {
    const code =
      params.error === 'access_denied' ? 'SOCIAL_LOGIN_CANCELLED' : 'SOCIAL_LOGIN_FAILED';
    throw new SocialLoginError(code, provider, `provider error: ${params.error}`);
  }

  const settings = providerSettings(deps.config.oidc, provider);
  const currentUrl = new URL(callbackUrl(deps.config.publicUrl, provider));
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'user') currentUrl.searchParams.set(key, value);
  }
  let claims: Record<string, unknown>;
  try {
    const configuration = await deps.discovery(settings);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
    if (claims.email === undefined && tokens.access_token !== undefined) {
      const sub = typeof claims.sub === 'string' ? claims.sub : oidc.skipSubjectCheck;
      claims = {
        ...(await oidc.fetchUserInfo(configuration, tokens.access_token, sub)),
        ...claims,
      };
    }
  } catch (error) {
    throw new SocialLoginError('SOCIAL_LOGIN_FAILED', provider, String(error));
  }

  const email = text(claims.email);
  // Apple sends `email_verified` as the text "true".
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (email === undefined || !verified || email.length > 254 || !PLAIN_EMAIL.test(email)) {
    throw new SocialLoginError('SOCIAL_EMAIL_NOT_VERIFIED', provider, 'no verified e-mail');
  }
  const { user, isNewAccount } = await linkSocialAccount(deps, {
    email,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    ...(provider === 'apple' ? appleName(params.user) : {}),
  });

  const ticket = randomBytes(32).toString('base64url');
  await deps.db
    .update(socialLogins)
    .set({
      ticketHash: sha256(ticket),
      userId: user.id,
      isNewAccount,
      ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    })
    .where(eq(socialLogins.id, attempt.id));
  return { ticket, isNewAccount };
}
