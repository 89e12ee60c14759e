/**
 * The tables the addresses module owns: customers' delivery addresses. Only this module writes them (test/table-
 * owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import { users } from '../customers/schema.js';

/** Delivery addresses, India only; at most one default per customer (a partial unique index guards it). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    landmark: varchar('landmark', { length: 120 }),
    city: varchar('city', { length: 80 }).notNull(),
    stateId: smallint('state_id').notNull(),
    countryId: smallint('country_id').notNull().default(1),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 10 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    // The 36 states and union territories of the contract's STATES (the spec's 25, then the other 11).
    check('addresses_state_valid', sql`${t.stateId} BETWEEN 1 AND 36`),
    check('addresses_country_india', sql`${t.countryId} = 1`),
  ],
);
