import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  categoriesWithProducts,
  cropList,
  homepageResponse,
  META_DESCRIPTION_LENGTH,
  LANGUAGE_COOKIE,
  NEEDS_JAVASCRIPT,
  type CategoryWithProducts,
  type Crop,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, onTestFinished } from 'vitest';
import {
  categories as categoriesTable,
  productPrices,
  productSizes,
  products,
  reviews,
} from '../src/db/schema.js';
import Fastify, { type FastifyRequest } from 'fastify';
import { ReadCache } from '../src/shared/read-cache.js';
import { installStatic } from '../src/http/static.js';
import { BOOT_ID, BOOT_SCRIPT, BOOT_SCRIPT_HASH } from '../src/shared/boot-script.js';
import { ScreenAssetIndex, type ViteManifest } from '../src/modules/seo/hints.js';
import { cutAtWord, escapeHtml, jsonLdScript, plainText } from '../src/modules/seo/html.js';
import { parsePagePath } from '../src/modules/seo/paths.js';
import { pageAnswerer } from '../src/modules/seo/routes.js';
import { SeoService } from '../src/modules/seo/service.js';
import { PageTemplate } from '../src/modules/seo/template.js';
import { demoData } from '../src/seed/demo-data.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { countStatements } from '../src/db/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const shop = demoData.shop.name;
const shopMal = demoData.shop.name_mal!;
/** What `inject` requests look like to the server when PUBLIC_URL is not set. */
const ORIGIN = 'http://localhost:80';

async function catalogue(): Promise<CategoryWithProducts[]> {
  return categoriesWithProducts.parse(json(await get('/api/categories-with-products')));
}

async function allCrops(): Promise<Crop[]> {
  const [best, further] = await Promise.all([
    get('/api/whatInFarms-viewall'),
    get('/api/whatInFarms-most-cultivated-crops-view-all'),
  ]);
  return [...cropList.parse(json(best)).data, ...cropList.parse(json(further)).data];
}

async function productNamed(slug: string) {
  const product = (await catalogue()).flatMap((c) => c.products).find((p) => p.product_slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The tags of a page, read the way a link preview does (no JavaScript). */
function tags(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head)?.[1];
    return found === undefined ? undefined : unescapeHtml(found);
  };
  const ldJson = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    head,
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => unescapeHtml(m[1]!)),
    title: unescapeHtml(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: unescapeHtml(/<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1] ?? '') || undefined,
    meta,
    jsonLd: ldJson === undefined ? undefined : (JSON.parse(ldJson) as Record<string, unknown>),
    ldJsonText: ldJson,
  };
}

interface Offer {
  '@type': string;
  price?: string;
  lowPrice?: string;
  highPrice?: string;
  priceCurrency: string;
  availability: string;
  offers?: Offer[];
}

