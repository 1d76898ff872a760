import * as oidc from 'openid-client';
import type { SocialProvider } from '@marketdrop/api-client';
import type { OidcConfig, OidcProviderConfig } from '../../config';
import { SocialLoginError } from './errors';

/** Every provider the product knows, in the order the buttons show. */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const satisfies readonly SocialProvider[];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The providers with a client id and secret, i.e. the buttons to show. */
export function configuredProviders(config: OidcConfig): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => config[provider] !== null);
}

/** The provider's settings, or a 404 PROVIDER_NOT_CONFIGURED. */
export function providerSettings(config: OidcConfig, provider: SocialProvider): OidcProviderConfig {
  const settings = config[provider];
  if (settings === null) throw new SocialLoginError('PROVIDER_NOT_CONFIGURED', provider);
  return settings;
}

/** Where the provider sends the browser back: a route of this server, under PUBLIC_URL. */
export function callbackUrl(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl}/user/socialLogin/callback/${provider}`;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The provider's OpenID configuration (discovery document and keys), fetched once per process and
 * fetched again after a failure. Plain HTTP is accepted only for an issuer on this machine (tests,
 * a local provider).
 */
export function createDiscovery() {
  const cache = new Map<string, Promise<oidc.Configuration>>();
  return (settings: OidcProviderConfig): Promise<oidc.Configuration> => {
    const key = `${settings.issuer}\n${settings.clientId}`;
    let found = cache.get(key);
    if (found === undefined) {
      const issuer = new URL(settings.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      found = oidc.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretPost(settings.clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      found.catch(() => cache.delete(key));
      cache.set(key, found);
    }
    return found;
  };
}

export type Discovery = ReturnType<typeof createDiscovery>;
