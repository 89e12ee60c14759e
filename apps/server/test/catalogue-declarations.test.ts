import {
  CATALOGUE_ADMIN_MESSAGES as M,
  adminProductAnswer,
  productResponse,
  todayInIndia,
  type ProductInput,
} from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, signInStaff } from './harness.js';

// What each product declares (issue 35, docs/domain.md "What each product declares"): saved in the console, refused
// in words beside the field, and carried by the product's answer.

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies: Record<string, string> = {};
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await signInStaff(t, 'catalogue'));
  const categories = json<{ id: number }[]>(
    await t.app.inject({ method: 'GET', url: '/api/categories-with-products' }),
  );
  categoryId = categories[0]!.id;
});
afterAll(async () => t?.close());

const save = (payload: object, id?: number) =>
  t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/admin/products' : `/api/admin/products/${id}`,
    headers: { origin: ORIGIN, cookie: cookies.manager! },
    payload,
  });
const shopAnswer = async (id: number) =>
  productResponse.parse(json(await t.app.inject({ method: 'GET', url: `/api/product/${id}` }))).product;
const errorsOf = (response: { body: string }) => json<{ errors: Record<string, string[]> }>(response).errors;

let serial = 0;
const oil = (extra: Partial<ProductInput> = {}): ProductInput => {
  serial += 1;
  return {
    name: `Declared Coconut Oil ${serial}`,
    name_mal: 'വെളിച്ചെണ്ണ',
    sku: `DECLARED-${serial}`,
    description: 'Pressed on the farm.',
    description_mal: '',
    category_id: categoryId,
    hsn_code: '1513',
    gst_rate: 5,
    featured: false,
    pictures: ['honey.jpg'],
    sizes: [
      {
        label: '500 ml',
        weight_grams: 560,
        net_quantity: 500,
        net_unit: 'ml',
        label_image: 'honey-2.jpg',
        price: 190,
        offer_price: 180,
        in_stock: true,
      },
      { label: '1 L', weight_grams: 1060, net_quantity: 1000, net_unit: 'ml', price: 360, in_stock: true },
    ],
    shelf_life_months: 12,
    ingredients: 'Coconut oil (100%)',
    ingredients_mal: 'വെളിച്ചെണ്ണ (100%)',
    manufacturer: '',
    country_of_origin: 'India',
    organic: {
      scheme: 'pgs',
      certificate_no: 'PGS-IN-KL-0001',
      certifier: 'PGS-India Regional Council',
      valid_until: '2099-03-31',
    },
    publish: true,
    ...extra,
  };
};

