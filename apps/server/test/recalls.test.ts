import {
  RECALL_MESSAGES,
  auditResponse,
  recallAnswer,
  recallListResponse,
  recallSearchResponse,
  type ProductDetail,
  type StaffRole,
} from '@farm/contract';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, orderLots, orders, outboxMessages, productSizes, recalls, users } from '../src/db/schema.js';
import { staffBody } from './factories.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts, type Line } from './shopper.js';

let t: TestApp;
let cookies: Record<StaffRole, string>;
let products: ProductDetail[];
/** Two sizes of different products: lots RC-A1 and RC-A2 of the first, RC-B1 of the second. */
let sizeA: Line;
let sizeB: Line;
const lotId: Record<'A1' | 'A2' | 'B1', number> = { A1: 0, A2: 0, B1: 0 };
/** The orders: o1 and o5 one customer's (A1), o2 another's (A2), o3 a third's (A1 and B1), o4 cancelled (A1). */
const order: Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5', { id: number; no: string }> = {} as never;
const customer: Record<'first' | 'second' | 'third' | 'fourth', { id: number; email: string }> = {} as never;

function staffCall(role: StaffRole, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: cookies[role] } });
}

/** A paid order of `lines` by `shopper`, in `language`. */
async function buy(shopper: Shopper, lines: Line[], language: 'en' | 'ml') {
  const created = await shopper.createOrder(lines);
  expect(created.statusCode, created.body).toBe(200);
  const payment = await shopper.sandboxPay(json<{ order_id: string }>(created).order_id);
  const stored = await shopper.store(payment, lines);
  expect(stored.statusCode, stored.body).toBe(201);
  const id = json<{ order: { id: number } }>(stored).order.id;
  await t.database.db.update(orders).set({ language }).where(eq(orders.id, id));
  const [row] = await t.database.db.select({ no: orders.orderNo }).from(orders).where(eq(orders.id, id));
  return { id, no: row!.no };
}

/**
 * Which lots an order got, as the test decides: whatever placement took first-expiry-first is replaced, so each order
 * holds exactly the lots this file names.
 */
async function gotLots(
  orderId: number,
  got: { sizeId: number; lotId: number; quantity: number; packed?: boolean }[],
) {
  await t.database.db.delete(orderLots).where(eq(orderLots.orderId, orderId));
  await t.database.db.insert(orderLots).values(
    got.map((g) => ({
      orderId,
      productSizeId: g.sizeId,
      lotId: g.lotId,
      quantity: g.quantity,
      packedAt: g.packed ? new Date() : null,
    })),
  );
}