describe('product pages', () => {
  it('carry the title, a short description, canonical link, Open Graph tags and schema.org Product data', async () => {
    const demo = demoData.products[0]!;
    const product = await productNamed(demo.product_slug);
    const response = await get(`/product/${demo.product_slug}-${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');

    const page = tags(response.body);
    expect(page.titles).toEqual([`${demo.product_name} | ${shop}`]);
    const description = page.meta('description')!;
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(description.length).toBeGreaterThan(100);
    expect(description).toMatch(/…$/);
    // Cut at a word: what comes before the ellipsis is whole words of the description.
    expect(demo.description.replace(/\s+/g, ' ')).toContain(`${description.slice(0, -1)} `);
    expect(page.meta('robots')).toBeUndefined();
    const url = `${ORIGIN}/product/${demo.product_slug}-${product.id}`;
    expect(page.canonical).toBe(url);
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe(demo.product_name);
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:site_name')).toBe(shop);
    expect(page.meta('og:image')).toBe(`${ORIGIN}/uploads/products/${demo.image}`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');

    const ld = page.jsonLd!;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(demo.product_name);
    expect(ld.sku).toBe(demo.sku);
    expect(ld.brand).toEqual({ '@type': 'Brand', name: shop });
    expect(ld.image).toEqual(
      [demo.image, ...demo.gallery].map((file) => `${ORIGIN}/uploads/products/${file}`),
    );
    // Three sizes at 225, 395 (offer) and 740 (offer) rupees.
    const offers = ld.offers as Offer;
    expect(offers['@type']).toBe('AggregateOffer');
    expect(offers.priceCurrency).toBe('INR');
    expect(offers.lowPrice).toBe('225.00');
    expect(offers.highPrice).toBe('740.00');
    expect(offers.availability).toBe('https://schema.org/InStock');
    expect(offers.offers!.map((o) => [o.price, o.priceCurrency])).toEqual([
      ['225.00', 'INR'],
      ['395.00', 'INR'],
      ['740.00', 'INR'],
    ]);
    // No reviews yet, so no rating.
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('gives the rating once there are reviews, and points a wrong slug at the canonical address', async () => {
    const demo = demoData.products[2]!;
    const product = await productNamed(demo.product_slug);
    await t.database.db.insert(reviews).values([
      { productId: product.id, name: 'Anitha', review: 'Lovely.', ratingHalves: 9 },
      { productId: product.id, name: 'Rahul', review: 'Good value', ratingHalves: 6 },
    ]);
    const response = await get(`/product/old-name-${product.id}`);
    expect(response.statusCode).toBe(200);
    const page = tags(response.body);
    expect(page.canonical).toBe(`${ORIGIN}/product/${demo.product_slug}-${product.id}`);
    expect(page.jsonLd!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.8,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 0,
    });
  });

  it('says OutOfStock when no size is in stock, and per size when some are', async () => {
    // The demo's second product has a 2 L size out of stock.
    const partly = await productNamed(demoData.products[1]!.product_slug);
    const partlyLd = tags((await get(`/product/${partly.product_slug}-${partly.id}`)).body).jsonLd!;
    const partlyOffers = partlyLd.offers as Offer;
    expect(partlyOffers.availability).toBe('https://schema.org/InStock');
    expect(partlyOffers.offers!.map((o) => o.availability.replace('https://schema.org/', ''))).toContain(
      'OutOfStock',
    );

    const demo = demoData.products[3]!;
    const product = await productNamed(demo.product_slug);
    await t.database.db
      .update(productSizes)
      .set({ inStock: false })
      .where(eq(productSizes.productId, product.id));
    t.services.cache.invalidate();
    const ld = tags((await get(`/product/${demo.product_slug}-${product.id}`)).body).jsonLd!;
    const offers = ld.offers as Offer;
    expect(offers.availability).toBe('https://schema.org/OutOfStock');
    for (const offer of offers.offers ?? [offers]) {
      expect(offer.availability).toBe('https://schema.org/OutOfStock');
    }
  });

  it('escapes names and descriptions with markup and quotes everywhere they appear', async () => {
    const [category] = await catalogue();
    const name = `Ghee <script>alert("x")</script> & 'Co' </title>`;
    const [row] = await t.database.db
      .insert(products)
      .values({
        categoryId: category!.id,
        name,
        slug: 'ghee-test',
        sku: 'GHEE-"1"',
        description: '<p>Pure <b>desi</b> ghee, "slow-cooked" &amp; golden.</p><script>alert(1)</script>',
        image: 'ghee "1".svg',
        publishedAt: new Date(),
      })
      .returning({ id: products.id });
    const [size] = await t.database.db
      .insert(productSizes)
      .values({ productId: row!.id, size: '500 g', weightGrams: 500, netQuantity: 500 })
      .returning({ id: productSizes.id });
    await t.database.db.insert(productPrices).values({ productSizeId: size!.id, originalPricePaise: 45050 });
    await t.database.db
      .update(categoriesTable)
      .set({ name: `Oils "&" <img src=x onerror=alert(1)>` })
      .where(eq(categoriesTable.id, category!.id));
    t.services.cache.invalidate();

    const response = await get(`/product/ghee-test-${row!.id}`);
    expect(response.statusCode).toBe(200);
    const page = tags(response.body);
    // Nothing from the data opens a tag: the only scripts are the JSON-LD one in the head and the API data block at
    // the end of the body (both data, never run), and the title closes once.
    expect(response.body).not.toContain('<script>');
    expect(page.head.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    expect(response.body.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="api-data">',
    ]);
    // The data block holds the product as the API gives it, with no raw `<`, `>` or `&` to end it early.
    const block = hints(response.body);
    expect(block.block).not.toMatch(/[<>&]/);
    expect(
      (block.data[`/api/product/${row!.id}`] as { product: { product_name: string } }).product.product_name,
    ).toBe(name);
    expect(page.head.match(/<\/title>/g)).toHaveLength(1);
    expect(page.titles).toEqual([`${name} | ${shop}`]);
    expect(page.meta('og:title')).toBe(name);
    expect(page.meta('description')).toBe('Pure desi ghee, "slow-cooked" & golden.');
    expect(page.meta('og:image')).toBe(`${ORIGIN}/uploads/products/ghee%20%221%22.svg`);
    // The JSON-LD never contains a raw `<`, yet reads back as the very same name.
    expect(page.ldJsonText).not.toContain('<');
    expect(page.ldJsonText).toContain('\\u003cscript');
    expect(page.jsonLd!.name).toBe(name);
    expect(page.jsonLd!.sku).toBe('GHEE-"1"');
    // One size: a single Offer, at the paise-exact price.
    expect(page.jsonLd!.offers).toMatchObject({ '@type': 'Offer', price: '450.50', priceCurrency: 'INR' });

    const categoryPage = tags((await get(`/productsbycategory/${category!.id}`)).body);
    expect(categoryPage.head).not.toContain('<img');
    expect(categoryPage.title).toBe(`Oils "&" <img src=x onerror=alert(1)> | ${shop}`);
    expect(categoryPage.meta('og:title')).toBe(`Oils "&" <img src=x onerror=alert(1)>`);
  });
});

describe('category and crop pages', () => {
  it('carry the category name, its products and its picture', async () => {
    const category = (await catalogue()).at(-1)!;
    const response = await get(`/productsbycategory/${category.id}`);
    expect(response.statusCode).toBe(200);
    const page = tags(response.body);
    expect(page.title).toBe(`${category.name} | ${shop}`);
    expect(page.meta('og:title')).toBe(category.name);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('description')).toContain(category.products[0]!.product_name);
    expect(page.meta('og:image')).toBe(`${ORIGIN}/uploads/categories/${category.image}`);
    expect(page.canonical).toBe(`${ORIGIN}/productsbycategory/${category.id}`);
    expect(page.jsonLd).toBeUndefined();
  });

  it('carry the crop name, under the best-yield or the extra-harvest address', async () => {
    const crops = await allCrops();
    const best = crops.find((c) => c.category === 'main')!;
    const further = crops.find((c) => c.category !== 'main')!;
    for (const [url, crop, canonical] of [
      [`/mostharvestfromfarm/${best.id}`, best, `/mostharvestfromfarm/${best.id}`],
      [`/extraharvestfromfarm/detail/${further.id}`, further, `/extraharvestfromfarm/detail/${further.id}`],
      // The wrong family still shows the crop, but names its own address as canonical.
      [`/mostharvestfromfarm/${further.id}`, further, `/extraharvestfromfarm/detail/${further.id}`],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const page = tags(response.body);
      expect(page.title).toBe(`${crop.name} | ${shop}`);
      expect(page.meta('og:image')).toBe(`${ORIGIN}/uploads/what_in_farm/${crop.image}`);
      expect(page.canonical).toBe(ORIGIN + canonical);
      expect(page.meta('description')!.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
      expect(page.meta('description')).toContain(crop.description.slice(0, 30));
    }
  });
});

describe('other pages', () => {
  it('give the home page the shop name and tagline, and the fixed pages their own titles', async () => {
    const home = tags((await get('/')).body);
    expect(home.titles).toEqual([shop]);
    expect(home.meta('description')).toBe(demoData.shop.tagline);
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.meta('twitter:card')).toBe('summary');

    for (const [url, title] of [
      ['/productsbycategory', 'All Categories'],
      ['/mostharvestfromfarm', 'Best Yields Plants'],
      ['/extraharvestfromfarm', 'Extra Harvest'],
      ['/extraharvestfromfarm/Fruits', 'Fruits – Extra Harvest'],
      ['/aboutus', 'About Us'],
      ['/privacy-policy', 'Privacy Notice'],
      ['/terms-and-conditions', 'Terms and Conditions'],
      ['/refund-cancellation-policy', 'Return and Cancellation Policy'],
      ['/shipping-policy', 'Shipping Policy'],
      ['/seller', 'Seller details'],
    ]) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(200);
      const page = tags(response.body);
      expect(page.titles, url).toEqual([`${title} | ${shop}`]);
      expect(page.canonical, url).toBe(ORIGIN + url);
      expect(page.meta('description')!.length, url).toBeGreaterThan(20);
    }
    // A group named in another case, as the header spells it, has one canonical spelling.
    const group = tags((await get('/extraharvestfromfarm/Animal%20care%20and%20maintenance')).body);
    expect(group.canonical).toBe(`${ORIGIN}/extraharvestfromfarm/Animal%20Care%20and%20Maintenance`);
  });

  it("give the storefront's own screens the generic tags", async () => {
    for (const url of ['/cart', '/login', '/checkoutpage', '/order-confirmation', '/search', '/myaccount']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const page = tags(response.body);
      expect(page.titles).toEqual([shop]);
      expect(page.meta('description')).toBe(demoData.shop.tagline);
      expect(page.meta('og:site_name')).toBe(shop);
      expect(page.meta('robots')).toBeUndefined();
    }
  });

  it('tell the storefront in the page that it is a 404, so it shows its not-found page without asking again', async () => {
    for (const url of ['/no-such-page', '/product/no-such-thing-987654', '/productsbycategory/987654']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(tags(response.body).meta('shop-page'), url).toBe('not-found');
    }
    expect(tags((await get('/')).body).meta('shop-page')).toBeUndefined();
  });

  it('serve the page as a 404 with noindex for an unknown or malformed product, category, crop or group', async () => {
    for (const url of [
      '/no-such-page',
      '/no/such/page',
      '/product/a-1/extra',
      '/product/no-such-thing-987654',
      '/product/coconut-oil',
      '/product/too-big-99999999999',
      '/productsbycategory/987654',
      '/productsbycategory/oils',
      '/mostharvestfromfarm/987654',
      '/extraharvestfromfarm/detail/987654',
      '/extraharvestfromfarm/detail/0',
      '/extraharvestfromfarm/No%20Such%20Group',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      const page = tags(response.body);
      expect(page.meta('robots'), url).toBe('noindex');
      expect(page.canonical, url).toBeUndefined();
      expect(page.titles, url).toEqual([`Page not found | ${shop}`]);
    }
  });

  it('still serves the page when the shop data cannot be read', async () => {
    const failing = vi.spyOn(t.services.site, 'site').mockRejectedValueOnce(new Error('database down'));
    // Under a host name of its own: the page built for the others is kept until the content changes.
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'down.example' } });
    failing.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('<div id="root">');
    expect(tags(response.body).meta('robots')).toBe('noindex');
  });

  it('costs no per-product queries: cached lists for list pages, the product call for a product page', async () => {
    const [category] = await catalogue();
    const product = category!.products[0]!;
    const queriesFor = (url: string) =>
      countStatements(async () => expect((await get(url)).statusCode).toBe(200));
    // The content watcher's own reads (and a cache it empties for an earlier test's change) are not the page's: it
    // takes in what is pending now and stays still while the pages are counted (a loaded machine saw its tick).
    t.services.contentWatcher.stop();
    onTestFinished(() => t.services.contentWatcher.start());
    await t.services.contentWatcher.check();
    await queriesFor('/'); // warms the shop facts and the catalogue snapshot
    // Another product's page warms what every product page shares (the shipping slabs of the JSON-LD).
    const other = (await catalogue()).flatMap((c) => c.products).find((p) => p.id !== product.id)!;
    await queriesFor(`/product/${other.product_slug}-${other.id}`);
    expect(await queriesFor(`/productsbycategory/${category!.id}`)).toBe(0);
    expect(await queriesFor('/productsbycategory')).toBe(0);
    // The product, its sizes, gallery and reviews, and whether a size sells from a pre-order (issue 37: sold units
    // move by the minute, so it is read fresh): what its screen's own API call costs.
    const productPage = await queriesFor(`/product/${product.product_slug}-${product.id}`);
    expect(productPage).toBeGreaterThan(0);
    expect(productPage).toBeLessThanOrEqual(5);
    await queriesFor('/sitemap.xml');
    expect(await queriesFor('/sitemap.xml')).toBe(0);
  });
});

/** The loading hints of a page's head (modules/seo/hints.ts), in document order, and its API data block. */
function hints(html: string) {
  const links = [...html.matchAll(/<link rel="(preload|modulepreload|stylesheet)"[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const block = /<script type="application\/json" id="api-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    images: links.filter((l) => attr(l, 'as') === 'image').map((l) => attr(l, 'href')),
    fetches: links.filter((l) => attr(l, 'as') === 'fetch').map((l) => attr(l, 'href')),
    modules: links.filter((l) => attr(l, 'rel') === 'modulepreload').map((l) => attr(l, 'href')),
    styles: links.filter((l) => attr(l, 'rel') === 'stylesheet').map((l) => attr(l, 'href')),
    block,
    data: block === undefined ? {} : (JSON.parse(block) as Record<string, unknown>),
    links,
  };
}

describe('loading hints', () => {
  it('preload the home banner picture and carry the home data in the page', async () => {
    const home = homepageResponse.parse(json(await get('/api/homepage')));
    const banner = home.homeVideoInGallary[0]!;
    const page = hints((await get('/')).body);
    expect(page.images).toEqual([`/uploads/video/${encodeURIComponent(banner.image)}`]);
    expect(page.links.find((l) => l.includes('as="image"'))).toContain('fetchpriority="high"');
    // The answers the API gives, word for word, so the storefront starts with them: nothing left to fetch.
    // The crop lists under the banner too: the page's HTML holds the whole home page.
    expect(Object.keys(page.data)).toEqual([
      '/api/homepage',
      '/api/whatInFarms-Full',
      '/api/whatInFarms-most-cultivated-crops',
      '/api/site',
    ]);
    for (const href of Object.keys(page.data)) expect(page.data[href]).toEqual(json(await get(href)));
    expect(page.fetches).toEqual([]);
  });

  it("preload a category's first product picture and carry its product list and the category names", async () => {
    const category = (await catalogue()).find((c) => c.products.length > 1)!;
    const page = hints((await get(`/productsbycategory/${category.id}`)).body);
    // The first picture at high priority; the rest of the first row, which the page draws at once, after it.
    expect(page.images).toEqual(category.products.slice(0, 4).map((p) => p.image_url));
    expect(page.links.filter((l) => l.includes('fetchpriority="high"'))).toHaveLength(1);
    expect(Object.keys(page.data)).toEqual([
      `/api/categories/${category.id}/products`,
      '/api/homepage',
      '/api/site',
    ]);
    expect(page.data[`/api/categories/${category.id}/products`]).toEqual(
      json(await get(`/api/categories/${category.id}/products`)),
    );
  });

  it("preload a product page's picture and carry its product; nothing of the kind for a missing product", async () => {
    const product = (await catalogue())[0]!.products[0]!;
    const page = hints((await get(`/product/${product.product_slug}-${product.id}`)).body);
    expect(page.images).toEqual([product.image_url]);
    expect(Object.keys(page.data)).toEqual([`/api/product/${product.id}`, '/api/site']);
    expect(page.data[`/api/product/${product.id}`]).toEqual(json(await get(`/api/product/${product.id}`)));

    const missing = await get('/product/no-such-thing-987654');
    expect(missing.statusCode).toBe(404);
    expect(hints(missing.body).images).toEqual([]);
    expect(Object.keys(hints(missing.body).data)).toEqual(['/api/site']);
  });

  it('gzip the page for browsers that take it', async () => {
    const zipped = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toContain('<div id="root">');
  });

  it('let the browser keep the few files beside index.html (the icon) for a day, never the page itself', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = Fastify();
    await installStatic(app, {
      uploadsDir: path.join(web, 'uploads'),
      webDistDir: web,
      pages: (built) => pageAnswerer(t.services.seo, built.indexHtml),
      cache: new ReadCache(),
    });
    try {
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('public, max-age=86400');
      expect((await app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe(
        'no-cache',
      );
      expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it("hint the page's screen chunk, its shared chunks and its styles from the build manifest, after the entry's", async () => {
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_vendor-1.js'],
        css: ['assets/index-1.css'],
        dynamicImports: ['src/features/home/HomePage.tsx', 'src/features/catalogue/ProductPage.tsx'],
      },
      '_vendor-1.js': { file: 'assets/vendor-1.js' },
      '_messages-1.js': { file: 'assets/messages-1.js', imports: ['_vendor-1.js'] },
      '_ProductCard-1.js': { file: 'assets/ProductCard-1.js', css: ['assets/ProductCard-1.css'] },
      'src/features/home/HomePage.tsx': {
        file: 'assets/HomePage-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_messages-1.js', '_ProductCard-1.js'],
        dynamicImports: ['src/features/home/swiperCore.ts'],
        css: ['assets/HomePage-1.css'],
      },
      'src/features/home/swiperCore.ts': { file: 'assets/swiperCore-1.js', isDynamicEntry: true },
      'src/features/catalogue/ProductPage.tsx': {
        file: 'assets/ProductPage-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_messages-1.js', '_ProductCard-1.js'],
      },
      'src/locales/en.ts': { file: 'assets/en-1.js', isDynamicEntry: true },
      'src/locales/ml.ts': { file: 'assets/ml-1.js', isDynamicEntry: true },
    };
    // Only what the page needs at once: not the entry and its imports (index.html has them), not lazy chunks; the
    // catalogues of the page's language, which the page loads beside its screen.
    const index = new ScreenAssetIndex(manifest);
    expect(index.forPage({ kind: 'home' })).toEqual({
      scripts: [
        '/assets/HomePage-1.js',
        '/assets/messages-1.js',
        '/assets/ProductCard-1.js',
        '/assets/en-1.js',
      ],
      styles: ['/assets/HomePage-1.css', '/assets/ProductCard-1.css'],
    });
    expect(index.forPage({ kind: 'home' }, 'ml').scripts).toContain('/assets/ml-1.js');
    expect(index.forPage({ kind: 'home' }, 'ml').scripts).not.toContain('/assets/en-1.js');
    expect(index.forPage({ kind: 'other' })).toEqual({ scripts: ['/assets/en-1.js'], styles: [] });
    expect(new ScreenAssetIndex(undefined).forPage({ kind: 'home' })).toEqual({ scripts: [], styles: [] });

    const indexHtml =
      '<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head-->\n' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head><body><div id="root"></div></body></html>';
    const answer = pageAnswerer(t.services.seo, indexHtml, { manifest });
    const request = {
      host: 'localhost:80',
      protocol: 'http',
      log: { error: vi.fn() },
    } as unknown as FastifyRequest;
    const product = (await catalogue())[0]!.products[0]!;
    const page = await answer(request, `/product/${product.product_slug}-${product.id}`);
    const found = hints(page.html);
    expect(found.modules).toEqual([
      '/assets/ProductPage-1.js',
      '/assets/messages-1.js',
      '/assets/ProductCard-1.js',
      '/assets/en-1.js',
    ]);
    const inMalayalam = hints(
      (await answer(request, `/ml/product/${product.product_slug}-${product.id}`)).html,
    );
    expect(inMalayalam.modules.at(-1)).toBe('/assets/ml-1.js');
    // The screen's styles follow the entry's, as when Vite's loader adds them (component styles win).
    expect(found.styles).toEqual(['/assets/index-1.css', '/assets/ProductCard-1.css']);
    expect(page.html.indexOf('ProductCard-1.css')).toBeLessThan(page.html.indexOf('</head>'));
    // A missing page shows the storefront's not-found screen: no screen hints.
    const missing = await answer(request, '/product/no-such-thing-987654');
    expect(missing.status).toBe(404);
    expect(hints(missing.html).modules).toEqual([]);
    // Without the API's answers at hand, the page's first calls are preloaded instead, as the storefront makes them
    // (same-origin credentials), so the browser hands the answers over.
    expect(found.fetches).toEqual([`/api/product/${product.id}`, '/api/site']);
    for (const link of found.links.filter((l) => l.includes('as="fetch"'))) {
      expect(link).toContain('crossorigin="anonymous"');
    }
    expect(found.block).toBeUndefined();

    // The entry's and the screen's stylesheets are written into the page, the entry's first. Their links stay for
    // Vite's loader to find (so it does not fetch and apply them again), never applied: nothing blocks the paint.
    const inlined = await pageAnswerer(t.services.seo, indexHtml, {
      manifest,
      readAsset: (href) =>
        href === '/assets/index-1.css'
          ? 'body{color:#123}'
          : href === '/assets/ProductCard-1.css'
            ? '.card{color:#456}'
            : undefined,
    })(request, `/product/${product.product_slug}-${product.id}`);
    const links = [...inlined.html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.map((l) => /href="([^"]*)"/.exec(l)?.[1])).toEqual([
      '/assets/index-1.css',
      '/assets/ProductCard-1.css',
    ]);
    for (const link of links) expect(link).toContain('media="not all"');
    expect(inlined.html).toContain('<style>body{color:#123}</style>');
    expect(inlined.html).toContain('<style>.card{color:#456}</style>');
    expect(inlined.html.indexOf('body{color:#123}')).toBeLessThan(inlined.html.indexOf('.card{color:#456}'));
  });
});

describe('server-drawn pages (issue 23)', () => {
  const indexHtml =
    '<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head--></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>';
  const request = {
    host: 'localhost:80',
    protocol: 'http',
    log: { error: vi.fn() },
  } as unknown as FastifyRequest;
  const readApi = async (path: string) => (await get(path)).body;

  it('draws a public page into #root from the answers the page carries, and keeps it whole', async () => {
    const render = vi.fn(
      async (page: { url: string; answers: Record<string, unknown>; notFound: boolean }) =>
        `<main>${page.url} ${Object.keys(page.answers).sort().join(',')} ${page.notFound}</main>`,
    );
    const answer = pageAnswerer(t.services.seo, indexHtml, { readApi, render });
    const home = await answer(request, '/');
    expect(home.html).toContain(
      '<div id="root"><main>/ /api/homepage,/api/site,/api/whatInFarms-Full,/api/whatInFarms-most-cultivated-crops false</main></div>',
    );
    expect(home.complete).toBe(true);
    // The data the browser starts from is the data the page was drawn from.
    expect(home.html).toContain('<script type="application/json" id="api-data">');

    const missing = await answer(request, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<main>/no/such/page /api/site true</main>');
    // Drawing it cost a render: it is kept like any whole page.
    expect(missing.complete).toBe(true);

    // A shopper's own page is drawn in the browser only.
    render.mockClear();
    const cart = await answer(request, '/cart');
    expect(render).not.toHaveBeenCalled();
    // With JavaScript off it says what the page needs (main.tsx draws over this).
    expect(cart.html).toContain(
      `<div id="root"><noscript><div class="noscript-page"><p>${NEEDS_JAVASCRIPT.page}</p>`,
    );
  });

  it("starts the storefront's scripts after the first paint, from one inline script the policy allows by its hash", async () => {
    const built =
      '<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head-->\n' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/api-1.js">\n' +
      '</head><body><div id="root"></div></body></html>';
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_api-1.js'] },
      '_api-1.js': { file: 'assets/api-1.js' },
      'src/features/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_api-1.js'] },
    };
    const answer = pageAnswerer(t.services.seo, built, {
      manifest,
      readApi,
      render: async () => '<main>home</main>',
      deferScripts: true,
    });
    const page = await answer(request, '/');
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    // Nothing in the head starts a script or fetches one.
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    // The end of the body: the data, then the list of modules (the entry's, then the screen's), then the boot script.
    const boot = new RegExp(
      `<script type="application/json" id="${BOOT_ID}">([^<]*)</script><script>([^<]*)</script></body>`,
    ).exec(page.html);
    expect(JSON.parse(boot![1]!)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/api-1.js', '/assets/HomePage-1.js'],
    });
    expect(boot![2]).toBe(BOOT_SCRIPT);
    expect(page.html.indexOf('id="api-data"')).toBeLessThan(page.html.indexOf(`id="${BOOT_ID}"`));
    expect(page.html.indexOf('<main>home</main>')).toBeLessThan(page.html.indexOf('id="api-data"'));
    // The policy's hash is the script's own.
    const digest = crypto.createHash('sha256').update(boot![2]!).digest('base64');
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    const served = await get('/');
    expect(String(served.headers['content-security-policy'])).toContain(BOOT_SCRIPT_HASH);
  });

  it('serves a page that fails to draw as before (drawn in the browser) and does not keep it', async () => {
    const answer = pageAnswerer(t.services.seo, indexHtml, {
      readApi,
      render: () => Promise.reject(new Error('boom')),
    });
    const page = await answer(request, '/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"><noscript>');
    expect(page.complete).toBe(false);
  });
});

describe('Malayalam pages (issue 24)', () => {
  const alternates = (head: string) =>
    Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [
        m[1],
        unescapeHtml(m[2]!),
      ]),
    );

  it('live under /ml with lang="ml", their own canonical address and the hreflang pair', async () => {
    const english = await get('/aboutus');
    const malayalam = await get('/ml/aboutus');
    expect(malayalam.statusCode).toBe(200);
    expect(english.body).toMatch(/<html lang="en"/);
    expect(malayalam.body).toMatch(/<html lang="ml"/);
    const page = tags(malayalam.body);
    // The shop's Malayalam name on its Malayalam pages (issue 32), and its Malayalam tagline describing them.
    expect(page.title).toBe(`ഞങ്ങളെക്കുറിച്ച് | ${shopMal}`);
    expect(page.meta('og:site_name')).toBe(shopMal);
    expect(page.meta('description')).toContain(demoData.shop.tagline_mal!);
    expect(page.canonical).toBe(`${ORIGIN}/ml/aboutus`);
    expect(page.meta('og:locale')).toBe('ml_IN');
    expect(page.meta('og:locale:alternate')).toBe('en_IN');
    const pair = {
      'en-IN': `${ORIGIN}/aboutus`,
      'ml-IN': `${ORIGIN}/ml/aboutus`,
      'x-default': `${ORIGIN}/aboutus`,
    };
    expect(alternates(page.head)).toEqual(pair);
    // The English page names the same pair, and stays the canonical English page.
    expect(alternates(tags(english.body).head)).toEqual(pair);
    expect(tags(english.body).canonical).toBe(`${ORIGIN}/aboutus`);

    const home = tags((await get('/ml')).body);
    expect(home.canonical).toBe(`${ORIGIN}/ml`);
    expect(alternates(home.head)['en-IN']).toBe(`${ORIGIN}/`);
    expect(home.title).toBe(shopMal);
    expect(home.meta('description')).toBe(demoData.shop.tagline_mal);
  });

  it('name a product by its Malayalam name, and a missing page says so in Malayalam', async () => {
    const demo = demoData.products[0]!;
    const product = await productNamed(demo.product_slug);
    const page = tags((await get(`/ml/product/${demo.product_slug}-${product.id}`)).body);
    expect(page.title).toBe(`${demo.product_name_mal} | ${shopMal}`);
    expect(page.canonical).toBe(`${ORIGIN}/ml/product/${demo.product_slug}-${product.id}`);
    expect((page.jsonLd as { name: string; url: string }).name).toBe(demo.product_name_mal);

    const missing = await get('/ml/product/no-such-thing-999999');
    expect(missing.statusCode).toBe(404);
    expect(tags(missing.body).title).toBe(`പേജ് കണ്ടെത്തിയില്ല | ${shopMal}`);
  });

  it('open a plain address in Malayalam for a browser that chose it, and a shared /ml link in Malayalam always', async () => {
    const chose = (language: string) => ({ cookie: `other=1; ${LANGUAGE_COOKIE}=${language}` });
    const sent = await t.app.inject({ method: 'GET', url: '/aboutus?from=menu', headers: chose('ml') });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('/ml/aboutus?from=menu');
    expect(sent.headers['cache-control']).toBe('no-store');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: chose('ml') });
    expect(home.headers.location).toBe('/ml');
    // English chosen, or nothing chosen: the address is the page.
    expect((await t.app.inject({ method: 'GET', url: '/ml/aboutus', headers: chose('en') })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/aboutus', headers: chose('en') })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/aboutus', headers: chose('fr') })).statusCode).toBe(
      200,
    );
    // The API is never sent anywhere.
    expect((await t.app.inject({ method: 'GET', url: '/api/site', headers: chose('ml') })).statusCode).toBe(
      200,
    );
  });

  it('are in the sitemap beside their English pages, and private ones are kept from crawlers', async () => {
    t.services.cache.invalidate();
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${ORIGIN}/ml</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/ml/aboutus</loc>`);
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toContain('Disallow: /ml/cart');
    expect(robots).toContain('Disallow: /ml/checkoutpage');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the shop, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/cart',
      '/checkoutpage',
      '/myaccount',
      '/account',
      '/order-confirmation',
      '/login',
      '/register',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists every public page once, as absolute escaped addresses', async () => {
    t.services.cache.invalidate();
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // Well formed as far as a sitemap goes: one <url><loc> per line, every & an entity.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    const locs = [...xml.matchAll(/<url><loc>([^<]*)<\/loc><\/url>/g)].map((m) => unescapeHtml(m[1]!));
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);

    const paths = locs.map((loc) => loc.slice(ORIGIN.length));
    const shopProducts = (await catalogue()).flatMap((c) => c.products);
    expect(shopProducts.length).toBeGreaterThan(20);
    for (const p of shopProducts) expect(paths).toContain(`/product/${p.product_slug}-${p.id}`);
    for (const c of await catalogue()) expect(paths).toContain(`/productsbycategory/${c.id}`);
    for (const crop of await allCrops()) {
      expect(paths).toContain(
        crop.category === 'main'
          ? `/mostharvestfromfarm/${crop.id}`
          : `/extraharvestfromfarm/detail/${crop.id}`,
      );
    }
    for (const fixed of [
      '/',
      '/productsbycategory',
      '/mostharvestfromfarm',
      '/extraharvestfromfarm',
      '/extraharvestfromfarm/Fruits',
      '/aboutus',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-cancellation-policy',
      '/shipping-policy',
      '/seller',
    ]) {
      expect(paths).toContain(fixed);
    }
    expect(paths.some((p) => p.startsWith('/cart') || p.startsWith('/api'))).toBe(false);
  });

  it('use PUBLIC_URL for every absolute address when it is set', async () => {
    const seo = new SeoService({ ...t.services, publicUrl: 'https://shop.example/' });
    expect(seo.robotsTxt(ORIGIN)).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(await seo.sitemapXml(ORIGIN)).toContain('<loc>https://shop.example/productsbycategory</loc>');
    const [category] = await catalogue();
    const page = await seo.page({ kind: 'category', id: category!.id }, ORIGIN);
    expect(page.head).toContain(
      `<link rel="canonical" href="https://shop.example/productsbycategory/${category!.id}" />`,
    );
    expect(page.head).toContain(
      '<meta property="og:image" content="https://shop.example/uploads/categories/',
    );
  });

  it('do not believe a Host header that could break out of a link', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil"><x' } });
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('helpers', () => {
  it('cut descriptions at a word, within the limit, with an ellipsis', () => {
    const text = 'one two three four five six';
    expect(cutAtWord(text, 100)).toBe(text);
    expect(cutAtWord(text, 12)).toBe('one two…');
    expect(cutAtWord('one two, three', 10)).toBe('one two…');
    expect(cutAtWord('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cutAtWord('  spaced \n\n out  ', 100)).toBe('spaced out');
    for (let max = 5; max < 30; max += 1) expect(cutAtWord(text, max).length).toBeLessThanOrEqual(max);
    expect(cutAtWord('🌴🌴🌴🌴🌴', 6)).toBe('🌴🌴…');
  });

  it('read text out of HTML', () => {
    expect(plainText('<ul><li><strong>450</strong> palms</li><li>Harvested</li></ul>')).toBe(
      '450 palms Harvested',
    );
    expect(plainText('a &lt; b &amp;&nbsp;c &#8377;5 &#x20B9;6 &bogus;')).toBe('a < b & c ₹5 ₹6 &bogus;');
    expect(plainText('price < 100 <style>p{}</style><!-- note -->ok')).toBe('price < 100 ok');
  });

  it('escape for HTML and for a JSON-LD script', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>\u2028&' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)![1]!;
    expect(JSON.parse(body)).toEqual({ name: '</script><script>alert(1)</script>\u2028&' });
  });

  it('read page paths the way the storefront routes them', () => {
    expect(parsePagePath('/')).toEqual({ kind: 'home' });
    expect(parsePagePath('/product/virgin-coconut-oil-12')).toEqual({ kind: 'product', id: 12 });
    expect(parsePagePath('/Product/virgin-coconut-oil-12/')).toEqual({ kind: 'product', id: 12 });
    expect(parsePagePath('/product/12')).toEqual({ kind: 'product', id: 12 });
    expect(parsePagePath('/product/oil-2147483648')).toEqual({ kind: 'missing' });
    expect(parsePagePath('/productsbycategory/3')).toEqual({ kind: 'category', id: 3 });
    expect(parsePagePath('/extraharvestfromfarm/main')).toEqual({ kind: 'bestYields' });
    expect(parsePagePath('/extraharvestfromfarm/herbs')).toEqual({ kind: 'group', group: 'Herbs' });
    expect(parsePagePath('/shipping-policy')).toEqual({ kind: 'info', page: 'shipping' });
    expect(parsePagePath('/seller')).toEqual({ kind: 'info', page: 'seller' });
    expect(parsePagePath('/checkoutpage')).toEqual({ kind: 'other' });
    // Fastify answers 400 for such a path before it gets here; the parser still does not throw.
    expect(parsePagePath('/product/%E0%A4%A')).toEqual({ kind: 'missing' });
  });

  it('put the tags in place of the marked region, or at the end of the head without one', () => {
    const marked = new PageTemplate(
      '<html><head><!--app-head--><title>x</title><!--/app-head--></head></html>',
    );
    expect(marked.render('<title>y</title>')).toBe('<html><head><title>y</title></head></html>');
    const plain = new PageTemplate('<!doctype html><html><head><meta charset="UTF-8"></head></html>');
    expect(plain.render('<title>y</title>')).toBe(
      '<!doctype html><html><head><meta charset="UTF-8"><title>y</title></head></html>',
    );
    expect(new PageTemplate('<!doctype html><p>hi').render('<title>y</title>')).toBe(
      '<!doctype html><title>y</title><p>hi',
    );
  });
});
