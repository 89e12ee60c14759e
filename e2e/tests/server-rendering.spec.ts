import { expect, test, type Page } from '@playwright/test';
import { NEEDS_JAVASCRIPT } from '@farm/contract/messages';
import { publicRoutes } from '../support/routes';
import { catalogue, productPath } from '../support/shop';

/**
 * Issue 23: the public pages arrive drawn by the server and the browser takes that HTML over (hydration) without
 * drawing it again and without a hydration error. The server's page is read as it comes (no script run), then the
 * same address is opened in the browser with the console watched.
 */

/** Console errors and uncaught errors that say the server's HTML was not taken over as it was. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const hydration =
    /hydrat|server rendered HTML|did(n't| not) match|Minified React error #(418|419|421|422|423|425)\b/i;
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** Keeps the server-drawn `<main>` element as the document has it before any script runs. */
async function markServerMain(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('#root main');
    });
  });
}

async function expectTakenOver(page: Page, path: string, heading: string | RegExp) {
  const problems = watchHydration(page);
  await markServerMain(page);
  await page.goto(path);
  return expectSameMain(page, problems, heading);
}

async function expectSameMain(page: Page, problems: string[], heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  const sameMain = await page.evaluate(() => {
    const kept = (window as unknown as { serverMain: Element | null }).serverMain;
    return kept !== null && kept === document.querySelector('#root main');
  });
  expect(sameMain, 'the server-drawn <main> is the one on screen (not drawn again)').toBe(true);
}

test('the home, category and product pages arrive drawn by the server and are taken over without a hydration error', async ({
  page,
  request,
}) => {
  const { categories } = await catalogue(request);
  const category = categories.find((c) => c.products.length > 0)!;
  const product = category.products[0]!;

  // As the server sends them: the real page in #root, before any script.
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<div id="root"><a href="#main"/);
  expect(home).toContain('<footer');
  const categoryHtml = await (await request.get(`/productsbycategory/${category.id}`)).text();
  expect(categoryHtml).toContain(`>${category.name}</h1>`);
  expect(categoryHtml).toContain(product.product_name);
  expect(categoryHtml).toContain('₹');
  const productHtml = await (await request.get(productPath(product))).text();
  expect(productHtml).toMatch(/<h1[^>]*>[^<]*<\/h1>|<h1/);
  expect(productHtml).toContain(product.product_name);
  expect(productHtml).toContain('₹');

  await expectTakenOver(page, '/', /.+/);
  await expectTakenOver(page, `/productsbycategory/${category.id}`, category.name);
  await expectTakenOver(page, productPath(product), product.product_name);
});

/** The shopper's own pages (a complaint's too) and search results are drawn in the browser (docs/decisions/2026-11-23-server-rendering.md). */
const BROWSER_ONLY = /^\/(cart|register|login|order-confirmation|search|complaints)\b/;

test('every other public page arrives drawn by the server and is taken over without a hydration error', async ({
  page,
  request,
}) => {
  const routes = (await publicRoutes(request)).filter((path) => !BROWSER_ONLY.test(path));
  const problems = watchHydration(page);
  await markServerMain(page);
  for (const path of routes) {
    const html = await (await request.get(path)).text();
    expect(html, `${path} is drawn by the server`).toMatch(/<div id="root"><a href="#main"/);
    expect(html, `${path} has its heading in the HTML`).toMatch(/<h1[\s>]/);
    await page.goto(path);
    await expectSameMain(page, problems, /.+/);
  }
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is whole, a product shows its prices and says what buying needs, and the cart says what it needs', async ({
    page,
    request,
  }) => {
    const { categories } = await catalogue(request);
    const product = categories.flatMap((c) => c.products)[0]!;
    const crops = (
      (await (await request.get('/api/whatInFarms-Full')).json()) as { data: { name: string }[] }
    ).data;

    // (Playwright's text engine skips what is inside <noscript>: the paragraphs are found by CSS and their text.)
    const said = (text: string) => page.locator('p', { hasText: text });
    await page.goto('/');
    await expect(said(NEEDS_JAVASCRIPT.bar)).toBeVisible();
    // The sections under the banner are in the HTML too: products with prices, the farm's crops, working links.
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expect(page.getByText(product.product_name).first()).toBeAttached();
    await expect(page.getByText(crops[0]!.name).first()).toBeAttached();
    // The header's Login link, kept unseen with JavaScript until the visitor's sign-in is known, is there without it.
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    // Controls that only work with JavaScript are not offered.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await expect(page.getByText('₹').first()).toBeVisible();
    await expect(said(NEEDS_JAVASCRIPT.cart)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeHidden();

    await page.goto('/cart');
    await expect(said(NEEDS_JAVASCRIPT.page)).toBeVisible();
    await page.getByRole('link', { name: 'All products' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
