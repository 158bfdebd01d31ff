// better-auth's tables (user, session, account, verification, rate_limit, jwks) and Rueda's sign-in protections,
// declared here so that one migration history owns every table (schema.ts re-exports them).
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.ts';

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * docs/product.md §32.1: the workshop this session works in, the one its tokens' claims name; null until its first
     * token. A hint kept with the accounts, checked against the account's memberships (services/workshop-in-use.ts).
     */
    workshopId: text('workshop_id'),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

/** better-auth's verification values; password-reset codes are stored hashed (auth.ts). */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/**
 * better-auth's request counters per client address, for the limits on sign-up and password-reset
 * requests (auth.ts); in the database so every instance counts the same requests.
 */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Keys that sign the ID token; private keys are encrypted with AUTH_SECRET by better-auth. */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});

/**
 * Failed sign-ins of the last window, per email and client address (docs/product.md §6: lockout after 10 within
 * 15 minutes; docs/decisions/057: the lock holds for the address whose failures made it). `address` is the
 * address's key (data/public-rate-limit.ts addressKey).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_failures_email_idx').on(table.email, table.address, table.failedAt)],
);

export const accountLockouts = pgTable(
  'account_lockouts',
  {
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.address] })],
);