describe('what each product declares', () => {
  it('saves the declarations from the console; the product’s answer carries them, certified while valid', async () => {
    const response = await save(oil());
    expect(response.statusCode, response.body).toBe(201);
    const saved = adminProductAnswer.parse(json(response)).product;
    expect(saved).toMatchObject({
      shelf_life_months: 12,
      ingredients: 'Coconut oil (100%)',
      country_of_origin: 'India',
      organic: { scheme: 'pgs', certificate_no: 'PGS-IN-KL-0001', valid_until: '2099-03-31' },
      sizes: [
        { net_quantity: 500, net_unit: 'ml', weight_grams: 560, label_image: 'honey-2.jpg' },
        { net_quantity: 1000, net_unit: 'ml', weight_grams: 1060, label_image: null },
      ],
    });

    const page = await shopAnswer(saved.id);
    expect(page).toMatchObject({
      shelf_life_months: 12,
      ingredients: 'Coconut oil (100%)',
      ingredients_mal: 'വെളിച്ചെണ്ണ (100%)',
      manufacturer: '',
      country_of_origin: 'India',
      organic: {
        scheme: 'pgs',
        certificate_no: 'PGS-IN-KL-0001',
        certifier: 'PGS-India Regional Council',
        valid_until: '2099-03-31',
        claim: 'certified',
      },
    });
    // The net quantity beside the shipping weight, and the label's photo, per size; the MRP is the original price.
    expect(page.sizes.map((s) => [s.net_quantity, s.net_unit, s.weight, s.label_image])).toEqual([
      [500, 'ml', 560, 'honey-2.jpg'],
      [1000, 'ml', 1060, null],
    ]);
    expect(page.prices.map((p) => [p.original_price, p.offer_price])).toEqual([
      [190, 180],
      [360, 0],
    ]);
  });

  it('makes no organic claim once the certificate has expired, and says the exemption as its own claim', async () => {
    const expired = adminProductAnswer.parse(
      json(await save(oil({ organic: { ...oil().organic, valid_until: '2020-01-31' } }))),
    ).product;
    expect((await shopAnswer(expired.id)).organic).toMatchObject({ scheme: 'pgs', claim: 'none' });

    // Valid through its last day, in India's calendar.
    const today = todayInIndia();
    const lastDay = adminProductAnswer.parse(
      json(await save(oil({ organic: { ...oil().organic, valid_until: today } }))),
    ).product;
    expect((await shopAnswer(lastDay.id)).organic.claim).toBe('certified');

    // The exemption keeps no certificate's details, even if some were sent.
    const exempt = adminProductAnswer.parse(
      json(await save(oil({ organic: { ...oil().organic, scheme: 'exempt' } }))),
    ).product;
    expect((await shopAnswer(exempt.id)).organic).toEqual({
      scheme: 'exempt',
      certificate_no: '',
      certifier: '',
      valid_until: null,
      claim: 'exempt',
    });
  });

  it('refuses an offer price above (or at) the MRP, in words, naming the size’s field', async () => {
    const input = oil();
    input.sizes[1] = { ...input.sizes[1]!, offer_price: 400 };
    const response = await save(input);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ 'sizes.1.offer_price': [M.offerNotBelowPrice] });
    expect(M.offerNotBelowPrice).toContain('MRP');
  });

  it('refuses a net quantity that is not a whole number above 0, and a unit other than g, ml or pieces', async () => {
    const input = oil();
    input.sizes[0] = { ...input.sizes[0]!, net_quantity: 0 };
    const response = await save({
      ...input,
      sizes: [input.sizes[0], { ...input.sizes[1]!, net_unit: 'kg' }],
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      'sizes.0.net_quantity': [M.netQuantityInvalid],
      'sizes.1.net_unit': [M.netUnitInvalid],
    });
    const fraction = await save({ ...input, sizes: [{ ...input.sizes[1]!, net_quantity: 2.5 }] });
    expect(errorsOf(fraction)).toEqual({ 'sizes.0.net_quantity': [M.netQuantityInvalid] });
  });

  it('refuses a certified scheme without its certificate’s number, certifier and date, and a bad best before', async () => {
    const response = await save(
      oil({
        shelf_life_months: 0,
        organic: { scheme: 'npop', certificate_no: ' ', certifier: '', valid_until: null },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      shelf_life_months: [M.shelfLifeInvalid],
      'organic.certificate_no': [M.certificateNoRequired],
      'organic.certifier': [M.certifierRequired],
      'organic.valid_until': [M.validUntilRequired],
    });
    const badDate = await save(oil({ organic: { ...oil().organic, valid_until: '31/03/2027' } }));
    expect(errorsOf(badDate)).toEqual({ 'organic.valid_until': [M.validUntilRequired] });
    const noCountry = await save(oil({ country_of_origin: ' ' }));
    expect(errorsOf(noCountry)).toEqual({ country_of_origin: [M.countryRequired] });
  });

  it('refuses a label photo that is not in the media library, naming the size', async () => {
    const input = oil();
    input.sizes[0] = { ...input.sizes[0]!, label_image: 'm/abcdefghij0123456789-800' };
    const response = await save(input);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(['sizes.0.label_image']);
  });

  it('the demo shop declares its oils in millilitres, its best before and its certificate', async () => {
    const categories = json<{ products: { id: number; product_slug: string }[] }[]>(
      await t.app.inject({ method: 'GET', url: '/api/categories-with-products' }),
    );
    const all = categories.flatMap((c) => c.products);
    const oilId = all.find((p) => p.product_slug === 'virgin-coconut-oil')!.id;
    const demoOil = await shopAnswer(oilId);
    expect(demoOil.sizes.map((s) => [s.size, s.net_quantity, s.net_unit])).toEqual([
      ['250 ml', 250, 'ml'],
      ['500 ml', 500, 'ml'],
      ['1 L', 1000, 'ml'],
    ]);
    expect(demoOil).toMatchObject({ shelf_life_months: 12, organic: { scheme: 'pgs', claim: 'certified' } });
    const honey = await shopAnswer(all.find((p) => p.product_slug === 'raw-farm-honey')!.id);
    expect(honey).toMatchObject({ shelf_life_months: 24, organic: { claim: 'exempt' } });
    expect(honey.sizes[0]).toMatchObject({ net_quantity: 250, net_unit: 'g' });
  });
});
