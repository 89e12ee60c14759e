import {
  adminPage,
  adminProductAnswer,
  auditResponse,
  createOrderResponse,
  deskOrderResponse,
  type AdminProduct,
} from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { staffBody } from './factories.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInStaff>>;
const names = { owner: '', manager: '', packer: '' };

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'words');
  for (const role of ['owner', 'manager', 'packer'] as const) {
    names[role] = staffBody(role).name;
  }
});
afterAll(async () => t?.close());

type Role = 'owner' | 'manager' | 'packer';
const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: STAFF_ORIGIN, cookie: cookies[role] }, payload });

async function trail(query = '') {
  const response = await call('owner', 'GET', `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditResponse.parse(json(response));
}

/** The product form's input from a product as the console reads it: the same sizes (by id), published. */
function inputOf(product: AdminProduct) {
  return {
    name: product.name,
    name_mal: product.name_mal,
    sku: product.sku,
    description: product.description,
    description_mal: product.description_mal,
    category_id: product.category_id,
    hsn_code: product.hsn_code,
    gst_rate: product.gst_rate,
    featured: product.featured,
    pictures: product.pictures,
    sizes: product.sizes.map((size) => ({
      id: size.id,
      label: size.label,
      weight_grams: size.weight_grams,
      net_quantity: size.net_quantity,
      net_unit: size.net_unit,
      label_image: size.label_image,
      price: size.price,
      offer_price: size.offer_price,
      in_stock: size.in_stock,
    })),
    shelf_life_months: product.shelf_life_months,
    ingredients: product.ingredients,
    ingredients_mal: product.ingredients_mal,
    manufacturer: product.manufacturer,
    country_of_origin: product.country_of_origin,
    organic: product.organic,
    publish: true,
  };
}

describe('the audit trail in words', () => {
  it('says who did what to which thing, by name, with only what changed', async () => {
    const [listed] = await sellableProducts(t.app, 1);
    const product = adminProductAnswer.shape.product.parse(
      json(await call('manager', 'GET', `/api/admin/products/${listed!.id}`)),
    );
    const size = product.sizes[0]!;

    // A price alone: "changed the price of …", the size's price before and after.
    const priced = inputOf(product);
    priced.sizes[0]!.price = size.price + 10;
    priced.sizes[0]!.offer_price = null;
    const saved = await call('manager', 'PUT', `/api/admin/products/${product.id}`, priced);
    expect(saved.statusCode, saved.body).toBe(200);
    // A long text: counted, not quoted.
    const described = { ...priced, description: `${product.description}\n\nPressed in small batches.` };
    expect((await call('manager', 'PUT', `/api/admin/products/${product.id}`, described)).statusCode).toBe(
      200,
    );

    // An order moved on by the packer.
    const shopper = await Shopper.start(t.app);
    const cart = [lineFor(listed!, 1)];
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
    const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
    const { order_id: orderId, order_no: orderNo } = json<{ order_id: number; order_no: string }>(stored);
    const moved = await call('packer', 'POST', `/api/admin/orders/${orderId}/status`, { status: 'Accepted' });
    expect(moved.statusCode, moved.body).toBe(200);

    // A page edited (as the page service writes it), and two failed sign-ins: a wrong password, an unknown address.
    const page = adminPage.parse(json(await call('owner', 'GET', '/api/admin/pages/about')));
    const [manager] = (await trail(`?action=product.update`)).data;
    await t.database.db.insert(auditLog).values({
      staffId: manager!.staff_id,
      actor: manager!.actor,
      action: 'page.update',
      entity: 'page',
      entityId: 'about',
      before: { title: page.title, body: 'x'.repeat(412) },
      after: { title: page.title, body: 'y'.repeat(398) },
    });
    for (const email of ['owner.words@farm.example', 'nobody@farm.example']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { origin: STAFF_ORIGIN },
        payload: { email, password: 'not the password at all' },
        remoteAddress: '10.250.9.9',
      });
      expect(refused.statusCode).toBe(401);
    }

    const { data } = await trail();
    const find = (action: string) => data.filter((row) => row.action === action);

    const [description, price] = find('product.update');
    expect(price).toMatchObject({
      who: names.manager,
      role: 'Manager',
      what: `changed the price of ${product.name}`,
    });
    expect(price!.changes).toContain(`${size.label}: price ₹${size.price} → ₹${size.price + 10}`);
    if (size.offer_price !== null) {
      expect(price!.changes).toContain(`${size.label}: offer price ₹${size.offer_price} → (empty)`);
    }
    expect(description!.what).toBe(`changed the product ${product.name}`);
    expect(description!.changes).toEqual([
      `description changed (${product.description.length} → ${described.description.length} characters)`,
    ]);

    expect(find('order.status')[0]).toMatchObject({
      who: names.packer,
      role: 'Packer',
      what: `moved order ${orderNo} from Placed to Accepted`,
      changes: [],
    });
    expect(find('page.update')[0]).toMatchObject({
      what: `edited the page ${page.title}`,
      changes: ['text changed (412 → 398 characters)'],
    });
    const failed = find('staff.sign-in-failed');
    expect(failed.map((row) => [row.who, row.role, row.what])).toEqual([
      ['Someone', null, 'failed to sign in as nobody@farm.example, an address no staff member has'],
      ['Someone', null, `failed to sign in as ${names.owner} (owner.words@farm.example)`],
    ]);
    expect(find('staff.sign-in').find((row) => row.actor === 'owner.words@farm.example')).toMatchObject({
      who: names.owner,
      role: 'Owner',
      what: 'signed in',
    });

    // The order's history names the person too.
    const desk = deskOrderResponse.parse(json(await call('owner', 'GET', `/api/admin/orders/${orderId}`)));
    expect(desk.events.at(-1)).toMatchObject({ to: 'Accepted', by_name: `${names.packer} (Packer)` });
  });

  it('filters by person, kind and days in India, newest first, a page at a time, with the filters’ words', async () => {
    const all = await trail('?per_page=200');
    const manager = all.people.find((person) => person.name === names.manager)!;
    expect(manager).toMatchObject({ role: 'Manager', removed: false });
    expect(all.kinds).toContainEqual({ action: 'order.status', label: 'Order moved on' });
    expect(all.kinds).toContainEqual({ action: 'staff.sign-in-failed', label: 'Failed sign-in' });
    expect(all.kinds).toContainEqual({ action: 'product.update', label: 'Product changed' });

    const theirs = await trail(`?staff_id=${manager.id}`);
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(theirs.data.every((row) => row.who === names.manager)).toBe(true);
    const kind = await trail('?action=order.status');
    expect(kind.data.every((row) => row.what.startsWith('moved order '))).toBe(true);

    const times = all.data.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = await trail('?per_page=2');
    const second = await trail('?per_page=2&page=2');
    expect(first.data).toHaveLength(2);
    expect(second.data[0]!.id).toBe(all.data[2]!.id);
    expect(first.total).toBe(all.total);

    // A day in India: 00:00 to 24:00 at +05:30. A row made at 23:59 IST on 1 Jan is that day's, not the 2nd's.
    await t.database.db.insert(auditLog).values({
      staffId: manager.id,
      actor: 'manager.words@farm.example',
      action: 'staff.sign-out',
      entity: 'staff',
      entityId: String(manager.id),
      createdAt: new Date('2026-01-01T18:29:00Z'),
    });
    expect((await trail('?from=2026-01-01&to=2026-01-01')).data.map((row) => row.what)).toEqual([
      'signed out',
    ]);
    expect((await trail('?from=2026-01-02&to=2026-01-02')).total).toBe(0);
  });

  it('reads a row of an action it has no words for, and a thing since deleted, without failing', async () => {
    await t.database.db.insert(auditLog).values({
      staffId: null,
      actor: 'test',
      action: 'crop.remove',
      entity: 'crop',
      entityId: '999999',
      before: { name: 'Black pepper', description: 'Old' },
    });
    await t.database.db.insert(auditLog).values({
      staffId: null,
      actor: 'script@farm.example',
      action: 'product.frobnicate',
      entity: 'product',
      entityId: '999998',
      before: { featured: false },
      after: { featured: true },
    });
    const { data } = await trail('?per_page=2');
    expect(data.map((row) => [row.who, row.what, row.changes])).toEqual([
      ['script@farm.example', 'did “product frobnicate” to product #999998', ['featured no → yes']],
      ['Test', 'removed the crop Black pepper', []],
    ]);
  });
});
