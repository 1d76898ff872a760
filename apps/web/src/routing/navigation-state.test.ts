import { describe, expect, it } from 'vitest';
import {
  fromPath,
  loginStateFrom,
  readOtpState,
  readResetState,
  rememberSocialReturn,
  takeSocialReturn,
  readSignupRole,
} from './navigation-state';

describe('fromPath', () => {
  it('gives back the remembered in-app location', () => {
    const state = { from: { pathname: '/my-profile', search: '?tab=1', hash: '#top' } };
    expect(fromPath(state)).toBe('/my-profile?tab=1#top');
  });

  it('refuses anything that would leave the app', () => {
    expect(fromPath({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(fromPath({ from: { pathname: '/\\evil.example' } })).toBeNull();
    expect(fromPath({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(fromPath({ from: { pathname: 42 } })).toBeNull();
  });

  it('is null without a remembered location', () => {
    expect(fromPath(null)).toBeNull();
    expect(fromPath({})).toBeNull();
    expect(fromPath('from')).toBeNull();
  });
});

describe('loginStateFrom', () => {
  it('sends a visitor to /login and back to the auction they were on (Place Bid, Claim Now)', () => {
    const state = loginStateFrom({ pathname: '/detail/auc-7', search: '?from=home', hash: '#bid' });
    expect(state).toEqual({
      from: { pathname: '/detail/auc-7', search: '?from=home', hash: '#bid' },
    });
    // What the guard of /login reads once they signed in.
    expect(fromPath(state)).toBe('/detail/auc-7?from=home#bid');
    // Only the location, nothing else of it (its state, key) is remembered.
    const fromRouter = { pathname: '/detail/x', search: '', hash: '', state: { a: 1 }, key: 'k' };
    expect(loginStateFrom(fromRouter)).toEqual({
      from: { pathname: '/detail/x', search: '', hash: '' },
    });
  });
});

describe('readSignupRole', () => {
  it('is dealer only when the modal said so, consumer otherwise', () => {
    expect(readSignupRole({ role: 'dealer' })).toBe('dealer');
    expect(readSignupRole({ role: 'consumer' })).toBe('consumer');
    expect(readSignupRole({ role: 'admin' })).toBe('consumer');
    expect(readSignupRole(undefined)).toBe('consumer');
  });
});

describe('readOtpState', () => {
  it('needs an e-mail and a known source', () => {
    expect(readOtpState({ email: 'a@b.co', source: 'signup' })).toEqual({
      email: 'a@b.co',
      source: 'signup',
    });
    expect(readOtpState({ email: 'a@b.co' })).toBeNull();
    expect(readOtpState({ email: ' ', source: 'login' })).toBeNull();
    expect(readOtpState({ email: 'a@b.co', source: 'other' })).toBeNull();
    expect(readOtpState(null)).toBeNull();
  });

  it('keeps the phone identifier and a safe remembered origin', () => {
    const state = readOtpState({
      email: 'a@b.co',
      source: 'login',
      phoneNumber: '+1 4165550199',
      from: { pathname: '/my-bids', search: '', hash: '' },
    });
    expect(state?.phoneNumber).toBe('+1 4165550199');
    expect(state?.from?.pathname).toBe('/my-bids');
    expect(
      readOtpState({ email: 'a@b.co', source: 'login', from: { pathname: '//x.y' } })?.from,
    ).toBeUndefined();
  });
});

describe('readResetState', () => {
  it('needs both the e-mail and the code', () => {
    expect(readResetState({ email: 'a@b.co', otp: '1234' })).toEqual({
      email: 'a@b.co',
      otp: '1234',
    });
    expect(readResetState({ email: 'a@b.co' })).toBeNull();
    expect(readResetState(undefined)).toBeNull();
  });
});

describe('rememberSocialReturn / takeSocialReturn', () => {
  function memoryStore() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  }

  it('brings the user back to the page the sign-in came from, once', () => {
    const store = memoryStore();
    rememberSocialReturn({ from: { pathname: '/cart', search: '?step=2', hash: '' } }, store);
    expect(takeSocialReturn(store)).toBe('/cart?step=2');
    expect(takeSocialReturn(store)).toBeNull();
  });

  it('keeps nothing without an in-app origin, and forgets an older one', () => {
    const store = memoryStore();
    rememberSocialReturn({ from: { pathname: '/cart' } }, store);
    rememberSocialReturn(null, store);
    expect(takeSocialReturn(store)).toBeNull();
    rememberSocialReturn({ from: { pathname: '//evil.example/x' } }, store);
    expect(takeSocialReturn(store)).toBeNull();
  });

  it('refuses a stored value that is not an in-app path', () => {
    const store = memoryStore();
    store.setItem('marketdrop.socialReturn', '//evil.example');
    expect(takeSocialReturn(store)).toBeNull();
    expect(takeSocialReturn(null)).toBeNull();
  });
});
