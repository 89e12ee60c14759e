import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { SHOP_UTC_OFFSET, type AuditQuery } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

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
   * The trail filtered by person, kind of change and a range of days in Kerala (both ends included), newest first,
   * each row with its before and after; also the kinds of change the trail holds.
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
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const actions = await this.db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(auditLog.action);
    return {
      data: rows.map((row) => ({
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
      })),
      total: counted?.n ?? 0,
      page: query.page,
      per_page: query.per_page,
      actions: actions.map((row) => row.action),
    };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight of a day in Kerala, as an instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
