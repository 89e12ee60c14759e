import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ensureStaff, staffApi } from '../support/console';
import { cartBadge, fillAddress, register } from '../support/journey';
import { catalogue, productPath } from '../support/shop';

interface Detail {
  product: {
    id: number;
    product_name: string;
    product_slug: string;
    sizes: { id: number; size: string; in_stock: boolean; stock_left?: number | null }[];
  };
}

/** The last product of the catalogue with a size in stock (the other journeys buy from the first ones). */
async function lastProductInStock(request: APIRequestContext) {
  const { products } = await catalogue(request);
  for (const summary of [...products].reverse()) {
    const { product } = (await (await request.get(`/api/product/${summary.id}`)).json()) as Detail;
    const size = product.sizes.find((s) => s.in_stock);
    if (size) return { product, size };
  }
  throw new Error('no product with a size in stock');
}

const sizeRadio = (page: Page, size: string) =>
  page.getByRole('radio', { name: new RegExp(`^${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** Sets the size's count through the staff API, as the farm does after counting the shelf. */
async function setCount(baseURL: string, sizeId: number, count: number | null) {
  const manager = await staffApi(baseURL, 'manager');
  const changed = await manager.post(`/api/admin/stock/${sizeId}`, {
    data: { action: 'count', count, reason: 'e2e' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await manager.dispose();
}

/** A signed-in shopper's checkout with a saved address and online payment chosen, its total worked out. */
async function readyToPay(page: Page) {
  await page.goto('/checkoutpage');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('radio', { name: /Online payment/ }).check();
  const total = page.locator('dt', { hasText: /^Total payable/ }).locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(/₹[1-9]/);
}

let counted: number | undefined;

test.beforeAll(async ({ baseURL }) => {
  await ensureStaff(baseURL!);
});

test.afterAll(async ({ baseURL }) => {
  // The farm stops counting the size again, so that nothing after this journey finds it sold out.
  if (counted !== undefined) await setCount(baseURL!, counted, null);
});

test('"Only 2 left": a shopper cannot add 3, and the one who finds the last jars held is told at checkout', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { product, size } = await lastProductInStock(request);
  const path = productPath(product);
  const name = `${product.product_name} (${size.size})`;
  await setCount(baseURL!, size.id, 2);
  counted = size.id;

  // The page says how many are left; the quantity stops there, and asking for more keeps the cart at 2.
  await register(page);
  await page.goto(path);
  await sizeRadio(page, size.size).check();
  await expect(page.getByText(STOCK_MESSAGES.onlyLeft(2), { exact: true })).toBeVisible();
  const more = page.getByRole('button', { name: 'One more' });
  await more.click();
  await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('2');
  await expect(more).toBeDisabled();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: STOCK_MESSAGES.cartCapped(name, 2) }),
  ).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');
  // Search engines are told the same: limited availability.
  expect(await (await request.get(path)).text()).toContain('https://schema.org/LimitedAvailability');

  // A second shopper puts the same 2 jars in their cart and gets as far as paying.
  const other = await browser.newContext();
  const second = await other.newPage();
  await register(second);
  await second.goto(path);
  await sizeRadio(second, size.size).check();
  await second.getByRole('button', { name: 'One more' }).click();
  await second.getByRole('button', { name: 'Add to cart' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await readyToPay(second);

  // The first shopper starts paying: the jars are held for them.
  await readyToPay(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const payment = page.getByRole('dialog', { name: 'Test mode — no real money' });
  await expect(payment).toBeVisible();

  // The second is told in words, before any money moves, and their cart is brought down so they can go on.
  await second.getByRole('button', { name: 'Complete Order' }).click();
  const refusal = second.getByRole('dialog');
  await expect(refusal).toContainText('Not enough stock');
  await expect(refusal).toContainText(product.product_name);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(
    second
      .getByRole('complementary', { name: 'Order summary' })
      .getByText(STOCK_MESSAGES.cartCapped(name, 0)),
  ).toBeVisible();
  await expect(cartBadge(second)).toHaveAccessibleName('Cart');
  await other.close();

  // The first pays; the size is then sold out on its page.
  await payment.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const left = async () => {
    const { product: now } = (await (await request.get(`/api/product/${product.id}`)).json()) as Detail;
    return now.sizes.find((s) => s.id === size.id);
  };
  await expect.poll(left).toMatchObject({ in_stock: false, stock_left: 0 });
  await page.goto(path);
  await expect(sizeRadio(page, size.size)).toBeDisabled();
  await expect(
    page.getByRole('group', { name: 'Size' }).locator('label', { has: sizeRadio(page, size.size) }),
  ).toContainText(STOCK_MESSAGES.soldOut);
});
