import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSettled, seriousViolations } from '../support/axe';
import { ml, mlPath } from '../support/malayalam';
import { publicRoutes } from '../support/routes';
import { catalogue, newCustomer, productPath } from '../support/shop';
import { ONE_ENGINE } from '../support/engines';

/**
 * Issue 24: the storefront in Malayalam, under /ml. The words are read from the Malayalam catalogues
 * (support/malayalam.ts), so these journeys find what a Malayalam reader sees. The machines that run them have no
 * Malayalam font (`fc-list :lang=ml` prints nothing): the screenshots show the shop's own font.
 */

/** A product with a Malayalam name and a size in stock. */
async function malayalamProduct(request: APIRequestContext) {
  const { products } = await catalogue(request);
  const product = products.find((p) => p.in_stock && p.product_name_mal)!;
  return { ...product, product_name_mal: product.product_name_mal! };
}

test('the switch opens the same page in Malayalam, the browser remembers it, and the way back is English', async ({
  page,
}) => {
  await page.goto('/aboutus');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: 'മലയാളം' }).click();
  await expect(page).toHaveURL(/\/ml\/aboutus$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('banner').getByRole('link', { name: ml('Home'), exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^ഞങ്ങളെക്കുറിച്ച് \| /);

  // Links stay in Malayalam, and a plain address opens in Malayalam for this browser.
  await page
    .getByRole('banner')
    .getByRole('link', { name: ml('Home'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/ml$/);
  await page.goto('/productsbycategory');
  await expect(page).toHaveURL(/\/ml\/productsbycategory$/);

  // Back to English, remembered too.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/productsbycategory$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/aboutus');
  await expect(page).toHaveURL(/\/aboutus$/);
});

test('a purchase in Malayalam: product, cart, sign-up, checkout, test-mode payment and the order in the account', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const product = await malayalamProduct(request);
  const shot = (name: string) =>
    page.screenshot({ path: info.outputPath(`screens/ml-journey-${name}.png`), fullPage: true });

  await page.goto(mlPath(productPath(product)));
  await expect(page.getByRole('heading', { level: 1, name: product.product_name_mal })).toBeVisible();
  // The server's page is on screen before its scripts take it over; a click before that does nothing (CI, loaded).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: ml('Add to cart') }).click();
  await expect(page.getByRole('status').filter({ hasText: product.product_name_mal })).toBeVisible();
  await shot('product');

  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${ml('Cart')}`) })
    .click();
  await expect(page).toHaveURL(/\/ml\/cart$/);
  await expect(page.getByRole('main')).toContainText(product.product_name_mal);
  await shot('cart');
  await page.getByRole('button', { name: ml('Proceed to Checkout') }).click();
  await expect(page).toHaveURL(/\/ml\/login$/);

  const customer = newCustomer();
  await page.goto(mlPath('/register'));
  await page.getByLabel(ml('Full name')).fill(customer.name);
  await page.getByLabel(ml('Email')).fill(customer.email);
  await page.getByLabel(ml('Mobile number')).fill(customer.mobile);
  await page.getByLabel(ml('Password')).fill(customer.password);
  await page.getByRole('radio', { name: ml(customer.gender) }).check();
  await page.getByRole('button', { name: ml('Create account') }).click();
  await expect(page).toHaveURL(/\/ml\/myaccount$/);

  await page.goto(mlPath('/checkoutpage'));
  await page.getByLabel(ml('First name')).fill('Asha');
  await page.getByLabel(ml('Last name')).fill('Menon');
  await page.getByLabel(ml('Address'), { exact: true }).fill('Thekkumpuram House, Temple Road');
  await page.getByLabel(ml('City')).fill('Wandoor');
  await page.getByLabel(ml('PIN code')).fill('679328');
  await page.getByLabel(ml('Phone number')).fill('9847012345');
  await page.getByRole('button', { name: ml('Save address') }).click();
  await page.getByRole('radio', { name: new RegExp(ml('Online payment')) }).check();
  await expect(page.getByRole('main')).toContainText(product.product_name_mal);
  await shot('checkout');

  await page.getByRole('button', { name: ml('Complete Order') }).click();
  const dialog = page.getByRole('dialog', { name: ml('Test mode — no real money') });
  await dialog.getByRole('button', { name: ml('Pay successfully') }).click();
  await expect(page.getByRole('heading', { name: ml('Thank you for your order!') })).toBeVisible();
  await expect(page).toHaveURL(/\/ml\/order-confirmation/);
  await shot('confirmation');
  const orderNo = (await page
    .getByText(/^[A-Z]{2,3}-\d{6}$/)
    .first()
    .textContent())!;

  await page.getByRole('link', { name: ml('View Order Details') }).click();
  await expect(page).toHaveURL(/\/ml\/myaccount/);
  await expect(page.getByRole('tab', { name: ml('Order Summary') })).toHaveAttribute('aria-selected', 'true');
  const order = page.getByRole('listitem').filter({ hasText: orderNo });
  await expect(order.first()).toContainText(product.product_name_mal);
});

/** Signs a new customer in and puts one product in the cart, on Malayalam pages. */
async function signedInWithCart(page: Page, request: APIRequestContext) {
  const customer = newCustomer();
  await request.post('/api/customer.store', { data: customer });
  await page.goto(mlPath('/login'));
  await page.getByLabel(ml('Email')).fill(customer.email);
  await page.getByLabel(ml('Password')).fill(customer.password);
  await page.getByRole('button', { name: ml('Login') }).click();
  await expect(page).toHaveURL(/\/ml\/myaccount$/);
  await page.goto(mlPath(productPath(await malayalamProduct(request))));
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: ml('Add to cart') }).click();
}

for (const width of [375, 1280] as const) {
  test(
    `every Malayalam page at ${width} px has no serious or critical accessibility violation, and is screenshotted`,
    ONE_ENGINE,
    async ({ page, request }, info) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: string[] = [];
      const check = async (label: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
        for (const violation of await seriousViolations(page)) found.push(`${label}: ${violation}`);
        await page.screenshot({
          path: info.outputPath(`screens/ml-${width}${label.replace(/[^a-z0-9]+/gi, '_')}.png`),
          fullPage: true,
        });
      };
      for (const route of await publicRoutes(request)) {
        await openSettled(page, mlPath(route));
        await check(mlPath(route));
      }
      // A signed-in customer's own pages, with something in the cart.
      await signedInWithCart(page, request);
      for (const route of ['/cart', '/checkoutpage', '/myaccount']) {
        await openSettled(page, mlPath(route));
        await check(`signed-in${mlPath(route)}`);
      }
      expect(found).toEqual([]);
    },
  );
}
