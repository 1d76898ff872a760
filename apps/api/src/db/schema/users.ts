import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Gender, Language, UserType } from '@marketdrop/validation';

/** An account: a consumer or a dealer, with the profile of spec §3 and the dealer's business fields. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  userType: text('user_type').$type<UserType>().notNull(),
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
  notificationEnable: boolean('notification_enable').notNull().default(true),
  language: text('language').$type<Language>().notNull().default('en'),
  /** Whether the e-mail was proven with an OTP; an unverified account cannot sign in. */
  isVerified: boolean('is_verified').notNull().default(false),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  creditCheckConsentAt: timestamp('credit_check_consent_at', { withTimezone: true }),
  businessName: text('business_name'),
  businessAddress: text('business_address'),
  dealershipNumber: text('dealership_number'),
  taxNumber: text('tax_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
