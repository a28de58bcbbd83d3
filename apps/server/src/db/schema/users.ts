import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { locations } from './organizations';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default(''),
    title: text('title').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    systemAdmin: boolean('system_admin').notNull().default(false),
    /** The location the user is working on (location switcher). */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    confirmedAt: tstz('confirmed_at'),
    unconfirmedEmail: text('unconfirmed_email'),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: tstz('confirmation_sent_at'),
    resetPasswordTokenHash: text('reset_password_token_hash'),
    resetPasswordSentAt: tstz('reset_password_sent_at'),
    archivedAt: tstz('archived_at'),
    lastSignInAt: tstz('last_sign_in_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_confirmation_token_idx').on(t.confirmationTokenHash),
    uniqueIndex('users_reset_password_token_idx').on(t.resetPasswordTokenHash),
    index('users_full_name_idx').on(t.fullName),
  ],
);

/** One row per signed-in device (devise_token_auth "client"). Only hashes of tokens are stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token before the last rotation; accepted for a short grace window after `rotatedAt`. */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: tstz('rotated_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_client_idx').on(t.client), index('auth_tokens_user_idx').on(t.userId)],
);

/** Sign-in attempts, for rate limiting per IP and per email across server processes. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    key: text('key').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: tstz('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_key_idx').on(t.key, t.attemptedAt)],
);

/**
 * Fixed-window counters of the rate limits (http/rate-limits.ts): one row per key and window, bumped
 * with one atomic upsert, so concurrent requests in every API process see the same count.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: tstz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);