async function customerOf(shopper: Shopper) {
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shopper.userId));
  return { id: shopper.userId, email: row!.email };
}

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'recalls');
  products = await sellableProducts(t.app, 2);
  sizeA = lineFor(products[0]!, 1);
  sizeB = lineFor(products[1]!, 1);
  const made = await t.database.db
    .insert(lots)
    .values([
      // Made (processed) in October.
      {
        productSizeId: sizeA.product_size_id,
        code: 'RC-A1',
        received: 20,
        onHand: 12,
        processedOn: '2026-10-05',
        harvestedOn: '2026-09-28',
        bestBefore: '2027-10-05',
      },
      // No processing date: its day is its harvest, in November.
      {
        productSizeId: sizeA.product_size_id,
        code: 'RC-A2',
        received: 10,
        onHand: 5,
        harvestedOn: '2026-11-02',
        bestBefore: '2027-11-02',
      },
      {
        productSizeId: sizeB.product_size_id,
        code: 'RC-B1',
        received: 8,
        onHand: 3,
        processedOn: '2026-10-06',
        bestBefore: '2027-04-06',
      },
    ])
    .returning({ id: lots.id, code: lots.code });
  for (const lot of made) lotId[lot.code.slice(3) as 'A1' | 'A2' | 'B1'] = lot.id;
  // The sizes are counted, their counts the sums of their lots (docs/domain.md "Lots"), as receiving would leave them.
  await t.database.db
    .update(productSizes)
    .set({ stockCount: 17 })
    .where(eq(productSizes.id, sizeA.product_size_id));
  await t.database.db
    .update(productSizes)
    .set({ stockCount: 3 })
    .where(eq(productSizes.id, sizeB.product_size_id));

  const [first, second, third, fourth] = [
    await Shopper.start(t.app),
    await Shopper.start(t.app),
    await Shopper.start(t.app),
    await Shopper.start(t.app),
  ] as [Shopper, Shopper, Shopper, Shopper];
  customer.first = await customerOf(first);
  customer.second = await customerOf(second);
  customer.third = await customerOf(third);
  customer.fourth = await customerOf(fourth);
  const a = { sizeId: sizeA.product_size_id };
  order.o1 = await buy(first, [{ ...sizeA, quantity: 2 }], 'en');
  await gotLots(order.o1.id, [{ ...a, lotId: lotId.A1, quantity: 2, packed: true }]);
  order.o2 = await buy(second, [sizeA], 'ml');
  await gotLots(order.o2.id, [{ ...a, lotId: lotId.A2, quantity: 1 }]);
  order.o3 = await buy(third, [sizeA, sizeB], 'ml');
  await gotLots(order.o3.id, [
    { ...a, lotId: lotId.A1, quantity: 1 },
    { sizeId: sizeB.product_size_id, lotId: lotId.B1, quantity: 1 },
  ]);
  order.o4 = await buy(fourth, [sizeA], 'en');
  await gotLots(order.o4.id, [{ ...a, lotId: lotId.A1, quantity: 1 }]);
  // Cancelled before it left the farm: its jar came back on the shelf.
  await t.database.db
    .update(orders)
    .set({ status: 'Cancelled', cancelledAt: new Date() })
    .where(eq(orders.id, order.o4.id));
  order.o5 = await buy(first, [sizeA], 'en');
  await gotLots(order.o5.id, [{ ...a, lotId: lotId.A1, quantity: 1 }]);
  // The shelf as this file names it: the placements above took their units first expiry first, replaced by gotLots.
  for (const [id, onHand] of [
    [lotId.A1, 12],
    [lotId.A2, 5],
    [lotId.B1, 3],
  ] as const)
    await t.database.db.update(lots).set({ onHand }).where(eq(lots.id, id));
  await t.database.db
    .update(productSizes)
    .set({ stockCount: 17 })
    .where(eq(productSizes.id, sizeA.product_size_id));
  await t.database.db
    .update(productSizes)
    .set({ stockCount: 3 })
    .where(eq(productSizes.id, sizeB.product_size_id));
});
afterAll(async () => t?.close());

async function search(payload: object) {
  const response = await staffCall('manager', 'POST', '/api/admin/recalls/search', payload);
  expect(response.statusCode, response.body).toBe(200);
  return recallSearchResponse.parse(json(response));
}

