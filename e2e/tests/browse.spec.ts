import { expect, test } from '@playwright/test';
import { catalogue, crops, productPath } from '../support/shop';

test('the search dropdown finds products by any part of the name and opens one', async ({
  page,
  request,
}) => {
  const { products } = await catalogue(request);
  // A word from the middle or end of one product's name that no other name holds: the dropdown lists a few products,
  // names first, and other journeys add products as they run, so a common word ("Oil") may push the target out.
  const names = products.map((p) => p.product_name.toLowerCase());
  const [target, word] = products
    .flatMap((p) =>
      p.product_name
        .split(' ')
        .slice(1)
        .map((w) => [p, w.toLowerCase()] as const),
    )
    .find(([, w]) => w.length >= 4 && names.filter((n) => n.includes(w)).length === 1)!;
  await page.goto('/');
  const box = page.getByPlaceholder('Search products, categories...');
  await box.fill(word.toUpperCase());
  const option = page.getByRole('option', { name: new RegExp(`^${target.product_name} \\(`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${productPath(target)}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.product_name })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('Enter in the search box opens the full result list, the names that hold the word first', async ({
  page,
  request,
}) => {
  const { products } = await catalogue(request);
  const named = products
    .filter((p) => p.product_name.toLowerCase().includes('oil'))
    .map((p) => p.product_name);
  // Search also finds the word in descriptions (ranked after the names) and forgives typos.
  const found = (await (await request.get('/api/products/search?q=oil')).json()) as {
    product_name: string;
  }[];
  expect(found.length).toBeGreaterThan(named.length);
  await page.goto('/');
  await page.getByPlaceholder('Search products, categories...').fill('oil');
  await page.getByPlaceholder('Search products, categories...').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=oil$/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `${found.length} products found`,
  );
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(found.length);
  const headings = await cards.getByRole('heading').allTextContents();
  expect(headings.slice(0, named.length).sort()).toEqual([...named].sort());
});

test('the categories overview links to a category, and the category to its products', async ({
  page,
  request,
}) => {
  const { categories } = await catalogue(request);
  const first = categories[0]!;
  await page.goto('/productsbycategory');
  const section = page.getByRole('region', { name: first.name });
  await expect(section.getByRole('article')).toHaveCount(Math.min(4, first.products.length));
  await section.getByRole('link', { name: /View All/ }).click();
  await expect(page).toHaveURL(new RegExp(`/productsbycategory/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(first.products.length);
});

test('every farm page opens with its breadcrumbs', async ({ page, request }) => {
  const best = (await crops(request, 'best'))[0]!;
  const further = (await crops(request, 'further'))[0]!;

  await page.goto('/mostharvestfromfarm');
  await page.getByRole('link', { name: best.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: best.name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Most Harvest');

  await page.goto('/extraharvestfromfarm');
  await page
    .getByRole('link', { name: new RegExp(further.category) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/extraharvestfromfarm\/[^/]+$/);
  await page.getByRole('link', { name: further.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: further.name })).toBeVisible();
  const detailCrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  for (const crumb of ['Home', 'Extra Harvest', further.category, further.name])
    await expect(detailCrumbs).toContainText(crumb);

  // The header's own spelling of a group finds it.
  await page.goto('/extraharvestfromfarm/Animal care and maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Animal Care and Maintenance');
});

const policies = [
  { path: '/privacy-policy', heading: 'Privacy Notice', phrase: /law of India|laws of India/ },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', phrase: /India/ },
  { path: '/refund-cancellation-policy', heading: 'Return and Cancellation Policy', phrase: /24 hours/ },
  { path: '/shipping-policy', heading: 'Shipping Policy', phrase: /2-4 business days/ },
  { path: '/aboutus', heading: /Welcome to/, phrase: /organic/i },
];
for (const policy of policies) {
  test(`${policy.path} shows its page`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(policy.phrase);
  });
}

test('an unknown address answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
});

test('a missing product answers 404 and the page does not ask the API for it again', async ({ page }) => {
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/')) productCalls.push(request.url());
  });
  const response = await page.goto('/product/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  expect(productCalls).toEqual([]);
});

test('a product link carries its title, description and JSON-LD in the HTML the server sends', async ({
  request,
}) => {
  const { products } = await catalogue(request);
  const product = products[0]!;
  const html = await (await request.get(productPath(product))).text();
  expect(html).toContain(`<title>${product.product_name} |`);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,150}"/);
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
    offers: { priceCurrency: string };
  };
  expect(ld.offers.priceCurrency).toBe('INR');
});
