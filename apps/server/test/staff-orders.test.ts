import {
  CHECKOUT_MESSAGES,
  STAFF_MESSAGES,
  createOrderResponse,
  order,
  transitionRefused,
} from '@farm/contract';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refunds } from '../src/db/schema.js';
import { staffBody } from './factories.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'monsoon-harvest-42';
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'manager', 'packer'] as const) {
    await t.services.staff.create(staffBody(role, { password: PASSWORD }), { staffId: null, actor: 'test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN },
      payload: { email: `${role}@farm.example`, password: PASSWORD },
      remoteAddress: `10.8.0.${Object.keys(cookies).length + 1}`,
    });
    cookies[role] = String(response.headers['set-cookie']).split(';')[0]!;
  }
});
afterAll(async () => t?.close());

/** A paid order (sandbox payment), as a customer places it. */
async function paidOrder(): Promise<{ shopper: Shopper; orderId: number }> {
  const shopper = await Shopper.start(t.app);
  const [product] = await sellableProducts(t.app, 1);
  const cart = [lineFor(product!, 1)];
  const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
  const payment = await shopper.sandboxPay(gatewayOrder.order_id);
  const stored = await shopper.store(payment, cart);
  expect(stored.statusCode).toBe(201);
  return { shopper, orderId: json<{ order_id: number }>(stored).order_id };
}

function move(role: 'owner' | 'manager' | 'packer', orderId: number, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { origin: ORIGIN, cookie: cookies[role]! },
    payload: body,
  });
}

