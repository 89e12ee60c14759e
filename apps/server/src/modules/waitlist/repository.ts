import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productSizes } from '../../db/schema.js';
import { waitlistRequests } from './schema.js';

export type WaitlistRow = typeof waitlistRequests.$inferSelect;

/** A size as the waitlist names it: its product's names and page, and whether the product is still sold. */
export interface WaitlistSize {
  sizeId: number;
  productId: number;
  name: string;
  nameMal: string;
  slug: string;
  size: string;
  active: boolean;
}

/** Shoppers waiting for a size (issue 37): the only code that writes waitlist_requests. */
export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  async size(sizeId: number): Promise<WaitlistSize | undefined> {
    const [row] = await this.db
      .select({
        sizeId: productSizes.id,
        productId: products.id,
        name: products.name,
        nameMal: products.nameMal,
        slug: products.slug,
        size: productSizes.size,
        active: products.active,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(productSizes.id, sizeId));
    return row;
  }

  /**
   * Writes a request, or answers the open one of the same size and address (the partial unique index says which is
   * the same: asking twice is one request). `created` tells them apart.
   */
  async ask(values: {
    productSizeId: number;
    userId: number | null;
    email: string;
    language: string;
    tokenHash: string;
    state: 'unconfirmed' | 'waiting';
  }): Promise<{ row: WaitlistRow; created: boolean }> {
    const inserted = await this.db
      .insert(waitlistRequests)
      .values({ ...values, confirmedAt: values.state === 'waiting' ? new Date() : null })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { row: inserted[0], created: true };
    const [open] = await this.db
      .select()
      .from(waitlistRequests)
      .where(
        and(
          eq(waitlistRequests.productSizeId, values.productSizeId),
          sql`lower(${waitlistRequests.email}) = lower(${values.email})`,
          inArray(waitlistRequests.state, ['unconfirmed', 'waiting']),
        ),
      )
      .for('update');
    // The conflict was with a token (2^-192): never in practice; the caller's transaction starts again.
    if (!open) throw new Error('waitlist request neither written nor found');
    return { row: open, created: false };
  }

  /** The same request, a new link secret (a guest asking again gets a fresh confirmation e-mail). */
  async rekey(id: number, tokenHash: string): Promise<void> {
    await this.db.update(waitlistRequests).set({ tokenHash }).where(eq(waitlistRequests.id, id));
  }

  /** A signed-in shopper asking proves the address: an unconfirmed request of theirs waits from now. */
  async confirmForUser(id: number, userId: number): Promise<void> {
    await this.db
      .update(waitlistRequests)
      .set({ state: 'waiting', userId, confirmedAt: new Date() })
      .where(and(eq(waitlistRequests.id, id), eq(waitlistRequests.state, 'unconfirmed')));
  }

  async byToken(tokenHash: string): Promise<WaitlistRow | undefined> {
    const [row] = await this.db
      .select()
      .from(waitlistRequests)
      .where(eq(waitlistRequests.tokenHash, tokenHash));
    return row;
  }

  /** unconfirmed → waiting; answers whether the request is now waiting (a second click finds it waiting already). */
  async confirm(id: number): Promise<boolean> {
    const rows = await this.db
      .update(waitlistRequests)
      .set({ state: 'waiting', confirmedAt: new Date() })
      .where(and(eq(waitlistRequests.id, id), eq(waitlistRequests.state, 'unconfirmed')))
      .returning({ id: waitlistRequests.id });
    return rows.length > 0;
  }

  /** Ends every open request of the address (the link's own one among them); answers how many ended. */
  async unsubscribeAddress(email: string): Promise<number> {
    const rows = await this.db
      .update(waitlistRequests)
      .set({ state: 'unsubscribed', unsubscribedAt: new Date() })
      .where(
        and(
          sql`lower(${waitlistRequests.email}) = lower(${email})`,
          inArray(waitlistRequests.state, ['unconfirmed', 'waiting']),
        ),
      )
      .returning({ id: waitlistRequests.id });
    return rows.length;
  }

  /** A signed-in shopper's "Stop" on one request of theirs; answers whether it was theirs and open. */
  async stop(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(waitlistRequests)
      .set({ state: 'unsubscribed', unsubscribedAt: new Date() })
      .where(
        and(
          eq(waitlistRequests.id, id),
          eq(waitlistRequests.userId, userId),
          inArray(waitlistRequests.state, ['unconfirmed', 'waiting']),
        ),
      )
      .returning({ id: waitlistRequests.id });
    return rows.length > 0;
  }

  /** The sizes someone is waiting for (confirmed). */
  async sizesWaiting(): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ sizeId: waitlistRequests.productSizeId })
      .from(waitlistRequests)
      .where(eq(waitlistRequests.state, 'waiting'));
    return rows.map((row) => row.sizeId);
  }

  /**
   * Up to `limit` waiting requests of a size, oldest first, locked for this transaction. Rows another process is
   * telling are skipped, not waited for: two passes never tell one shopper twice.
   */
  async claimWaiting(
    sizeId: number,
    limit: number,
  ): Promise<Pick<WaitlistRow, 'id' | 'email' | 'language'>[]> {
    const { rows } = (await this.db.execute(sql`
      select id, email, language from ${waitlistRequests}
      where product_size_id = ${sizeId} and state = 'waiting'
      order by id
      limit ${limit}
      for update skip locked`)) as unknown as {
      rows: { id: number | string; email: string; language: string }[];
    };
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** Told, with the new secret of the unsubscribe link their message carries: one statement for the whole batch. */
  async markTold(told: readonly { id: number; tokenHash: string }[]): Promise<void> {
    if (told.length === 0) return;
    await this.db.execute(sql`
      update ${waitlistRequests} w
      set state = 'told', told_at = now(), token_hash = v.token_hash
      from (values ${sql.join(
        told.map((t) => sql`(${t.id}::int, ${t.tokenHash}::varchar)`),
        sql`, `,
      )}) as v(id, token_hash)
      where w.id = v.id and w.state = 'waiting'`);
  }

  /** How many confirmed shoppers wait for each size (all sizes, or those named); sizes nobody waits for are absent. */
  async waitingBySize(sizeIds?: readonly number[]): Promise<Map<number, number>> {
    if (sizeIds && sizeIds.length === 0) return new Map();
    const rows = await this.db
      .select({ sizeId: waitlistRequests.productSizeId, waiting: sql<number>`count(*)::int` })
      .from(waitlistRequests)
      .where(
        and(
          eq(waitlistRequests.state, 'waiting'),
          sizeIds ? inArray(waitlistRequests.productSizeId, [...sizeIds]) : undefined,
        ),
      )
      .groupBy(waitlistRequests.productSizeId);
    return new Map(rows.map((row) => [row.sizeId, Number(row.waiting)]));
  }

  /** The sizes most shoppers wait for, the most first. */
  async mostWanted(limit: number) {
    const waiting = sql<number>`count(*)::int`;
    const rows = await this.db
      .select({
        sizeId: waitlistRequests.productSizeId,
        productId: products.id,
        name: products.name,
        size: productSizes.size,
        waiting,
      })
      .from(waitlistRequests)
      .innerJoin(productSizes, eq(productSizes.id, waitlistRequests.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(waitlistRequests.state, 'waiting'))
      .groupBy(waitlistRequests.productSizeId, products.id, products.name, productSizes.size)
      .orderBy(desc(waiting), products.name)
      .limit(limit);
    return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
  }

  /** A signed-in shopper's open requests, newest first. */
  async mine(userId: number) {
    return this.db
      .select({
        id: waitlistRequests.id,
        sizeId: waitlistRequests.productSizeId,
        state: waitlistRequests.state,
        createdAt: waitlistRequests.createdAt,
        productId: products.id,
        name: products.name,
        nameMal: products.nameMal,
        slug: products.slug,
        size: productSizes.size,
      })
      .from(waitlistRequests)
      .innerJoin(productSizes, eq(productSizes.id, waitlistRequests.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(
        and(eq(waitlistRequests.userId, userId), inArray(waitlistRequests.state, ['unconfirmed', 'waiting'])),
      )
      .orderBy(desc(waitlistRequests.id));
  }
}
