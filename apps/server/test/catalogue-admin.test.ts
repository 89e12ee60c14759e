import {
  CATALOGUE_ADMIN_MESSAGES as M,
  adminCategoriesResponse,
  adminCategoryAnswer,
  adminProductAnswer,
  adminProductsResponse,
  categoriesWithProducts,
  homepageResponse,
  productResponse,
  storeOrderResponse,
  type ProductInput,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, shop } from '../src/db/schema.js';
import { fillRomanNames } from '../src/modules/catalogue/admin-service.js';
import { createTestApp, json, type TestApp, signInStaff } from './harness.js';
import { Shopper } from './shopper.js';

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

type Role = 'owner' | 'manager' | 'packer';
const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie: cookies[role]! }, payload });

let serial = 0;
const newProduct = (extra: Partial<ProductInput> = {}): ProductInput => {
  serial += 1;
  return {
    name: `Wild Honey ${serial}`,
    name_mal: 'കാട്ടുതേൻ',
    sku: `HONEY-${serial}`,
    description: 'Raw **honey** & comb.\n\n- Unheated\n- Unfiltered\n\n<script>alert(1)</script>',
    description_mal: 'ശുദ്ധമായ **തേൻ**\n\n<script>alert(1)</script>',
    category_id: categoryId,
    hsn_code: '0409',
    gst_rate: 5,
    featured: false,
    pictures: ['honey.jpg', 'honey-2.jpg'],
    sizes: [
      {
        label: '250 g',
        weight_grams: 280,
        net_quantity: 250,
        net_unit: 'g',
        price: 180,
        offer_price: 160,
        in_stock: true,
      },
      {
        label: '500 g',
        weight_grams: 540,
        net_quantity: 500,
        net_unit: 'g',
        price: 340,
        offer_price: null,
        in_stock: true,
      },
    ],
    shelf_life_months: 24,
    ingredients: 'Raw forest honey',
    ingredients_mal: 'കാട്ടുതേൻ',
    manufacturer: '',
    country_of_origin: 'India',
    organic: { scheme: 'none', certificate_no: '', certifier: '', valid_until: null },
    // Most tests need the product in the shop; the drafts' own tests leave it out.
    publish: true,
    ...extra,
  };
};
const create = async (input: ProductInput = newProduct()) => {
  const response = await call('manager', 'POST', '/api/admin/products', input);
  expect(response.statusCode, response.body).toBe(201);
  return adminProductAnswer.parse(json(response)).product;
};
const search = async (q: string) =>
  json<{ id: number }[]>(
    await t.app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` }),
  );
const listed = async () =>
  json<{ id: number; products: { id: number }[] }[]>(
    await t.app.inject({ method: 'GET', url: '/api/categories-with-products' }),
  );

describe('products in the console', () => {
  it('adds a product with two sizes and a slug from its name, published; the shop shows it at once', async () => {
    const response = await call('manager', 'POST', '/api/admin/products', newProduct());
    expect(response.statusCode, response.body).toBe(201);
    const { message, product } = adminProductAnswer.parse(json(response));
    expect(message).toBe(M.productPublished);
    expect(product).toMatchObject({
      slug: `wild-honey-${serial}`,
      hidden: false,
      status: 'published',
      published_at: expect.any(String),
      pictures: ['honey.jpg', 'honey-2.jpg'],
      sizes: [
        {
          label: '250 g',
          weight_grams: 280,
          net_quantity: 250,
          net_unit: 'g',
          price: 180,
          offer_price: 160,
          in_stock: true,
        },
        {
          label: '500 g',
          weight_grams: 540,
          net_quantity: 500,
          net_unit: 'g',
          price: 340,
          offer_price: null,
          in_stock: true,
        },
      ],
    });
    // The description is kept as the farm wrote it; the shop renders it, sanitised (catalogue.test.ts).
    expect(product.description).toBe(newProduct().description);
    const page = productResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })),
    ).product;
    expect(page.prices.map((p) => p.original_price)).toEqual([180, 340]);
    expect(page.description_html).toContain('<strong>honey</strong> &amp; comb.');
    expect(page.description_html).not.toContain('script');
    expect((await search(product.name))[0]?.id).toBe(product.id);
    expect((await listed()).flatMap((c) => c.products.map((p) => p.id))).toContain(product.id);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(product.id)));
    expect(audit).toMatchObject({ action: 'product.create', entity: 'product' });
  });

  it('saves the Malayalam description beside the English, rendered and sanitised the same way; the shop answers it', async () => {
    const product = await create();
    expect(product.description_mal).toBe('ശുദ്ധമായ **തേൻ**\n\n<script>alert(1)</script>');
    const page = productResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })),
    ).product;
    expect(page.description_mal_html).toBe('<p>ശുദ്ധമായ <strong>തേൻ</strong></p>');
    expect(page.description_mal).toBe('ശുദ്ധമായ തേൻ');
    expect(page.product_name_mal).toBe('കാട്ടുതേൻ');

    // Cleared, the Malayalam is empty and the storefront shows the English.
    const cleared = await call('manager', 'PUT', `/api/admin/products/${product.id}`, {
      ...newProduct({ sku: product.sku, description_mal: '' }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(adminProductAnswer.parse(json(cleared)).product.description_mal).toBe('');
  });

  it('renders the description’s Markdown for the product page, sanitised; lists and search give it as plain text', async () => {
    const product = await create();
    const page = productResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })),
    ).product;
    expect(page.description_html).toBe(
      '<p>Raw <strong>honey</strong> &amp; comb.</p>\n<ul>\n<li>Unheated</li>\n<li>Unfiltered</li>\n</ul>',
    );
    // Cards, search results and meta descriptions: the words without the marks (and nothing of the script).
    const plain = 'Raw honey & comb. Unheated Unfiltered';
    expect(page.description).toBe(plain);
    const card = (await listed()).flatMap((c) => c.products).find((p) => p.id === product.id) as unknown as {
      description: string;
    };
    expect(card.description).toBe(plain);
    const found = json<{ id: number; description: string }[]>(
      await t.app.inject({
        method: 'GET',
        url: `/api/products/search?q=${encodeURIComponent(product.name)}`,
      }),
    );
    expect(found.find((r) => r.id === product.id)?.description).toBe(plain);
    const head = await t.services.seo.page({ kind: 'product', id: product.id }, ORIGIN);
    expect(head.head).toContain(`<meta name="description" content="${plain.replace('&', '&amp;')}"`);
  });

  it('romanises the Malayalam name when a product is saved; search finds it typed in English letters', async () => {
    const product = await create(
      newProduct({ name: `Ginger Tamarind Relish ${serial + 1}`, name_mal: 'പുളിയിഞ്ചി' }),
    );
    expect((await search('puliyinji'))[0]?.id).toBe(product.id);
    const roman = async () =>
      (
        await t.database.db
          .select({ roman: products.nameRoman })
          .from(products)
          .where(eq(products.id, product.id))
      )[0]?.roman;
    expect(await roman()).toBe('puliyinchi');
    // A product from before the column (or written straight into the database) gets its name at the next start.
    await t.database.db.update(products).set({ nameRoman: '' }).where(eq(products.id, product.id));
    expect(await fillRomanNames(t.database.db)).toBe(1);
    expect(await roman()).toBe('puliyinchi');
    expect(await fillRomanNames(t.database.db)).toBe(0);
  });

  it('refuses a Malayalam description or name that is too long, in words, naming the field', async () => {
    const response = await call(
      'manager',
      'POST',
      '/api/admin/products',
      newProduct({ description_mal: 'ത'.repeat(20_001), name_mal: 'ത'.repeat(301) }),
    );
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      description_mal: [M.descriptionMalTooLong],
      name_mal: [M.nameMalTooLong],
    });
  });

  it('refuses an offer price not below the price, naming the field', async () => {
    const input = newProduct();
    input.sizes[1] = { ...input.sizes[1]!, offer_price: 340 };
    const response = await call('manager', 'POST', '/api/admin/products', input);
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      'sizes.1.offer_price': [M.offerNotBelowPrice],
    });
  });

  it('refuses a slug or SKU another product uses, and a bad HSN code or GST rate, naming the field', async () => {
    const first = await create();
    const slug = await call('manager', 'POST', '/api/admin/products', newProduct({ slug: first.slug }));
    expect(slug.statusCode).toBe(422);
    expect(json(slug)).toEqual({ message: M.slugTaken, errors: { slug: [M.slugTaken] } });
    const sku = await call('manager', 'POST', '/api/admin/products', newProduct({ sku: first.sku }));
    expect(json(sku)).toEqual({ message: M.skuTaken, errors: { sku: [M.skuTaken] } });
    const bad = await call(
      'manager',
      'POST',
      '/api/admin/products',
      newProduct({ hsn_code: '12', gst_rate: 7 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors).toEqual({
      hsn_code: [M.hsnInvalid],
      gst_rate: [M.gstInvalid],
    });
  });

  it('edits sizes in place; a price change leaves an existing order untouched', async () => {
    const product = await create();
    await t.database.db.update(shop).set({ codEnabled: true });
    await t.services.contentWatcher.check();
    const shopper = await Shopper.start(t.app);
    const size = product.sizes[1]!;
    const cart = [{ product_id: product.id, product_size_id: size.id, quantity: 2 }];
    const payload = { payment_method: 'COD', address: shopper.addressId, cart };
    const { payable } = json<{ payable: number }>(
      await shopper.post('/api/store_order_user', { ...payload, amount: 1 }),
    );
    const placed = await shopper.post('/api/store_order_user', { ...payload, amount: payable });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = storeOrderResponse.parse(json(placed)).order;
    const ordersBefore = json<unknown>(await shopper.get(`/api/orders/${shopper.userId}`));

    const edited = await call('manager', 'PUT', `/api/admin/products/${product.id}`, {
      ...newProduct({ name: product.name, slug: product.slug, sku: product.sku }),
      sizes: [
        { ...size, price: 400, offer_price: null },
        { label: '1 kg', weight_grams: 1040, net_quantity: 1000, net_unit: 'g', price: 650, in_stock: false },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = adminProductAnswer.parse(json(edited)).product;
    // The kept size keeps its ids (a cart's priceId still works); the removed one that was not ordered is gone.
    expect(after.sizes.map((s) => [s.id, s.price_id, s.price])).toEqual([
      [size.id, size.price_id, 400],
      [expect.any(Number), expect.any(Number), 650],
    ]);
    expect(json(await shopper.get(`/api/orders/${shopper.userId}`))).toEqual(ordersBefore);
    expect(order.total_amount).toBe(payable);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(product.id)));
    expect(audits.find((a) => a.action === 'product.update')).toMatchObject({
      before: { sizes: [expect.anything(), expect.objectContaining({ price: 340 })] },
      after: { sizes: [expect.objectContaining({ price: 400 }), expect.anything()] },
    });
    // A new cart pays the new price.
    const again = json<{ payable: number }>(
      await shopper.post('/api/store_order_user', { ...payload, amount: 1 }),
    );
    expect(again.payable).not.toBe(payable);
    await t.database.db.update(shop).set({ codEnabled: false });
    await t.services.contentWatcher.check();
  });

  it('a size that was ordered may be removed; the order keeps its line', async () => {
    const product = await create();
    await t.database.db.update(shop).set({ codEnabled: true });
    await t.services.contentWatcher.check();
    const shopper = await Shopper.start(t.app);
    const cart = [{ product_id: product.id, product_size_id: product.sizes[0]!.id, quantity: 1 }];
    const payload = { payment_method: 'COD', address: shopper.addressId, cart };
    const { payable } = json<{ payable: number }>(
      await shopper.post('/api/store_order_user', { ...payload, amount: 1 }),
    );
    expect((await shopper.post('/api/store_order_user', { ...payload, amount: payable })).statusCode).toBe(
      201,
    );
    const before = json<unknown>(await shopper.get(`/api/orders/${shopper.userId}`));
    const edited = await call('manager', 'PUT', `/api/admin/products/${product.id}`, {
      ...newProduct({ name: product.name, slug: product.slug, sku: product.sku }),
      sizes: [{ ...product.sizes[1]! }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The line keeps its own copy of the size and price; only the link to the removed size is let go.
    const lineOf = (orders: unknown) =>
      (orders as { items: Record<string, unknown>[] }[])[0]!.items.map(
        ({ product_size_id: _gone, ...kept }) => kept,
      );
    const now = json<{ items: { product_size_id: number | null }[] }[]>(
      await shopper.get(`/api/orders/${shopper.userId}`),
    );
    expect(lineOf(now)).toEqual(lineOf(before));
    expect(now[0]!.items[0]!.product_size_id).toBeNull();
    await t.database.db.update(shop).set({ codEnabled: false });
    await t.services.contentWatcher.check();
  });

  it('a size with a pre-order is not removed: refused in words, the size and its pre-order stay', async () => {
    const product = await create();
    const [kept, preordered] = [product.sizes[0]!, product.sizes[1]!];
    const opened = await call('owner', 'POST', '/api/admin/preorders', {
      product_size_id: preordered.id,
      expected_quantity: 10,
      dispatch_from: '2099-01-12',
      dispatch_to: '2099-01-18',
      closes_on: '2098-12-31',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const edited = await call('manager', 'PUT', `/api/admin/products/${product.id}`, {
      ...newProduct({ name: product.name, slug: product.slug, sku: product.sku }),
      sizes: [{ ...kept }],
    });
    expect(edited.statusCode, edited.body).toBe(422);
    expect(json(edited)).toMatchObject({
      errors: { sizes: [M.sizeHasPreorder(preordered.label)] },
    });
    const after = adminProductAnswer.shape.product.parse(
      json(await call('manager', 'GET', `/api/admin/products/${product.id}`)),
    );
    expect(after.sizes.map((s) => s.id)).toEqual([kept.id, preordered.id]);
  });

  it('a size whose lots went to orders is not removed: a recall must find them (issue 38)', async () => {
    const product = await create();
    const [kept, sold] = [product.sizes[0]!, product.sizes[1]!];
    for (const change of [
      { action: 'count', count: 0, reason: 'Counted empty' },
      { action: 'receive', quantity: 3, note: '', best_before: '2099-01-01' },
    ]) {
      const answer = await call('manager', 'POST', `/api/admin/stock/${sold.id}`, change);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await t.database.db.update(shop).set({ codEnabled: true });
    await t.services.contentWatcher.check();
    const shopper = await Shopper.start(t.app);
    const placed = await shopper.post('/api/store_order_user', {
      address: shopper.addressId,
      payment_method: 'COD',
      cart: [{ product_id: product.id, product_size_id: sold.id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.database.db.update(shop).set({ codEnabled: false });
    await t.services.contentWatcher.check();
    const edited = await call('manager', 'PUT', `/api/admin/products/${product.id}`, {
      ...newProduct({ name: product.name, slug: product.slug, sku: product.sku }),
      sizes: [{ ...kept }],
    });
    expect(edited.statusCode, edited.body).toBe(422);
    expect(json(edited)).toMatchObject({ errors: { sizes: [M.sizeHasLots(sold.label)] } });
  });

  it('hides a product: 410 naming its category, gone from search and lists, refused at checkout; shows it again', async () => {
    const product = await create();
    const shopper = await Shopper.start(t.app);
    const cart = [{ product_id: product.id, product_size_id: product.sizes[0]!.id, quantity: 1 }];

    const path = `/product/${product.slug}-${product.id}<`;
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(path);

    const hidden = await call('manager', 'POST', `/api/admin/products/${product.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(adminProductAnswer.parse(json(hidden))).toMatchObject({
      message: M.productHidden,
      product: { hidden: true },
    });

    const page = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(page.statusCode).toBe(410);
    expect(json(page)).toEqual({
      message: M.productGone,
      category: { id: categoryId, name: expect.any(String) },
    });
    expect((await search(product.name)).map((r) => r.id)).not.toContain(product.id);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(path);
    expect((await listed()).flatMap((c) => c.products.map((p) => p.id))).not.toContain(product.id);
    // The server's page for /product/<slug>-<id> answers 410 (the storefront then shows where to go).
    const head = await t.services.seo.page({ kind: 'product', id: product.id }, ORIGIN);
    expect(head.status).toBe(410);
    expect(head.head).toContain('noindex');

    const quote = await shopper.createOrder(cart);
    expect(quote.statusCode).toBe(422);
    expect(quote.body).toContain(product.name);

    // The console still lists it, as hidden.
    const list = adminProductsResponse.parse(
      json(await call('manager', 'GET', `/api/admin/products?q=${product.sku}`)),
    );
    expect(list.data).toMatchObject([{ id: product.id, hidden: true }]);

    expect((await call('manager', 'POST', `/api/admin/products/${product.id}/show`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(200);
    expect((await search(product.name))[0]?.id).toBe(product.id);
  });

  it('reorders the products of a category', async () => {
    const list = adminProductsResponse.parse(
      json(await call('manager', 'GET', `/api/admin/products?category_id=${categoryId}`)),
    ).data;
    const ids = list.map((p) => p.id).reverse();
    const response = await call('manager', 'PUT', '/api/admin/products/order', {
      category_id: categoryId,
      ids,
    });
    expect(response.statusCode, response.body).toBe(200);
    const again = adminProductsResponse.parse(
      json(await call('manager', 'GET', `/api/admin/products?category_id=${categoryId}`)),
    ).data;
    expect(again.map((p) => p.id)).toEqual(ids);
    const partial = await call('manager', 'PUT', '/api/admin/products/order', {
      category_id: categoryId,
      ids: ids.slice(1),
    });
    expect(partial.statusCode).toBe(422);
  });
});

describe('drafts', () => {
  const storefront = (url: string) => t.app.inject({ method: 'GET', url });
  const everywhere = async () => {
    const home = homepageResponse.parse(json(await storefront('/api/homepage')));
    const category = json<{ id: number }[]>(await storefront(`/api/categories/${categoryId}/products`));
    const sitemap = (await storefront('/sitemap.xml')).body;
    return { home, category, sitemap };
  };

  it('a new product is a draft unless published: saved, said so, and absent from every part of the shop', async () => {
    // Featured, so it would be on the home page if it were shown.
    const response = await call(
      'manager',
      'POST',
      '/api/admin/products',
      newProduct({ publish: undefined, featured: true }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message, product } = adminProductAnswer.parse(json(response));
    expect(message).toBe(M.productDraftSaved);
    expect(product).toMatchObject({ status: 'draft', published_at: null, hidden: false });

    // Missing, not withdrawn: 404 (a hidden product answers 410), for its API and its page.
    const answer = await storefront(`/api/product/${product.id}`);
    expect(answer.statusCode).toBe(404);
    expect((await storefront(`/product/${product.slug}-${product.id}`)).statusCode).toBe(404);
    expect((await storefront(`/api/product-reviews?product_id=${product.id}`)).statusCode).toBe(404);
    expect((await search(product.name)).map((r) => r.id)).not.toContain(product.id);
    expect((await listed()).flatMap((c) => c.products.map((p) => p.id))).not.toContain(product.id);
    const { home, category, sitemap } = await everywhere();
    expect(home.products.map((p) => p.id)).not.toContain(product.id);
    expect(category.map((p) => p.id)).not.toContain(product.id);
    expect(sitemap).not.toContain(`-${product.id}<`);
    // Nor among a product's related ones (same category).
    const neighbour = category[0]!;
    const related = productResponse.parse(json(await storefront(`/api/product/${neighbour.id}`)));
    expect(related.related_products.map((p) => p.id)).not.toContain(product.id);
    // Nor bought, by a cart that names its size.
    const shopper = await Shopper.start(t.app);
    const quote = await shopper.createOrder([
      { product_id: product.id, product_size_id: product.sizes[0]!.id, quantity: 1 },
    ]);
    expect(quote.statusCode).toBe(422);

    // The console lists it as a draft; saving it again keeps it one, and says so.
    const list = adminProductsResponse.parse(
      json(await call('manager', 'GET', `/api/admin/products?q=${product.sku}`)),
    );
    expect(list.data).toMatchObject([{ id: product.id, status: 'draft' }]);
    const again = await call('manager', 'PUT', `/api/admin/products/${product.id}`, {
      ...newProduct({ name: product.name, slug: product.slug, sku: product.sku, publish: false }),
    });
    expect(adminProductAnswer.parse(json(again))).toMatchObject({
      message: M.productDraftSaved,
      product: { status: 'draft' },
    });
    expect((await storefront(`/api/product/${product.id}`)).statusCode).toBe(404);
  });

  it('publishing a draft shows it in the shop, says so, and is audited; then it is saved, hidden and saved as before', async () => {
    const draft = await create(newProduct({ publish: false }));
    const input = newProduct({ name: draft.name, slug: draft.slug, sku: draft.sku });
    const published = await call('manager', 'PUT', `/api/admin/products/${draft.id}`, input);
    expect(published.statusCode, published.body).toBe(200);
    expect(adminProductAnswer.parse(json(published))).toMatchObject({
      message: M.productPublished,
      product: { status: 'published', published_at: expect.any(String) },
    });
    expect((await storefront(`/api/product/${draft.id}`)).statusCode).toBe(200);
    expect((await search(draft.name))[0]?.id).toBe(draft.id);
    expect((await everywhere()).sitemap).toContain(`/product/${draft.slug}-${draft.id}<`);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(draft.id)));
    expect(audits.map((a) => a.action)).toEqual(['product.create', 'product.publish']);
    expect(audits[0]).toMatchObject({ after: { status: 'draft' } });
    expect(audits[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });

    // Published stays published: a save says the shop shows it; sent without `publish` it is not made a draft again.
    const saved = await call('manager', 'PUT', `/api/admin/products/${draft.id}`, {
      ...input,
      publish: false,
    });
    expect(adminProductAnswer.parse(json(saved))).toMatchObject({
      message: M.productSaved,
      product: { status: 'published' },
    });
    await call('manager', 'POST', `/api/admin/products/${draft.id}/hide`);
    const hiddenSave = await call('manager', 'PUT', `/api/admin/products/${draft.id}`, input);
    expect(adminProductAnswer.parse(json(hiddenSave))).toMatchObject({
      message: M.productSavedHidden,
      product: { status: 'hidden', hidden: true },
    });
    expect((await storefront(`/api/product/${draft.id}`)).statusCode).toBe(410);
  });
});

