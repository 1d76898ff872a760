import type { CartMerge } from '@marketdrop/api-client';
import type { Language } from '@marketdrop/validation';

/** Which guest basket a sign-in brings along: by its token, or the one a social sign-in awaits. */
export type SignInGuest = { guestToken: string } | { browserKey: string };

/**
 * What the other domains do when someone signs in (given by app.ts, so that accounts imports none
 * of them): the basket merges the guest basket brought along (docs/product.md §14.3).
 */
export type SignInHooks = {
  /** A session opened for `user` (login, verifyOtp, completeSocialLogin): adds to the answer. */
  afterSignIn: (input: {
    user: { _id: string; language: Language } | undefined;
    guest: SignInGuest | undefined;
  }) => Promise<{ basketMerge?: CartMerge }>;
  /** A social sign-in started with a guest token: the basket waits for the browser key. */
  socialSignInStarted: (input: { guestToken: string; browserKey: string }) => Promise<void>;
};

/** No other domain to tell (a test app built without the basket). */
export const NO_SIGN_IN_HOOKS: SignInHooks = {
  afterSignIn: async () => ({}),
  socialSignInStarted: async () => {},
};
