import {
  LOT_MESSAGES,
  addDays,
  deliverByFor,
  floorDays,
  keralaDate,
  lotPackable,
  packingResponse,
  stockDetail,
  type Lot,
  type ProductDetail,
  type StaffRole,
} from '@farm/contract';
import { execFileSync } from 'node:child_process';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lots,
  orderLots,
  productSizes,
  products as productTable,
  shop,
  stockMovements,
} from '../src/db/schema.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts, type Line } from './shopper.js';

let t: TestApp;
let cookies: Record<StaffRole, string>;
let products: ProductDetail[];
const today = keralaDate(new Date());
const deliverBy = deliverByFor(today);

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'lots');
  await t.database.db.update(shop).set({ codEnabled: true });
  // Every product here has a shelf life, so a lot's best-before can be worked out from it.
  await t.database.db.update(productTable).set({ shelfLifeMonths: 12 });
  t.services.cache.invalidate();
  products = await sellableProducts(t.app, 12);
});
afterAll(async () => t?.close());

function staffCall(role: StaffRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: cookies[role] } });
}

/** The first size of a demo product, counted from now on at zero: its stock is only the lots received here. */
async function emptyShelf(index: number): Promise<Line> {
  const line = lineFor(products[index]!, 1);
  const set = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
    action: 'count',
    count: 0,
    reason: 'Counted empty',
  });
  expect(set.statusCode, set.body).toBe(200);
  return line;
}

