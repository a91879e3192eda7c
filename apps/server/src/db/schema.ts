/** The database schema (PostgreSQL 15 dialect; PGlite runs the same migrations). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Details } from '@quad/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    picture: text('picture').notNull().default(''),
    cover: text('cover').notNull().default(''),
    gender: text('gender').notNull(),
    college: text('ccu_college').notNull(),
    birthYear: integer('birth_year').notNull(),
    birthMonth: integer('birth_month').notNull(),
    birthDay: integer('birth_day').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** Part of every token; raising it ends all older sessions. */
    tokenVersion: integer('token_version').notNull().default(0),
    details: jsonb('details').$type<Details>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_key').on(table.username),
    index('users_unverified_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.verified} = false`),
  ],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('verification_tokens_token_hash_key').on(table.tokenHash),
    index('verification_tokens_user_id_idx').on(table.userId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by a successful validateResetCode; opens a short window for changePassword. */
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_user_created_idx').on(table.userId, table.createdAt)],
);

/** Request counters shared by every server process (the rate-limit store). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
