import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../tables';

/**
 * One social sign-in, from "Continue with Google" to the session: the OpenID Connect secrets of the
 * authorization request (state, PKCE verifier, nonce), then the one-time ticket the web page
 * exchanges for the session. Kept in the database so any process can finish what another started;
 * each step is single use (`usedAt`, `ticketUsedAt`) and expires.
 */
export const socialLogins = pgTable(
  'social_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `google` or `apple`. */
    provider: text('provider').notNull(),
    /** SHA-256 of the `state` sent to the provider (the callback finds the sign-in by it). */
    stateHash: text('state_hash').notNull().unique(),
    /** The PKCE code verifier, sent once to the provider's token endpoint. */
    codeVerifier: text('code_verifier').notNull(),
    /** The nonce the ID token must carry. */
    nonce: text('nonce').notNull(),
    /** SHA-256 of the browser key: only the tab that started the sign-in can finish it. */
    browserKeyHash: text('browser_key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The provider must send the user back before this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the provider's answer was taken (the state is single use). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** SHA-256 of the one-time ticket given to the web page, once the provider signed the user in. */
    ticketHash: text('ticket_hash').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Whether this sign-in created the account. */
    isNewAccount: boolean('is_new_account').notNull().default(false),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    /** Set when the ticket was exchanged (or tried with a wrong key): single use. */
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
  },
  (table) => [index('social_logins_expires_at_idx').on(table.expiresAt)],
);

export type SocialLoginRow = typeof socialLogins.$inferSelect;
