// "First parcel sent" of a split order (issue 37, docs/domain.md "Pre-orders"): the ready goods leave ahead of the
// pre-order lines, the customer is told in the order's language, and the packing slip holds the next parcel's lines.
import { execFileSync } from 'node:child_process';
import {
  CHECKOUT_MESSAGES,
  FIRST_PARCEL_NOTE,
  PREORDER_MESSAGES,
  firstParcelOf,
  order as orderSchema,
  preorderAnswer,
  staffOrderResponse,
  type ProductDetail,
  type StaffRole,
} from '@farm/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages } from '../src/db/schema.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts, type Line } from './shopper.js';

let t: TestApp;
let cookies: Record<StaffRole, string>;
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'parcels');
  products = await sellableProducts(t.app, 6);
});
afterAll(async () => t?.close());

function staffCall(role: StaffRole, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: cookies[role] } });
}

/** A PDF's text where poppler's pdftotext is installed (CI and the dev container); undefined elsewhere. */
function pdfText(pdf: Buffer): string | undefined {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  } catch {
    return undefined;
  }
}

const WINDOW = { dispatch_from: '2099-01-12', dispatch_to: '2099-01-18', closes_on: '2098-12-31' };

async function open(index: number, expected: number): Promise<{ line: Line; id: number }> {
  const line = lineFor(products[index]!, 1);
  const opened = await staffCall('owner', 'POST', '/api/admin/preorders', {
    product_size_id: line.product_size_id,
    expected_quantity: expected,
    ...WINDOW,
    note: '',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return { line, id: preorderAnswer.parse(json(opened)).preorder.id };
}

async function buy(shopper: Shopper, cart: Line[], extra: object = {}): Promise<number> {
  const created = await shopper.createOrder(cart, extra);
  expect(created.statusCode, created.body).toBe(200);
  const payment = await shopper.sandboxPay(json<{ order_id: string }>(created).order_id);
  const stored = await shopper.store(payment, cart);
  expect(stored.statusCode, stored.body).toBe(201);
  return json<{ order: { id: number } }>(stored).order.id;
}

async function orderOf(shopper: Shopper, orderId: number) {
  const list = json<unknown[]>(await shopper.get(`/api/orders/${shopper.userId}`)).map((o) =>
    orderSchema.parse(o),
  );
  return list.find((o) => o.id === orderId)!;
}

const move = (id: number, body: object) =>
  staffCall('packer', 'POST', `/api/admin/orders/${id}/status`, body);
const firstParcel = (id: number, body: object = { courier: 'India Post', tracking_number: 'EK123IN' }) =>
  staffCall('packer', 'POST', `/api/admin/orders/${id}/first-parcel`, body);
const refusal = (res: { body: string }) => json<{ message: string }>(res).message;

describe('the first parcel of a split order', () => {
  let pre: { line: Line; id: number };
  beforeAll(async () => {
    pre = await open(0, 50);
  });

  it('sends the ready goods first: an event, the e-mail in the order’s language, then a slip of the pre-order alone', async () => {
    const shopper = await Shopper.start(t.app);
    const ready = lineFor(products[1]!, 1);
    const id = await buy(shopper, [ready, { ...pre.line, quantity: 2 }], { delivery_plan: 'split' });
    await t.database.db.update(orders).set({ language: 'ml' }).where(eq(orders.id, id));

    // Not yet accepted: refused in words.
    const early = await firstParcel(id);
    expect(early.statusCode).toBe(409);
    expect(refusal(early)).toBe(PREORDER_MESSAGES.firstParcelNotAccepted);
    expect((await move(id, { status: 'Accepted' })).statusCode).toBe(200);

    // Before the first parcel the slip holds the ready goods alone.
    const before = pdfText(
      (await staffCall('packer', 'GET', `/api/admin/orders/${id}/packing-slip.pdf`)).rawPayload,
    );
    if (before !== undefined) {
      expect(before).toContain(products[1]!.product_name);
      expect(before).not.toContain(products[0]!.product_name);
    }

    const bad = await firstParcel(id, { courier: ' ', tracking_number: '' });
    expect(bad.statusCode).toBe(422);

    const sent = await firstParcel(id);
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = staffOrderResponse.parse(json(sent));
    expect(answer.message).toBe(PREORDER_MESSAGES.firstParcelSent);
    expect(answer.order.status).toBe('Accepted');
    expect(answer.events.at(-1)).toMatchObject({
      from: 'Accepted',
      to: 'Accepted',
      note: FIRST_PARCEL_NOTE,
      courier: 'India Post',
      tracking_number: 'EK123IN',
    });
    expect(firstParcelOf(answer.events)).toMatchObject({ courier: 'India Post', tracking_number: 'EK123IN' });

    // The customer is told once, in Malayalam, with the courier, tracking number and the pre-order's window.
    const told = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'order-first-parcel'),
          eq(outboxMessages.dedupeKey, `order-first-parcel:${id}`),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toContain('ആദ്യ പാഴ്സൽ');
    expect(told[0]!.text).toContain('EK123IN');
    expect(told[0]!.text).toContain('ജനുവരി 12');
    expect(told[0]!.text).toContain('ജനുവരി 18');

    // My Orders shows the first parcel; the timeline does not repeat Accepted.
    const mine = await orderOf(shopper, id);
    expect(mine.first_parcel).toMatchObject({ courier: 'India Post', tracking_number: 'EK123IN' });
    expect(mine.timeline?.map((step) => step.status)).toEqual(['Placed', 'Accepted']);
    expect(mine.tracking ?? null).toBeNull();

    // After it the slip holds the pre-order lines alone.
    const after = pdfText(
      (await staffCall('packer', 'GET', `/api/admin/orders/${id}/packing-slip.pdf`)).rawPayload,
    );
    if (after !== undefined) {
      expect(after).toContain(products[0]!.product_name);
      expect(after).not.toContain(products[1]!.product_name);
    }

    // Twice is refused; the order still waits for its harvest.
    const again = await firstParcel(id);
    expect(again.statusCode).toBe(409);
    expect(refusal(again)).toBe(PREORDER_MESSAGES.firstParcelAlready);
    const packed = await move(id, { status: 'Packed' });
    expect(packed.statusCode).toBe(409);
    expect(refusal(packed)).toContain('Waiting for the harvest:');

    // Its ready goods are on their way: neither the customer nor the farm cancels the order as a whole any more.
    const customerCancel = await shopper.post(`/api/order/cancel/${id}`);
    expect(customerCancel.statusCode).toBe(409);
    expect(refusal(customerCancel)).toBe(CHECKOUT_MESSAGES.firstParcelGone);
    const farmCancel = await staffCall('owner', 'POST', `/api/admin/orders/${id}/status`, {
      status: 'Cancelled',
      note: 'Changed our mind',
    });
    expect(farmCancel.statusCode).toBe(409);
    expect(refusal(farmCancel)).toBe(CHECKOUT_MESSAGES.firstParcelGone);
    expect((await orderOf(shopper, id)).status).toBe('Accepted');

    // The harvest is in: Packed, then Shipped.
    const harvest = await staffCall('owner', 'POST', `/api/admin/preorders/${pre.id}/harvest`, {
      actual_quantity: 50,
    });
    expect(harvest.statusCode, harvest.body).toBe(200);
    expect((await move(id, { status: 'Packed' })).statusCode).toBe(200);
    const shipped = await move(id, { status: 'Shipped', courier: 'DTDC', tracking_number: 'D999' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const done = await orderOf(shopper, id);
    expect(done.tracking).toEqual({ courier: 'DTDC', tracking_number: 'D999' });
    expect(done.first_parcel?.tracking_number).toBe('EK123IN');
  });

  it('refuses a together order, an order of ready goods only, a cancelled one and an unknown one, in words', async () => {
    const second = await open(2, 50);
    const shopper = await Shopper.start(t.app);
    const together = await buy(shopper, [lineFor(products[3]!, 1), second.line], {
      delivery_plan: 'together',
    });
    expect((await move(together, { status: 'Accepted' })).statusCode).toBe(200);
    const refusedTogether = await firstParcel(together);
    expect(refusedTogether.statusCode).toBe(409);
    expect(refusal(refusedTogether)).toBe(PREORDER_MESSAGES.firstParcelOnlySplit);

    const readyOnly = await buy(shopper, [lineFor(products[4]!, 1)]);
    expect(refusal(await firstParcel(readyOnly))).toBe(PREORDER_MESSAGES.firstParcelOnlySplit);

    const split = await buy(shopper, [lineFor(products[5]!, 1), second.line], { delivery_plan: 'split' });
    expect(
      (
        await staffCall('owner', 'POST', `/api/admin/orders/${split}/status`, {
          status: 'Cancelled',
          note: 'The customer asked',
        })
      ).statusCode,
    ).toBe(200);
    const refusedCancelled = await firstParcel(split);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusal(refusedCancelled)).toBe(PREORDER_MESSAGES.firstParcelCancelled);

    expect((await firstParcel(999_999)).statusCode).toBe(404);
  });
});
