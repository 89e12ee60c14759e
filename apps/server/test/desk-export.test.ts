import {
  NOTIFICATION_MESSAGES,
  createOrderResponse,
  deskOrderResponse,
  type ProductDetail,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../src/db/schema.js';
import { addressBody } from './factories.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInStaff>>;
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'export');
  products = await sellableProducts(t.app, 2);
});
afterAll(async () => t?.close());

const get = (role: 'owner' | 'manager' | 'packer', url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[role] } });

/** A paid order of two products (quantities 2 and 1) to `address`. */
async function paidOrder(address = addressBody()) {
  const shopper = await Shopper.start(t.app, address);
  const cart = [lineFor(products[0]!, 2), lineFor(products[1]!, 1)];
  const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
  const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
  expect(stored.statusCode, stored.body).toBe(201);
  const { order_id: id, order_no: orderNo } = json<{ order_id: number; order_no: string }>(stored);
  return { id, orderNo };
}

async function accept(id: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { cookie: cookies.manager, origin: STAFF_ORIGIN },
    payload: { status: 'Accepted' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A CSV as a spreadsheet reads it: rows of fields, quotes undone (no field here holds a line break). */
function parse(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => {
      const fields: string[] = [];
      let field = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (quoted && c === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') {
          quoted = !quoted;
        } else if (c === ',' && !quoted) {
          fields.push(field);
          field = '';
        } else {
          field += c;
        }
      }
      fields.push(field);
      return fields;
    });
}

