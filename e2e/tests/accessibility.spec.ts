import { expect, test } from '@playwright/test';
import { openSettled as open, seriousViolations } from '../support/axe';
import { publicRoutes } from '../support/routes';
import { catalogue, productPath, signInNewCustomer } from '../support/shop';
import { ONE_ENGINE } from '../support/engines';

const widths = [375, 1280] as const;

for (const width of widths) {
  test(
    `every public route at ${width} px has no serious or critical accessibility violation, and is screenshotted`,
    ONE_ENGINE,
    async ({ page, request }, info) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      // Sections that fade in would otherwise be checked half-transparent.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: string[] = [];
      for (const route of await publicRoutes(request)) {
        await open(page, route);
        for (const violation of await seriousViolations(page)) found.push(`${route}: ${violation}`);
        await page.screenshot({
          path: info.outputPath(`screens/${width}${route.replace(/[^a-z0-9]+/gi, '_')}.png`),
          fullPage: true,
        });
      }
      expect(found).toEqual([]);
    },
  );
}

for (const width of widths) {
  test(
    `the signed-in customer's pages at ${width} px have no serious or critical violation`,
    ONE_ENGINE,
    async ({ page, request }, info) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInNewCustomer(page, request);
      const { products } = await catalogue(request);
      await page.goto(productPath(products.find((p) => p.in_stock)!));
      await page.getByRole('button', { name: 'Add to cart' }).click();

      const found: string[] = [];
      const check = async (label: string) => {
        for (const violation of await seriousViolations(page)) found.push(`${label}: ${violation}`);
        await page.screenshot({
          path: info.outputPath(`screens/${width}-signed-in-${label}.png`),
          fullPage: true,
        });
      };
      await open(page, '/myaccount');
      await page.getByRole('tab', { name: 'Address' }).click();
      await check('account-addresses');
      await open(page, '/cart');
      await check('cart');
      await open(page, '/checkoutpage');
      await check('checkout');
      await page.getByRole('radio', { name: /Online payment/ }).check();
      await page.getByRole('button', { name: 'Save address' }).click();
      await check('checkout-address-errors');
      expect(found).toEqual([]);
    },
  );
}
