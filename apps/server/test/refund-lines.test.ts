// Issue 32, items 9 and 10: a staff refund names its lines (or is a goodwill amount) with a reason, and the order's
// packing, stock, invoice, e-mail and My Orders follow; a cancel's reason reaches the customer.
import { execFileSync } from 'node:child_process';
import {
  CHECKOUT_MESSAGES,
  NOTIFICATION_MESSAGES,
  REFUND_MESSAGES,
  STAFF_MESSAGES,
  createOrderResponse,
  deskOrderResponse,
  invoiceResponse,
  order as orderSchema,
  type ProductDetail,
  type StaffRole,
} from '@farm/contract';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orders,
  outboxMessages,
  paymentOrders,
  productSizes,
  refunds,
  sandboxPayments,
  shop,
  stockMovements,
} from '../src/db/schema.js';
import { CUSTOMER_WORDS } from '../src/modules/messages/words.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts, type Line } from './shopper.js';

let t: TestApp;
let staff: Record<StaffRole, string>;
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t, 'refund-lines');
  products = await sellableProducts(t.app, 8);
});
afterAll(async () => t?.close());

function call(role: StaffRole, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: staff[role] } });
}

/** The first size of product `index`, counted from here on with `count` jars. */
async function counted(index: number, count: number): Promise<ReturnType<typeof lineFor>> {
  const line = lineFor(products[index]!, 1);
  const set = await call('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
    action: 'count',
    count,
    reason: 'First count of the shelf',
  });
  expect(set.statusCode, set.body).toBe(200);
  return line;
}

async function countOf(sizeId: number): Promise<number | null> {
  const [row] = await t.database.db
    .select({ count: productSizes.stockCount })
    .from(productSizes)
    .where(eq(productSizes.id, sizeId));
  return row!.count;
}

/** A paid order (sandbox) of `cart`, as a customer places it. */
async function paidOrder(cart: Line[]): Promise<{ shopper: Shopper; id: number }> {
  const shopper = await Shopper.start(t.app);
  const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
  const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
  expect(stored.statusCode, stored.body).toBe(201);
  return { shopper, id: json<{ order_id: number }>(stored).order_id };
}