/** Rows as objects by the header's names. */
async function exported(kind: 'orders' | 'lines', query = '') {
  const response = await get('manager', `/api/admin/orders/export?kind=${kind}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = parse(response.body);
  return {
    response,
    rows: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? '']))),
  };
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
/** India's time of a moment, written the way the export writes it. */
const india = (iso: string) =>
  new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

describe('the accountant’s exports', () => {
  it('orders: one row per order in India’s time, with the invoice, the place of supply and GST that adds up', async () => {
    const kerala = await paidOrder(addressBody({ first_name: '=HYPERLINK("x")', last_name: 'Nair, Jr' }));
    await accept(kerala.id);
    const karnataka = await paidOrder(
      addressBody({ state_id: 2, city: 'Bengaluru', pincode: '560001', first_name: 'Kavya' }),
    );
    const { response, rows } = await exported('orders');
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-start-to-today\.csv"/,
    );
    // A UTF-8 byte order mark first, so Excel reads the file as UTF-8.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFOrder number,Order date (IST),Invoice number,Invoice date (IST),Order status,Buyer,Buyer e-mail,' +
        'Place of supply,Items,Taxable value,CGST,SGST,IGST,Total incl. GST,Payment method,Payment status,' +
        'Order amount,Refunded',
    );

    const mine = rows.filter((row) => row['Order number'] === kerala.orderNo);
    expect(mine).toHaveLength(1);
    const k = mine[0]!;
    const desk = deskOrderResponse.parse(json(await get('manager', `/api/admin/orders/${kerala.id}`)));
    expect(k['Order date (IST)']).toBe(india(desk.order.date));
    expect(k['Order date (IST)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(k['Invoice number']).toBe(desk.invoice_no);
    expect(k['Invoice date (IST)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(k['Order status']).toBe('Accepted');
    // Spreadsheet formulas stay text.
    expect(k.Buyer).toBe(`'=HYPERLINK("x") Nair, Jr`);
    expect(k['Place of supply']).toBe('32-Kerala');
    expect(k.Items).toBe('3');
    expect(Number(k.CGST)).toBeGreaterThan(0);
    expect(k.CGST).toMatch(/^\d+\.\d\d$/);
    expect(k.IGST).toBe('0.00');
    const total = paise(k['Taxable value']!) + paise(k.CGST!) + paise(k.SGST!) + paise(k.IGST!);
    expect(total).toBe(paise(k['Total incl. GST']!));
    expect(paise(k['Order amount']!)).toBe(Math.round(desk.order.total_amount * 100));
    expect(k.Refunded).toBe('0.00');
    // Paid in the sandbox: a test payment, never "Paid online" (issue 33).
    expect([k['Payment method'], k['Payment status']]).toEqual([NOTIFICATION_MESSAGES.testPayment, 'Paid']);

    // Not invoiced yet, to another state: IGST, worked out by the invoice's own rules.
    const b = rows.find((row) => row['Order number'] === karnataka.orderNo)!;
    expect(b['Invoice number']).toBe('');
    expect(b['Place of supply']).toBe('29-Karnataka');
    expect(b.CGST).toBe('0.00');
    expect(Number(b.IGST)).toBeGreaterThan(0);
    expect(paise(b['Taxable value']!) + paise(b.IGST!)).toBe(paise(b['Total incl. GST']!));
    expect(paise(b['Total incl. GST']!)).toBe(paise(b['Order amount']!));

    const empty = await exported('orders', '&from=2001-01-01&to=2001-01-02');
    expect(empty.rows).toEqual([]);
  });

  it('lines: one row per line and one for shipping, whose taxable values add up to the order’s; HSN, rate, refunds and Malayalam intact', async () => {
    const placed = await paidOrder();
    await accept(placed.id);
    const [first] = await t.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id))
      .orderBy(orderItems.id);
    // One jar of the first line refunded (the refunds of lines record it here).
    await t.database.db.update(orderItems).set({ refundedQuantity: 1 }).where(eq(orderItems.id, first!.id));

    const { response, rows } = await exported('lines');
    expect(response.headers['content-disposition']).toMatch(/filename="order-lines-start-to-today\.csv"/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const mine = rows.filter((row) => row['Order number'] === placed.orderNo);
    const [row] = (await exported('orders')).rows.filter((r) => r['Order number'] === placed.orderNo);
    const [shipping] = await t.database.db
      .select({ paise: orders.shippingPaise })
      .from(orders)
      .where(eq(orders.id, placed.id));
    expect(mine).toHaveLength(shipping!.paise > 0 ? 3 : 2);

    const sum = (name: string) => mine.reduce((s, line) => s + paise(line[name]!), 0);
    for (const column of ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total incl. GST']) {
      expect(sum(column), column).toBe(paise(row![column]!));
    }

    const [oil, second] = mine;
    expect(oil!.Product).toBe(products[0]!.product_name);
    // Malayalam arrives as written, in UTF-8.
    expect(oil!['Product (Malayalam)']).toBe(products[0]!.product_name_mal);
    expect(oil!['Product (Malayalam)']).toMatch(/[\u0D00-\u0D7F]/);
    expect(oil!.Quantity).toBe('2');
    expect(oil!['Refunded quantity']).toBe('1');
    expect(second!['Refunded quantity']).toBe('0');
    expect(oil!['HSN/SAC code']).toMatch(/^\d{4,8}$/);
    expect(Number(oil!['GST rate %'])).toBeGreaterThanOrEqual(0);
    expect(oil!['Invoice number']).toBe(row!['Invoice number']);
    expect(oil!['Order date (IST)']).toBe(row!['Order date (IST)']);
    if (shipping!.paise > 0) {
      expect(mine[2]).toMatchObject({ Product: 'Shipping', 'HSN/SAC code': '9965', Quantity: '1' });
      expect(paise(mine[2]!['Total incl. GST']!)).toBe(shipping!.paise);
    }
  });

  it('is the accountant’s: a packer is refused; a wrong kind or reversed days are answered in words', async () => {
    expect((await get('packer', '/api/admin/orders/export')).statusCode).toBe(403);
    const kind = await get('owner', '/api/admin/orders/export?kind=everything');
    expect(kind.statusCode).toBe(422);
    expect(kind.body).toContain('Choose the orders or the lines export.');
    const reversed = await get('owner', '/api/admin/orders/export?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(422);
  });
});
