import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogue, newCustomer, productPath } from '../support/shop';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`could not reach ${target.toString()} with the Tab key`);
}

test('the whole checkout can be done with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = newCustomer();
  const registered = await request.post('/api/customer.store', { data: customer });
  const { token } = (await registered.json()) as { token: string };
  await request.post('/api/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      first_name: 'Key',
      last_name: 'Board',
      address: 'Tab Lane 1',
      city: 'Wandoor',
      state_id: 1,
      pincode: '679328',
      phone_number: '9847000001',
    },
  });
  const { products } = await catalogue(request);
  const product = products.find((p) => p.in_stock)!;

  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(customer.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myaccount$/);

  // Put a product in the cart.
  await page.goto(productPath(product));
  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Check out: the default address is chosen already; pick the payment, complete, pay in test mode.
  await page.goto('/checkoutpage');
  await expect(page.getByText('Tab Lane 1')).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: /Online payment/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Online payment/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Complete Order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Test mode — no real money' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Pay successfully' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});