describe('staff move an order through its life', () => {
  it('Placed → Accepted → Packed → Shipped (courier, tracking) → Delivered, each an event and an audit row', async () => {
    const { shopper, orderId } = await paidOrder();
    for (const [status, extra] of [
      ['Accepted', {}],
      ['Packed', { note: 'Two jars wrapped in banana fibre' }],
      ['Shipped', { courier: 'India Post', tracking_number: 'EK123456789IN' }],
      ['Delivered', {}],
    ] as const) {
      const response = await move('packer', orderId, { status, ...extra });
      expect(response.statusCode, status).toBe(200);
      expect(json<{ order: { status: string } }>(response).order.status).toBe(status);
    }
    const backwards = await move('owner', orderId, { status: 'Accepted' });
    expect(backwards.statusCode).toBe(409);
    expect(json(backwards)).toEqual({ message: transitionRefused('Delivered', 'Accepted') });
    // The customer sees the new status too, with when each step happened, the tracking number and the invoice.
    const mine = z.array(order).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)));
    const seen = mine.find((o) => o.id === orderId)!;
    expect(seen.status).toBe('Delivered');
    expect(seen.timeline?.map((step) => step.status)).toEqual([
      'Placed',
      'Accepted',
      'Packed',
      'Shipped',
      'Delivered',
    ]);
    expect(seen.tracking).toEqual({ courier: 'India Post', tracking_number: 'EK123456789IN' });
    expect(seen.invoice_available).toBe(true);
    const fresh = await paidOrder();
    const unseen = z
      .array(order)
      .parse(json(await fresh.shopper.get(`/api/orders/${fresh.shopper.userId}`)))
      .find((o) => o.id === fresh.orderId)!;
    expect(unseen).toMatchObject({ tracking: null, invoice_available: false });
    expect(unseen.timeline?.map((step) => step.status)).toEqual(['Placed']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'order' and ${auditLog.entityId} = ${String(orderId)}`);
    expect(audit.map((row) => (row.after as { status: string }).status)).toEqual([
      'Accepted',
      'Packed',
      'Shipped',
      'Delivered',
    ]);
    expect(audit.every((row) => row.actor === 'packer@farm.example')).toBe(true);
  });

  it('refuses a move not in the table with 409 naming both states, and changes nothing', async () => {
    const { orderId } = await paidOrder();
    for (const [to, from] of [
      ['Shipped', 'Placed'],
      ['Delivered', 'Placed'],
      ['Placed', 'Placed'],
    ] as const) {
      const response = await move('owner', orderId, {
        status: to,
        courier: 'India Post',
        tracking_number: 'EK1',
      });
      expect(response.statusCode, to).toBe(409);
      expect(json(response)).toEqual({ message: transitionRefused(from, to) });
    }
    expect(await t.services.orders.eventsOf(orderId)).toEqual([]);
  });

  it('asks for the courier and tracking number on Shipped, and a reason to cancel', async () => {
    const { orderId } = await paidOrder();
    await move('owner', orderId, { status: 'Accepted' });
    await move('owner', orderId, { status: 'Packed' });
    const shipped = await move('owner', orderId, { status: 'Shipped' });
    expect(shipped.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(shipped).errors).toMatchObject({
      courier: [STAFF_MESSAGES.courierRequired],
      tracking_number: [STAFF_MESSAGES.trackingRequired],
    });
    const cancelled = await move('owner', orderId, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(cancelled).errors).toMatchObject({
      note: [STAFF_MESSAGES.reasonRequired],
    });
  });

  it('a staff cancel of a paid order refunds it once through the ledger; a packer may not cancel', async () => {
    const { shopper, orderId } = await paidOrder();
    const refused = await move('packer', orderId, { status: 'Cancelled', note: 'Out of stock' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: STAFF_MESSAGES.forbidden });

    const cancelled = await move('manager', orderId, {
      status: 'Cancelled',
      note: 'The mangoes were not ripe',
    });
    expect(cancelled.statusCode).toBe(200);
    const body = json<{ message: string; order: { status: string; payment_status: string } }>(cancelled);
    expect(body.order.status).toBe('Cancelled');
    expect(body.message).toBe(CHECKOUT_MESSAGES.cancelledRefunded);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.requestedBy).toMatch(/^staff:\d+$/);
    // Cancelling again is a refused move, not a second refund.
    expect((await move('owner', orderId, { status: 'Cancelled', note: 'again' })).statusCode).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    const mine = json<{ id: number; status: string }[]>(await shopper.get(`/api/orders/${shopper.userId}`));
    expect(mine.find((o) => o.id === orderId)?.status).toBe('Cancelled');
  });

  it('lists orders for every staff role, by status', async () => {
    const { orderId } = await paidOrder();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=Placed',
      headers: { cookie: cookies.packer! },
    });
    expect(response.statusCode).toBe(200);
    const data = json<{ data: { id: number; status: string }[] }>(response).data;
    expect(data.map((o) => o.id)).toContain(orderId);
    expect(data.every((o) => o.status === 'Placed')).toBe(true);
  });

  it('a customer cancel is recorded as an order event too', async () => {
    const { shopper, orderId } = await paidOrder();
    expect((await shopper.post(`/api/order/cancel/${orderId}`)).statusCode).toBe(200);
    const events = await t.services.orders.eventsOf(orderId);
    expect(events).toEqual([expect.objectContaining({ from: 'Placed', to: 'Cancelled', by: 'customer' })]);
  });

  it('staff refund part of a paid order on the ledger, twice, and never more than was paid', async () => {
    const { orderId } = await paidOrder();
    const refund = (role: 'owner' | 'manager' | 'packer', body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: { origin: ORIGIN, cookie: cookies[role]! },
        payload: body,
      });
    const packer = await refund('packer', { amount: 10, reason: 'A dented tin' });
    expect(packer.statusCode).toBe(403);
    expect(json(packer)).toEqual({ message: STAFF_MESSAGES.forbidden });

    const first = await refund('manager', { amount: 10, reason: 'A dented tin', key: 'dented-tin-1' });
    expect(first.statusCode).toBe(200);
    const firstBody = json<{ message: string; order: { payment_status: string; total_amount: number } }>(
      first,
    );
    expect(firstBody.message).toBe(STAFF_MESSAGES.refundSent);
    expect(firstBody.order.payment_status).toBe('Partially refunded');
    // The same submit again (same key) is the same refund, not a second one.
    expect(
      (await refund('manager', { amount: 10, reason: 'A dented tin', key: 'dented-tin-1' })).statusCode,
    ).toBe(200);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);

    const total = firstBody.order.total_amount;
    const tooMuch = await refund('owner', { amount: total, reason: 'Everything' });
    expect(tooMuch.statusCode).toBe(409);
    expect(json<{ message: string }>(tooMuch).message).toContain(
      `₹${(total - 10).toLocaleString('en-IN')} of this payment can still be refunded`,
    );
    const rest = await refund('owner', { amount: total - 10, reason: 'The rest, as agreed' });
    expect(rest.statusCode).toBe(200);
    expect(json<{ order: { payment_status: string } }>(rest).order.payment_status).toBe('Refunded');
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((row) => row.status)).toEqual(['processed', 'processed']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order.refund' and ${auditLog.entityId} = ${String(orderId)}`);
    expect(audit).toHaveLength(2);
  });
});
