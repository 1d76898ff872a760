import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('social sign-in configuration', () => {
  it('leaves providers unconfigured by default, and PUBLIC_URL at the local server', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '4000' });
    expect(config.oidc).toEqual({ google: null, apple: null });
    expect(config.publicUrl).toBe('http://127.0.0.1:4000');
  });

  it('reads a provider with the real issuer as default, and an issuer override', () => {
    const config = loadConfig({
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
      OIDC_APPLE_CLIENT_ID: 'ca.marketdrop.web',
      OIDC_APPLE_CLIENT_SECRET: 'jwt',
      OIDC_APPLE_ISSUER: 'http://127.0.0.1:9000',
      PUBLIC_URL: 'https://marketdrop.ca/',
    });
    expect(config.oidc.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(config.oidc.apple?.issuer).toBe('http://127.0.0.1:9000');
    expect(config.publicUrl).toBe('https://marketdrop.ca');
  });

  it('refuses to start with half a provider, a bad issuer or a PUBLIC_URL with a path', () => {
    expect(() => loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET must be set together',
    );
    expect(() =>
      loadConfig({
        OIDC_APPLE_CLIENT_ID: 'id',
        OIDC_APPLE_CLIENT_SECRET: 's',
        OIDC_APPLE_ISSUER: 'appleid.apple.com',
      }),
    ).toThrow('OIDC_APPLE_ISSUER must start with https:// or http://');
    expect(() => loadConfig({ PUBLIC_URL: 'https://marketdrop.ca/app' })).toThrow(
      'PUBLIC_URL must be an origin',
    );
  });
});
