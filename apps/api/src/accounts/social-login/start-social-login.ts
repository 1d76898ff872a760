import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SocialLoginStartData, SocialProvider } from '@marketdrop/api-client';
import { hashSessionToken as sha256 } from '../../shared/tokens';
import { ATTEMPT_TTL_MS, KEEP_EXPIRED_MS, type SocialLoginDeps } from './deps';
import { SocialLoginError } from './errors';
import { callbackUrl, providerSettings } from './providers';
import { socialLogins } from './tables';

/** Apple sends the name and e-mail only with `form_post`; Google uses the usual query. */
const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
};

/**
 * Starts "Continue with Google/Apple": stores a new state, PKCE verifier and nonce, and returns the
 * provider's authorization URL plus the browser key that the same tab must show to finish.
 */
export async function startSocialLogin(
  deps: SocialLoginDeps,
  input: { provider: SocialProvider },
): Promise<SocialLoginStartData> {
  const { provider } = input;
  const settings = providerSettings(deps.config.oidc, provider);
  let configuration: oidc.Configuration;
  try {
    configuration = await deps.discovery(settings);
  } catch (error) {
    throw new SocialLoginError('SOCIAL_LOGIN_FAILED', provider, `discovery: ${String(error)}`, 503);
  }

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserKey = randomBytes(32).toString('base64url');
  const now = deps.clock();

  await deps.db
    .delete(socialLogins)
    .where(lt(socialLogins.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  await deps.db.insert(socialLogins).values({
    provider,
    stateHash: sha256(state),
    codeVerifier,
    nonce,
    browserKeyHash: sha256(browserKey),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  });

  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(deps.config.publicUrl, provider),
    response_type: 'code',
    scope: SCOPES[provider],
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  });
  return { provider, authorizationUrl: url.href, browserKey };
}
