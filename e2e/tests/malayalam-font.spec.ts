import { expect, test } from '@playwright/test';
import { catalogue } from '../support/shop';

/**
 * Issue 24 (first part): Malayalam names render with the shop's own font on a computer that has none (CI's has none:
 * `fc-list :lang=ml` prints nothing), and a page without Malayalam letters never fetches it.
 */
test('a page with Malayalam names loads the shop font for them; a page without them fetches no font', async ({
  page,
  request,
}) => {
  const { categories } = await catalogue(request);
  const category = categories.find((c) => c.products.some((p) => p.product_name_mal))!;
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (/\.woff2?$/.test(new URL(r.url()).pathname)) fonts.push(r.url());
  });

  await page.goto('/privacy-policy');
  await page.waitForLoadState('networkidle');
  expect(fonts, 'no font for an English page').toEqual([]);

  await page.goto(`/productsbycategory/${category.id}`);
  const name = category.products.find((p) => p.product_name_mal)!.product_name_mal!;
  await expect(page.locator('[lang="ml"]', { hasText: name }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate((text) => document.fonts.check('16px "Noto Sans Malayalam"', text), name))
    .toBe(true);
  expect(fonts.some((url) => url.includes('noto-sans-malayalam'))).toBe(true);
});