async function receive(sizeId: number, quantity: number, fields: object = {}): Promise<Lot> {
  const answer = await staffCall('packer', 'POST', `/api/admin/stock/${sizeId}`, {
    action: 'receive',
    quantity,
    note: '',
    ...fields,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const detail = stockDetail.parse(json(answer));
  const code = detail.message!.replace(/^Lot (.*) received\.$/, '$1');
  return detail.lots.find((lot) => lot.code === code)!;
}

/** A cash-on-delivery order of `quantity` of a line; answers its id. */
async function order(line: Line, quantity: number): Promise<number> {
  const shopper = await Shopper.start(t.app);
  const placed = await shopper.post('/api/store_order_user', {
    address: shopper.addressId,
    payment_method: 'COD',
    cart: [{ ...line, quantity }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json<{ order: { id: number } }>(placed).order.id;
}

const packing = async (orderId: number) =>
  packingResponse.parse(json(await staffCall('packer', 'GET', `/api/admin/orders/${orderId}/lots`)));
const move = (orderId: number, status: string) =>
  staffCall('packer', 'POST', `/api/admin/orders/${orderId}/status`, { status });

/** The size's count, its lots' units, and its movements' sum: the three must agree. */
async function books(sizeId: number) {
  const [size] = await t.database.db
    .select({ count: productSizes.stockCount })
    .from(productSizes)
    .where(eq(productSizes.id, sizeId));
  const [lotSum] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${lots.onHand}), 0)::int` })
    .from(lots)
    .where(eq(lots.productSizeId, sizeId));
  const [moved] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.change}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productSizeId, sizeId));
  return { count: size!.count, lots: Number(lotSum!.sum), movements: Number(moved!.sum) };
}

async function onHand(lotId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: lots.onHand }).from(lots).where(eq(lots.id, lotId));
  return row!.n;
}

describe('the shelf-life floor (FSSAI, November 2024): 30 % of the shelf life or 45 days, the larger', () => {
  const lot = (bestBefore: string, processedOn: string) => ({
    code: 'T-1',
    best_before: bestBefore,
    processed_on: processedOn,
    harvested_on: null,
    received_on: processedOn,
    blocked: false,
  });

  it('a long shelf life asks for 30 % of it, to the day', () => {
    // A year from processing: 30 % of 365 days is 109.5, so 110 days must be left at delivery.
    expect(floorDays('2026-01-01', '2027-01-01')).toBe(110);
    expect(lotPackable(lot('2027-01-01', '2026-01-01'), addDays('2027-01-01', -110)).ok).toBe(true);
    const late = lotPackable(lot('2027-01-01', '2026-01-01'), addDays('2027-01-01', -109));
    expect(late.ok).toBe(false);
    expect(late.reason).toBe(LOT_MESSAGES.belowFloor('T-1', '2027-01-01', addDays('2027-01-01', -109), 110));
  });

  it('a short shelf life asks for 45 days, to the day', () => {
    // 100 days of life: 30 % is 30 days, under the 45-day floor.
    expect(floorDays('2026-03-01', '2026-06-09')).toBe(45);
    expect(lotPackable(lot('2026-06-09', '2026-03-01'), '2026-04-25').ok).toBe(true);
    expect(lotPackable(lot('2026-06-09', '2026-03-01'), '2026-04-26').ok).toBe(false);
    // Its last day to be packed is the floor and the days on the road before the best-before.
    expect(lotPackable(lot('2026-06-09', '2026-03-01'), '2026-04-25').lastDay).toBe('2026-04-18');
  });

  it('a blocked lot is never packed, and a lot from before lots (no dates) is never refused for them', () => {
    expect(lotPackable({ ...lot('2099-01-01', '2026-01-01'), blocked: true }, today)).toMatchObject({
      ok: false,
      reason: LOT_MESSAGES.blocked('T-1'),
    });
    expect(lotPackable({ ...lot('2026-01-01', '2026-01-01'), best_before: null }, '2099-01-01').ok).toBe(
      true,
    );
  });
});

describe('receiving lots', () => {
  it('names its lot (given or generated), works out the best-before, and the count is the sum of the lots', async () => {
    const line = await emptyShelf(0);
    const own = await receive(line.product_size_id, 10, {
      code: 'vco-2611-a',
      harvested_on: addDays(today, -20),
      processed_on: addDays(today, -10),
      process: 'pressing',
      source: 'North grove, plot 3',
      best_before: addDays(today, 300),
    });
    expect(own).toMatchObject({ code: 'vco-2611-a', received: 10, on_hand: 10, process: 'pressing' });
    const generated = await receive(line.product_size_id, 5, { processed_on: addDays(today, -1) });
    // Twelve months from processing (the product's shelf life here).
    const [y, m, d] = addDays(today, -1).split('-');
    expect(generated.best_before).toBe(`${Number(y) + 1}-${m}-${d}`.replace(/-02-29$/, '-02-28'));
    expect(generated.code).toMatch(
      new RegExp(`^[A-Z]{2,3}-${today.slice(2).replaceAll('-', '')}-${line.product_size_id}`),
    );
    expect(await books(line.product_size_id)).toEqual({ count: 15, lots: 15, movements: 15 });
  });

  it('refuses in words: the same code in other letters, dates out of order or to come, a best-before too early', async () => {
    const line = await emptyShelf(1);
    await receive(line.product_size_id, 3, { code: 'HONEY-1' });
    const refusals = [
      [{ code: 'honey-1' }, LOT_MESSAGES.codeTaken('honey-1')],
      [{ harvested_on: addDays(today, 1) }, LOT_MESSAGES.inFuture],
      [
        { harvested_on: addDays(today, -5), processed_on: addDays(today, -6) },
        LOT_MESSAGES.processedBeforeHarvest,
      ],
      [{ processed_on: addDays(today, -5), best_before: addDays(today, -5) }, LOT_MESSAGES.bestBeforeEarly],
      [{ process: 'drying' }, LOT_MESSAGES.processWithoutDate],
      [{ code: 'no spaces' }, LOT_MESSAGES.codeInvalid],
      [{ best_before: '2027-02-30x' }, LOT_MESSAGES.dateInvalid],
    ] as const;
    for (const [fields, message] of refusals) {
      const answer = await staffCall('packer', 'POST', `/api/admin/stock/${line.product_size_id}`, {
        action: 'receive',
        quantity: 2,
        note: '',
        ...fields,
      });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(422);
      expect(answer.body).toContain(message);
    }
    expect(await books(line.product_size_id)).toEqual({ count: 3, lots: 3, movements: 3 });
  });
});

describe('packing names the lot', () => {
  it('an order takes the lot that expires first, then the next; packing proposes them and Packed confirms them', async () => {
    const line = await emptyShelf(2);
    const later = await receive(line.product_size_id, 5, { best_before: addDays(today, 400) });
    const sooner = await receive(line.product_size_id, 3, { best_before: addDays(today, 200) });
    const orderId = await order(line, 4);
    const view = await packing(orderId);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]!.lots).toEqual([
      { lot_id: sooner.id, code: sooner.code, quantity: 3 },
      { lot_id: later.id, code: later.code, quantity: 1 },
    ]);
    expect(view.lines[0]!.proposal).toEqual(view.lines[0]!.lots);
    expect([await onHand(sooner.id), await onHand(later.id)]).toEqual([0, 4]);

    expect((await move(orderId, 'Accepted')).statusCode).toBe(200);
    const packed = await move(orderId, 'Packed');
    expect(packed.statusCode, packed.body).toBe(200);
    expect((await packing(orderId)).packed).toBe(true);
    const rows = await t.database.db.select().from(orderLots).where(eq(orderLots.orderId, orderId));
    expect(rows.every((row) => row.packedAt !== null)).toBe(true);
    const again = await staffCall('packer', 'PUT', `/api/admin/orders/${orderId}/lots`, {
      lines: [{ product_size_id: line.product_size_id, lots: [{ lot_id: later.id, quantity: 4 }] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(LOT_MESSAGES.alreadyPacked);

    // The packing slip and the invoice name the lots.
    const slip = pdfText(
      (await staffCall('packer', 'GET', `/api/admin/orders/${orderId}/packing-slip.pdf`)).rawPayload,
    );
    const invoice = pdfText(
      (await staffCall('owner', 'GET', `/api/admin/orders/${orderId}/invoice.pdf`)).rawPayload,
    );
    if (slip !== undefined && invoice !== undefined) {
      expect(slip).toContain(`From lot ${sooner.code}, ${later.code}`);
      expect(invoice).toContain(`Lot: ${sooner.code}, ${later.code}`);
    }
  });

  it('staff choose another lot; one past the shelf-life floor is refused at its edge, in words', async () => {
    const line = await emptyShelf(3);
    // Made 30 days ago: 30 % of its life is under 45 days, so 45 days must be left at delivery.
    const made = addDays(today, -30);
    const edge = await receive(line.product_size_id, 2, {
      processed_on: made,
      best_before: addDays(deliverBy, 45),
    });
    const short = await receive(line.product_size_id, 2, {
      processed_on: made,
      best_before: addDays(deliverBy, 44),
    });
    const fresh = await receive(line.product_size_id, 2, { best_before: addDays(today, 300) });
    expect(short).toMatchObject({
      packable: false,
      refusal: LOT_MESSAGES.belowFloor(short.code, short.best_before!, deliverBy, 45),
    });
    expect(edge.packable).toBe(true);
    const orderId = await order(line, 2);
    // The sale took the lot that expires first among those that can still be packed: the one at the edge.
    expect((await packing(orderId)).lines[0]!.lots).toEqual([
      { lot_id: edge.id, code: edge.code, quantity: 2 },
    ]);

    const choose = (lotId: number) =>
      staffCall('packer', 'PUT', `/api/admin/orders/${orderId}/lots`, {
        lines: [{ product_size_id: line.product_size_id, lots: [{ lot_id: lotId, quantity: 2 }] }],
      });
    const refused = await choose(short.id);
    expect(refused.statusCode).toBe(422);
    expect(json<{ message: string }>(refused).message).toBe(
      LOT_MESSAGES.belowFloor(short.code, short.best_before!, deliverBy, 45),
    );
    const tooFew = await staffCall('packer', 'PUT', `/api/admin/orders/${orderId}/lots`, {
      lines: [{ product_size_id: line.product_size_id, lots: [{ lot_id: fresh.id, quantity: 1 }] }],
    });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.body).toContain('Choose lots for all 2');

    const chosen = await choose(fresh.id);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(packingResponse.parse(json(chosen)).lines[0]!.lots).toEqual([
      { lot_id: fresh.id, code: fresh.code, quantity: 2 },
    ]);
    // Moved between lots, the count as it was.
    expect([await onHand(edge.id), await onHand(fresh.id)]).toEqual([2, 0]);
    expect(await books(line.product_size_id)).toEqual({ count: 4, lots: 4, movements: 4 });
  });

  it('Packed moves units off a lot that may no longer be packed, or refuses in words when no lot can take them', async () => {
    const line = await emptyShelf(4);
    const old = await receive(line.product_size_id, 3, {
      processed_on: addDays(today, -300),
      best_before: addDays(today, 20),
    });
    const orderId = await order(line, 2);
    expect((await packing(orderId)).lines[0]!.lots[0]!.lot_id).toBe(old.id);
    expect((await move(orderId, 'Accepted')).statusCode).toBe(200);
    const refused = await move(orderId, 'Packed');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(`Lot ${old.code} is best before`);
    expect(refused.body).toContain('Receive a new lot or refund the line');

    const fresh = await receive(line.product_size_id, 5, { best_before: addDays(today, 365) });
    const packed = await move(orderId, 'Packed');
    expect(packed.statusCode, packed.body).toBe(200);
    const view = await packing(orderId);
    expect(view.lines[0]!.lots).toEqual([{ lot_id: fresh.id, code: fresh.code, quantity: 2 }]);
    expect([await onHand(old.id), await onHand(fresh.id)]).toEqual([3, 3]);
    expect(await books(line.product_size_id)).toEqual({ count: 6, lots: 6, movements: 6 });
  });

  it('a cancelled order gives its units back to the lots they came from', async () => {
    const line = await emptyShelf(5);
    const a = await receive(line.product_size_id, 2, { best_before: addDays(today, 100) });
    const b = await receive(line.product_size_id, 2, { best_before: addDays(today, 200) });
    const orderId = await order(line, 3);
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([0, 1]);
    const cancelled = await staffCall('owner', 'POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Cancelled',
      note: 'The customer rang',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([2, 2]);
    expect((await packing(orderId)).lines).toEqual([]);
    expect(await books(line.product_size_id)).toEqual({ count: 4, lots: 4, movements: 4 });
  });
});

describe('lots under concurrent packing', () => {
  it('sales, lot choices and packing at once: every lot and the count agree, and no order is short', async () => {
    const line = await emptyShelf(6);
    const lotsReceived = [];
    for (const days of [150, 250, 350])
      lotsReceived.push(await receive(line.product_size_id, 8, { best_before: addDays(today, days) }));
    const placed = await Promise.all(Array.from({ length: 6 }, () => order(line, 2)));
    await Promise.all(placed.map((id) => move(id, 'Accepted')));
    // Half the orders choose the freshest lot while the rest are packed and new orders come in, all at once.
    const freshest = lotsReceived[2]!;
    const results = await Promise.all([
      ...placed.slice(0, 3).map((id) =>
        staffCall('packer', 'PUT', `/api/admin/orders/${id}/lots`, {
          lines: [{ product_size_id: line.product_size_id, lots: [{ lot_id: freshest.id, quantity: 2 }] }],
        }),
      ),
      ...placed.slice(3).map((id) => move(id, 'Packed')),
      ...Array.from({ length: 3 }, () => order(line, 2).then(() => ({ statusCode: 200, body: '' }))),
    ]);
    for (const result of results) expect(result.statusCode, result.body).toBe(200);
    expect(await books(line.product_size_id)).toEqual({ count: 6, lots: 6, movements: 6 });
    const held = await t.database.db
      .select({ sum: sql<number>`coalesce(sum(${orderLots.quantity}), 0)::int` })
      .from(orderLots)
      .where(eq(orderLots.productSizeId, line.product_size_id));
    expect(Number(held[0]!.sum)).toBe(18);
    const packedRows = await t.database.db
      .select()
      .from(orderLots)
      .where(and(eq(orderLots.productSizeId, line.product_size_id), isNotNull(orderLots.packedAt)));
    expect(packedRows.reduce((sum, row) => sum + row.quantity, 0)).toBe(6);
  });
});

describe('the dashboard', () => {
  it('lists lots nearing their last day to be packed, and not the fresh ones', async () => {
    const line = await emptyShelf(7);
    const near = await receive(line.product_size_id, 4, {
      processed_on: addDays(today, -30),
      best_before: addDays(today, 70),
    });
    const fresh = await receive(line.product_size_id, 4, { best_before: addDays(today, 365) });
    const answer = json<{ lots: Lot[] }>(await staffCall('packer', 'GET', '/api/admin/lots/nearing'));
    const codes = answer.lots.map((lot) => lot.code);
    expect(codes).toContain(near.code);
    expect(codes).not.toContain(fresh.code);
    expect(answer.lots.find((lot) => lot.code === near.code)!.last_pack_day).toBe(
      addDays(today, 70 - 45 - 7),
    );
  });
});

/** A PDF's text where poppler's pdftotext is installed (CI and the dev container); undefined elsewhere. */
function pdfText(pdf: Buffer): string | undefined {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
  } catch {
    return undefined;
  }
}
