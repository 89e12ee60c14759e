import { NOTIFICATION_MESSAGES, createOrderResponse, outboxListResponse } from '@farm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, users } from '../src/db/schema.js';
import { SmtpNotifier } from '../src/modules/messages/notifier.js';
import { OUTBOX, OutboxWorker } from '../src/modules/messages/worker.js';
import { OutboxRepository } from '../src/modules/messages/repository.js';
import { FileNotifier } from '../src/modules/messages/notifier.js';
import { staffBody } from './factories.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';
import fs from 'node:fs';
import path from 'node:path';

let t: TestApp;
let mail: MailServer;
const ORIGIN = 'https://shop.example';
const PASSWORD = 'monsoon-harvest-42';
const FARM = 'orders@pachakkuda.example';
let packer = '';
let owner = '';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Pachakkuda Farm <hello@pachakkuda.example>',
      PUBLIC_URL: 'https://shop.example',
    },
  });
  for (const role of ['packer', 'owner'] as const) {
    await t.services.staff.create(staffBody(role, { password: PASSWORD }), { staffId: null, actor: 'test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN },
      payload: { email: `${role}@farm.example`, password: PASSWORD },
    });
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    if (role === 'packer') packer = cookie;
    else owner = cookie;
  }
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await mail?.close();
  }
});

async function emailOf(userId: number): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

async function paidOrder(): Promise<{ shopper: Shopper; orderId: number; orderNo: string; email: string }> {
  const shopper = await Shopper.start(t.app);
  const [product] = await sellableProducts(t.app, 1);
  const cart = [lineFor(product!, 2)];
  const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
  const payment = await shopper.sandboxPay(gatewayOrder.order_id);
  const stored = await shopper.store(payment, cart);
  expect(stored.statusCode).toBe(201);
  const orderId = json<{ order_id: number }>(stored).order_id;
  const [row] = await t.database.db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.id, orderId));
  return { shopper, orderId, orderNo: row!.orderNo, email: await emailOf(shopper.userId) };
}

const move = (orderId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { origin: ORIGIN, cookie: packer },
    payload: body,
  });

/** Sends what is due and answers what arrived since `before`. */
async function deliver(before: number) {
  await t.services.outbox.run();
  return mail.received.slice(before);
}

