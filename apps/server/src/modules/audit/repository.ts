import { desc } from 'drizzle-orm';
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
}
