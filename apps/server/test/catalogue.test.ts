import {
  categoriesWithProducts,
  homepageResponse,
  productResponse,
  productReviewsResponse,
  productSearchResponse,
  productSummary,
  type CategoryWithProducts,
  type HomepageResponse,
  type ProductResponse,
  type SearchResult,
} from '@farm/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reviews } from '../src/db/schema.js';
import { demoData } from '../src/seed/demo-data.js';
import { createTestApp, eventually, json, type TestApp } from './harness.js';
import { countStatements } from '../src/db/client.js';

/** A plain text's words on one line, as the lists give a description. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function categories(): Promise<CategoryWithProducts[]> {
  return categoriesWithProducts.parse(json(await get('/api/categories-with-products')));
}

async function productBySlug(slug: string): Promise<ProductResponse> {
  const all = (await categories()).flatMap((c) => c.products);
  const summary = all.find((p) => p.product_slug === slug);
  if (!summary) throw new Error(`no product ${slug}`);
  return productResponse.parse(json(await get(`/api/product/${summary.id}`)));
}

describe('GET /api/homepage', () => {
  it('answers every section of the home page', async () => {
    const response = await get('/api/homepage');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body: HomepageResponse = homepageResponse.parse(json(response));
    expect(body.currency).toBe('INR');
    expect(body.homeVideoInGallary).toHaveLength(demoData.banners.length);
    expect(body.certificates.map((c) => c.image)).toEqual(demoData.certificates.map((c) => c.image));
    expect(body.certificates.map((c) => c.title)).toEqual(demoData.certificates.map((c) => c.title));
    expect(body.videoYoutube.map((v) => v.video)).toEqual(demoData.videos.map((v) => v.video));
    expect(body.categories.map((c) => c.name)).toEqual(demoData.categories.map((c) => c.name));
    const featured = demoData.products.filter((p) => p.featured).map((p) => p.product_name);
    expect(body.products.map((p) => p.product_name)).toEqual(featured.slice(0, 12));
  });

  it('answers 304 to a client that already holds the same answer', async () => {
    const first = await get('/api/homepage');
    const etag = String(first.headers.etag);
    const again = await get('/api/homepage', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('may be kept a few seconds by a proxy or CDN, with an ETag to revalidate by', async () => {
    for (const url of ['/api/homepage', '/api/categories-with-products', '/api/whatInFarms-viewall']) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe('public, max-age=5, stale-while-revalidate=30');
      expect(response.headers.etag, url).toMatch(/^"[\w-]+"$/);
    }
  });
});

describe('GET /api/categories-with-products', () => {
  it("lists every category in the farm's order with all its products", async () => {
    const body = await categories();
    expect(body.map((c) => c.name)).toEqual(demoData.categories.map((c) => c.name));
    const names = body.flatMap((c) => c.products.map((p) => p.product_name));
    expect(names.sort()).toEqual(demoData.products.map((p) => p.product_name).sort());
    for (const category of body) {
      for (const product of category.products) expect(product.category_id).toBe(category.id);
    }
  });

  it('gives each product its first size as price and selling price, in rupees', async () => {
    const body = await categories();
    const all = body.flatMap((c) => c.products);
    for (const demo of demoData.products) {
      const product = all.find((p) => p.product_slug === demo.product_slug)!;
      const first = demo.sizes[0]!;
      expect(product.price).toBe(first.original_price);
      expect(product.selling_price).toBe(first.offer_price ?? first.original_price);
      expect(product.baseprices[0]).toEqual({
        original_price: first.original_price,
        offer_price: first.offer_price ?? 0,
        size: first.size,
      });
      // Every size with its label, so a card can say "from ₹225 · 250 ml".
      expect(product.baseprices.map((p) => p.size)).toEqual(demo.sizes.map((s) => s.size));
      expect(product.product_name_mal).toBe(demo.product_name_mal);
      expect(product.image_url).toBe(`/uploads/products/${demo.image}`);
      expect(product.in_stock).toBe(demo.sizes.some((s) => s.in_stock !== false));
    }
  });
});

describe('the farm’s texts in Malayalam', () => {
  it('gives every product its Malayalam description and every category its Malayalam name, in every list', async () => {
    const home = homepageResponse.parse(json(await get('/api/homepage')));
    expect(home.categories.map((c) => c.name_mal)).toEqual(demoData.categories.map((c) => c.name_mal));
    for (const product of home.products) expect(product.description_mal, product.product_slug).not.toBe('');

    const all = await categories();
    expect(all.map((c) => c.name_mal)).toEqual(demoData.categories.map((c) => c.name_mal));
    for (const product of all.flatMap((c) => c.products)) {
      const demo = demoData.products.find((p) => p.product_slug === product.product_slug)!;
      // Plain text on one line: the demo's paragraphs, their breaks made spaces.
      expect(product.description_mal).toBe(oneLine(demo.description_mal!));
    }

    const { product, related_products } = await productBySlug('nadan-cow-ghee');
    expect(product.description_mal).toMatch(/^ഞങ്ങളുടെ സ്വന്തം പശുക്കളുടെ/);
    for (const other of related_products) expect(other.description_mal).not.toBe('');

    const found = productSearchResponse.parse(json(await get('/api/products/search?q=ghee')));
    expect(found[0]?.description_mal).toBe(product.description_mal);
  });
});

describe('GET /api/categories/{id}/products', () => {
  it('lists the products of one category', async () => {
    const [first] = await categories();
    const response = await get(`/api/categories/${first!.id}/products`);
    expect(response.statusCode).toBe(200);
    const body = z.array(productSummary).parse(json(response));
    expect(body.map((p) => p.id)).toEqual(first!.products.map((p) => p.id));
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await get('/api/categories/999999/products');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'This category does not exist.' });
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '1e3', '%20'])(
    'answers 422 for the malformed id %j',
    async (id) => {
      const response = await get(`/api/categories/${id}/products`);
      expect(response.statusCode).toBe(422);
      const body = json<{ message: string; errors: Record<string, string[]> }>(response);
      expect(body.message).toBe('The id must be a positive whole number.');
      expect(body.errors.id).toEqual(['The id must be a positive whole number.']);
    },
  );
});

describe('GET /api/product/{id}', () => {
  it('gives sizes and their prices in the same order, with offers and stock', async () => {
    const demo = demoData.products.find((p) => p.sizes.length === 3 && p.sizes.some((s) => s.offer_price))!;
    const { product } = await productBySlug(demo.product_slug);
    expect(product.sizes.map((s) => s.size)).toEqual(demo.sizes.map((s) => s.size));
    expect(product.sizes.map((s) => s.weight)).toEqual(demo.sizes.map((s) => s.weight_grams));
    expect(product.sizes.map((s) => s.in_stock)).toEqual(demo.sizes.map((s) => s.in_stock !== false));
    expect(product.prices.map((p) => p.product_size_id)).toEqual(product.sizes.map((s) => s.id));
    expect(product.prices.map((p) => [p.original_price, p.offer_price])).toEqual(
      demo.sizes.map((s) => [s.original_price, s.offer_price ?? 0]),
    );
    expect(product.description).toBe(oneLine(demo.description));
    // Its paragraphs, rendered.
    expect(product.description_html.match(/<p>/g)).toHaveLength(demo.description.split('\n\n').length);
    expect(product.images.map((i) => i.image)).toEqual(demo.gallery);
    expect(product.rating).toEqual({ average: 0, count: 0 });
  });

  it('marks sizes that are out of stock', async () => {
    const demo = demoData.products.find((p) => p.sizes.some((s) => s.in_stock === false))!;
    const { product } = await productBySlug(demo.product_slug);
    const outOfStock = product.sizes.filter((s) => !s.in_stock).map((s) => s.size);
    expect(outOfStock).toEqual(demo.sizes.filter((s) => s.in_stock === false).map((s) => s.size));
  });

  it('relates up to four other products of the same category', async () => {
    const demo = demoData.products[0]!;
    const { product, related_products } = await productBySlug(demo.product_slug);
    expect(related_products.length).toBeGreaterThan(0);
    expect(related_products.length).toBeLessThanOrEqual(4);
    for (const related of related_products) {
      expect(related.id).not.toBe(product.id);
      expect(related.category_id).toBe(product.category_id);
    }
  });

  it('answers 404 for a product that does not exist and 422 for a malformed id', async () => {
    const missing = await get('/api/product/987654');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'This product does not exist.' });
    const malformed = await get('/api/product/coconut-oil');
    expect(malformed.statusCode).toBe(422);
  });

  it('shows reviews newest first with their average and count', async () => {
    const demo = demoData.products[1]!;
    const { product } = await productBySlug(demo.product_slug);
    await t.database.db.insert(reviews).values([
      {
        productId: product.id,
        name: 'Anitha',
        review: 'Lovely aroma.',
        ratingHalves: 9,
        createdAt: new Date('2026-01-01'),
      },
      {
        productId: product.id,
        name: 'Rahul',
        review: 'Good <b>value</b>',
        ratingHalves: 6,
        createdAt: new Date('2026-02-01'),
      },
    ]);
    // Written straight to the database, as another process would: the cached page follows within a moment.
    const after = await eventually(
      async () => productResponse.parse(json(await get(`/api/product/${product.id}`))),
      (page) => page.product.reviews.length === 2,
    );
    expect(after.product.reviews.map((r) => r.name)).toEqual(['Rahul', 'Anitha']);
    expect(after.product.reviews[0]).toMatchObject({
      review: 'Good <b>value</b>',
      start_ratings: 3,
      user_id: null,
    });
    expect(after.product.rating).toEqual({ average: 3.8, count: 2 });

    const list = await get(`/api/product-reviews?product_id=${product.id}`);
    expect(list.statusCode).toBe(200);
    const body = productReviewsResponse.parse(json(list));
    expect(body.reviews.map((r) => r.start_ratings)).toEqual([3, 4.5]);
    expect(body.reviews[0]!.created_at).toBe('2026-02-01T00:00:00.000Z');
  });
});

describe('GET /api/product-reviews', () => {
  it('answers 404 for an unknown product and 422 without a valid product_id', async () => {
    expect((await get('/api/product-reviews?product_id=999999')).statusCode).toBe(404);
    const missing = await get('/api/product-reviews');
    expect(missing.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(missing).errors.product_id).toBeDefined();
    expect((await get('/api/product-reviews?product_id=x')).statusCode).toBe(422);
  });
});

describe('GET /api/products/search', () => {
  const search = async (q: string): Promise<SearchResult[]> => {
    const response = await get(`/api/products/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return productSearchResponse.parse(json(response));
  };

  const slugsOf = (results: SearchResult[]) => results.map((r) => r.product_slug);
  const demoSlugs = (match: (p: (typeof demoData.products)[number]) => boolean) =>
    demoData.products.filter(match).map((p) => p.product_slug);

  it('finds products whose name contains the text, ignoring case, with their category name, first', async () => {
    const demo = demoData.products[0]!;
    const word = demo.product_name.split(' ').at(-1)!;
    const results = await search(word.toUpperCase());
    const named = demoSlugs((p) => p.product_name.toLowerCase().includes(word.toLowerCase()));
    expect(slugsOf(results.slice(0, named.length)).sort()).toEqual(named.sort());
    const category = demoData.categories.find((c) => c.key === demo.category)!;
    expect(results.find((r) => r.product_slug === demo.product_slug)).toMatchObject({
      category_name: category.name,
      category_name_mal: category.name_mal,
    });
  });

  it('finds Malayalam names typed in English letters, as they are said', async () => {
    // വെളിച്ചെണ്ണ (coconut oil), മഞ്ഞൾ (turmeric), മുളക് (chilli, and കുരുമുളക്, pepper), അച്ചാർ (pickle).
    const expected: Record<string, string[]> = {
      velichenna: ['virgin-coconut-oil', 'cold-pressed-coconut-oil'],
      manjal: ['turmeric-powder'],
      mulaku: demoSlugs((p) => p.product_name_mal.includes('മുളക്')),
      achar: demoSlugs((p) => p.product_name_mal.includes('അച്ചാർ')),
    };
    expect(expected.mulaku).toEqual(expect.arrayContaining(['black-pepper-powder']));
    expect(expected.mulaku!.some((slug) => slug.includes('chilli'))).toBe(true);
    expect(expected.achar!.length).toBeGreaterThan(4);
    for (const [typed, slugs] of Object.entries(expected)) {
      const results = await search(typed);
      expect(slugsOf(results.slice(0, slugs.length)).sort(), typed).toEqual([...slugs].sort());
    }
    // Other common spellings of the same words, and a word typed in Malayalam letters.
    expect(
      slugsOf(await search('velichchenna'))
        .slice(0, 2)
        .sort(),
    ).toEqual(expected.velichenna!.sort());
    expect(slugsOf(await search('Manjhal'))[0]).toBe('turmeric-powder');
    expect(
      slugsOf(await search('aachaar'))
        .slice(0, expected.achar!.length)
        .sort(),
    ).toEqual([...expected.achar!].sort());
    expect(
      slugsOf(await search('വെളിച്ചെണ്ണ'))
        .slice(0, 2)
        .sort(),
    ).toEqual(expected.velichenna!.sort());
  });

  it('forgives typos', async () => {
    const coconut = demoSlugs((p) => p.product_name.toLowerCase().includes('coconut'));
    expect(slugsOf((await search('cocnut')).slice(0, coconut.length)).sort()).toEqual(coconut.sort());
    expect(slugsOf(await search('turmric'))[0]).toBe('turmeric-powder');
    expect(slugsOf(await search('pikle'))).toEqual(
      expect.arrayContaining(demoSlugs((p) => p.product_name.includes('Pickle'))),
    );
  });

  it('finds words of the descriptions, ranked below the names', async () => {
    // "copra" is in no name, only in the words of some descriptions.
    const described = demoSlugs((p) => /\bcopra\b/i.test(p.description));
    expect(described.length).toBeGreaterThan(0);
    expect(slugsOf(await search('copra')).sort()).toEqual(described.sort());
    // "coconut" names some products and is in the descriptions of others: the names come first.
    const named = demoSlugs((p) => p.product_name.toLowerCase().includes('coconut'));
    const results = slugsOf(await search('coconut'));
    expect(results.slice(0, named.length).sort()).toEqual([...named].sort());
    expect(results.length).toBeGreaterThan(named.length);
  });

  it('answers any text, the search syntax’s own characters included', async () => {
    for (const q of [
      '!!!!',
      '\\',
      "o'brien",
      '"coconut',
      'a & b | !c',
      ':*',
      '((( oil',
      '-oil',
      'ക്ക്',
      '🥥 oil',
    ]) {
      // search() expects 200 and the contract's shape.
      await search(q);
    }
    expect(slugsOf(await search('"coconut oil"')).length).toBeGreaterThan(0);
  });

  it('finds nothing for words nothing holds', async () => {
    expect(await search('zzqxv')).toEqual([]);
    expect(await search('tractor')).toEqual([]);
  });

  it('finds products by their Malayalam name', async () => {
    const demo = demoData.products[2]!;
    const results = await search(demo.product_name_mal);
    expect(results.map((r) => r.product_slug)).toContain(demo.product_slug);
  });

  it('gives nothing for an empty text and treats SQL wildcards as plain characters', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('caps the list when a limit is given and refuses a malformed one', async () => {
    const all = await search('a');
    expect(all.length).toBeGreaterThan(3);
    const answer = await get('/api/products/search?q=a&limit=3');
    const limited = productSearchResponse.parse(json(answer));
    expect(limited).toEqual(all.slice(0, 3));
    // How many match in all, for the dropdown's "See all N results"; the same from the cache.
    expect(answer.headers['x-total-count']).toBe(String(all.length));
    expect((await get('/api/products/search?q=a&limit=3')).headers['x-total-count']).toBe(String(all.length));
    expect((await get('/api/products/search?q=a&limit=0')).statusCode).toBe(422);
    expect((await get('/api/products/search?q=a&limit=-2')).statusCode).toBe(422);
    expect((await get(`/api/products/search?q=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });
});

describe('query counts and caching', () => {
  const urls = ['/api/homepage', '/api/categories-with-products', '/api/products/search?q=oil'];
  // The content watcher's reads are not a call's: it stays still while calls are counted (a loaded machine saw its
  // tick land inside a count). Each count empties the cache itself.
  beforeAll(() => t.services.contentWatcher.stop());
  afterAll(() => t.services.contentWatcher.start());

  /** Statements one cold call sends (calls run one at a time, so counts do not mix). */
  async function queriesFor(url: string): Promise<number> {
    t.services.cache.invalidate();
    return countStatements(async () => expect((await get(url)).statusCode).toBe(200));
  }

  it('does not grow the query count of a call with the size of the catalogue', async () => {
    const all = (await categories()).flatMap((c) => c.products);
    const productUrl = `/api/product/${all[0]!.id}`;
    const before: number[] = [];
    for (const url of [...urls, productUrl]) before.push(await queriesFor(url));
    // Each cold call reads the database: the counts measure something.
    expect(Math.min(...before)).toBeGreaterThan(0);
    // Fifty more products, each with two sizes and a gallery picture.
    const categoryId = all[0]!.category_id;
    await t.database.db.execute(sql`
      WITH p AS (
        INSERT INTO products (category_id, product_name, product_slug, sku, image, featured, published_at)
        SELECT ${categoryId}, 'Extra oil ' || n, 'extra-oil-' || n, 'EXTRA-' || n, 'x.svg', true, now()
        FROM generate_series(1, 50) n RETURNING id
      ), s AS (
        INSERT INTO product_sizes (product_id, size, weight_grams, net_quantity, net_unit, sort_order)
        SELECT id, w || ' ml', w, w, 'ml', w FROM p, (VALUES (500), (1000)) v(w) RETURNING id
      ), i AS (
        INSERT INTO product_images (product_id, image) SELECT id, 'x2.svg' FROM p
      )
      INSERT INTO product_prices (product_size_id, original_price_paise) SELECT id, 10000 FROM s`);
    const after: number[] = [];
    for (const url of [...urls, productUrl]) after.push(await queriesFor(url));
    expect(after).toEqual(before);
    // The product page: product, sizes, gallery, reviews, (cold) the three-query catalogue snapshot, and whether a
    // size sells from a pre-order now (issue 37: its figures move with every sale, so they are read fresh).
    expect(Math.max(...after)).toBeLessThanOrEqual(8);
    expect((await categories()).flatMap((c) => c.products)).toHaveLength(all.length + 50);
  });

  it('serves the home page and category lists from memory until the content changes', async () => {
    await get('/api/homepage');
    await get('/api/categories-with-products');
    const again = await countStatements(async () => {
      await get('/api/homepage');
      await get('/api/categories-with-products');
    });
    expect(again).toBe(0);
  });
});
