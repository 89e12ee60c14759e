import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { SHOP_UTC_OFFSET, type AuditQuery } from '@farm/contract';
import type { Db } from '../../db/client.js';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseId } from '../../shared/ids.js';
import {
  auditLog,
  categories,
  certificates,
  crops,
  media,
  orders,
  pages,
  productSizes,
  products,
  reviews,
  staff,
  staffInvitations,
  videoFeed,
} from '../../db/schema.js';
import { actionKinds, describe, roleWords, thingName } from './words.js';

/** One staff change (docs/domain.md "Audit trail"): who, what, which row, the fields before and after, from where. */
export interface AuditEntry {
  staffId: number | null;
  actor: string;
  action: string;
  entity: string;
  entityId?: string | undefined;
  before?: unknown;
  after?: unknown;
  address?: string | undefined;
}

/** Who made a change: the staff member and the address they made it from. */
export interface StaffActor {
  staffId: number;
  actor: string;
  address: string;
}

/**
 * The audit trail. Rows are only ever added, in the transaction of the change they describe (bind this repository
 * with withTransaction); the database refuses UPDATE and DELETE on the table.
 */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async write(entry: AuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  /** The newest rows, as the staff API shows them. */
  async latest(limit: number) {
    const rows = await this.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    return rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      address: row.address,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /**
   * The trail in words (issue 32): filtered by person, kind of change and a range of days in Kerala (both ends
   * included), newest first, a page at a time. Each row says who (name and role), what in a sentence naming the thing
   * (resolved here: product name, order number, page title, staff name) and a short diff of what changed; the stored
   * before and after come too. Also every person and every kind of change, for the filters.
   */
  async search(query: AuditQuery) {
    const filters: SQL[] = [];
    if (query.staff_id !== undefined) filters.push(eq(auditLog.staffId, query.staff_id));
    if (query.action !== undefined) filters.push(eq(auditLog.action, query.action));
    if (query.from) filters.push(gte(auditLog.createdAt, dayStart(query.from)));
    if (query.to) filters.push(lt(auditLog.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
    const where = filters.length ? and(...filters) : undefined;
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(where);
    // Newest first by the time index (audit_log_created_idx), so a page deep in a long trail stays quick.
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const actions = await this.db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(auditLog.action);
    const people = await this.db
      .select({ id: staff.id, name: staff.name, role: staff.role, removedAt: staff.removedAt })
      .from(staff)
      .orderBy(asc(staff.name), asc(staff.id));
    const person = new Map(people.map((member) => [member.id, member]));
    const names = await this.names(rows, person);
    return {
      data: rows.map((row) => {
        const facts = {
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          actor: row.actor,
          before: row.before ?? null,
          after: row.after ?? null,
        };
        const resolved = names.get(`${row.entity}:${row.entityId ?? ''}`);
        const { what, changes } = describe(facts, thingName(facts, resolved), resolved !== undefined);
        // A wrong password may be anyone's: it is "someone" who tried the account, not its owner.
        const tried = row.action === 'staff.sign-in-failed' && asObject(row.after).step === undefined;
        const member = tried || row.staffId === null ? undefined : person.get(row.staffId);
        return {
          id: row.id,
          staff_id: row.staffId,
          actor: row.actor,
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          before: row.before ?? null,
          after: row.after ?? null,
          address: row.address,
          created_at: row.createdAt.toISOString(),
          // No staff member: a failed sign-in, or the server itself ("first start", the command line).
          who: member?.name ?? (tried ? 'Someone' : capitalised(row.actor)),
          role: member ? roleWords(member.role) : null,
          what,
          changes,
        };
      }),
      total: counted?.n ?? 0,
      page: query.page,
      per_page: query.per_page,
      actions: actions.map((row) => row.action),
      kinds: actionKinds(actions.map((row) => row.action)),
      people: people.map((member) => ({
        id: member.id,
        name: member.name,
        role: roleWords(member.role),
        removed: member.removedAt !== null,
      })),
    };
  }

  /**
   * The names of the things a page of rows is about, each kind in one statement: `entity:id` → "Wild honey",
   * "order SF-000123", "About us". A thing since deleted has none here (its row's own before/after names it).
   */
  private async names(
    rows: { entity: string; entityId: string | null }[],
    people: Map<number, { name: string }>,
  ): Promise<Map<string, string>> {
    const ids = (entity: string) => [
      ...new Set(
        rows
          .filter((row) => row.entity === entity)
          .map((row) => parseId(row.entityId))
          .filter((id) => id !== undefined),
      ),
    ];
    const out = new Map<string, string>();
    const put = (entity: string, list: { id: number | string; name: string | null }[]) => {
      for (const row of list) if (row.name) out.set(`${entity}:${row.id}`, row.name);
    };
    for (const id of ids('staff')) {
      const member = people.get(id);
      if (member) out.set(`staff:${id}`, member.name);
    }
    /** The names of the rows of a table whose own column says it (a product's name, a film's title). */
    const named = (table: PgTable, id: AnyPgColumn, name: AnyPgColumn) => (list: number[]) =>
      this.db
        .select({ id: sql<number>`${id}`, name: sql<string | null>`${name}` })
        .from(table)
        .where(inArray(id, list));
    const lookups: [string, (list: number[]) => Promise<{ id: number; name: string | null }[]>][] = [
      [
        'order',
        async (list) =>
          (
            await this.db
              .select({ id: orders.id, no: orders.orderNo })
              .from(orders)
              .where(inArray(orders.id, list))
          ).map((row) => ({ id: row.id, name: `order ${row.no}` })),
      ],
      ['product', named(products, products.id, products.name)],
      [
        'product_size',
        async (list) =>
          (
            await this.db
              .select({ id: productSizes.id, product: products.name, size: productSizes.size })
              .from(productSizes)
              .innerJoin(products, eq(products.id, productSizes.productId))
              .where(inArray(productSizes.id, list))
          ).map((row) => ({ id: row.id, name: `${row.product}, ${row.size}` })),
      ],
      ['category', named(categories, categories.id, categories.name)],
      ['crop', named(crops, crops.id, crops.name)],
      ['certificate', named(certificates, certificates.id, certificates.title)],
      ['video', named(videoFeed, videoFeed.id, videoFeed.title)],
      ['media', named(media, media.id, media.originalName)],
      [
        'staff_invitation',
        async (list) =>
          (
            await this.db
              .select({ id: staffInvitations.id, name: staffInvitations.name, email: staffInvitations.email })
              .from(staffInvitations)
              .where(inArray(staffInvitations.id, list))
          ).map((row) => ({ id: row.id, name: `${row.name} (${row.email})` })),
      ],
      [
        'review',
        async (list) =>
          (
            await this.db
              .select({ id: reviews.id, author: reviews.name, product: products.name })
              .from(reviews)
              .innerJoin(products, eq(products.id, reviews.productId))
              .where(inArray(reviews.id, list))
          ).map((row) => ({ id: row.id, name: `the review by ${row.author} of ${row.product}` })),
      ],
    ];
    // One after another: a repository bound to a transaction has one connection.
    for (const [entity, lookup] of lookups) {
      const list = ids(entity);
      if (list.length > 0) put(entity, await lookup(list));
    }
    const slugs = [
      ...new Set(rows.filter((row) => row.entity === 'page' && row.entityId).map((row) => row.entityId!)),
    ];
    if (slugs.length > 0) {
      put(
        'page',
        await this.db
          .select({ id: pages.slug, name: pages.title })
          .from(pages)
          .where(inArray(pages.slug, slugs)),
      );
    }
    return out;
  }
}

/** "first start" → "First start"; an e-mail address stays as it is. */
const capitalised = (actor: string) =>
  actor.includes('@') ? actor : `${actor.charAt(0).toUpperCase()}${actor.slice(1)}`;

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight of a day in Kerala, as an instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