async function deskView(id: number) {
  const response = await call('packer', 'GET', `/api/admin/orders/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return deskOrderResponse.parse(json(response));
}

async function myOrder(shopper: Shopper, id: number) {
  const mine = z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)));
  return mine.find((o) => o.id === id)!;
}

const refund = (id: number, body: object, role: StaffRole = 'manager') =>
  call(role, 'POST', `/api/admin/orders/${id}/refunds`, body);

/** The customer's messages of one kind about an order, oldest first. */
async function mailOf(kind: string, orderId: number) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), like(outboxMessages.dedupeKey, `${kind}:${orderId}%`)))
    .orderBy(outboxMessages.id);
}

/** A PDF's text where poppler's pdftotext is installed (CI and the dev container); undefined elsewhere. */
function pdfText(pdf: Buffer): string | undefined {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  } catch {
    console.warn(
      'pdftotext (Debian: poppler-utils) is not installed: the packing slip is checked by its lines only.',
    );
    return undefined;
  }
}

describe('a refund of order lines', () => {
  it('refunds one of two lines: priced from its unit price, off the packing slip, back on the shelf, out of the invoice, named in the e-mail and My Orders', async () => {
    const oil = await counted(0, 10);
    const honey = await counted(1, 10);
    const { shopper, id } = await paidOrder([
      { ...oil, quantity: 2 },
      { ...honey, quantity: 1 },
    ]);
    expect(await countOf(oil.product_size_id)).toBe(8);
    const before = await deskView(id);
    const oilLine = before.order.items.find((item) => item.product_size_id === oil.product_size_id)!;
    const honeyLine = before.order.items.find((item) => item.product_size_id === honey.product_size_id)!;
    expect(before.refund_left).toEqual({
      amount: before.order.total_amount,
      shipping: before.order.shipping_charge,
    });

    // More honey than was ordered: refused in words naming the honey.
    const tooMuchHoney = await refund(id, {
      lines: [
        { item_id: oilLine.id, quantity: 1, restock: true },
        { item_id: honeyLine.id, quantity: 2, restock: true },
      ],
      reason: 'x',
    });
    expect(json<{ message: string }>(tooMuchHoney).message).toBe(
      REFUND_MESSAGES.tooMany(products[1]!.product_name, honeyLine.size, 1),
    );
    const answer = await refund(id, {
      lines: [{ item_id: oilLine.id, quantity: 2, restock: true }],
      reason: 'The oil ran out before we could pack it',
      key: 'oil-ran-out-1',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json<{ message: string }>(answer).message).toBe(STAFF_MESSAGES.refundSent);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    // Two jars at the line's unit price; the shipping stays with the honey still to send.
    expect(row!.amountPaise).toBe(Math.round(oil.unitPrice * 100) * 2);
    expect(row!.requestedBy).toMatch(/^staff:\d+$/);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({
      entity: 'order',
      before: { refunded_rupees: 0 },
      after: {
        refund_rupees: oil.unitPrice * 2,
        reason: 'The oil ran out before we could pack it',
        lines: [{ item_id: oilLine.id, quantity: 2, restock: true }],
        shipping_rupees: 0,
      },
    });

    const after = await deskView(id);
    expect(after.order.payment_status).toBe('Partially refunded');
    expect(after.order.items.find((item) => item.id === oilLine.id)!.refunded_quantity).toBe(2);
    expect(after.order.items.find((item) => item.id === honeyLine.id)!.refunded_quantity).toBe(0);
    expect(after.weight_grams).toBe(honey.weight);
    expect(after.refunds[0]).toMatchObject({
      kind: 'lines',
      reason: 'The oil ran out before we could pack it',
      lines: [{ item_id: oilLine.id, quantity: 2, restock: true }],
    });
    expect(after.refund_left!.amount).toBeCloseTo(before.order.total_amount - oil.unitPrice * 2, 2);

    // Back on the shelf, by a movement naming the order and the reason.
    expect(await countOf(oil.product_size_id)).toBe(10);
    const [movement] = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, id), eq(stockMovements.kind, 'returned')));
    expect(movement).toMatchObject({
      productSizeId: oil.product_size_id,
      change: 2,
      note: 'Refunded: The oil ran out before we could pack it',
    });

    // The packing slip lists the honey alone.
    const slip = await call('packer', 'GET', `/api/admin/orders/${id}/packing-slip.pdf`);
    expect(slip.statusCode).toBe(200);
    const slipText = pdfText(slip.rawPayload);
    if (slipText !== undefined) {
      expect(slipText).toContain(products[1]!.product_name);
      expect(slipText).not.toContain(products[0]!.product_name);
    }

    // The invoice issued after it bills what is left: the honey and the shipping.
    expect(
      (await call('packer', 'POST', `/api/admin/orders/${id}/status`, { status: 'Accepted' })).statusCode,
    ).toBe(200);
    const invoice = invoiceResponse.parse(
      json(await call('packer', 'GET', `/api/admin/orders/${id}/invoice`)),
    );
    expect(invoice.lines.map((line) => [line.name, line.quantity])).toEqual([[products[1]!.product_name, 1]]);
    expect(invoice.totals.total).toBeCloseTo(honey.unitPrice + before.order.shipping_charge, 2);

    // The customer's e-mail names the item and the reason.
    const [mail] = await mailOf('order-refunded', id);
    expect(mail!.text).toContain(NOTIFICATION_MESSAGES.refundedFor);
    expect(mail!.text).toContain(`- ${products[0]!.product_name} (${products[0]!.sizes[0]!.size}) × 2`);
    expect(mail!.text).toContain(NOTIFICATION_MESSAGES.farmReason('The oil ran out before we could pack it'));
    expect(mail!.html).toContain('The oil ran out before we could pack it');

    // My Orders shows the refunded line and the reason.
    const mine = await myOrder(shopper, id);
    expect(mine.items.find((item) => item.id === oilLine.id)!.refunded_quantity).toBe(2);
    expect(mine.refunds).toEqual([
      expect.objectContaining({
        kind: 'lines',
        status: 'processed',
        reason: 'The oil ran out before we could pack it',
        lines: [{ item_id: oilLine.id, quantity: 2 }],
      }),
    ]);

    // The same submit again (same key) is the same refund: nothing more is refunded, stocked or taken off.
    const again = await refund(id, {
      lines: [{ item_id: oilLine.id, quantity: 2, restock: true }],
      reason: 'The oil ran out before we could pack it',
      key: 'oil-ran-out-1',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
    expect((await deskView(id)).order.items.find((item) => item.id === oilLine.id)!.refunded_quantity).toBe(
      2,
    );
    expect(await countOf(oil.product_size_id)).toBe(10);
  });

  it('writes the refund e-mail in Malayalam for an order placed in Malayalam, with the Malayalam name', async () => {
    const product = products[2]!;
    const { id } = await paidOrder([lineFor(product, 2)]);
    await t.database.db.update(orders).set({ language: 'ml' }).where(eq(orders.id, id));
    const item = (await deskView(id)).order.items[0]!;
    const answer = await refund(id, {
      lines: [{ item_id: item.id, quantity: 1, restock: false }],
      reason: 'Jar arrived cracked',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [mail] = await mailOf('order-refunded', id);
    const ml = CUSTOMER_WORDS.ml;
    expect(mail!.text).toContain(ml.refundedFor);
    expect(mail!.text).toContain(`- ${product.product_name_mal || product.product_name} (`);
    expect(mail!.text).toContain(ml.farmReason('Jar arrived cracked'));
    expect(mail!.text).not.toContain(NOTIFICATION_MESSAGES.refundedFor);
  });

  it('a broken jar is refunded without going back on the shelf, and a cancel later does not bring it back', async () => {
    const ghee = await counted(3, 5);
    const { id } = await paidOrder([{ ...ghee, quantity: 2 }]);
    expect(await countOf(ghee.product_size_id)).toBe(3);
    const item = (await deskView(id)).order.items[0]!;
    const answer = await refund(id, {
      lines: [{ item_id: item.id, quantity: 1, restock: false }],
      reason: 'One jar arrived broken',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await countOf(ghee.product_size_id)).toBe(3);
    expect((await deskView(id)).order.items[0]!.refunded_quantity).toBe(1);
    // Cancelled: the jar still to send comes back; the broken one is gone for good.
    const cancelled = await call('manager', 'POST', `/api/admin/orders/${id}/status`, {
      status: 'Cancelled',
      note: 'The customer asked us by phone',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await countOf(ghee.product_size_id)).toBe(4);
  });

  it('refuses more units than are left on a line, in words, and changes nothing', async () => {
    const { id } = await paidOrder([lineFor(products[4]!, 2)]);
    const item = (await deskView(id)).order.items[0]!;
    const tooMany = await refund(id, {
      lines: [{ item_id: item.id, quantity: 3, restock: true }],
      reason: 'x',
    });
    expect(tooMany.statusCode).toBe(422);
    const message = REFUND_MESSAGES.tooMany(products[4]!.product_name, item.size, 2);
    expect(json(tooMany)).toEqual({ message, errors: { 'lines.0.quantity': [message] } });
    expect(
      (await refund(id, { lines: [{ item_id: item.id, quantity: 2, restock: true }], reason: 'All' }))
        .statusCode,
    ).toBe(200);
    const none = await refund(id, {
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'More',
    });
    expect(json<{ message: string }>(none).message).toBe(
      REFUND_MESSAGES.tooMany(products[4]!.product_name, item.size, 0),
    );
    const stranger = await refund(id, {
      lines: [{ item_id: 999_999, quantity: 1, restock: true }],
      reason: 'x',
    });
    expect(json(stranger)).toEqual({
      message: REFUND_MESSAGES.unknownLine,
      errors: { 'lines.0.item_id': [REFUND_MESSAGES.unknownLine] },
    });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
    // Neither items nor an amount, or both: refused by the schema in words.
    const nothing = await refund(id, { reason: 'x' });
    expect(json(nothing)).toMatchObject({ message: REFUND_MESSAGES.chooseSomething });
    const both = await refund(id, {
      amount: 1,
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'x',
    });
    expect(json(both)).toMatchObject({ message: REFUND_MESSAGES.notBoth });
    const restock = await refund(id, { lines: [{ item_id: item.id, quantity: 1 }], reason: 'x' });
    expect(json(restock)).toMatchObject({ errors: { 'lines.0.restock': [REFUND_MESSAGES.restockRequired] } });
  });

  it('refunding every line refunds the shipping too: the order is Refunded and every jar is back', async () => {
    const rice = await counted(5, 6);
    const { id } = await paidOrder([{ ...rice, quantity: 2 }]);
    const view = await deskView(id);
    const item = view.order.items[0]!;
    const first = await refund(id, {
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'Half',
    });
    expect(first.statusCode, first.body).toBe(200);
    const rest = await refund(id, {
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'The rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const after = await deskView(id);
    expect(after.order.payment_status).toBe('Refunded');
    expect(after.order.refunded_amount).toBeCloseTo(view.order.total_amount, 2);
    expect(after.refund_left).toEqual({ amount: 0, shipping: 0 });
    expect(await countOf(rice.product_size_id)).toBe(6);
    // Nothing is left to send: it can only be cancelled now.
    const accept = await call('packer', 'POST', `/api/admin/orders/${id}/status`, { status: 'Accepted' });
    expect(accept.statusCode).toBe(409);
    expect(json(accept)).toEqual({ message: REFUND_MESSAGES.nothingLeftToSend });
    // Cancelled now: nothing is left of the payment, so nothing more is refunded.
    const cancelled = await call('manager', 'POST', `/api/admin/orders/${id}/status`, {
      status: 'Cancelled',
      note: 'Nothing left to send',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<{ message: string; order: { status: string } }>(cancelled)).toMatchObject({
      message: STAFF_MESSAGES.orderMoved,
      order: { status: 'Cancelled' },
    });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(2);
    expect(await countOf(rice.product_size_id)).toBe(6);
  });

  it('the shipping charge is refunded once, when asked; the invoice issued after bills the units and shipping left', async () => {
    const line = lineFor(products[4]!, 4);
    const { id } = await paidOrder([line]);
    const view = await deskView(id);
    const item = view.order.items[0]!;
    const unit = Math.round(line.unitPrice * 100);
    const shipping = Math.round(view.order.shipping_charge * 100);
    expect(shipping).toBeGreaterThan(0);
    const amounts = async () =>
      (await t.database.db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(refunds.id)).map(
        (r) => r.amountPaise,
      );
    const one = { item_id: item.id, quantity: 1, restock: true };
    expect(
      (await refund(id, { lines: [one], shipping: true, reason: 'Late, and one jar short' })).statusCode,
    ).toBe(200);
    // Asked for again, the shipping is not refunded twice.
    expect((await refund(id, { lines: [one], shipping: true, reason: 'Another jar short' })).statusCode).toBe(
      200,
    );
    expect(await amounts()).toEqual([unit + shipping, unit]);
    expect((await deskView(id)).refund_left).toEqual({ amount: (unit * 2) / 100, shipping: 0 });
    expect(
      (await call('packer', 'POST', `/api/admin/orders/${id}/status`, { status: 'Accepted' })).statusCode,
    ).toBe(200);
    const invoice = invoiceResponse.parse(
      json(await call('packer', 'GET', `/api/admin/orders/${id}/invoice`)),
    );
    expect(invoice.lines.map((l) => [l.quantity, l.total])).toEqual([[2, (unit * 2) / 100]]);
    expect(invoice.shipping).toBeNull();
    expect(invoice.totals.total).toBe((unit * 2) / 100);
    // The last two units: the whole order is refunded now, with no shipping left to add.
    expect((await refund(id, { lines: [{ ...one, quantity: 2 }], reason: 'The rest' })).statusCode).toBe(200);
    expect(await amounts()).toEqual([unit + shipping, unit, unit * 2]);
    expect((await deskView(id)).order.payment_status).toBe('Refunded');
  });

  it('the line an order is short of, refunded, is short no more; no jar comes back that the order never took', async () => {
    const product = products[6]!;
    const line = lineFor(product, 2);
    // Paid after its hold ran out, when the jars had gone (docs/domain.md "Stock"): nothing was taken from the shelf.
    const { id } = await paidOrder([line]);
    await t.database.db
      .update(orders)
      .set({ stockShort: [{ productSizeId: line.product_size_id, short: 2 }] })
      .where(eq(orders.id, id));
    const shelf = await counted(6, 3);
    expect(shelf.product_size_id).toBe(line.product_size_id);
    const item = (await deskView(id)).order.items[0]!;
    const first = await refund(id, {
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'Sold out',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await deskView(id)).stock_short).toEqual([
      expect.objectContaining({ product_size_id: line.product_size_id, short: 1 }),
    ]);
    await refund(id, { lines: [{ item_id: item.id, quantity: 1, restock: true }], reason: 'Sold out' });
    expect((await deskView(id)).stock_short).toEqual([]);
    expect(await countOf(line.product_size_id)).toBe(3);
  });

  it('a goodwill amount refunds money only, with its reason in My Orders and the e-mail', async () => {
    const { shopper, id } = await paidOrder([lineFor(products[6]!, 1)]);
    const answer = await refund(id, { amount: 20, reason: 'Sorry for the late delivery' });
    expect(answer.statusCode, answer.body).toBe(200);
    const mine = await myOrder(shopper, id);
    expect(mine.items[0]!.refunded_quantity).toBe(0);
    expect(mine.refunds).toEqual([
      expect.objectContaining({
        kind: 'goodwill',
        amount: 20,
        reason: 'Sorry for the late delivery',
        lines: [],
      }),
    ]);
    const [mail] = await mailOf('order-refunded', id);
    expect(mail!.text).toContain(NOTIFICATION_MESSAGES.refunded('20'));
    expect(mail!.text).toContain(NOTIFICATION_MESSAGES.farmReason('Sorry for the late delivery'));
    expect(mail!.text).not.toContain(NOTIFICATION_MESSAGES.refundedFor);
  });

  it('a refund the payment service refuses gives its units back to the order, and its jars off the shelf', async () => {
    const tea = await counted(7, 4);
    const { id } = await paidOrder([{ ...tea, quantity: 2 }]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    // The sandbox refuses a refund of a payment it no longer holds as captured.
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'failed' })
      .where(eq(sandboxPayments.id, row!.gatewayPaymentId!));
    const item = (await deskView(id)).order.items[0]!;
    const answer = await refund(id, {
      lines: [{ item_id: item.id, quantity: 2, restock: true }],
      reason: 'Out',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json<{ message: string }>(answer).message).toBe(STAFF_MESSAGES.refundFailed);
    const after = await deskView(id);
    expect(after.order.items[0]!.refunded_quantity).toBe(0);
    expect(after.order.payment_status).toBe('Paid');
    expect(after.refunds[0]).toMatchObject({ status: 'failed' });
    expect(await countOf(tea.product_size_id)).toBe(2);
    expect(await mailOf('order-refunded', id)).toHaveLength(0);
  });

  it('a refund still on its way that fails later (a webhook, the reconciliation pass) gives its units back too', async () => {
    const oil = lineFor(products[0]!, 1);
    const { id } = await paidOrder([{ ...oil, quantity: 3 }]);
    const stockBefore = await countOf(oil.product_size_id);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    // Made through another gateway: it stays pending here, as a refund the gateway has not answered yet does.
    await t.database.db
      .update(paymentOrders)
      .set({ gateway: 'razorpay' })
      .where(eq(paymentOrders.gatewayOrderId, row!.gatewayOrderId!));
    const item = (await deskView(id)).order.items[0]!;
    const answer = await refund(id, {
      lines: [{ item_id: item.id, quantity: 1, restock: true }],
      reason: 'Spill',
    });
    expect(json<{ message: string }>(answer).message).toBe(STAFF_MESSAGES.refundPending);
    const pendingView = await deskView(id);
    expect(pendingView.order.items[0]!.refunded_quantity).toBe(1);
    expect(pendingView.order.payment_status).toBe('Refund pending');
    expect(await countOf(oil.product_size_id)).toBe(stockBefore! + 1);
    const [pending] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    await t.services.refunds.settle({
      id: 'rfnd_failed_later',
      paymentId: pending!.gatewayPaymentId,
      amount: pending!.amountPaise,
      status: 'failed',
      notes: { refund_row: String(pending!.id) },
    });
    const after = await deskView(id);
    expect(after.order.items[0]!.refunded_quantity).toBe(0);
    expect(after.refunds[0]).toMatchObject({ status: 'failed' });
    expect(await countOf(oil.product_size_id)).toBe(stockBefore);
  });

  it('a cancel while a refund is on its way refunds only the rest of the payment', async () => {
    const pendingGateway = async (orderId: number) => {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      await t.database.db
        .update(paymentOrders)
        .set({ gateway: 'razorpay' })
        .where(eq(paymentOrders.gatewayOrderId, row!.gatewayOrderId!));
    };
    const amounts = async (orderId: number) =>
      (
        await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id)
      ).map((r) => r.amountPaise);
    const cancel = (orderId: number) =>
      call('manager', 'POST', `/api/admin/orders/${orderId}/status`, {
        status: 'Cancelled',
        note: 'Asked by phone',
      });

    const part = await paidOrder([lineFor(products[3]!, 3)]);
    await pendingGateway(part.id);
    const partView = await deskView(part.id);
    const unit = Math.round(partView.order.items[0]!.price * 100);
    await refund(part.id, {
      lines: [{ item_id: partView.order.items[0]!.id, quantity: 1, restock: true }],
      reason: 'x',
    });
    expect((await cancel(part.id)).statusCode).toBe(200);
    expect(await amounts(part.id)).toEqual([unit, Math.round(partView.order.total_amount * 100) - unit]);

    // Everything already on its way: the cancel refunds nothing more.
    const all = await paidOrder([lineFor(products[3]!, 1)]);
    await pendingGateway(all.id);
    const allView = await deskView(all.id);
    await refund(all.id, {
      lines: [{ item_id: allView.order.items[0]!.id, quantity: 1, restock: true }],
      reason: 'x',
    });
    const cancelled = await cancel(all.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<{ order: { status: string } }>(cancelled).order.status).toBe('Cancelled');
    expect(await amounts(all.id)).toEqual([Math.round(allView.order.total_amount * 100)]);
  });

  it('cash on delivery is not refunded here, in words', async () => {
    await t.database.db.update(shop).set({ codEnabled: true });
    await t.services.contentWatcher.check();
    try {
      const shopper = await Shopper.start(t.app);
      const placed = await shopper.post('/api/store_order_user', {
        payment_method: 'COD',
        address: shopper.addressId,
        cart: [lineFor(products[2]!, 1)],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = json<{ order_id: number }>(placed).order_id;
      const item = (await deskView(id)).order.items[0]!;
      const refused = await refund(id, {
        lines: [{ item_id: item.id, quantity: 1, restock: true }],
        reason: 'x',
      });
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toEqual({ message: STAFF_MESSAGES.notPaidOnline });
      // Cancelled, it is not refunded either: nothing was paid online.
      const cancelled = await call('manager', 'POST', `/api/admin/orders/${id}/status`, {
        status: 'Cancelled',
        note: 'The customer was not at home',
      });
      expect(json<{ message: string; order: { status: string } }>(cancelled)).toMatchObject({
        message: STAFF_MESSAGES.orderMoved,
        order: { status: 'Cancelled' },
      });
      expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    } finally {
      await t.database.db.update(shop).set({ codEnabled: false });
      await t.services.contentWatcher.check();
    }
  });
});

describe('the reason of a cancel reaches the customer', () => {
  it("the farm's cancel: its reason as typed in the e-mail (English and Malayalam) and in My Orders", async () => {
    const { shopper, id } = await paidOrder([lineFor(products[2]!, 1)]);
    const cancelled = await call('manager', 'POST', `/api/admin/orders/${id}/status`, {
      status: 'Cancelled',
      note: 'The mangoes were not ripe',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await mailOf('order-cancelled', id);
    expect(mail!.text).toContain(NOTIFICATION_MESSAGES.farmReason('The mangoes were not ripe'));
    expect(mail!.html).toContain('The mangoes were not ripe');
    expect(mail!.text).toContain(products[2]!.product_name);
    // Cancelled before it was accepted: no tax invoice.
    expect((await deskView(id)).invoice_no).toBeNull();
    expect(await myOrder(shopper, id)).toMatchObject({
      status: 'Cancelled',
      cancellation: { by: 'farm', reason: 'The mangoes were not ripe' },
      // The cancel's own refund is the cancellation, not a refund of items.
      refunds: [],
    });

    const malayalam = await paidOrder([lineFor(products[2]!, 1)]);
    await t.database.db.update(orders).set({ language: 'ml' }).where(eq(orders.id, malayalam.id));
    await call('manager', 'POST', `/api/admin/orders/${malayalam.id}/status`, {
      status: 'Cancelled',
      note: 'Road closed by the rains',
    });
    const [ml] = await mailOf('order-cancelled', malayalam.id);
    expect(ml!.text).toContain(CUSTOMER_WORDS.ml.farmReason('Road closed by the rains'));
  });

  it("the customer's own cancel says they cancelled it", async () => {
    const { shopper, id } = await paidOrder([lineFor(products[2]!, 1)]);
    const answer = await shopper.post(`/api/order/cancel/${id}`);
    expect(json<{ message: string }>(answer).message).toBe(CHECKOUT_MESSAGES.cancelledRefunded);
    const [mail] = await mailOf('order-cancelled', id);
    expect(mail!.text).toContain(NOTIFICATION_MESSAGES.cancelledByYou);
    expect(await myOrder(shopper, id)).toMatchObject({ cancellation: { by: 'customer', reason: null } });
    expect((await myOrder(shopper, id + 0)).status).toBe('Cancelled');
  });
});
