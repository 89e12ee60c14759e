import type { Language } from '@farm/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * The storefront language a customer last used is the customer's column, but the orders module learns it (from the
 * call that placed an order or paid): these are the writes it makes, so that only this module writes `users`.
 */

/** Remembers the language of the customer's latest call (a write only when it changed). */
export async function rememberLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

/**
 * The same, as a step of the statement that places an order (after its `placed` step): the order's language becomes
 * the customer's, in the one statement that writes the order.
 */
export function rememberPlacedLanguage() {
  return sql`remembered as (
        update ${users} set language = placed.language from placed
        where ${users.id} = placed.user_id and ${users.language} <> placed.language
      )`;
}
