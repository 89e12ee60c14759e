/**
 * The tables the staff module owns: the farm's staff, their sessions, recovery codes and invitations. Only this module
 * writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database
 * client.
 */
import { STAFF_ROLES, STAFF_SESSION_STAGES } from '@farm/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from '../../db/columns.js';

/** The farm's staff: apart from customers, each with one role (contract: ROLE_PERMISSIONS). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP key (base32) once two-factor sign-in is on; the server must read it to check codes. */
    totpSecret: text('totp_secret'),
    /** A key being set up, until the first code from the app confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Removed by the owner: cannot sign in; the row stays so the audit trail keeps their name. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`),
    check('staff_role_valid', oneOf(t.role, STAFF_ROLES)),
  ],
);

/**
 * Staff sessions, carried by an HttpOnly cookie: only the SHA-256 of the secret is kept. A session ends when unused
 * for the idle time or at its absolute end, whichever comes first, or when revoked (sign-out, password or role change).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** `full`, or waiting for the two-factor code (`code`) or its setup (`setup`). */
    stage: varchar('stage', { length: 10 }).notNull().default('full'),
  },
  (t) => [
    uniqueIndex('staff_sessions_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_stage_valid', oneOf(t.stage, STAFF_SESSION_STAGES)),
  ],
);

/** Single-use recovery codes for two-factor sign-in: only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_unique').on(t.staffId, t.codeHash)],
);

/** An owner's invitation to join the staff: a link valid for STAFF_INVITATION_HOURS, used once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    check('staff_invitations_role_valid', oneOf(t.role, STAFF_ROLES)),
  ],
);
