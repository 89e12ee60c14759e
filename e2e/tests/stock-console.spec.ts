import { LOT_MESSAGES } from '@farm/contract';
import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  KERALA,
  ensureStaff,
  newShopper,
  payAndStore,
  signInToConsole,
  staffApi,
  startPayment,
} from '../support/console';
import { screenSweep } from '../support/axe';
import { ONE_ENGINE } from '../support/engines';

/*
 * The console's stock screens (issue 22): a size's count, a batch in, a correction with its reason, the history, the
 * list of counted sizes and the dashboard's "Running low", and an order paid after its jar had gone. Each journey
 * takes its own product near the end of the catalogue (the order journeys buy from its start, the storefront's stock
 * journeys use its last), sets counts outright, and every size counted here stops being counted at the end, so that
 * no later journey finds it sold out.
 */

interface Size {
  id: number;
  label: string;
}
interface Product {
  id: number;
  name: string;
  sku: string;
  hidden: boolean;
  sizes: Size[];
}

const countedHere = new Set<number>();

test.beforeAll(async ({ baseURL }) => {
  await ensureStaff(baseURL!);
});

test.afterAll(async ({ baseURL }) => {
  const manager = await staffApi(baseURL!, 'manager');
  for (const sizeId of countedHere) {
    const stopped = await manager.post(`/api/admin/stock/${sizeId}`, {
      data: { action: 'count', count: null, reason: 'The journey is over' },
    });
    expect(stopped.status(), await stopped.text()).toBe(200);
  }
  await manager.dispose();
});

/** A shown product near the end of the list, `from` back from the fifth last (each journey its own). */
async function productFromTheEnd(api: APIRequestContext, from: number): Promise<Product> {
  const answer = await api.get('/api/admin/products');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: Product[] };
  const product = data.filter((p) => !p.hidden).at(-5 - from)!;
  countedHere.add(product.sizes[0]!.id);
  return product;
}

