import { expect, test, type APIRequestContext } from '@playwright/test';
import { addSize, cartBadge, fillAddress, register } from '../support/journey';
import { catalogue, productPath } from '../support/shop';

interface Detail {
  product: {
    id: number;
    product_name: string;
    product_slug: string;
    sizes: { id: number; size: string; in_stock: boolean }[];
    prices: { original_price: number; offer_price: number }[];
  };
}

/** A product with two sizes in stock, and what the customer pays for each. */
async function twoSizeProduct(request: APIRequestContext) {
  const { categories, products } = await catalogue(request);
  for (const summary of products) {
    const { product } = (await (await request.get(`/api/product/${summary.id}`)).json()) as Detail;
    const inStock = product.sizes
      .map((s, i) => ({ ...s, price: product.prices[i]! }))
      .filter((s) => s.in_stock);
    if (inStock.length >= 2) {
      const category = categories.find((c) => c.products.some((p) => p.id === product.id))!;
      const pay = (p: { original_price: number; offer_price: number }) =>
        p.offer_price > 0 ? p.offer_price : p.original_price;
      return {
        product,
        category,
        a: { ...inStock[0]!, pays: pay(inStock[0]!.price) },
        b: { ...inStock[1]!, pays: pay(inStock[1]!.price) },
      };
    }
  }
  throw new Error('no product with two sizes in stock');
}

const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`;

test('browse, fill the cart, sign up, pay in test mode, then cancel, reorder and pay again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { product, category, a, b } = await twoSizeProduct(request);

  // Home → category → product.
  await page.goto('/');
  await page.goto('/productsbycategory');
  await page
    .getByRole('region', { name: category.name })
    .getByRole('link', { name: /View All/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await page.getByRole('main').getByRole('heading', { name: product.product_name }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();

  // Two sizes; the second one twice, which adds up in one line.
  await addSize(page, productPath(product), a.size);
  await addSize(page, productPath(product), b.size);
  await addSize(page, productPath(product), b.size);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 3 items');

  // Cart quantities: one more of the first size, then one less of the second.
  await page.goto('/cart');
  await page.getByRole('button', { name: `One more ${product.product_name}, ${a.size}` }).click();
  await page.getByRole('button', { name: `One less ${product.product_name}, ${b.size}` }).click();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 3 items');
  const subtotal = a.pays * 2 + b.pays;
  await expect(page.getByRole('main')).toContainText(rupees(subtotal));
  await page.reload();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 3 items');

  // Proceed → sign up → checkout with a new address.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await register(page);
  await page.goto('/checkoutpage');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('radio', { name: /Online payment/ }).check();
  // The page's figures: the cart's subtotal, the server's shipping for the address, and their sum.
  const figure = (label: RegExp) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure(/^Subtotal/)).toHaveText(rupees(subtotal));
  await expect(figure(/^Shipping/)).toHaveText(/₹[1-9]/);
  const shipping = Number((await figure(/^Shipping/).textContent())!.replace(/[^\d.]/g, ''));
  await expect(figure(/^Total payable/)).toHaveText(rupees(subtotal + shipping));

  // Test-mode payment succeeds → confirmation.
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test mode — no real money' });
  await dialog.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNo = (await page
    .getByText(/^[A-Z]{2,3}-\d{6}$/)
    .first()
    .textContent())!;
  await expect(
    page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(rupees(subtotal + shipping));
  await expect(cartBadge(page)).toHaveAccessibleName('Cart');

  // The account shows the order, with its lines.
  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page.getByRole('tab', { name: 'Order Summary' })).toHaveAttribute('aria-selected', 'true');
  const order = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order ${orderNo}` }) });
  await expect(order).toContainText(product.product_name);
  await expect(order).toContainText('Placed');

  // Cancel (refunded) → reorder → pay again.
  await order.getByRole('button', { name: `Cancel order ${orderNo}` }).click();
  await page.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(order).toContainText('Cancelled');
  await expect(order).toContainText('Refunded');
  await order.getByRole('button', { name: `Reorder order ${orderNo}` }).click();
  await expect(page).toHaveURL(/\/checkoutpage$/);
  await page.getByRole('radio', { name: /Online payment/ }).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page
    .getByRole('dialog', { name: 'Test mode — no real money' })
    .getByRole('button', { name: 'Pay successfully' })
    .click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const second = (await page
    .getByText(/^[A-Z]{2,3}-\d{6}$/)
    .first()
    .textContent())!;
  expect(second).not.toBe(orderNo);
  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^Order / })).toHaveCount(2);
});

test('a failed test-mode payment says why and keeps the cart', async ({ page, request }) => {
  const { product, a } = await twoSizeProduct(request);
  await register(page);
  await addSize(page, productPath(product), a.size);
  await page.goto('/checkoutpage');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('radio', { name: /Online payment/ }).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page
    .getByRole('dialog', { name: 'Test mode — no real money' })
    .getByRole('button', { name: 'Make the payment fail' })
    .click();
  await expect(page.getByRole('dialog')).toContainText(
    'Payment failed: Your bank declined this test payment.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/myaccount');
  await expect(page.getByRole('tab', { name: 'Address' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Order / })).toHaveCount(0);
});

test('signing in from the cart comes back to the cart', async ({ page, request }) => {
  const { product, a } = await twoSizeProduct(request);
  await page.goto('/register');
  const customer = await register(page);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await addSize(page, productPath(product), a.size);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText(product.product_name);
});

test('a review is posted and shown, and markup in it shows as text', async ({ page, request }) => {
  const { products } = await catalogue(request);
  const product = products[3]!;
  await register(page);
  await page.goto(productPath(product));
  await page.getByLabel('Your review').fill('<script>window.hacked = true</script> Tastes like home.');
  await page.getByLabel('Rating').selectOption('4.5');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('<script>window.hacked = true</script> Tastes like home.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
});
