/** The accounts domain's tables: users, their sessions, one-time codes and uploaded files. */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DealerStatus, DeviceType, Gender, Language, Role } from '@marketdrop/validation';

/**
 * An account: a consumer or a dealer (chosen at sign-up) or an admin (made by `pnpm admin:create`),
 * with the profile of docs/product.md §7.6, the dealer's business fields and verification
 * (docs/product.md §6.1), and the admin's suspension.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  userType: text('user_type').$type<Role>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Lower-cased; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  countryCode: text('country_code').notNull().default('+1'),
  countryIsoCode: text('country_iso_code').notNull().default('US'),
  phoneNumber: text('phone_number').notNull(),
  dob: date('dob', { mode: 'string' }),
  gender: text('gender').$type<Gender>(),
  address: text('address'),
  city: text('city'),
  province: text('province'),
  country: text('country'),
  postalCode: text('postal_code'),
  userImage: text('user_image'),
  driverLicence: text('driver_licence'),
  /**
   * E-mail copies of notices, per kind (decision 035; `EMAIL_NOTIFICATION_SETTINGS`): outbid
   * alerts, auction results, orders and sales, saved searches, marketing (off until chosen).
   */
  emailOutbid: boolean('email_outbid').notNull().default(true),
  emailWon: boolean('email_won').notNull().default(true),
  emailOrderSteps: boolean('email_order_steps').notNull().default(true),
  emailSavedSearches: boolean('email_saved_searches').notNull().default(true),
  emailMarketing: boolean('email_marketing').notNull().default(false),
  language: text('language').$type<Language>().notNull().default('en'),
  /** Whether the e-mail was proven with an OTP; an unverified account cannot sign in. */
  isVerified: boolean('is_verified').notNull().default(false),
  /**
   * A new e-mail the user asked to change to; it becomes `email` only once the code mailed to it is
   * entered (an `email-change` code). Null when no change is pending.
   */
  pendingEmail: text('pending_email'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  creditCheckConsentAt: timestamp('credit_check_consent_at', { withTimezone: true }),
  businessName: text('business_name'),
  businessAddress: text('business_address'),
  dealershipNumber: text('dealership_number'),
  taxNumber: text('tax_number'),
  /** Dealers: `pending -> submitted -> verified | rejected`; null for other accounts. */
  dealerStatus: text('dealer_status').$type<DealerStatus>(),
  /** Why verification was refused (rejected only). */
  dealerStatusReason: text('dealer_status_reason'),
  dealerSubmittedAt: timestamp('dealer_submitted_at', { withTimezone: true }),
  dealerReviewedAt: timestamp('dealer_reviewed_at', { withTimezone: true }),
  /** Set while an admin has suspended the account: no session, no sign-in. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedReason: text('suspended_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A signed-in device. The bearer token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceType: text('device_type').$type<DeviceType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

export const OTP_PURPOSES = ['signup', 'login', 'forgot-password', 'email-change'] as const;
export type OtpPurposeValue = (typeof OTP_PURPOSES)[number];

/** A one-time code, stored hashed; a new one voids the user's earlier ones. */
export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OtpPurposeValue>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code was used (single use). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the code was voided: too many wrong tries, or replaced by a newer code. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [index('otps_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export type OtpRow = typeof otps.$inferSelect;

/**
 * Each account's budget of wrong one-time-code guesses, across codes (decision 016): a window of
 * 24 hours opened by the first wrong guess, the wrong guesses counted in it, and when the next
 * guess may be made (the delay grows with each wrong guess). Updated by single guarded statements,
 * so several server processes sharing the database cannot exceed it.
 */
export const otpGuessBudgets = pgTable('otp_guess_budgets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  wrongGuesses: integer('wrong_guesses').notNull().default(0),
  /** No guess is evaluated before this time (the growing delay). */
  nextGuessAt: timestamp('next_guess_at', { withTimezone: true }),
  /** When the owner was told by e-mail that the budget is used up (once per window). */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

export type OtpGuessBudgetRow = typeof otpGuessBudgets.$inferSelect;

/**
 * Password guesses (decision 016 §5): how many passwords were checked in the current window for
 * one budget, by login, changePassword and the e-mail change alike. A budget is an account from
 * one client address, or an account from everywhere; its key is the SHA-256 of what it counts (the
 * e-mail, and the address), so neither is stored. Updated by single guarded statements, so several
 * server processes sharing the database cannot exceed it.
 */
export const passwordGuessBudgets = pgTable(
  'password_guess_budgets',
  {
    keyHash: text('key_hash').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Passwords checked in this window and not given back (a right password gives its place back). */
    guesses: integer('guesses').notNull(),
  },
  (table) => [index('password_guess_budgets_window_idx').on(table.windowStartedAt)],
);

export type PasswordGuessBudgetRow = typeof passwordGuessBudgets.$inferSelect;

/** A driver's licence (sign-up, profile), or a dealer's verification document. */
export const UPLOAD_KINDS = ['licence', 'dealerLicence', 'businessRegistration'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A file a user uploaded, stored under `DATA_DIR/uploads` with a server-made name. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upload order (a user's licence files are listed in it). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UploadKind>().notNull(),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name'),
    /** Sniffed from the bytes, never taken from the client. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_id_idx').on(table.ownerId)],
);

export type UploadRow = typeof uploads.$inferSelect;
