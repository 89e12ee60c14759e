import {
  COMPLAINT_MESSAGES as M,
  COMPLAINT_CLOCK_MS,
  complaintDeadlines,
  guestComplaintBody,
  isLanguage,
  pathInLanguage,
  type AdminComplaint,
  type AdminComplaintSummary,
  type ComplaintAccess,
  type ComplaintStatus,
  type ComplaintView,
  type Language,
  type User,
} from '@farm/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { complaintBody } from '@farm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { consume } from '../customers/index.js';
import {
  complaintMessage,
  farmNewComplaintMessage,
  OutboxRepository,
  type ComplaintMessageKind,
  type PendingMessage,
  type ShopFacts,
} from '../messages/index.js';
import {
  ComplaintRepository,
  type ComplaintMessageRow,
  type ComplaintRow,
  type ComplaintWithOrder,
} from './repository.js';

const COMPLAINT_TX = { complaints: ComplaintRepository, outbox: OutboxRepository, audit: AuditRepository };

/** Complaints one network address may make in an hour, and wrong e-mails or links it may try on tickets. */
export const COMPLAINT_LIMITS = {
  perIp: { points: 10, windowSeconds: 60 * 60 },
  lookupsPerIp: { points: 20, windowSeconds: 60 * 60 },
} as const;

/** What the service needs of the shop: its name and address for the e-mails, and where the farm's copy goes. */
export interface ComplaintShop {
  facts(): Promise<ShopFacts & { ordersEmail: string }>;
}

/**
 * The follow link's token: SHA-256 of the ticket and the e-mail the complaint was made with. It opens exactly what
 * typing that e-mail opens, so it needs no secret and no stored state; it keeps the e-mail itself out of the link
 * (and so out of browser histories and logs), and at 192 bits it cannot be guessed. The e-mail is the customer's
 * proof because the ticket number alone is readable and counted.
 */
