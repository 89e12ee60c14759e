import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { siteResponse } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BOOT_SCRIPT_HASH } from '../src/shared/boot-script.js';
import { demoData } from '../src/seed/demo-data.js';
import { createTestApp, json, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ images: true });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/site', () => {
  it("gives the shop's public facts and the sandbox payment mode without keys", async () => {
    const response = await get('/api/site');
    expect(response.statusCode).toBe(200);
    const site = siteResponse.parse(json(response));
    expect(site.name).toBe(demoData.shop.name);
    expect(site.whatsapp_number).toBe(demoData.shop.whatsapp_number);
    expect(site.phones).toEqual([demoData.shop.phone_primary, demoData.shop.phone_secondary]);
    expect(site.emails.contact).toBe(demoData.shop.contact_email);
    expect(site.addresses.farm).toBe(demoData.shop.farm_address);
    expect(site.social.youtube).toBe(demoData.shop.youtube_url);
    expect(site.payment).toEqual({ gateway: 'sandbox', test_mode: true, cod_enabled: false });
  });
});

describe('GET /api/health', () => {
  it('reports the server and database up', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/docs', () => {
  it('is a readable reference page (Swagger UI) under the pages’ policy, with no script from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: String(page.headers.location) })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger');
    expect(String(html.headers['content-security-policy'])).toContain("script-src 'self'");
    for (const src of html.body.matchAll(/<script[^>]*src="([^"]+)"/g))
      expect(src[1]).not.toMatch(/^https?:/);
  });

  it('describes every public call at /api/docs/json, generated from the route schemas', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/homepage',
      '/api/categories-with-products',
      '/api/categories/{id}/products',
      '/api/product/{id}',
      '/api/product-reviews',
      '/api/products/search',
      '/api/site',
      '/api/health',
      '/api/whatInFarms-Full',
      '/api/whatInFarms-viewall',
      '/api/whatInFarms-most-cultivated-crops',
      '/api/whatInFarms-most-cultivated-crops-view-all',
      '/api/whatInFarms-Category',
      '/api/whatInFarms',
    ]) {
      expect(doc.paths[p]?.get, p).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/product/{id}'])).toContain('ProductDetail');
    // Each route's one auth rule (config) is also its documented security scheme.
    const security = (path: string, method: string) =>
      (doc.paths[path]?.[method] as { security?: unknown } | undefined)?.security;
    expect(security('/api/addresses', 'get')).toEqual([{ bearerAuth: [] }]);
    expect(security('/api/admin/orders', 'get')).toEqual([{ staffSession: [] }]);
    expect(security('/api/homepage', 'get')).toBeUndefined();
  });
});

describe('unknown addresses', () => {
  it('answers 404 with a message under /api, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'There is no such page in the shop API.' });
    }
  });

  it("serves the storefront's index.html for every page path, as a 404 for an address that is no page", async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/product/virgin-coconut-oil-1', 200],
      ['/extraharvestfromfarm/Fruits', 200],
      ['/no/such/page', 404],
      ['/no-such-page', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file instead of the page', async () => {
    expect((await get('/missing-file.js')).statusCode).toBe(404);
    expect((await get('/uploads/products/missing.svg')).statusCode).toBe(404);
  });

  it('serves built assets as immutable', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});

describe('/uploads', () => {
  it('serves every image the demo data names, with cache headers', async () => {
    const [homepage, categories] = await Promise.all([
      get('/api/homepage'),
      get('/api/categories-with-products'),
    ]);
    const home = json<{ certificates: { image: string }[]; videoYoutube: { image: string }[] }>(homepage);
    const urls = [
      ...home.certificates.map((c) => `/uploads/certificates/${c.image}`),
      ...home.videoYoutube.map((v) => `/uploads/video/${v.image}`),
      ...json<{ image: string; products: { image_url: string }[] }[]>(categories).flatMap((c) => [
        `/uploads/categories/${c.image}`,
        ...c.products.map((p) => p.image_url),
      ]),
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // Crop pictures and galleries too.
    for (const crop of demoData.crops) {
      expect(fs.existsSync(path.join(t.dirs.uploads, 'what_in_farm', crop.image))).toBe(true);
      for (const file of crop.gallery) {
        expect((await get(`/uploads/what_in_farm/gallery/${file}`)).statusCode).toBe(200);
      }
    }
  });
});

describe('failures', () => {
  it('answers 503 without details when the database is gone, and health says so', async () => {
    const broken = await createTestApp();
    onTestFinished(() => broken.close());
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/product/1' });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    const body = json<{ message: string }>(response);
    expect(Object.keys(body)).toEqual(['message']);
    expect(response.body).not.toMatch(/at .+\.(ts|js):\d+|SELECT|select /);
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(json(health)).toEqual({ status: 'error', database: 'down' });
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy that allows Razorpay Checkout and nothing else from outside', async () => {
    for (const url of ['/', '/product/virgin-coconut-oil-1', '/assets/app-abc123.js']) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // The one inline script allowed is the pages' boot script, by its hash (modules/seo/boot.ts).
      expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH} https://checkout.razorpay.com`);
      expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allow nothing at all on API answers, which are only ever data', async () => {
    for (const url of ['/api/homepage', '/api/product/1', '/api/no-such-call']) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('keep uploaded files from running script even when opened directly', async () => {
    const response = await get(`/uploads/products/${demoData.products[0]!.image}`);
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
  });
});

describe('compression', () => {
  it('sends cached lists gzipped to clients that accept it, and plain to others', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/categories-with-products' });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/categories-with-products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends a built asset precompressed when the build made one', async () => {
    fs.writeFileSync(path.join(t.dirs.web, 'assets', 'app-abc123.js.br'), 'brotli bytes');
    const fresh = await createTestApp({ seed: false, env: { WEB_DIST_DIR: t.dirs.web } });
    try {
      const response = await fresh.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body).toBe('brotli bytes');
    } finally {
      await fresh.close();
    }
  });
});
