/**
 * The table the recalls module owns (issue 38). Only this module writes it (test/table-owners.test.ts); the lots a
 * recall blocked name it (stock module: lots.recall_id), written through the stock module's service.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, moment } from '../../db/columns.js';
import { staff } from '../staff/schema.js';

/**
 * A recall (issue 38, FSS Food Recall Procedure Regulations 2017): the lots it blocked are those naming it; who
 * started it, why, and how many customers were written to.
 */
export const recalls = pgTable('recalls', {
  id: id(),
  reason: text('reason').notNull(),
  reasonMal: text('reason_mal').notNull().default(''),
  customersTold: integer('customers_told').notNull().default(0),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: moment('created_at').notNull().defaultNow(),
});