export function followToken(ticketNo: string, email: string): string {
  return createHash('sha256')
    .update(`complaint-follow:${ticketNo}:${email.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32);
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A date and time in India, as the e-mails write it to the customer. */
const indianTime = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'ml' ? 'ml-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);

type ComplaintInput = z.output<typeof complaintBody>;

/**
 * Complaints to the grievance officer (Consumer Protection (E-Commerce) Rules 2020 r.4(5); docs/domain.md
 * "Complaints"): a ticket number at once and by e-mail, the two clocks from the complaint's time, the customer's and
 * the farm's messages, each staff action audited and e-mailed to the customer in the language they wrote in.
 */
export class ComplaintService {
  private readonly repo: ComplaintRepository;

  constructor(
    private readonly db: Db,
    private readonly shop: ComplaintShop,
    private readonly limits: { perIp: RateLimiterAbstract; lookupsPerIp: RateLimiterAbstract },
  ) {
    this.repo = new ComplaintRepository(db);
  }

  /** Makes a complaint; answers its ticket number and the follow link's token. */
  async create(
    input: ComplaintInput,
    who: { user: User } | null,
    language: Language,
    ip: string,
  ): Promise<{ ticketNo: string; token: string }> {
    // Signed in, the account says who; signed out, the form must (in words, per field).
    let contact: { name: string; email: string };
    if (who) contact = { name: who.user.name, email: who.user.email.toLowerCase() };
    else {
      const guest = guestComplaintBody.safeParse(input);
      if (!guest.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of guest.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
        throw new RuleViolationError(Object.values(errors)[0]![0]!, errors);
      }
      contact = { name: guest.data.name, email: guest.data.email };
    }
    await consume(this.limits.perIp, ip, M.tooMany);
    let orderId: number | null = null;
    if (input.order_no) {
      const order = await this.repo.order(input.order_no);
      // The same words whether the order does not exist or is another's: the form tells nobody which.
      const theirs =
        order && (who ? order.userId === who.user.id : order.email.toLowerCase() === contact.email);
      if (!order || !theirs) throw new RuleViolationError(M.orderNotYours, { order_no: [M.orderNotYours] });
      orderId = order.id;
    }
    const shop = await this.shop.facts();
    const row = await withTransaction(this.db, COMPLAINT_TX, async (tx) => {
      const created = await tx.complaints.create(
        {
          userId: who?.user.id ?? null,
          orderId,
          name: contact.name,
          email: contact.email,
          phone: who ? '' : (input.phone ?? ''),
          topic: input.topic,
          subject: input.subject,
          language,
        },
        input.message,
      );
      const messages: PendingMessage[] = [this.customerMessage('complaint-received', created, shop)];
      if (shop.ordersEmail) {
        const { acknowledgeBy } = complaintDeadlines(created.createdAt);
        messages.push({
          kind: 'farm-new-complaint',
          to: { email: shop.ordersEmail },
          dedupeKey: `farm-new-complaint:${created.id}`,
          ...farmNewComplaintMessage(
            {
              ticketNo: created.ticketNo,
              name: created.name,
              email: created.email,
              subject: created.subject,
              body: input.message,
              acknowledgeBy: indianTime(acknowledgeBy, 'en'),
            },
            shop,
          ),
        });
      }
      await tx.outbox.enqueue(messages);
      return created;
    });
    return { ticketNo: row.ticketNo, token: followToken(row.ticketNo, row.email) };
  }

  /** The complaint, for its owner: signed in as its customer, or with its e-mail or the e-mail's link. */
  async view(
    ticketNo: string,
    userId: number | null,
    access: ComplaintAccess,
    ip: string,
  ): Promise<ComplaintView> {
    const row = await this.opened(ticketNo, userId, access, ip);
    return toView(row, await this.repo.messages(row.id));
  }

  /** The customer writes again; the complaint waits for the farm again. Refused, in words, once it is closed. */
  async write(
    ticketNo: string,
    userId: number | null,
    access: ComplaintAccess,
    message: string,
    ip: string,
  ): Promise<ComplaintView> {
    const row = await this.opened(ticketNo, userId, access, ip);
    await withTransaction(this.db, COMPLAINT_TX, async (tx) => {
      const locked = await tx.complaints.lock(row.id);
      if (!locked || locked.status === 'closed') throw new ConflictError(M.closed);
      await tx.complaints.addMessage(row.id, 'customer', message);
      await tx.complaints.update(row.id, { status: 'open' });
    });
    return this.view(ticketNo, userId, access, ip);
  }

  /** My Account's list. */
  async mine(userId: number) {
    return (await this.repo.mine(userId)).map((row) => ({
      ticket_no: row.ticketNo,
      subject: row.subject,
      status: row.status as ComplaintStatus,
      created_at: row.createdAt.toISOString(),
    }));
  }

  // ---- The console ----

  async queue(status: ComplaintStatus | 'all', now = new Date()): Promise<AdminComplaintSummary[]> {
    return (await this.repo.queue(status)).map((row) => toSummary(row, now));
  }

  async get(id: number, now = new Date()): Promise<AdminComplaint> {
    const row = await this.repo.byId(id);
    if (!row) throw new NotFoundError(M.noSuchComplaint);
    const messages = await this.repo.messages(id);
    return {
      ...toSummary(row, now),
      messages: messages.map((m) => ({ ...messageView(m), staff: m.staffName })),
    };
  }

  /** A person at the farm has read it: recorded, audited, and the customer told. */
  acknowledge(id: number, by: StaffActor): Promise<AdminComplaint> {
    return this.change(id, by, 'complaint.acknowledge', (row) => {
      if (row.acknowledgedAt) throw new ConflictError(M.alreadyAcknowledged);
      return { values: { acknowledgedAt: new Date() }, kind: 'complaint-acknowledged' };
    });
  }

  /** The farm's reply, e-mailed in the customer's language; the first one acknowledges the complaint too. */
  reply(id: number, message: string, by: StaffActor): Promise<AdminComplaint> {
    return this.change(id, by, 'complaint.reply', (row) => ({
      values: { status: 'answered', acknowledgedAt: row.acknowledgedAt ?? new Date() },
      kind: 'complaint-reply',
      message,
    }));
  }

  /** Settled: closed, with the farm's last words if any, and the customer told. */
  close(id: number, message: string | undefined, by: StaffActor): Promise<AdminComplaint> {
    return this.change(id, by, 'complaint.close', (row) => ({
      values: { status: 'closed', closedAt: new Date(), acknowledgedAt: row.acknowledgedAt ?? new Date() },
      kind: 'complaint-closed',
      message,
    }));
  }

  /** How many complaints are past a clock now (the dashboard's warning). */
  overdue(now = new Date()) {
    return this.repo.overdue(
      new Date(now.getTime() - COMPLAINT_CLOCK_MS.acknowledge),
      new Date(now.getTime() - COMPLAINT_CLOCK_MS.settle),
    );
  }

  private async change(
    id: number,
    by: StaffActor,
    action: string,
    plan: (row: ComplaintRow) => {
      values: Parameters<ComplaintRepository['update']>[1];
      kind: ComplaintMessageKind;
      message?: string;
    },
  ): Promise<AdminComplaint> {
    const shop = await this.shop.facts();
    await withTransaction(this.db, COMPLAINT_TX, async (tx) => {
      const row = await tx.complaints.lock(id);
      if (!row) throw new NotFoundError(M.noSuchComplaint);
      if (row.status === 'closed') throw new ConflictError(M.alreadyClosed);
      const { values, kind, message } = plan(row);
      let messageId: number | undefined;
      if (message) messageId = await tx.complaints.addMessage(id, 'staff', message, by.staffId);
      await tx.complaints.update(id, values);
      await tx.outbox.enqueue([
        this.customerMessage(kind, row, shop, message, messageId === undefined ? '' : `:${messageId}`),
      ]);
      await tx.audit.write({
        ...by,
        action,
        entity: 'complaint',
        entityId: String(id),
        before: { status: row.status, title: `complaint ${row.ticketNo}` },
        after: {
          status: values.status ?? row.status,
          title: `complaint ${row.ticketNo}`,
          ...(message ? { reply: message } : {}),
        },
      });
    });
    return this.get(id);
  }

  /** The complaint, if this caller may open it; the same refusal for a wrong e-mail, a wrong link and no complaint. */
  private async opened(
    ticketNo: string,
    userId: number | null,
    access: ComplaintAccess,
    ip: string,
  ): Promise<ComplaintWithOrder> {
    const row = await this.repo.byTicket(ticketNo);
    if (row && userId !== null && row.userId === userId) return row;
    if (!access.email && !access.token) throw new NotFoundError(M.notFound);
    // Only tries with an e-mail or a link count: a person who mistypes once is not held up.
    await consume(this.limits.lookupsPerIp, ip, M.tooMany);
    if (row && access.token && sameText(access.token, followToken(row.ticketNo, row.email))) return row;
    if (row && access.email && sameText(access.email, row.email)) return row;
    throw new NotFoundError(access.token && !access.email ? M.linkBad : M.notFound);
  }

  private customerMessage(
    kind: ComplaintMessageKind,
    row: ComplaintRow,
    shop: ShopFacts,
    reply?: string,
    keySuffix = '',
  ): PendingMessage {
    const language: Language = isLanguage(row.language) ? row.language : 'en';
    const { acknowledgeBy, settleBy } = complaintDeadlines(row.createdAt);
    const link = `${shop.url}${pathInLanguage(`/complaints/${row.ticketNo}`, language)}?token=${followToken(row.ticketNo, row.email)}`;
    return {
      kind,
      to: { email: row.email },
      dedupeKey: `${kind}:${row.id}${keySuffix}`,
      ...complaintMessage(
        kind,
        {
          ticketNo: row.ticketNo,
          name: row.name,
          subject: row.subject,
          link,
          acknowledgeBy: indianTime(acknowledgeBy, language),
          settleBy: indianTime(settleBy, language),
          reply,
        },
        shop,
        language,
      ),
    };
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function messageView(m: ComplaintMessageRow) {
  return {
    id: m.id,
    author: m.author as 'customer' | 'staff',
    body: m.body,
    created_at: m.createdAt.toISOString(),
  };
}

function toView(row: ComplaintWithOrder, messages: ComplaintMessageRow[]): ComplaintView {
  const { acknowledgeBy, settleBy } = complaintDeadlines(row.createdAt);
  return {
    ticket_no: row.ticketNo,
    topic: row.topic as ComplaintView['topic'],
    subject: row.subject,
    status: row.status as ComplaintStatus,
    order_no: row.orderNo,
    created_at: row.createdAt.toISOString(),
    acknowledge_by: acknowledgeBy.toISOString(),
    settle_by: settleBy.toISOString(),
    acknowledged_at: iso(row.acknowledgedAt),
    closed_at: iso(row.closedAt),
    messages: messages.map(messageView),
  };
}

function toSummary(row: ComplaintWithOrder, now: Date): AdminComplaintSummary {
  const { acknowledgeBy, settleBy } = complaintDeadlines(row.createdAt);
  return {
    id: row.id,
    ticket_no: row.ticketNo,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic as AdminComplaintSummary['topic'],
    subject: row.subject,
    language: row.language,
    status: row.status as ComplaintStatus,
    order_id: row.orderId,
    order_no: row.orderNo,
    created_at: row.createdAt.toISOString(),
    acknowledge_by: acknowledgeBy.toISOString(),
    settle_by: settleBy.toISOString(),
    acknowledged_at: iso(row.acknowledgedAt),
    closed_at: iso(row.closedAt),
    overdue: {
      acknowledge: row.acknowledgedAt === null && now > acknowledgeBy,
      settle: row.closedAt === null && now > settleBy,
    },
  };
}