describe('each order event sends one message to the right people', () => {
  it('placing an order tells the customer (lines, total, address, My Orders) and the farm (console link)', async () => {
    const before = mail.received.length;
    const { orderId, orderNo, email } = await paidOrder();
    const arrived = await deliver(before);
    expect(arrived).toHaveLength(2);
    const customer = arrived.find((m) => m.to && !Array.isArray(m.to) && m.to.text === email)!;
    expect(customer.subject).toBe(`${NOTIFICATION_MESSAGES.subjectPlaced}: ${orderNo}`);
    expect(customer.from?.text).toContain('hello@pachakkuda.example');
    expect(customer.text).toContain(orderNo);
    expect(customer.text).toMatch(/× 2: ₹/);
    expect(customer.text).toContain(`${NOTIFICATION_MESSAGES.total}: ₹`);
    expect(customer.text).toContain('Kerala');
    expect(customer.text).toContain('https://shop.example/myaccount');
    expect(customer.html).toContain('href="https://shop.example/myaccount"');
    const farm = arrived.find((m) => m.to && !Array.isArray(m.to) && m.to.text === FARM)!;
    expect(farm.subject).toContain(orderNo);
    expect(farm.html).toContain(`href="https://shop.example/admin/orders/${orderId}"`);
    // The sandbox paid it: the farm's copy says no money came, never "Paid online" (issue 33).
    expect(farm.text).toContain(NOTIFICATION_MESSAGES.testPayment);
    expect(farm.text).not.toContain(NOTIFICATION_MESSAGES.paidOnline);
  });

  it('accepted, shipped (courier and tracking) and delivered each tell the customer once; packed tells no one', async () => {
    const { orderId, orderNo, email } = await paidOrder();
    await deliver(0);
    const before = mail.received.length;
    for (const [status, extra] of [
      ['Accepted', {}],
      ['Packed', {}],
      ['Shipped', { courier: 'India Post', tracking_number: 'EK123456789IN' }],
      ['Delivered', {}],
    ] as const) {
      expect((await move(orderId, { status, ...extra })).statusCode, status).toBe(200);
    }
    const arrived = await deliver(before);
    expect(arrived.map((m) => m.subject)).toEqual([
      `${NOTIFICATION_MESSAGES.subjectAccepted}: ${orderNo}`,
      `${NOTIFICATION_MESSAGES.subjectShipped}: ${orderNo}`,
      `${NOTIFICATION_MESSAGES.subjectDelivered}: ${orderNo}`,
    ]);
    expect(arrived.every((m) => m.to && !Array.isArray(m.to) && m.to.text === email)).toBe(true);
    const shipped = arrived[1]!;
    expect(shipped.text).toContain('Courier: India Post');
    expect(shipped.text).toContain('Tracking number: EK123456789IN');
    expect(shipped.html).toContain('EK123456789IN');
    // Nothing more goes out on another pass.
    expect(await deliver(mail.received.length)).toHaveLength(0);
  });

  it("a customer's cancel of a paid order tells them it is cancelled and, once refunded, that the money is on its way", async () => {
    const { shopper, orderId, orderNo, email } = await paidOrder();
    await deliver(0);
    const before = mail.received.length;
    expect((await shopper.post(`/api/order/cancel/${orderId}`)).statusCode).toBe(200);
    const arrived = await deliver(before);
    expect(arrived.map((m) => m.subject).sort()).toEqual(
      [
        `${NOTIFICATION_MESSAGES.subjectCancelled}: ${orderNo}`,
        `${NOTIFICATION_MESSAGES.subjectRefunded}: ${orderNo}`,
      ].sort(),
    );
    expect(arrived.every((m) => m.to && !Array.isArray(m.to) && m.to.text === email)).toBe(true);
    expect(
      arrived.find((m) => m.subject?.startsWith(NOTIFICATION_MESSAGES.subjectCancelled))!.text,
    ).toContain(NOTIFICATION_MESSAGES.cancelledPaid);
  });

  it("the farm's partial refund tells the customer the amount once; a second pass sends nothing", async () => {
    const { orderId, orderNo, email } = await paidOrder();
    await deliver(0);
    const before = mail.received.length;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { amount: 10, reason: 'One jar arrived cracked', key: 'cracked-jar' },
    });
    expect(refund.statusCode).toBe(200);
    const arrived = await deliver(before);
    expect(arrived.map((m) => m.subject)).toEqual([`${NOTIFICATION_MESSAGES.subjectRefunded}: ${orderNo}`]);
    expect(arrived[0]!.to && !Array.isArray(arrived[0]!.to) ? arrived[0]!.to.text : '').toBe(email);
    expect(arrived[0]!.text).toContain(NOTIFICATION_MESSAGES.refunded('10'));
    expect(await deliver(mail.received.length)).toHaveLength(0);
  });

  it("the farm's cancel of a paid order tells the customer it is cancelled and refunded", async () => {
    const { orderId, orderNo } = await paidOrder();
    await deliver(0);
    const before = mail.received.length;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { status: 'Cancelled', note: 'Out of stock' },
    });
    expect(cancelled.statusCode).toBe(200);
    const arrived = await deliver(before);
    expect(arrived.map((m) => m.subject).sort()).toEqual(
      [
        `${NOTIFICATION_MESSAGES.subjectCancelled}: ${orderNo}`,
        `${NOTIFICATION_MESSAGES.subjectRefunded}: ${orderNo}`,
      ].sort(),
    );
  });

  it('a change that is refused writes no message', async () => {
    const { orderId } = await paidOrder();
    await deliver(0);
    const before = mail.received.length;
    expect((await move(orderId, { status: 'Delivered' })).statusCode).toBe(409);
    expect(await deliver(before)).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('a mail server refusing the first tries (451): the message is tried again and arrives once', async () => {
    const { orderId } = await paidOrder();
    await deliver(0);
    mail.refuseNext(2);
    const before = mail.received.length;
    // Waits of nothing, so the retries happen within one pass; the real ones grow from 30 seconds.
    const worker = new OutboxWorker(t.database.db, new SmtpNotifier(mail.url, 'Farm <a@b.example>'), silent, {
      ...OUTBOX,
      backoffMs: () => 0,
    });
    expect((await move(orderId, { status: 'Accepted' })).statusCode).toBe(200);
    expect(await worker.run()).toBe(1);
    const arrived = mail.received.slice(before);
    expect(arrived).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order-accepted:${orderId}`));
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row!.lastError).toBeNull();
    // Every try carried the same Message-ID: a receiver can tell a repeat from a new message.
    expect(arrived[0]!.messageId).toBe(`<outbox-${row!.id}@b.example>`);
    await worker.stop();
  });

  it('deletes messages sent more than 90 days ago, and keeps newer and unsent ones', async () => {
    await paidOrder();
    await deliver(0);
    const sent = await t.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.status} = 'sent'`);
    expect(sent.length).toBeGreaterThan(1);
    const [old, recent] = sent;
    await t.database.db
      .update(outboxMessages)
      .set({ sentAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(outboxMessages.id, old!.id));
    const worker = new OutboxWorker(t.database.db, new SmtpNotifier(mail.url, 'Farm <a@b.example>'), silent);
    await worker.run();
    await worker.stop();
    const left = await t.database.db.select({ id: outboxMessages.id }).from(outboxMessages);
    expect(left.map((row) => row.id)).not.toContain(old!.id);
    expect(left.map((row) => row.id)).toContain(recent!.id);
  });

  it('a message refused at every try is marked failed after the last one, with the reason', async () => {
    const { orderId } = await paidOrder();
    await deliver(0);
    mail.refuseNext(3);
    const worker = new OutboxWorker(t.database.db, new SmtpNotifier(mail.url, 'Farm <a@b.example>'), silent, {
      ...OUTBOX,
      maxAttempts: 3,
      backoffMs: () => 0,
    });
    const before = mail.received.length;
    expect((await move(orderId, { status: 'Accepted' })).statusCode).toBe(200);
    expect(await worker.run()).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order-accepted:${orderId}`));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row!.lastError).toContain('451');
    expect(await worker.run()).toBe(0);
    expect(mail.received.length).toBe(before);
    await worker.stop();
  });

  it('without SMTP_URL a message is kept as an .eml file, one per message however often it is tried', async () => {
    const dir = path.join(t.dirs.root, 'mail-files');
    const { orderId } = await paidOrder();
    await deliver(0);
    const worker = new OutboxWorker(t.database.db, new FileNotifier(dir, 'Farm <a@b.example>'), silent);
    expect((await move(orderId, { status: 'Accepted' })).statusCode).toBe(200);
    expect(await worker.run()).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-order-accepted\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Your order is accepted');
    expect(eml).toContain('Content-Type: text/html');
    // Owner-only: a mail file may hold a live link (issue 33).
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    await worker.stop();
  });

  it('the console lists the messages for staff who may read orders', async () => {
    const { email } = await paidOrder();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode,
    ).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { cookie: packer },
    });
    expect(response.statusCode).toBe(200);
    const list = outboxListResponse.parse(json(response));
    expect(list.transport).toBe('smtp');
    expect(list.messages.length).toBeGreaterThan(5);
    expect(list.messages.some((m) => m.status === 'failed' && m.last_error)).toBe(true);
    expect(list.messages.find((m) => m.kind === 'order-shipped')?.text).toContain('EK123456789IN');
    // A password link is listed, but its words (the link) are not shown, not even to staff.
    const link = list.messages.find((m) => m.kind === 'password-reset' && m.recipient === email);
    expect(link).toBeDefined();
    expect(link!.text).toBeNull();
    expect(response.body).not.toContain('reset-password?token=');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });

  it('two workers draining one outbox at once send each message once (FOR UPDATE SKIP LOCKED)', async () => {
    await deliver(0);
    const repo = new OutboxRepository(t.database.db);
    await repo.enqueue(
      Array.from({ length: 30 }, (_, i) => ({
        kind: 'order-accepted' as const,
        to: { email: `many-${i}@example.com` },
        subject: `Message ${i}`,
        html: '<p>hi</p>',
        text: 'hi',
        dedupeKey: `race-${i}`,
      })),
    );
    const sent: number[] = [];
    const slow = {
      transport: 'files' as const,
      async send(message: { id: number }) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.id);
      },
      close() {},
    };
    const workers = [1, 2].map(() => new OutboxWorker(t.database.db, slow, silent, { ...OUTBOX, batch: 3 }));
    const counts = await Promise.all(workers.map((worker) => worker.run()));
    expect(counts[0]! + counts[1]!).toBe(30);
    expect(new Set(sent).size).toBe(30);
    expect(sent).toHaveLength(30);
    // Writing a cause again keeps the one message it already has.
    await repo.enqueue([
      {
        kind: 'order-accepted',
        to: { email: 'x@example.com' },
        subject: 'again',
        html: '',
        text: '',
        dedupeKey: 'race-0',
      },
    ]);
    expect(await workers[0]!.run()).toBe(0);
  });
});

describe('a slow mail server', () => {
  it('what a pass has not tried by half its claim goes back untried, and each message is still sent once', async () => {
    await deliver(0);
    const repo = new OutboxRepository(t.database.db);
    await repo.enqueue(
      Array.from({ length: 8 }, (_, i) => ({
        kind: 'order-accepted' as const,
        to: { email: `slow-${i}@example.com` },
        subject: `Slow ${i}`,
        html: '<p>hi</p>',
        text: 'hi',
        dedupeKey: `slow-${i}`,
      })),
    );
    const sent: number[] = [];
    const slow = {
      transport: 'files' as const,
      async send(message: { id: number }) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        sent.push(message.id);
      },
      close() {},
    };
    const worker = new OutboxWorker(t.database.db, slow, silent, { ...OUTBOX, batch: 8, leaseMs: 200 });
    expect(await worker.run()).toBe(8);
    expect(new Set(sent).size).toBe(8);
    const rows = await t.database.db
      .select({ attempts: outboxMessages.attempts, status: outboxMessages.status })
      .from(outboxMessages)
      .where(sql`${outboxMessages.dedupeKey} like 'slow-%'`);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe("the customer's choice", () => {
  it('news from the farm is off until the customer says yes, and can be turned off; order messages still come', async () => {
    const { shopper, orderId, email } = await paidOrder();
    await deliver(0);
    // Consent is the customer's own act (issue 32): a customer who never said yes gets no news.
    const asked = await shopper.get('/api/customer.messages');
    expect(json(asked)).toEqual({ email_news: false, message: NOTIFICATION_MESSAGES.newsOff });
    const on = await shopper.post('/api/customer.messages', { email_news: true });
    expect(json(on)).toEqual({ email_news: true, message: NOTIFICATION_MESSAGES.newsOn });
    const answered = async () =>
      (
        await t.database.db.select({ at: users.emailNewsAt }).from(users).where(eq(users.id, shopper.userId))
      )[0]?.at;
    const yesAt = await answered();
    expect(yesAt).toBeInstanceOf(Date);
    const off = await shopper.post('/api/customer.messages', { email_news: false });
    expect(json(off)).toEqual({ email_news: false, message: NOTIFICATION_MESSAGES.newsOff });
    expect((await answered())!.getTime()).toBeGreaterThanOrEqual(yesAt!.getTime());
    expect((await shopper.post('/api/customer.messages', { email_news: 'maybe' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer.messages' })).statusCode).toBe(401);
    const repo = new OutboxRepository(t.database.db);
    const news = (key: string) => ({
      kind: 'farm-news' as const,
      to: { userId: shopper.userId },
      subject: 'Mangoes are in',
      html: '<p>Mangoes</p>',
      text: 'Mangoes',
      dedupeKey: key,
    });
    await repo.enqueue([news(`news-off-${orderId}`)]);
    const before = mail.received.length;
    expect((await move(orderId, { status: 'Accepted' })).statusCode).toBe(200);
    const arrived = await deliver(before);
    expect(arrived.map((m) => m.subject)).toEqual([
      expect.stringContaining(NOTIFICATION_MESSAGES.subjectAccepted),
    ]);
    await shopper.post('/api/customer.messages', { email_news: true });
    await repo.enqueue([news(`news-on-${orderId}`)]);
    const later = await deliver(mail.received.length);
    expect(later.map((m) => [m.subject, m.to && !Array.isArray(m.to) ? m.to.text : ''])).toEqual([
      ['Mangoes are in', email],
    ]);
  });
});
