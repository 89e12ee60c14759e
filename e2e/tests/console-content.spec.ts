import { CONTENT_MESSAGES } from '@farm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ensureStaff, signInToConsole, staffApi } from '../support/console';
import { newCustomer } from '../support/shop';
import { ONE_ENGINE } from '../support/engines';
import { screenSweep } from '../support/axe';

test.beforeAll(async ({ baseURL }) => {
  await ensureStaff(baseURL!);
});

interface Rated {
  product: { id: number; rating: { average: number; count: number }; reviews: { review: string }[] };
}
const ratingOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/product/${id}`)).json()) as Rated).product;

/** A customer registers and writes a review of the product. */
async function review(request: APIRequestContext, productId: number, stars: number, text: string) {
  const registered = await request.post('/api/customer.store', { data: newCustomer() });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const written = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: productId, name: 'Asha Menon', review: text, start_ratings: stars },
  });
  expect(written.status(), await written.text()).toBeLessThan(300);
}

test('a manager hides a review: it leaves the product page and its rating, and comes back when shown', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/categories-with-products')).json()) as {
    products: { id: number }[];
  }[];
  const productId = categories.flatMap((c) => c.products.map((p) => p.id)).at(-1)!;
  const stamp = Date.now().toString(36);
  const harsh = `The lid was cracked on arrival ${stamp}.`;
  await review(request, productId, 5, `Lovely and fresh ${stamp}.`);
  await review(request, productId, 1, harsh);
  const before = await ratingOf(request, productId);
  expect(before.reviews.map((r) => r.review)).toContain(harsh);

  await signInToConsole(page, 'manager');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }).click();
  const item = page.getByRole('listitem').filter({ hasText: harsh });
  await item.getByRole('button', { name: 'Hide' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hide it' }).click();
  await expect(item).toContainText('Hidden since');

  await expect
    .poll(async () => (await ratingOf(request, productId)).rating.count)
    .toBe(before.rating.count - 1);
  const after = await ratingOf(request, productId);
  expect(after.rating.average).toBeGreaterThan(before.rating.average);
  expect(after.reviews.map((r) => r.review)).not.toContain(harsh);

  await item.getByRole('button', { name: 'Show again' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Show it' }).click();
  await expect.poll(async () => (await ratingOf(request, productId)).rating.count).toBe(before.rating.count);
});

test('the owner edits a policy page and the storefront shows the new text, safely', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInToConsole(page, 'owner');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'Edit Terms and Conditions' }).click();
  const text = page.getByLabel('Text (English, Markdown)');
  const original = await text.inputValue();
  await text.fill(
    `${original}\n\n## Farm visits {#visits}\n\nVisitors are welcome on Saturdays ${stamp}.\n\n<img src=x onerror="document.title='owned'">`,
  );
  await page.getByRole('button', { name: 'Save the page' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTENT_MESSAGES.saved })).toBeVisible();
  // Only the English changed: the editor says the Malayalam is now older, and by how much (issue 32).
  await expect(
    page.getByRole('status').filter({
      hasText: /^The Malayalam was last changed .+ before the English: check that it still says the same\.$/,
    }),
  ).toBeVisible();
  await page.goto('/admin/pages');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Terms and Conditions' })
      .getByText(/the Malayalam is older/),
  ).toBeVisible();

  await page.goto('/terms-and-conditions');
  await expect(page.getByText(`Visitors are welcome on Saturdays ${stamp}.`)).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Farm visits' })).toBeVisible();
  expect(await page.title()).not.toBe('owned');
  expect(await page.locator('[onerror]').count()).toBe(0);

  // Put the page back as it was, for the other journeys.
  await page.goto('/admin/pages/terms');
  await page.getByLabel('Text (English, Markdown)').fill(original);
  await page.getByRole('button', { name: 'Save the page' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTENT_MESSAGES.saved })).toBeVisible();
});

test('a packer reaches none of the catalogue, pictures, content, pages, reviews, settings, staff or audit', async ({
  page,
  baseURL,
}) => {
  await signInToConsole(page, 'packer');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  for (const name of [
    'Products',
    'Categories',
    'Pictures',
    'Farm content',
    'Pages',
    'Reviews',
    'Complaints',
    'Settings',
    'Staff',
    'Audit',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  // Typing the address does not help: the screen says why, in words.
  await page.goto('/admin/products');
  await expect(page.getByText('Your role (Packer) does not allow this page.')).toBeVisible();
  await expect(page.getByText('An owner or a manager can open it.')).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);

  const packer = await staffApi(baseURL!, 'packer');
  const refused = [
    packer.get('/api/admin/products'),
    packer.post('/api/admin/products', { data: {} }),
    packer.get('/api/admin/media'),
    packer.get('/api/admin/crops'),
    packer.put('/api/admin/pages/terms', { data: { title: 'x', body: 'y' } }),
    packer.get('/api/admin/reviews'),
    packer.post('/api/admin/reviews/1/hide'),
    packer.get('/api/admin/settings'),
    packer.get('/api/admin/staff'),
    packer.get('/api/admin/audit'),
  ];
  for (const answer of await Promise.all(refused)) expect(answer.status(), answer.url()).toBe(403);
  await packer.dispose();
});

/** Opens a console screen by its address and waits for its heading. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const width of [375, 1280] as const) {
  test(
    `every screen of the catalogue, content, settings and staff at ${width} px has no serious accessibility violation and fits`,
    ONE_ENGINE,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const { found, check } = screenSweep(page, width);
      await signInToConsole(page, 'owner');
      const screens: [string, string | RegExp][] = [
        ['/products', 'Products'],
        ['/products/new', 'Add a product'],
        ['/products/spreadsheet', 'Products by spreadsheet'],
        ['/products/prices', 'Change prices in bulk'],
        ['/categories', 'Categories'],
        ['/media', 'Pictures'],
        ['/content/crops', 'Farm content: crops'],
        ['/content/crops/new', 'Add a crop'],
        ['/content/certificates', /^Farm content:/],
        ['/content/videos', /^Farm content:/],
        ['/content/banner', /^Farm content:/],
        ['/pages', 'Pages'],
        ['/pages/terms', /^Edit:/],
        ['/settings', 'Settings'],
        ['/settings/shipping', 'Shipping slabs'],
        ['/settings/backups', 'Backups'],
        ['/settings/start-afresh', 'Start afresh'],
        ['/reviews', 'Reviews'],
        ['/complaints', 'Complaints'],
        ['/preorders', 'Pre-orders'],
        ['/preorders/packing', 'Pre-order packing list'],
        ['/staff', 'Staff'],
        ['/audit', 'Audit trail'],
        ['/messages', /.+/],
      ];
      for (const [path, heading] of screens) {
        await open(page, path, heading);
        await check(path);
      }
      // An existing product's editor, and the confirm dialog of hiding it.
      await open(page, '/products', 'Products');
      // A product's own link (/admin/products/<id>), not the page's links to adding, the spreadsheet or bulk prices.
      await page
        .locator(
          'a[href^="/admin/products/"]:not([href$="/new"]):not([href$="/spreadsheet"]):not([href$="/prices"])',
        )
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Save the product' })).toBeVisible();
      await check('product editor');
      expect(found).toEqual([]);
    },
  );
}
