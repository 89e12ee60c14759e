import type { ComplaintStatus } from '@farm/contract';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, staff, users } from '../../db/schema.js';
import { complaintMessages, complaints } from './schema.js';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintMessageRow = typeof complaintMessages.$inferSelect & { staffName: string | null };
/** A complaint with the number of the order it names. */
export type ComplaintWithOrder = ComplaintRow & { orderNo: string | null };

const withOrder = {
  complaint: complaints,
  orderNo: orders.orderNo,
};

const flat = (row: { complaint: ComplaintRow; orderNo: string | null }): ComplaintWithOrder => ({
  ...row.complaint,
  orderNo: row.orderNo,
});

/** Complaints and their conversations: the only code that writes either table. */
export class ComplaintRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes a complaint with its first message and gives it its ticket number: "GR-", the year and month (YYMM, in
   * India's time) and its id as the counter, so two complaints can never share one. The number is set in the same
   * transaction as the row (the caller's), so no complaint is ever seen without it.
   */
  async create(
    values: Omit<typeof complaints.$inferInsert, 'ticketNo' | 'id'>,
    body: string,
  ): Promise<ComplaintRow> {
    const [row] = await this.db
      .insert(complaints)
      .values({ ...values, ticketNo: `new-${Math.random().toString(36).slice(2, 14)}` })
      .returning();
    const [numbered] = await this.db
      .update(complaints)
      .set({
        ticketNo: sql`'GR-' || to_char(${complaints.createdAt} at time zone 'Asia/Kolkata', 'YYMM') || '-' || lpad(${complaints.id}::text, 4, '0')`,
      })
      .where(eq(complaints.id, row!.id))
      .returning();
    await this.db.insert(complaintMessages).values({ complaintId: row!.id, author: 'customer', body });
    return numbered!;
  }

  async byTicket(ticketNo: string): Promise<ComplaintWithOrder | undefined> {
    const [row] = await this.db
      .select(withOrder)
      .from(complaints)
      .leftJoin(orders, eq(orders.id, complaints.orderId))
      .where(eq(complaints.ticketNo, ticketNo));
    return row ? flat(row) : undefined;
  }

  async byId(id: number): Promise<ComplaintWithOrder | undefined> {
    const [row] = await this.db
      .select(withOrder)
      .from(complaints)
      .leftJoin(orders, eq(orders.id, complaints.orderId))
      .where(eq(complaints.id, id));
    return row ? flat(row) : undefined;
  }

  /** Locks the complaint for a change (the caller's transaction). */
  async lock(id: number): Promise<ComplaintRow | undefined> {
    const [row] = await this.db.select().from(complaints).where(eq(complaints.id, id)).for('update');
    return row;
  }

  async update(
    id: number,
    values: Partial<Pick<ComplaintRow, 'status' | 'acknowledgedAt' | 'closedAt'>>,
  ): Promise<void> {
    await this.db
      .update(complaints)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(complaints.id, id));
  }

  /** Adds a message to the conversation; answers its id (a reply's e-mail is named by it). */
  async addMessage(
    complaintId: number,
    author: 'customer' | 'staff',
    body: string,
    staffId?: number,
  ): Promise<number> {
    const [row] = await this.db
      .insert(complaintMessages)
      .values({ complaintId, author, body, staffId: staffId ?? null })
      .returning({ id: complaintMessages.id });
    return row!.id;
  }

  /** The conversation, oldest first, with the name of the staff member who wrote each reply. */
  async messages(complaintId: number): Promise<ComplaintMessageRow[]> {
    const rows = await this.db
      .select({ message: complaintMessages, staffName: staff.name })
      .from(complaintMessages)
      .leftJoin(staff, eq(staff.id, complaintMessages.staffId))
      .where(eq(complaintMessages.complaintId, complaintId))
      .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id));
    return rows.map((row) => ({ ...row.message, staffName: row.staffName }));
  }

  /** A customer's own complaints, newest first. */
  mine(userId: number): Promise<ComplaintRow[]> {
    return this.db
      .select()
      .from(complaints)
      .where(eq(complaints.userId, userId))
      .orderBy(desc(complaints.createdAt), desc(complaints.id));
  }

  /** The console's queue: those still open first (oldest first: their clocks run out soonest), then the rest. */
  async queue(status: ComplaintStatus | 'all'): Promise<ComplaintWithOrder[]> {
    const rows = await this.db
      .select(withOrder)
      .from(complaints)
      .leftJoin(orders, eq(orders.id, complaints.orderId))
      .where(status === 'all' ? undefined : eq(complaints.status, status))
      .orderBy(
        sql`case ${complaints.status} when 'open' then 0 when 'answered' then 1 else 2 end`,
        sql`case when ${complaints.status} = 'closed' then null else ${complaints.createdAt} end asc nulls last`,
        desc(complaints.closedAt),
      )
      .limit(500);
    return rows.map(flat);
  }

  /**
   * Complaints past a clock at `now`: not acknowledged within the 48 hours (`acknowledgeBefore` = now − 48 h), or not
   * closed within the month (`settleBefore` = now − 30 days).
   */
  async overdue(acknowledgeBefore: Date, settleBefore: Date) {
    const unacknowledged = and(
      isNull(complaints.acknowledgedAt),
      lt(complaints.createdAt, acknowledgeBefore),
    );
    const unsettled = and(isNull(complaints.closedAt), lt(complaints.createdAt, settleBefore));
    const [row] = await this.db
      .select({
        overdue: sql<number>`count(*)::int`,
        unacknowledged: sql<number>`count(*) filter (where ${unacknowledged})::int`,
        unsettled: sql<number>`count(*) filter (where ${unsettled})::int`,
      })
      .from(complaints)
      .where(or(unacknowledged, unsettled));
    return {
      overdue: Number(row?.overdue ?? 0),
      unacknowledged: Number(row?.unacknowledged ?? 0),
      unsettled: Number(row?.unsettled ?? 0),
    };
  }

  /** An order by its number, with its customer's e-mail: whether a complaint may name it. */
  async order(orderNo: string): Promise<{ id: number; userId: number; email: string } | undefined> {
    const [row] = await this.db
      .select({ id: orders.id, userId: orders.userId, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.orderNo, orderNo));
    return row;
  }
}
