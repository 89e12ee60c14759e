import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Summary {
  id: number;
  product_name: string;
  product_name_mal: string | null;
  product_slug: string;
  in_stock: boolean;
  category_id: number;
}

/** Reads the demo catalogue through the API, so tests name real products instead of hard-coding ids. */
export async function catalogue(request: APIRequestContext) {
  const response = await request.get('/api/categories-with-products');
  const categories = (await response.json()) as { id: number; name: string; products: Summary[] }[];
  return { categories, products: categories.flatMap((c) => c.products) };
}

export async function crops(request: APIRequestContext, which: 'best' | 'further') {
  const url =
    which === 'best' ? '/api/whatInFarms-viewall' : '/api/whatInFarms-most-cultivated-crops-view-all';
  return (
    (await (await request.get(url)).json()) as { data: { id: number; name: string; category: string }[] }
  ).data;
}

export const productPath = (p: { id: number; product_slug: string }) => `/product/${p.product_slug}-${p.id}`;

let counter = 0;
export function newCustomer() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Asha Menon',
    email: `asha.${tag}@example.com`,
    mobile: '9847012345',
    password: 'coconut99',
    gender: 'Female',
  };
}

/** Registers a new customer through the API and signs them in on the login page, as a shopper would. */
export async function signInNewCustomer(page: Page, request: APIRequestContext) {
  const customer = newCustomer();
  await request.post('/api/customer.store', { data: customer });
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  return customer;
}
