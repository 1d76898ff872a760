import type { Location } from 'react-router-dom';
import type { UserType } from '@marketdrop/validation';

/**
 * The navigation states the pages hand each other (docs/product.md §2.3 Navigation state between pages). Read them with the guards below:
 * `location.state` is whatever the history entry holds, so it is checked, never trusted.
 */

/** Set by the login guard: where a visitor without a session was going. */
export type FromState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

/**
 * The state that sends a visitor to /login and back to `location` afterwards (the guard of
 * /login takes them there once signed in): a page's action that needs a session, e.g. a heart or
 * Place Bid.
 */
export function loginStateFrom(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** Set by the header's sign-up modal: the chosen role. */
export type SignupState = { role: UserType };

/** What the OTP screen was opened for. */
export type OtpSource = 'signup' | 'login' | 'forgot-password';

/** Set by sign-up, sign-in and forgot password for the OTP screen. */
export type OtpState = {
  email: string;
  source: OtpSource;
  /** After sign-up: the phone number the account was registered with, shown as the identifier. */
  phoneNumber?: string;
  /** The code, when the server echoed it (outside production) — never shown, never pre-filled. */
  otp?: string;
  /** Where to go after a sign-in completed on the OTP screen. */
  from?: FromState['from'];
};

/** Set by the OTP screen for the reset-password form. */
export type ResetState = { email: string; otp: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The remembered origin, as a path for `navigate`, or null. Only in-app paths are accepted. */
export function fromPath(state: unknown): string | null {
  if (!isRecord(state) || !isRecord(state.from)) return null;
  const { pathname, search, hash } = state.from;
  // `//host` and `/\host` are other origins to a browser: only plain in-app paths are accepted.
  if (typeof pathname !== 'string' || !/^\/(?![/\\])/.test(pathname)) return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

export function readFrom(state: unknown): FromState['from'] | undefined {
  if (!isRecord(state) || !isRecord(state.from)) return undefined;
  return fromPath(state) === null ? undefined : (state.from as FromState['from']);
}

export function readSignupRole(state: unknown): UserType {
  return isRecord(state) && state.role === 'dealer' ? 'dealer' : 'consumer';
}

const OTP_SOURCES: readonly OtpSource[] = ['signup', 'login', 'forgot-password'];

export function readOtpState(state: unknown): OtpState | null {
  if (!isRecord(state) || !nonEmpty(state.email)) return null;
  const source = state.source;
  if (typeof source !== 'string' || !OTP_SOURCES.includes(source as OtpSource)) return null;
  const result: OtpState = { email: state.email, source: source as OtpSource };
  if (nonEmpty(state.phoneNumber)) result.phoneNumber = state.phoneNumber;
  if (nonEmpty(state.otp)) result.otp = state.otp;
  const from = readFrom(state);
  if (from) result.from = from;
  return result;
}

export function readResetState(state: unknown): ResetState | null {
  if (!isRecord(state) || !nonEmpty(state.email) || !nonEmpty(state.otp)) return null;
  return { email: state.email, otp: state.otp };
}

/** Where the social sign-in came from, kept for the round trip through the provider. */
const SOCIAL_RETURN_KEY = 'marketdrop.socialReturn';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Before "Continue with Google/Apple" leaves the app: remembers the sign-in page's origin (its
 * `from` state, e.g. /cart) in this tab, so the user comes back there rather than to /. Only an
 * in-app path is kept; nothing is kept without one.
 */
export function rememberSocialReturn(state: unknown, store = sessionStore()): void {
  try {
    const path = fromPath(state);
    if (path === null) store?.removeItem(SOCIAL_RETURN_KEY);
    else store?.setItem(SOCIAL_RETURN_KEY, path);
  } catch {
    // Storage refused (private mode, quota): the user lands on / as before.
  }
}

/** After the social sign-in: the remembered in-app path (then forgotten), or null. */
export function takeSocialReturn(store = sessionStore()): string | null {
  try {
    const path = store?.getItem(SOCIAL_RETURN_KEY) ?? null;
    store?.removeItem(SOCIAL_RETURN_KEY);
    return fromPath({ from: { pathname: path ?? '' } }) === null ? null : path;
  } catch {
    return null;
  }
}
