import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { StaffRole, StaffSessionStage } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { staff, staffInvitations, staffRecoveryCodes, staffSessions } from '../../db/schema.js';

export type StaffRow = typeof staff.$inferSelect;

/** Staff accounts and their sessions. Changes that need an audit row run in a transaction (StaffService). */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  /** Ends a staff member's open sessions, but the one they are using when `keep` names it. */
  async endSessions(staffId: number, keep?: number): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          keep === undefined ? undefined : ne(staffSessions.id, keep),
        ),
      );
  }

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

  async insert(values: {
    name: string;
    email: string;
    role: StaffRole;
    passwordHash: string;
  }): Promise<StaffRow> {
    const [row] = await this.db.insert(staff).values(values).returning();
    return row!;
  }

  async insertSession(
    staffId: number,
    tokenHash: string,
    endsAt: Date,
    stage: StaffSessionStage,
  ): Promise<void> {
    await this.db.insert(staffSessions).values({ staffId, tokenHash, endsAt, stage });
  }

  /** A session moves on a stage (after the two-factor code, or its setup), with a new secret when one is given. */
  async advanceSession(
    id: number,
    values: { stage: StaffSessionStage; endsAt?: Date; tokenHash?: string },
  ): Promise<void> {
    await this.db.update(staffSessions).set(values).where(eq(staffSessions.id, id));
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

  /** The members who were not removed (removed ones live on in the audit trail by name). */
  list(): Promise<StaffRow[]> {
    return this.db.select().from(staff).where(isNull(staff.removedAt)).orderBy(staff.id);
  }

  async markRemoved(id: number): Promise<void> {
    await this.db.update(staff).set({ removedAt: new Date(), updatedAt: new Date() }).where(eq(staff.id, id));
  }

  /**
   * A removed member invited back: the same row (the audit trail keeps one person), with the new name, role and
   * password, and nothing of the old sign-in (no two-factor secret, no recovery codes).
   */
  async reinstate(
    id: number,
    values: { name: string; role: StaffRole; passwordHash: string },
  ): Promise<StaffRow> {
    await this.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    const [row] = await this.db
      .update(staff)
      .set({
        ...values,
        removedAt: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(staff.id, id))
      .returning();
    return row!;
  }

  /** A member's live sessions (not ended, not past their end), newest first. */
  openSessions(staffId: number) {
    return this.db
      .select()
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.endsAt, new Date()),
        ),
      )
      .orderBy(desc(staffSessions.lastUsedAt), desc(staffSessions.id));
  }

  /** Ends one session of this member's: false when it is not theirs or already ended. */
  async revokeOwnSession(staffId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(staffSessions.id, id), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)),
      )
      .returning({ id: staffSessions.id });
    return rows.length === 1;
  }

  async insertInvitation(values: typeof staffInvitations.$inferInsert) {
    const [row] = await this.db.insert(staffInvitations).values(values).returning();
    return row!;
  }

  /** Invitations not accepted, revoked or expired. */
  pendingInvitations() {
    return this.db
      .select()
      .from(staffInvitations)
      .where(
        and(
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(staffInvitations.id));
  }

  async findInvitation(tokenHash: string, lock = false) {
    const query = this.db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async updateInvitation(id: number, values: { acceptedAt?: Date; revokedAt?: Date }): Promise<boolean> {
    const rows = await this.db
      .update(staffInvitations)
      .set(values)
      .where(
        and(
          eq(staffInvitations.id, id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning({ id: staffInvitations.id });
    return rows.length === 1;
  }

  /** The member's row, locked until the transaction ends. */
  async lock(id: number): Promise<StaffRow | undefined> {
    const [row] = await this.db.select().from(staff).where(eq(staff.id, id)).for('update');
    return row;
  }

  /** The owners, locked: two owners demoting each other at once cannot leave the shop with none. */
  lockOwners(): Promise<{ id: number }[]> {
    return this.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.removedAt)))
      .for('update');
  }

  /**
   * Records the time step of an accepted code, unless that step (or a later one) was already used: false when
   * another request got there first, so one code signs in once.
   */
  async useTotpStep(id: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    return rows.length === 1;
  }

  /** Uses a recovery code (by its hash) once: false when it is unknown or was used. */
  async useRecoveryCode(staffId: number, codeHash: string): Promise<boolean> {
    const rows = await this.db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return rows.length === 1;
  }

  /** The recovery codes (hashes) replace any earlier ones; none when two-factor goes off. */
  async replaceRecoveryCodes(staffId: number, codeHashes: string[]): Promise<void> {
    await this.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    if (codeHashes.length > 0) {
      await this.db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
    }
  }

  async update(
    id: number,
    values: Partial<
      Pick<StaffRow, 'role' | 'passwordHash' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'>
    >,
  ): Promise<void> {
    await this.db
      .update(staff)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(staff.id, id));
  }
}