describe('finding who got a lot', () => {
  it('finds exactly the orders that got the lot, newest first, cancelled ones left out', async () => {
    const found = await search({ by: 'lots', codes: ['RC-A1'] });
    expect(found.lots.map((lot) => lot.code)).toEqual(['RC-A1']);
    expect(found.orders.map((o) => o.order_no)).toEqual([order.o5.no, order.o3.no, order.o1.no]);
    expect(found.cancelled_left_out).toBe(1);
    // The first customer's two orders are one customer to write to.
    expect(found.customers).toBe(2);
    expect(found.on_hand).toBe(12);
    const third = found.orders.find((o) => o.id === order.o3.id)!;
    // Only the recalled lot's units: not the other product's lot in the same order.
    expect(third.lots).toEqual([
      expect.objectContaining({ code: 'RC-A1', quantity: 1, packed: false, size: expect.any(String) }),
    ]);
    expect(third.language).toBe('ml');
    expect(third.customer.email).toBe(customer.third.email);
    expect(found.orders.find((o) => o.id === order.o1.id)!.lots[0]).toMatchObject({
      quantity: 2,
      packed: true,
    });
  });

  it('reads codes without regard to case, and refuses a code that is no lot, in words', async () => {
    const found = await search({ by: 'lots', codes: ['rc-a2'] });
    expect(found.orders.map((o) => o.id)).toEqual([order.o2.id]);
    const refused = await staffCall('manager', 'POST', '/api/admin/recalls/search', {
      by: 'lots',
      codes: ['RC-A1', 'NO-SUCH-LOT'],
    });
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.codes).toContain(
      RECALL_MESSAGES.lotUnknown('NO-SUCH-LOT'),
    );
  });

  it('finds the lots of a product made within a range of days: processed, else harvested', async () => {
    const october = await search({
      by: 'range',
      product_id: sizeA.product_id,
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(october.lots.map((lot) => lot.code)).toEqual(['RC-A1']);
    expect(october.lots[0]!.made_on).toBe('2026-10-05');
    const autumn = await search({
      by: 'range',
      product_id: sizeA.product_id,
      product_size_id: sizeA.product_size_id,
      from: '2026-10-05',
      to: '2026-11-02',
    });
    expect(autumn.lots.map((lot) => lot.code).sort()).toEqual(['RC-A1', 'RC-A2']);
    expect(autumn.orders.map((o) => o.id).sort()).toEqual(
      [order.o1.id, order.o2.id, order.o3.id, order.o5.id].sort(),
    );
    // The day after: nothing (both ends are included, and no further).
    const none = await search({
      by: 'range',
      product_id: sizeA.product_id,
      from: '2026-11-03',
      to: '2026-11-30',
    });
    expect(none).toMatchObject({ lots: [], orders: [], customers: 0 });
    const reversed = await staffCall('manager', 'POST', '/api/admin/recalls/search', {
      by: 'range',
      product_id: sizeA.product_id,
      from: '2026-11-30',
      to: '2026-11-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(reversed).errors.to).toContain(
      RECALL_MESSAGES.rangeReversed,
    );
  });

  it('is not a packer’s: the search and the recall are refused', async () => {
    expect(
      (await staffCall('packer', 'POST', '/api/admin/recalls/search', { by: 'lots', codes: ['RC-A1'] }))
        .statusCode,
    ).toBe(403);
    expect((await staffCall('packer', 'GET', '/api/admin/recalls')).statusCode).toBe(403);
  });
});

describe('the export', () => {
  it('opens as a spreadsheet with one row per order and lot, and as CSV', async () => {
    const response = await staffCall(
      'manager',
      'GET',
      `/api/admin/recalls/export?lot_ids=${lotId.A1},${lotId.B1}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="recall-2-lots-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['Order number', 'Customer', 'E-mail', 'Phone', 'Language', 'Lot', 'Units']),
    );
    const at = (name: string) => header.indexOf(name) + 1;
    // o5, o3 (A1 and B1), o1: four rows; the cancelled order is not in it.
    expect(
      rows.map(
        (row) => `${String(row[at('Order number')])} ${String(row[at('Lot')])} ${String(row[at('Units')])}`,
      ),
    ).toEqual([
      `${order.o5.no} RC-A1 1`,
      `${order.o3.no} RC-A1 1`,
      `${order.o3.no} RC-B1 1`,
      `${order.o1.no} RC-A1 2`,
    ]);
    expect(rows[1]![at('Language')]).toBe('Malayalam');
    expect(rows[1]![at('E-mail')]).toBe(customer.third.email);
    expect(workbook.getWorksheet('Lots')!.rowCount).toBe(3);

    const file = await staffCall(
      'manager',
      'GET',
      `/api/admin/recalls/export?lot_ids=${lotId.A2}&format=csv`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('\uFEFFOrder number,')).toBe(true);
    expect(file.body).toContain(`${order.o2.no},`);
    expect(file.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('a recall', () => {
  const reason = 'A jar of this lot was found to have taken in moisture: it may not keep.';
  const reasonMal = 'ഈ ലോട്ടിലെ ഒരു ഭരണിയിൽ ഈർപ്പം കയറിയതായി കണ്ടെത്തി: ഇത് കേടാകാൻ സാധ്യതയുണ്ട്.';

  it('asks for a reason and a confirmation, in words', async () => {
    const unconfirmed = await staffCall('manager', 'POST', '/api/admin/recalls', {
      lot_ids: [lotId.A1],
      reason,
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unconfirmed).errors.confirm).toContain(
      RECALL_MESSAGES.confirmRequired,
    );
    const short = await staffCall('manager', 'POST', '/api/admin/recalls', {
      lot_ids: [lotId.A1],
      reason: 'Bad',
      confirm: true,
    });
    expect(short.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(short).errors.reason).toContain(
      RECALL_MESSAGES.reasonRequired,
    );
    expect(await t.database.db.select().from(recalls)).toHaveLength(0);
  });

  it('blocks the lot, writes to each customer once in their order’s language, and audits who did it', async () => {
    const response = await staffCall('manager', 'POST', '/api/admin/recalls', {
      lot_ids: [lotId.A1],
      reason,
      reason_mal: reasonMal,
      confirm: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { recall, message } = recallAnswer.parse(json(response));
    expect(message).toBe(RECALL_MESSAGES.recalled(1, 2));
    expect(recall).toMatchObject({
      staff_name: staffBody('manager').name,
      reason,
      reason_mal: reasonMal,
      customers_told: 2,
      lots: [expect.objectContaining({ id: lotId.A1, code: 'RC-A1' })],
    });

    // Blocked by this recall; the other lots are not.
    const rows = await t.database.db
      .select({ id: lots.id, blockedAt: lots.blockedAt, recallId: lots.recallId })
      .from(lots)
      .where(inArray(lots.id, Object.values(lotId)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(lotId.A1)).toMatchObject({ recallId: recall.id, blockedAt: expect.any(Date) });
    expect(byId.get(lotId.A2)).toMatchObject({ recallId: null, blockedAt: null });
    expect(byId.get(lotId.B1)).toMatchObject({ recallId: null, blockedAt: null });

    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'lot-recall'));
    expect(mails.map((m) => m.recipient).sort()).toEqual([customer.first.email, customer.third.email].sort());
    const english = mails.find((m) => m.recipient === customer.first.email)!;
    expect(english.subject).toContain('Important: stop using');
    expect(english.subject).toContain('RC-A1');
    // Both of the first customer's orders, in one message; the reason; what to do; how to reach the farm.
    expect(english.text).toContain(order.o1.no);
    expect(english.text).toContain(order.o5.no);
    expect(english.text).toContain(`Why: ${reason}`);
    expect(english.text).toContain('Please stop using it now');
    expect(english.text).toMatch(
      /Contact us and we will refund it or send you a replacement, as you prefer: (phone|e-mail) /,
    );
    expect(english.html).toContain('<html lang="en">');
    const malayalam = mails.find((m) => m.recipient === customer.third.email)!;
    expect(malayalam.subject).toContain('ഉപയോഗിക്കരുത്');
    expect(malayalam.text).toContain(`കാരണം: ${reasonMal}`);
    expect(malayalam.text).toContain(order.o3.no);
    expect(malayalam.text).not.toContain('RC-B1');
    expect(malayalam.html).toContain('<html lang="ml">');
    // Nobody whose order was cancelled, nor the customer of the other lot.
    expect(
      mails.some((m) => m.recipient === customer.fourth.email || m.recipient === customer.second.email),
    ).toBe(false);

    const trail = await staffCall('owner', 'GET', '/api/admin/audit');
    const entry = auditResponse.parse(json(trail)).data.find((e) => e.action === 'recall.start')!;
    expect(entry.who).toContain(staffBody('manager').name);
    expect(entry.what).toBe('recalled lot RC-A1: 12 written off, 2 customers written to');

    const list = recallListResponse.parse(json(await staffCall('manager', 'GET', '/api/admin/recalls')));
    expect(list.recalls.map((r) => r.id)).toEqual([recall.id]);
    // The search says the lot is recalled already.
    expect((await search({ by: 'lots', codes: ['RC-A1'] })).lots[0]!.recall_id).toBe(recall.id);
  });

  it('refuses a second recall of a lot already recalled, in words, and changes nothing', async () => {
    const [first] = await t.database.db.select().from(recalls);
    const again = await staffCall('owner', 'POST', '/api/admin/recalls', {
      lot_ids: [lotId.A2, lotId.A1],
      reason,
      confirm: true,
    });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(
      RECALL_MESSAGES.alreadyRecalled('RC-A1', first!.id),
    );
    expect(await t.database.db.select().from(recalls)).toHaveLength(1);
    const [a2] = await t.database.db
      .select()
      .from(lots)
      .where(and(eq(lots.id, lotId.A2)));
    expect(a2!.blockedAt).toBeNull();
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'lot-recall'));
    expect(mails).toHaveLength(2);
  });
});
