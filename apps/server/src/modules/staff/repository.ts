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

  /** Ends every other session of one staff member (after a password or role change). */
  async revokeOtherSessions(staffId: number, keepSessionId: number | null): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          keepSessionId === null ? undefined : ne(staffSessions.id, keepSessionId),
        ),
      );
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
