import {
  CONTENT_MESSAGES,
  MAX_PARCEL_GRAMS,
  calculateShippingResponse,
  shippingSlabsResponse,
  publicPage,
  shopSettingsResponse,
  siteResponse,
  type ShopSettingsResponse,
  type SlabRow,
} from '@farm/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { createTestApp, eventually, json, type TestApp, signInStaff } from './harness.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies: Record<string, string> = {};
type Role = 'owner' | 'manager' | 'packer';

beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_CHECK_MS: '20' } });
  Object.assign(cookies, await signInStaff(t, 'settings'));
});
afterAll(async () => t?.close());

const call = (role: Role, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: cookies[role]! },
    ...(payload ? { payload } : {}),
  });

const errorsOf = (response: { body: string }) =>
  json<{ message: string; errors: Record<string, string[]> }>(response);

const readSite = async () =>
  siteResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/site' })));

async function current(): Promise<ShopSettingsResponse> {
  const response = await call('owner', 'GET', '/api/admin/settings');
  expect(response.statusCode, response.body).toBe(200);
  return shopSettingsResponse.parse(json(response));
}

describe('the shop’s facts', () => {
  it('shows the facts and that payments run in test mode (the sandbox), with no way to edit keys', async () => {
    const settings = await current();
    expect(settings.shop.gstin).toBe('32AABCP1234M1ZO');
    expect(settings.payments).toEqual({ gateway: 'sandbox', mode: 'sandbox', live: false });
    expect(JSON.stringify(settings)).not.toMatch(/key_secret|key_id|secret/i);
  });

  it('saves the facts as they were (the seeded shop passes its own rules), and a change reaches /api/site within a second', async () => {
    const { shop } = await current();
    const unchanged = await call('owner', 'PUT', '/api/admin/settings/shop', shop);
    expect(unchanged.statusCode, unchanged.body).toBe(200);

    const changed = {
      ...shop,
      name: 'Pachakkuda Farm',
      phone_secondary: '+91 98950 00000',
      whatsapp_number: '9895000000',
      instagram_url: 'https://www.instagram.com/pachakkuda.farm',
      gstin: '32aabcp1234m1zo',
    };
    const saved = await call('owner', 'PUT', '/api/admin/settings/shop', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = shopSettingsResponse.parse(json(saved));
    expect(answer.shop.gstin).toBe('32AABCP1234M1ZO');
    expect(answer.message).toBe(CONTENT_MESSAGES.saved);

    const site = await eventually(readSite, (s) => s.name === 'Pachakkuda Farm');
    expect(site.phones).toContain('+91 98950 00000');
    expect(site.whatsapp_number).toBe('9895000000');
    expect(site.social.instagram).toBe('https://www.instagram.com/pachakkuda.farm');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.shop'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.before).toMatchObject({ name: shop.name });
    expect(audit?.after).toMatchObject({ name: 'Pachakkuda Farm' });
  });

  it('refuses a GSTIN of the wrong shape or with a wrong check character, and other bad facts, in words beside each field', async () => {
    const { shop } = await current();
    const shape = await call('owner', 'PUT', '/api/admin/settings/shop', { ...shop, gstin: '32AABCP1234M1' });
    expect(shape.statusCode).toBe(422);
    expect(errorsOf(shape).errors.gstin).toContain(CONTENT_MESSAGES.gstinInvalid);
    const checksum = await call('owner', 'PUT', '/api/admin/settings/shop', {
      ...shop,
      gstin: '32AABCP1234M1Z5',
    });
    expect(checksum.statusCode).toBe(422);
    expect(errorsOf(checksum).errors.gstin).toContain(CONTENT_MESSAGES.gstinChecksum);

    const bad = await call('owner', 'PUT', '/api/admin/settings/shop', {
      ...shop,
      contact_email: 'not-an-email',
      phone_primary: '12',
      whatsapp_number: '+91 98950',
      facebook_url: 'https://evil.example/page',
      website: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    const { errors } = errorsOf(bad);
    expect(errors.contact_email).toContain(CONTENT_MESSAGES.emailInvalid);
    expect(errors.phone_primary).toContain(CONTENT_MESSAGES.phoneInvalid);
    expect(errors.whatsapp_number).toContain(CONTENT_MESSAGES.whatsappInvalid);
    expect(errors.facebook_url).toContain(CONTENT_MESSAGES.socialInvalid('facebook'));
    expect(errors.website).toContain(CONTENT_MESSAGES.urlInvalid);
    expect((await current()).shop.contact_email).toBe(shop.contact_email);
  });

  it('turns cash on delivery on and off; the storefront follows', async () => {
    const on = await call('owner', 'PUT', '/api/admin/settings/cod', { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(shopSettingsResponse.parse(json(on)).cod_enabled).toBe(true);
    await eventually(readSite, (s) => s.payment.cod_enabled);
    await call('owner', 'PUT', '/api/admin/settings/cod', { enabled: false });
    const site = await eventually(readSite, (s) => !s.payment.cod_enabled);
    expect(site.payment.cod_enabled).toBe(false);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.cod'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ before: { cod_enabled: true }, after: { cod_enabled: false } });
  });
});

describe('the shop’s facts in Malayalam (issue 32)', () => {
  const title = async (url: string) =>
    /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1] ?? '';
  const termsInMalayalam = async () =>
    publicPage.parse(json(await t.app.inject({ method: 'GET', url: '/api/pages/terms' }))).ml?.html ?? '';

  it('come seeded with the demo’s Malayalam name, tagline and addresses, in the console and the storefront’s answer', async () => {
    const { shop } = await current();
    expect(shop.name_mal).toMatch(/[\u0D00-\u0D7F]/);
    expect(shop.tagline_mal).toMatch(/[\u0D00-\u0D7F]/);
    expect(shop.farm_address_mal).toMatch(/[\u0D00-\u0D7F].*679328/);
    expect(shop.outlet_address_mal).toMatch(/[\u0D00-\u0D7F].*676121/);
    const site = await readSite();
    expect(site.name_mal).toBe(shop.name_mal);
    expect(site.tagline_mal).toBe(shop.tagline_mal);
    expect(site.addresses).toMatchObject({
      farm_mal: shop.farm_address_mal,
      outlet_mal: shop.outlet_address_mal,
    });
  });

  it('are saved and read back; Malayalam pages are titled with the Malayalam name and their texts fill it in', async () => {
    const { shop } = await current();
    const malayalam = {
      name_mal: 'പച്ചക്കുട ജൈവ ഫാം',
      tagline_mal: 'മഴയ്ക്കൊപ്പം നടുന്നു, കൈകൊണ്ട് വിളവെടുക്കുന്നു.',
      farm_address_mal: 'കാളികാവ് റോഡ്, വണ്ടൂർ, മലപ്പുറം 679328',
      outlet_address_mal: 'ബസ് സ്റ്റാൻഡിന് സമീപം, മഞ്ചേരി 676121',
    };
    const saved = await call('owner', 'PUT', '/api/admin/settings/shop', { ...shop, ...malayalam });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(shopSettingsResponse.parse(json(saved)).shop).toMatchObject(malayalam);
    expect((await current()).shop).toMatchObject({ ...malayalam, name: shop.name });

    const site = await eventually(readSite, (s) => s.name_mal === malayalam.name_mal);
    expect(site).toMatchObject({
      name: shop.name,
      name_mal: malayalam.name_mal,
      tagline_mal: malayalam.tagline_mal,
    });
    expect(site.addresses).toMatchObject({
      farm_mal: malayalam.farm_address_mal,
      outlet_mal: malayalam.outlet_address_mal,
    });
    expect(
      await eventually(
        () => title('/ml'),
        (value) => value === malayalam.name_mal,
      ),
    ).toBe(malayalam.name_mal);
    expect(await title('/')).toBe(shop.name);
    // The Malayalam terms say {{shop_name}}: the Malayalam name there, the English in the English terms.
    expect(await termsInMalayalam()).toContain(malayalam.name_mal);
    const english = publicPage.parse(json(await t.app.inject({ method: 'GET', url: '/api/pages/terms' })));
    expect(english.html).toContain(shop.name);
    expect(english.html).not.toContain(malayalam.name_mal);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.shop'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject(malayalam);

    // Emptied, the Malayalam pages show the English name again.
    const cleared = await call('owner', 'PUT', '/api/admin/settings/shop', { ...shop, name_mal: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(
      await eventually(
        () => title('/ml'),
        (value) => value === shop.name,
      ),
    ).toBe(shop.name);
  });

  it('refuses a Malayalam text that is too long, in words beside the field, and keeps what was saved', async () => {
    const before = (await current()).shop;
    const refused = await call('owner', 'PUT', '/api/admin/settings/shop', {
      ...before,
      name_mal: 'പ'.repeat(301),
      tagline_mal: 'മ'.repeat(601),
      farm_address_mal: 'വ'.repeat(1001),
    });
    expect(refused.statusCode).toBe(422);
    const { errors } = errorsOf(refused);
    expect(errors.name_mal).toContain(CONTENT_MESSAGES.tooLong(300));
    expect(errors.tagline_mal).toContain(CONTENT_MESSAGES.tooLong(600));
    expect(errors.farm_address_mal).toContain(CONTENT_MESSAGES.tooLong(1000));
    expect((await current()).shop).toEqual(before);
  });
});

describe('the shipping slabs', () => {
  const table: SlabRow[] = [
    { min_weight_grams: 0, max_weight_grams: 500, charge: 40 },
    { min_weight_grams: 501, max_weight_grams: 2000, charge: 70.5 },
    { min_weight_grams: 2001, max_weight_grams: null, charge: 150 },
  ];
  const put = (slabs: SlabRow[], zone = 'kerala') =>
    call('owner', 'PUT', `/api/admin/settings/shipping/${zone}`, { slabs });

  it('replaces a zone’s table, and checkout charges from it within a second', async () => {
    const saved = await put(table);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = shippingSlabsResponse.parse(json(saved));
    expect(answer.kerala).toEqual(table);
    expect(answer.rest_of_india).toHaveLength(4);

    const shopper = await Shopper.start(t.app);
    const [product] = await sellableProducts(t.app, 1);
    const line = lineFor(product!, 1);
    const quote = async () =>
      calculateShippingResponse.parse(
        json(
          await shopper.post('/api/calculate-shipping', {
            address_id: shopper.addressId,
            items: [{ product_size_id: line.product_size_id, qty: 1 }],
          }),
        ),
      );
    const expected = line.weight <= 500 ? 40 : line.weight <= 2000 ? 70.5 : 150;
    const charged = await eventually(quote, (q) => q.shipping_charge === expected);
    expect(charged.zone).toBe('Kerala');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.shipping'), eq(auditLog.entityId, 'kerala')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((audit?.before as SlabRow[])[0]).toEqual({
      min_weight_grams: 0,
      max_weight_grams: 1000,
      charge: 50,
    });
    expect(audit?.after).toEqual(table);
  });

  it('refuses a gap, naming the row and the missing weights', async () => {
    const response = await put([table[0]!, { ...table[1]!, min_weight_grams: 601 }, table[2]!]);
    expect(response.statusCode).toBe(422);
    const body = errorsOf(response);
    const message = CONTENT_MESSAGES.slabGap(2, 501, 600);
    expect(body.errors['slabs.1.min_weight_grams']).toEqual([message]);
    expect(message).toContain(
      'There is a gap before row 2: parcels from 501 g to 600 g would have no charge',
    );
    expect(body.message).toContain(message);
  });

  it('refuses an overlap, naming both rows', async () => {
    const response = await put([table[0]!, { ...table[1]!, min_weight_grams: 400 }, table[2]!]);
    expect(response.statusCode).toBe(422);
    const message = CONTENT_MESSAGES.slabOverlap(2, 1, 500);
    expect(message).toContain('Row 2 overlaps row 1');
    expect(errorsOf(response).errors['slabs.1.min_weight_grams']).toEqual([message]);
  });

  it('refuses a table with no top slab, and an open-ended row that is not the last', async () => {
    const noTop = await put([table[0]!, { ...table[1]!, max_weight_grams: 2000 }]);
    expect(noTop.statusCode).toBe(422);
    expect(errorsOf(noTop).errors['slabs.1.max_weight_grams']).toEqual([CONTENT_MESSAGES.slabNoTop(2)]);
    expect(CONTENT_MESSAGES.slabNoTop(2)).toContain('There is no top slab');

    const openInMiddle = await put([table[0]!, { ...table[1]!, max_weight_grams: null }, table[2]!]);
    expect(errorsOf(openInMiddle).errors['slabs.1.max_weight_grams']).toEqual([
      CONTENT_MESSAGES.slabOpenNotLast(2),
    ]);

    // A last row that reaches the heaviest parcel the couriers take is a top slab too (the demo's tables end there).
    const capped = await put([table[0]!, table[1]!, { ...table[2]!, max_weight_grams: MAX_PARCEL_GRAMS }]);
    expect(capped.statusCode, capped.body).toBe(200);

    const notFromZero = await put([{ ...table[0]!, min_weight_grams: 1 }, table[1]!, table[2]!]);
    expect(errorsOf(notFromZero).errors['slabs.0.min_weight_grams']).toEqual([
      CONTENT_MESSAGES.slabFirstFrom(1),
    ]);
    const negative = await put([{ ...table[0]!, charge: -1 }]);
    expect(errorsOf(negative).errors['slabs.0.charge']).toEqual([CONTENT_MESSAGES.chargeInvalid]);
    expect((await put(table, 'mars')).statusCode).toBe(422);

    // Nothing refused was saved.
    const slabs = shippingSlabsResponse.parse(
      json(await call('owner', 'GET', '/api/admin/settings/shipping')),
    );
    expect(slabs.kerala.at(-1)?.max_weight_grams).toBe(MAX_PARCEL_GRAMS);
  });
});

describe('who may change settings', () => {
  it('is the owner alone: managers and packers are refused (403), strangers must sign in (401)', async () => {
    for (const role of ['manager', 'packer'] as const) {
      for (const [method, url, payload] of [
        ['GET', '/api/admin/settings', undefined],
        ['PUT', '/api/admin/settings/shop', { name: 'x' }],
        ['PUT', '/api/admin/settings/cod', { enabled: true }],
        ['GET', '/api/admin/settings/shipping', undefined],
        ['PUT', '/api/admin/settings/shipping/kerala', { slabs: [] }],
      ] as const) {
        const response = await call(role, method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const stranger = await t.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(stranger.statusCode).toBe(401);
  });
});