describe('categories in the console', () => {
  it('adds, renames and hides a category; a hidden one leaves the storefront lists', async () => {
    const created = await call('manager', 'POST', '/api/admin/categories', {
      name: 'Pickles',
      name_mal: 'അച്ചാർ',
      picture: 'pickles.jpg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ category: { id: number } }>(created).category;
    const renamed = await call('manager', 'PUT', `/api/admin/categories/${id}`, {
      name: 'Kerala Pickles',
      picture: 'pickles.jpg',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed()).map((c) => c.id)).toContain(id);
    expect((await call('manager', 'POST', `/api/admin/categories/${id}/hide`)).statusCode).toBe(200);
    expect((await listed()).map((c) => c.id)).not.toContain(id);
    const all = adminCategoriesResponse.parse(
      json(await call('manager', 'GET', '/api/admin/categories')),
    ).data;
    expect(all.find((c) => c.id === id)).toMatchObject({
      name: 'Kerala Pickles',
      name_mal: '',
      hidden: true,
    });
    expect((await call('manager', 'POST', `/api/admin/categories/${id}/show`)).statusCode).toBe(200);
    expect((await listed()).map((c) => c.id)).toContain(id);
  });

  it('saves a category’s Malayalam name and description; the shop lists the Malayalam name', async () => {
    const created = await call('manager', 'POST', '/api/admin/categories', {
      name: 'Jams',
      name_mal: '  ജാമുകൾ ',
      description: 'Fruit jams.',
      description_mal: 'പഴങ്ങൾ കൊണ്ടുള്ള ജാമുകൾ.',
      picture: 'jams.jpg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = adminCategoryAnswer.parse(json(created)).category;
    expect(category).toMatchObject({ name_mal: 'ജാമുകൾ', description_mal: 'പഴങ്ങൾ കൊണ്ടുള്ള ജാമുകൾ.' });
    const shown = categoriesWithProducts.parse(
      json(await t.app.inject({ method: 'GET', url: '/api/categories-with-products' })),
    );
    expect(shown.find((c) => c.id === category.id)?.name_mal).toBe('ജാമുകൾ');
    const home = homepageResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/homepage' })));
    expect(home.categories.find((c) => c.id === category.id)?.name_mal).toBe('ജാമുകൾ');

    const long = await call('manager', 'PUT', `/api/admin/categories/${category.id}`, {
      name: 'Jams',
      name_mal: 'ജ'.repeat(201),
      description_mal: 'ജ'.repeat(5001),
      picture: 'jams.jpg',
    });
    expect(long.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(long).errors).toEqual({
      name_mal: [M.categoryNameMalTooLong],
      description_mal: [M.categoryDescriptionMalTooLong],
    });
  });

  it('refuses a category without a name, naming the field', async () => {
    const response = await call('manager', 'POST', '/api/admin/categories', { name: ' ', picture: 'x.jpg' });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      name: [M.categoryNameRequired],
    });
  });
});

describe('who may change the catalogue', () => {
  it('a packer gets 403 everywhere; a manager and the owner are allowed', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/products', undefined],
      ['POST', '/api/admin/products', newProduct()],
      ['POST', '/api/admin/products/1/hide', undefined],
      ['GET', '/api/admin/categories', undefined],
      ['POST', '/api/admin/categories', { name: 'X', picture: 'x.jpg' }],
    ] as const) {
      expect((await call('packer', method, url, payload)).statusCode, url).toBe(403);
    }
    expect((await call('owner', 'GET', '/api/admin/products')).statusCode).toBe(200);
    expect((await call('manager', 'GET', '/api/admin/categories')).statusCode).toBe(200);
  });
});
