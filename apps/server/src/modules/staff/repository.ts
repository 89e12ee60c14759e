import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { auditLog, staff, staffSessions } from '../../db/schema.js';

export type StaffRow = typeof staff.$inferSelect;

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

/** Thrown inside a transaction to undo it: the change would leave the shop with no owner. */
export class LastOwnerError extends Error {}

export class StaffRepository {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(staff);
    return row?.n ?? 0;
  }

  async findByEmail(email: string): Promise<StaffRow | undefined> {
    const [row] = await this.db
      .select()
      .from(staff)
      .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`);
    return row;
  }

  /** Adds a staff member and the audit row that says who did, in one transaction. */
  async create(
    values: { name: string; email: string; role: StaffRole; passwordHash: string },
    audit: Omit<AuditEntry, 'entityId' | 'after'>,
  ): Promise<StaffRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(staff).values(values).returning();
      await tx.insert(auditLog).values({
        ...audit,
        entityId: String(row!.id),
        after: { name: row!.name, email: row!.email, role: row!.role },
      });
      return row!;
    });
  }

  async insertSession(staffId: number, tokenHash: string, endsAt: Date): Promise<void> {
    await this.db.insert(staffSessions).values({ staffId, tokenHash, endsAt });
  }

  async findSession(tokenHash: string) {
    const [row] = await this.db
      .select({ session: staffSessions, member: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(eq(staffSessions.tokenHash, tokenHash));
    return row;
  }

  async touchSession(id: number, at: Date): Promise<void> {
    await this.db.update(staffSessions).set({ lastUsedAt: at }).where(eq(staffSessions.id, id));
  }

  async revokeSession(id: number): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
  }

  async findById(id: number): Promise<StaffRow | undefined> {
    const [row] = await this.db.select().from(staff).where(eq(staff.id, id));
    return row;
  }

  list(): Promise<StaffRow[]> {
    return this.db.select().from(staff).orderBy(staff.id);
  }

  /**
   * Changes what the staff member may do and ends their sessions, with the audit row, in one transaction; refuses
   * (answering false) to leave the shop without an owner.
   */
  async changeRole(
    id: number,
    role: StaffRole,
    audit: Omit<AuditEntry, 'before' | 'after'>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
      if (!row) return false;
      if (row.role === 'owner' && role !== 'owner') {
        const owners = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(eq(staff.role, 'owner'))
          .for('update');
        if (owners.length <= 1) throw new LastOwnerError();
      }
      await tx.update(staff).set({ role, updatedAt: new Date() }).where(eq(staff.id, id));
      await tx
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
      await tx.insert(auditLog).values({ ...audit, before: { role: row.role }, after: { role } });
      return true;
    });
  }

  /** A new password hash; every other session of that person ends, and the audit row says so. */
  async changePassword(
    id: number,
    passwordHash: string,
    keepSessionId: number,
    audit: AuditEntry,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, id));
      await tx
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(staffSessions.staffId, id),
            isNull(staffSessions.revokedAt),
            ne(staffSessions.id, keepSessionId),
          ),
        );
      await tx.insert(auditLog).values(audit);
    });
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}

/** The newest audit rows, as the staff API shows them. */
export async function latestAudit(db: Db, limit: number) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
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
