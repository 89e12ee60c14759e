import { expect, type Page } from '@playwright/test';
import { newCustomer } from './shop';

export async function register(page: Page, customer = newCustomer()) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('radio', { name: customer.gender }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  return customer;
}

export async function fillAddress(page: Page, city = 'Wandoor') {
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('Address', { exact: true }).fill('Thekkumpuram House, Temple Road');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('PIN code').fill('679328');
  await page.getByLabel('Phone number').fill('9847012345');
}

/** Opens a product page and adds `quantity` of the size whose label matches. */
export async function addSize(page: Page, path: string, size: string, quantity = 1) {
  await page.goto(path);
  await page
    .getByRole('radio', { name: new RegExp(`^${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .check();
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
}

export const cartBadge = (page: Page) => page.getByRole('link', { name: /^Cart/ });