/** Sets a size's count through the staff API (the journeys that are not about counting start from one). */
async function setCount(api: APIRequestContext, sizeId: number, count: number) {
  const answer = await api.post(`/api/admin/stock/${sizeId}`, {
    data: { action: 'count', count, reason: 'Set up by the journey' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const form = (page: Page, name: string) => page.getByRole('form', { name });
/** A best-before well ahead: the demo's products say no shelf life, so a lot received here names its own. */
const BEST_BEFORE = '2031-06-30';
/** Chooses a lot by its code in a form's lot list. */
async function pickLot(within: Locator, code: string) {
  const value = await within.locator('option', { hasText: `${code}:` }).getAttribute('value');
  await within.getByLabel('Lot').selectOption(value!);
}

test('a manager counts a size, takes in a batch, corrects it with a reason, and sees the history and the low list', async ({
  page,
  baseURL,
}) => {
  const manager = await staffApi(baseURL!, 'manager');
  const product = await productFromTheEnd(manager, 0);
  await manager.dispose();
  const size = product.sizes[0]!;
  const title = `${product.name}, ${size.label}`;

  await signInToConsole(page, 'manager');
  // From the product's editor: each saved size says its stock and links to its page.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await page.getByLabel('Name or SKU').fill(product.sku);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await page.getByRole('link', { name: product.name, exact: true }).click();
  await page.getByRole('link', { name: `Start counting size 1 (${size.label})` }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not counted' })).toBeVisible();

  // Counting: asked again in words when the count or the reason is missing.
  const count = form(page, 'Count the shelf');
  await count.getByRole('button', { name: 'Start counting' }).click();
  await expect(count.getByText(STOCK_MESSAGES.countInvalid)).toBeVisible();
  await expect(count.getByText(STOCK_MESSAGES.reasonRequired)).toBeVisible();
  await count.getByLabel('How many are on the shelf').fill('10');
  await count.getByLabel('Reason for the count').fill('First count of the shelf');
  await count.getByRole('button', { name: 'Start counting' }).click();
  await expect(page.locator('.status-line')).toHaveText(STOCK_MESSAGES.saved);
  const level = page.getByRole('region', { name: 'Now' });
  await expect(level.getByRole('definition')).toHaveText(['10', '0', '10']);

  // A lot came in (issue 38): its own code and best-before.
  const receive = form(page, 'Receive a lot');
  await receive.getByLabel('How many came in').fill('6');
  await receive.getByLabel('Lot code (optional)').fill('E2E-MORNING');
  await receive.getByLabel('Best before').fill(BEST_BEFORE);
  await receive.getByLabel('Note (optional)').fill('Morning harvest');
  await receive.getByRole('button', { name: 'Receive the lot' }).click();
  await expect(level.getByRole('definition')).toHaveText(['16', '0', '16']);

  // A correction names its lot: never below zero, and always with its reason.
  const correct = form(page, 'Correct');
  await pickLot(correct, 'E2E-MORNING');
  await correct.getByLabel('Change (+ or −)').fill('-20');
  await correct.getByLabel('Reason for the correction').fill('Jars cracked in the heat');
  await correct.getByRole('button', { name: 'Save the correction' }).click();
  await expect(correct.getByText(LOT_MESSAGES.lotBelowZero('E2E-MORNING', 6)).first()).toBeVisible();
  await correct.getByLabel('Change (+ or −)').fill('−5');
  await correct.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page.locator('.status-line')).toHaveText(STOCK_MESSAGES.saved);
  await expect(level.getByRole('definition')).toHaveText(['11', '0', '11']);
  const first = form(page, 'Correct');
  await first.getByLabel('Lot').selectOption({ index: 1 });
  await first.getByLabel('Change (+ or −)').fill('−8');
  await first.getByLabel('Reason for the correction').fill('Jars cracked in the heat');
  await first.getByRole('button', { name: 'Save the correction' }).click();
  await expect(level.getByRole('definition')).toHaveText(['3', '0', '3']);
  await expect(level.getByText('Running low')).toBeVisible();

  // The history, newest first: what, the change with its sign, the count after, the note, who.
  const rows = page.getByRole('table', { name: 'Movements of this size, newest first' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Correction');
  await expect(rows.nth(0)).toContainText('−8');
  await expect(rows.nth(0)).toContainText('Jars cracked in the heat');
  await expect(rows.nth(0)).toContainText('The manager');
  await expect(rows.nth(1)).toContainText('−5');
  await expect(rows.nth(1)).toContainText('E2E-MORNING');
  await expect(rows.nth(2)).toContainText('Lot received');
  await expect(rows.nth(2)).toContainText('+6');
  await expect(rows.nth(2)).toContainText('16');
  await expect(rows.nth(2)).toContainText('Morning harvest');
  await expect(rows.nth(3)).toContainText('Count taken');
  await expect(rows.nth(3)).toContainText('+10');

  // The list of counted sizes, and only those running low.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Stock' }).click();
  await page.getByLabel('Running low only').check();
  const row = page.getByRole('row').filter({ hasText: product.name }).filter({ hasText: size.label });
  await expect(row).toContainText('Running low');
  await expect(row.getByRole('cell').nth(4)).toContainText('3');

  // The dashboard's "Running low" leads to the size's page.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Today' }).click();
  const low = page.getByRole('region', { name: 'Running low' });
  await expect(low.getByRole('listitem').filter({ hasText: title })).toContainText('3 left');
  await low.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a packer reaches the stock from the console and takes in a batch; the products are not theirs', async ({
  page,
  baseURL,
}) => {
  const manager = await staffApi(baseURL!, 'manager');
  const product = await productFromTheEnd(manager, 1);
  const size = product.sizes[0]!;
  await setCount(manager, size.id, 20);
  await manager.dispose();

  await signInToConsole(page, 'packer');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Stock' }).click();
  await expect(page.getByRole('heading', { name: 'Stock', exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Count or change ${product.name}, ${size.label}` }).click();
  await expect(page.getByRole('heading', { name: `${product.name}, ${size.label}` })).toBeVisible();
  const receive = form(page, 'Receive a lot');
  await receive.getByLabel('How many came in').fill('4');
  await receive.getByLabel('Best before').fill(BEST_BEFORE);
  await receive.getByRole('button', { name: 'Receive the lot' }).click();
  await expect(page.locator('.status-line')).toContainText('received.');
  await expect(page.getByRole('region', { name: 'Now' }).getByRole('definition').first()).toHaveText('24');
  await expect(
    page.getByRole('table', { name: 'Movements of this size, newest first' }).locator('tbody tr').first(),
  ).toContainText('The packer');
});

for (const width of [375, 1280] as const) {
  test(
    `the stock screens at ${width} px have no serious accessibility violation and fit the screen`,
    ONE_ENGINE,
    async ({ page, baseURL }) => {
      const owner = await staffApi(baseURL!, 'owner');
      const product = await productFromTheEnd(owner, 2);
      const size = product.sizes[0]!;
      await setCount(owner, size.id, 2);
      await owner.dispose();

      await page.setViewportSize({ width, height: 900 });
      const { found, check } = screenSweep(page, width);

      await signInToConsole(page, 'owner');
      await expect(page.getByRole('region', { name: 'Running low' })).toBeVisible();
      await check('dashboard with its low list');
      await page.goto('/admin/stock');
      await expect(
        page.getByRole('link', { name: `Count or change ${product.name}, ${size.label}` }),
      ).toBeVisible();
      await check('stock');
      await page.getByRole('link', { name: `Count or change ${product.name}, ${size.label}` }).click();
      await expect(page.getByRole('heading', { name: `${product.name}, ${size.label}` })).toBeVisible();
      await check('a size');
      // Refusals beside their fields.
      await form(page, 'Correct').getByRole('button', { name: 'Save the correction' }).click();
      await expect(form(page, 'Correct').getByText(STOCK_MESSAGES.reasonRequired)).toBeVisible();
      await check('a size with refusals');
      // Stopping the count asks first.
      const count = form(page, 'Count the shelf');
      await count.getByLabel('Reason for the count').fill('We stop counting the small jars');
      await count.getByRole('button', { name: 'Save the count' }).click();
      await expect(page.getByRole('dialog', { name: /Stop counting/ })).toBeVisible();
      await check('stop counting dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Keep counting' }).click();
      await page.goto(`/admin/products/${product.id}`);
      await expect(page.getByRole('link', { name: `Count or change size 1 (${size.label})` })).toBeVisible();
      await check('product editor');
      await page.goto('/admin/settings');
      await expect(page.getByRole('form', { name: 'Stock' })).toBeVisible();
      await check('settings');
      // Recalls (issue 38): the search and the past recalls.
      await page.goto('/admin/recalls');
      await expect(page.getByRole('heading', { name: 'Recalls', level: 1 })).toBeVisible();
      await check('recalls');
      expect(found).toEqual([]);
    },
  );
}

test('the owner sets the hold time and the "Only N left" threshold; a wrong one is refused in words', async ({
  page,
}) => {
  await signInToConsole(page, 'owner');
  await page.goto('/admin/settings');
  const stock = page.getByRole('form', { name: 'Stock' });
  const hold = stock.getByLabel('Hold a paying cart’s jars for (minutes)');
  const threshold = stock.getByLabel('Say “Only N left” from this many down');
  await hold.fill('0');
  await stock.getByRole('button', { name: 'Save the stock settings' }).click();
  await expect(stock.getByText(STOCK_MESSAGES.holdMinutesInvalid)).toBeVisible();
  await hold.fill('20');
  await threshold.fill('5');
  await stock.getByRole('button', { name: 'Save the stock settings' }).click();
  await expect(stock.getByRole('status')).toHaveText(STOCK_MESSAGES.settingsSaved);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Stock' }).getByLabel(/Hold a paying cart/)).toHaveValue('20');
  // Back to the usual, for the other journeys.
  await page
    .getByRole('form', { name: 'Stock' })
    .getByLabel(/Hold a paying cart/)
    .fill('15');
  await page
    .getByRole('form', { name: 'Stock' })
    .getByRole('button', { name: 'Save the stock settings' })
    .click();
  await expect(page.getByRole('form', { name: 'Stock' }).getByRole('status')).toHaveText(
    STOCK_MESSAGES.settingsSaved,
  );
});

/**
 * A customer starts paying for one jar of a size (the payment holds it), the shelf is counted to 0 meanwhile (sold at
 * the market stall), then the payment arrives: an order short of stock. Answers its id and number.
 */
async function shortOrder(request: APIRequestContext, staff: APIRequestContext, product: Product) {
  const size = product.sizes[0]!;
  await setCount(staff, size.id, 1);
  const shopper = await newShopper(request, KERALA);
  const cart = [{ product_id: product.id, product_size_id: size.id, quantity: 1 }];
  const gatewayOrder = await startPayment(request, shopper, cart);
  const sold = await staff.post(`/api/admin/stock/${size.id}`, {
    data: { action: 'count', count: 0, reason: 'Sold at the market stall' },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const { id, orderNo } = await payAndStore(request, shopper, cart, gatewayOrder);
  return { order_id: id, order_no: orderNo };
}

test('an order paid after its jar had gone is refunded automatically; the desk sees which items and cancels it', async ({
  page,
  request,
  baseURL,
}) => {
  const manager = await staffApi(baseURL!, 'manager');
  const product = await productFromTheEnd(manager, 3);
  const size = product.sizes[0]!;
  const order = await shortOrder(request, manager, product);
  await manager.dispose();

  await signInToConsole(page, 'manager');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await page.getByLabel('Order number, name, e-mail or mobile').fill(order.order_no);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: order.order_no });
  // Issue 33: the shop refunded the short jar itself when the payment came; nothing is owed, nothing to pack.
  await expect(row).toContainText('Short — refunded automatically');
  await expect(row).not.toContainText('Short of stock');
  await row.getByRole('link', { name: order.order_no }).click();

  const refunded = page.getByRole('region', { name: 'Short — refunded automatically' });
  await expect(refunded).toContainText(STOCK_MESSAGES.shortRefundedNote);
  await expect(refunded).toContainText(`${product.name}, ${size.label}: 1 refunded`);
  await expect(page.getByRole('alert').filter({ hasText: 'Short of stock' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Payment' })
      .getByRole('definition')
      .filter({ hasText: /^Refunded$/ }),
  ).toBeVisible();
  // Nothing is left to send: the desk closes the order, saying why.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByLabel('Why is it cancelled?').fill('Sold out before the payment came');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('heading', { name: /Cancelled/ })).toBeVisible();
});
