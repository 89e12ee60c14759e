/**
 * The tables the audit module owns: the audit log of staff actions. Only this module writes them (test/table-
 * owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { bigserial, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';

/**
 * What staff did, append-only (a trigger refuses UPDATE and DELETE): who, what, on which entity, the fields before
 * and after, from which address, when. Written in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id'),
    /** The e-mail as typed, for a failed sign-in that names no staff member. */
    actor: varchar('actor', { length: 254 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }),
    before: jsonb('before'),
    after: jsonb('after'),
    address: varchar('address', { length: 64 }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId),
    // The audit trail's pages, newest first, and its date filter.
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);
