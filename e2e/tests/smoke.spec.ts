import { expect, test } from '@playwright/test';

test('the home page opens with the shop name and the categories menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /Pachakkuda/ })).toBeVisible();
});
