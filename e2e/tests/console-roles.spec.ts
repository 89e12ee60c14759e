import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { STOCK_MESSAGES } from '@farm/contract';
import { ensureStaff, openSection, paidOrder, signInToConsole, staffApi } from '../support/console';
import { seriousViolations } from '../support/axe';

// Issue 32, items 13, 14, 15 and 18: each role sees its own, the audit trail in words, the accountant's exports, the
// Stock list's one-click start, and a menu that fits a phone.

test.beforeAll(async ({ baseURL }) => {
  await ensureStaff(baseURL!);
});

test('a packer sees counts without money, and a refusal in words with no forms on a page not theirs', async ({
  page,
}, info) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await signInToConsole(page, 'packer');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'To accept' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByText(/Best sellers/)).toBeVisible();
    // No revenue, no rupee amount anywhere on the packer's dashboard.
    await expect(main).not.toContainText('₹');
    await expect(main).not.toContainText('Revenue');
    await page.screenshot({ path: info.outputPath(`packer-dashboard-${width}.png`), fullPage: true });

    for (const [path, name, who] of [
      ['/settings', 'Settings', 'Only an owner can open it.'],
      ['/staff', 'Staff', 'Only an owner can open it.'],
      ['/products/new', 'Products', 'An owner or a manager can open it.'],
    ] as const) {
      await page.goto(`/admin${path}`);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(main).toContainText('Your role (Packer) does not allow this page.');
      await expect(main).toContainText(who);
      await expect(main.locator('form, input, select, textarea')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: info.outputPath(`packer-refused${path.replace(/\//g, '-')}-${width}.png`),
      });
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
  }
});

test('the console’s menu on a phone: a button opening the sections as a list, closing on a choice or Escape', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInToConsole(page, 'owner');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await page.screenshot({ path: info.outputPath('menu-closed-375.png') });

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('listitem')).toHaveCount(17);
  await page.screenshot({ path: info.outputPath('menu-open-375.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  // By keyboard: Enter opens it, Tab reaches the first section, and choosing one closes the menu.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Today' })).toBeFocused();
  await nav.getByRole('link', { name: 'Stock' }).click();
  await expect(page).toHaveURL(/\/admin\/stock$/);
  await expect(nav).toBeHidden();

  // Every section's page head fits the phone.
  for (const path of [
    '/',
    '/orders',
    '/messages',
    '/stock',
    '/recalls',
    '/products',
    '/categories',
    '/content/crops',
    '/pages',
    '/media',
    '/settings',
    '/reviews',
    '/complaints',
    '/staff',
    '/audit',
    '/account',
  ]) {
    await page.goto(`/admin${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    await page.screenshot({
      path: info.outputPath(`head${path === '/' ? '-today' : path.replace(/\//g, '-')}-375.png`),
    });
  }

  // A computer keeps the row of links and has no Menu button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath('menu-1280.png') });
});

test('the audit trail says who did what to which order, and the order’s history names who moved it', async ({
  page,
  request,
  baseURL,
}, info) => {
  const order = await paidOrder(request);
  const manager = await staffApi(baseURL!, 'manager');
  const moved = await manager.post(`/api/admin/orders/${order.id}/status`, { data: { status: 'Accepted' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await manager.dispose();

  await signInToConsole(page, 'owner');
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('The manager (Manager)');

  await openSection(page, 'Audit');
  const trail = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(trail).toContainText(
    `The manager (Manager) moved order ${order.orderNo} from Placed to Accepted`,
  );
  await expect(trail).not.toContainText('staff #');
  await page.getByLabel('Kind of change').selectOption({ label: 'Signed in' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/action=staff.sign-in/);
  const rows = trail.locator(':scope > li');
  await expect(trail).not.toContainText('moved order');
  await expect(trail).toHaveAttribute('aria-busy', 'false');
  for (const text of await rows.locator('.audit-what').allTextContents()) expect(text).toMatch(/ signed in/);
  // Fifty to a page, each a few lines: the page stays short.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(6000);
  await page.screenshot({ path: info.outputPath('audit-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: info.outputPath('audit-375.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the order desk offers the accountant both exports, in UTF-8 with a BOM; a packer gets neither', async ({
  page,
  request,
}) => {
  await paidOrder(request);
  await signInToConsole(page, 'manager');
  await openSection(page, 'Orders');
  const group = page.getByRole('group', { name: /CSV for the accountant/ });
  for (const [link, name, first] of [
    ['One row per order', /^orders-/, 'Order number,Order date (IST),Invoice number'],
    ['One row per line', /^order-lines-/, 'Order number,Order date (IST),Invoice number'],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      group.getByRole('link', { name: link }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(name);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).startsWith(first)).toBe(true);
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInToConsole(page, 'packer');
  await openSection(page, 'Orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: /CSV for the accountant/ })).toHaveCount(0);
});

test('the Stock page lists every size; one click starts counting one, after saying what counting means', async ({
  page,
  baseURL,
}, info) => {
  const packer = await staffApi(baseURL!, 'packer');
  const { sizes } = (await (await packer.get('/api/admin/stock')).json()) as {
    sizes: { product_size_id: number; product_name: string; size: string; stock_count: number | null }[];
  };
  const size = sizes.find((s) => s.stock_count === null)!;
  const name = `${size.product_name}, ${size.size}`;
  try {
    await signInToConsole(page, 'packer');
    await openSection(page, 'Stock');
    await page.getByRole('button', { name: `Start counting ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Start counting ${name}?` });
    await expect(dialog).toContainText('Counting means the shop sells only what is on the shelf');
    await dialog.getByRole('button', { name: 'Start counting' }).click();
    await expect(dialog.getByText(STOCK_MESSAGES.countInvalid)).toBeVisible();
    await page.screenshot({ path: info.outputPath('stock-start-dialog-1280.png') });
    await dialog.getByLabel('How many are on the shelf now').fill('12');
    await dialog.getByRole('button', { name: 'Start counting' }).click();
    await expect(page.getByRole('status')).toContainText(`Counting ${name}: 12 on the shelf.`);
    await expect(page.getByRole('link', { name: `Count or change ${name}` })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Count or change ${name}` }) });
    await expect(row).toContainText('12');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: info.outputPath('stock-375.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    // Counted no more, as the other journeys expect it.
    await packer.post(`/api/admin/stock/${size.product_size_id}`, {
      data: { action: 'count', count: null, reason: 'The journey is over' },
    });
    await packer.dispose();
  }
});
