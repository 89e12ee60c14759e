/**
 * What the shop believes about its own address, HSTS, and CORS: each follows the settings, and nothing a request
 * claims (its Host header) changes a link another visitor may be served.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { demoData } from '../src/seed/demo-data.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the Host header', () => {
  it('is not reflected into robots.txt, the sitemap or page links without PUBLIC_URL', async () => {
    t = await createTestApp({ env: { PORT: '3000' } });
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example' },
    });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).not.toContain('evil');
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(sitemap.body).not.toContain('evil');
    const page = await t.app.inject({
      method: 'GET',
      url: '/productsbycategory',
      headers: { host: 'evil.example' },
    });
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/productsbycategory"');
  });

  it("is believed when it names this machine itself, as a farmer's phone on the same network does", async () => {
    t = await createTestApp();
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
      expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });

  it('is ignored when PUBLIC_URL is set', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'localhost:3000' },
    });
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('PUBLIC_URL', () => {
  it('is required with NODE_ENV=production, with a message naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL is required with NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAYMENTS: 'sandbox' })
        .production,
    ).toBe(true);
    // The demo (no NODE_ENV) needs nothing.
    expect(loadConfig({}).production).toBe(false);
  });
});

describe('HSTS', () => {
  it('is sent on pages and API answers when the public address is https', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    for (const url of ['/', '/api/homepage']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });

  it('is not sent when the shop is served over plain http', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://farm.local:3000' } });
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t!.app.inject({
      method: 'OPTIONS',
      url: '/api/addresses',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('is closed by default: no Access-Control headers, pictures for this origin only', async () => {
    t = await createTestApp({ images: true });
    const answer = await preflight('https://app.example');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/homepage',
      headers: { origin: 'https://app.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const picture = await t.app.inject({
      method: 'GET',
      url: `/uploads/products/${demoData.products[0]!.image}`,
    });
    expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers preflights and calls from the listed origins only, and lets them show the pictures', async () => {
    t = await createTestApp({
      images: true,
      env: { CORS_ORIGINS: 'https://app.example, https://m.example' },
    });
    const allowed = await preflight('https://app.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');

    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const get = await t.app.inject({
      method: 'GET',
      url: '/api/homepage',
      headers: { origin: 'https://m.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://m.example');
    const picture = await t.app.inject({
      method: 'GET',
      url: `/uploads/products/${demoData.products[0]!.image}`,
    });
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('refuses a setting that is not a list of origins, naming it', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'app.example' })).toThrow(/CORS_ORIGINS/);
  });
});
