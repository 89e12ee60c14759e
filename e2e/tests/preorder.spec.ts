// Issue 37, a pre-order against a harvest, the shopper's side: the farm opens a pre-order for a size; a shopper buys it
// with a ready product, sees the cart in two groups, chooses two parcels at checkout (each parcel's shipping shown),
// pays in the sandbox, and My Orders shows the pre-order line with its window. Axe-clean at 375 and 1280 px.
//
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ensureStaff, staffApi } from '../support/console';
import { addSize, fillAddress, register } from '../support/journey';
import { catalogue, productPath } from '../support/shop';
import { screenSweep } from '../support/axe';
import { ONE_ENGINE } from '../support/engines';

interface Detail {
  product: {
    id: number;
    product_name: string;
    product_slug: string;
    sizes: { id: number; size: string; in_stock: boolean; preorder?: unknown }[];
  };
}

/** Two products with a size in stock each, from the middle of the catalogue (other journeys use its ends). */
async function twoProducts(request: APIRequestContext) {
  const { products } = await catalogue(request);
  const found: { product: Detail['product']; size: Detail['product']['sizes'][number] }[] = [];
  for (const summary of products.slice(Math.floor(products.length / 3))) {
    const { product } = (await (await request.get(`/api/product/${summary.id}`)).json()) as Detail;
    const size = product.sizes.find((s) => s.in_stock && !s.preorder);
    if (size) found.push({ product, size });
    if (found.length === 2) return { later: found[0]!, ready: found[1]! };
  }
  throw new Error('no two products with a size in stock');
}

/** A Kerala day `days` from today (YYYY-MM-DD). */
function keralaDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
}

/** "12–18 January", as the storefront writes a window in English (thin spaces as plain ones). */
function windowText(from: string, to: string): string {
  const at = (d: string) => new Date(`${d}T12:00:00+05:30`);
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' })
    .formatRange(at(from), at(to))
    .replace(/\s/g, ' ');
}
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

let opened: { id: number } | undefined;

/**
 * The owner opens a pre-order for the size through the console's API (the preorders module's route; adjust here if
 * it differs): 50 expected, sent in a week a month from now, closing in three weeks.
 */
async function openPreorder(baseURL: string, sizeId: number, from: string, to: string) {
  const owner = await staffApi(baseURL, 'owner');
  const created = await owner.post('/api/admin/preorders', {
    data: {
      product_size_id: sizeId,
      expected_quantity: 50,
      dispatch_from: from,
      dispatch_to: to,
      closes_on: keralaDay(21),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { id?: number; preorder?: { id: number } };
  opened = { id: body.preorder?.id ?? body.id! };
  await owner.dispose();
}

test.beforeAll(async ({ baseURL }) => {
  await ensureStaff(baseURL!);
});

test.afterAll(async ({ baseURL }) => {
  // The farm closes the pre-order again, so that no later journey finds the size on pre-order.
  if (!opened) return;
  const owner = await staffApi(baseURL!, 'owner');
  await owner.post(`/api/admin/preorders/${opened.id}/close`, { data: {} });
  await owner.dispose();
});

/** The page at both widths, axe-checked and no wider than the window. */
async function sweep(page: Page, name: string, found: string[]) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const screen = screenSweep(page, width);
    await screen.check(`${name} at ${width}`);
    found.push(...screen.found);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The engines' holds and locks are the server tests' (preorders.test.ts on both); the journey runs once.
test(
  'a pre-order and a ready product: two groups in the cart, two parcels chosen and priced, paid, shown in My Orders',
  ONE_ENGINE,
  async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    const { later, ready } = await twoProducts(request);
    const from = keralaDay(30);
    const to = keralaDay(36);
    const window = windowText(from, to);
    await openPreorder(baseURL!, later.size.id, from, to);
    const found: string[] = [];

    // The product page: the size sells as a pre-order and says when it ships.
    await register(page);
    await page.goto(productPath(later.product));
    await page
      .getByRole('radio', { name: new RegExp(`^${later.size.size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .check();
    await expect(page.getByRole('heading', { name: loosely(`Pre-order: ships ${window}`) })).toBeVisible();
    await expect(page.getByText('Paid now, sent when the harvest is in.')).toBeVisible();
    await sweep(page, 'product', found);
    await page.getByRole('button', { name: 'Pre-order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
    await addSize(page, productPath(ready.product), ready.size.size);

    // The cart: ready goods apart from the pre-order.
    await page.goto('/cart');
    const readyGroup = page.getByRole('region', { name: 'Ready to send' });
    const laterGroup = page.getByRole('region', { name: loosely(`Pre-order — ships ${window}`) });
    await expect(readyGroup).toContainText(ready.product.product_name);
    await expect(laterGroup).toContainText(later.product.product_name);
    await expect(readyGroup.getByText(/^Subtotal: ₹/)).toBeVisible();
    await expect(laterGroup.getByText(/^Subtotal: ₹/)).toBeVisible();
    await sweep(page, 'cart', found);

    // Checkout: the plan is asked for, none chosen; two parcels, each with its shipping.
    await page.goto('/checkoutpage');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Save address' }).click();
    const choice = page.getByRole('group', { name: /How should we send them\?/ });
    await expect(choice.getByRole('radio', { name: /Two parcels/ })).not.toBeChecked();
    await expect(choice.getByRole('radio', { name: /One parcel when the harvest is in/ })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await expect(choice.getByRole('alert')).toContainText('Choose how to send your order');
    await choice.getByRole('radio', { name: /Two parcels/ }).check();
    const split = choice.locator('label', { has: page.getByRole('radio', { name: /Two parcels/ }) });
    await expect(split).toContainText(/Now: 1 item, ₹\d[\d,]* shipping/);
    await expect(split).toContainText(loosely(`Later, ${window}: 1 item, ₹`));
    await expect(split).toContainText(/Shipping ₹\d[\d,]* · Total ₹\d/);
    const total = page.locator('dt', { hasText: /^Total payable/ }).locator('xpath=following-sibling::dd[1]');
    await expect(total).toHaveText(/₹[1-9]/);
    await sweep(page, 'checkout', found);

    // Paid in the sandbox.
    await page.getByRole('radio', { name: /Online payment/ }).check();
    await page.getByRole('button', { name: 'Complete Order' }).click();
    const payment = page.getByRole('dialog', { name: 'Test mode — no real money' });
    await payment.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Pre-orders in this order' });
    await expect(summary).toContainText(later.product.product_name);
    await expect(summary).toContainText('Two parcels');
    await sweep(page, 'confirmation', found);

    // My Orders: the pre-order line with its window, and the plan.
    await page.goto('/myaccount');
    const items = page.getByRole('list', { name: /^Items in order / }).first();
    await expect(items.locator('li', { hasText: later.product.product_name })).toContainText(
      loosely(`Pre-order — ships ${window}`),
    );
    await expect(items.locator('li', { hasText: ready.product.product_name })).not.toContainText('Pre-order');
    await sweep(page, 'my orders', found);

    expect(found).toEqual([]);
  },
);
