/** Column shapes every module's schema uses, so that money, lists of values and timestamps are declared one way. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money in paise. `bigint`, so no total the pricing rules allow can overflow (an `integer` column stops at about
 * ₹2.1 crore); read back as a JavaScript number, exact up to ₹90 lakh crore.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A CHECK that a column holds one of the contract's values: the database's list of statuses, roles or methods is
 * generated from the one list the code uses, so the two cannot drift apart.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '))})`;

/** A table's own id: a serial primary key named `id`. */
export const id = () => serial('id').primaryKey();

/** A moment: always with its time zone, read back as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
};
