import type { Clock } from '@marketdrop/validation';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PasswordHasher } from '../../shared/hash-password';
import type { Discovery } from './providers';

/** What the social sign-in operations need. */
export type SocialLoginDeps = {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'oidc' | 'publicUrl' | 'sessionTtlMs'>;
  passwords: Pick<PasswordHasher, 'hash'>;
  discovery: Discovery;
};

/** How long the provider has to send the user back. */
export const ATTEMPT_TTL_MS = 10 * 60_000;
/** How long the web page has to exchange its ticket (it does so at once). */
export const TICKET_TTL_MS = 2 * 60_000;
/** Finished and abandoned sign-ins are deleted this long after they expired. */
export const KEEP_EXPIRED_MS = 60 * 60_000;
