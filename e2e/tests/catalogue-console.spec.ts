import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CATALOGUE_ADMIN_MESSAGES, PUBLISHED_LINK_WORDS } from '@farm/contract';
import sharp from 'sharp';
import { paidOrder, ensureStaff, signInToConsole, KERALA } from '../support/console';

// Runs on every server of the run, and once more on the one whose pictures live in an S3-compatible bucket.

test.beforeAll(async ({ baseURL }) => {
  await ensureStaff(baseURL!);
});

/** A phone photo as a camera writes it: a JPEG carrying the camera's make and the place it was taken (EXIF GPS). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 196, g: 142, b: 38 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'FieldPhone', Model: 'Seven' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '11/1 13/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '76/1 14/1 12/1',
      },
    })
    .toBuffer();
}

interface ProductAnswer {
  product: {
    id: number;
    product_name: string;
    product_slug: string;
    image: string;
    sizes: { id: number; size: string }[];
    prices: { product_size_id: number; original_price: number; offer_price: number }[];
  };
}

async function storefrontProduct(request: APIRequestContext, id: number) {
  const answer = await request.get(`/api/product/${id}`);
  return { status: answer.status(), body: (await answer.json()) as ProductAnswer };
}

/** The manager fills one size's fields in the product editor. */
async function fillSize(
  page: Page,
  index: number,
  size: { label: string; net: string; grams: string; price: string },
) {
  const group = page.getByRole('group', { name: `Size ${index}` });
  await group.getByLabel('Label', { exact: true }).fill(size.label);
  // The label's net quantity (grams here, the unit's default) apart from the parcel's shipping weight.
  await group.getByLabel('Net quantity', { exact: true }).fill(size.net);
  await group.getByLabel('Shipping weight (grams)').fill(size.grams);
  await group.getByLabel('MRP (₹, incl. of all taxes)').fill(size.price);
}

test('a manager adds a product with two sizes and a phone photo as a draft, then publishes it; it sells, its price changes for new carts only, and hidden it is gone', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Wild forest honey ${stamp}`;
  const photo = await phonePhoto();
  expect((await sharp(photo).metadata()).exif, 'the test photo carries EXIF').toBeDefined();

  await signInToConsole(page, 'manager');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();

  // An empty form is refused in words beside the fields.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert')).toContainText('Some fields need a change');

  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('SKU').fill(`E2E-${stamp}`.toUpperCase());
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('HSN code').fill('0409');
  await fillSize(page, 1, { label: '250 g', net: '250', grams: '250', price: '240' });
  await page.getByRole('button', { name: 'Add a size' }).click();
  await fillSize(page, 2, { label: '500 g', net: '500', grams: '500', price: '450' });
  // An offer at or above the price is refused beside its field.
  await page.getByRole('group', { name: 'Size 2' }).getByLabel('Offer price (₹, optional)').fill('450');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('group', { name: 'Size 2' })).toContainText(/below/i);
  await page.getByRole('group', { name: 'Size 2' }).getByLabel('Offer price (₹, optional)').fill('420');

  // The photo as a phone gives it: the file input (a phone offers its camera there).
  await page
    .getByRole('group', { name: 'Pictures (the first is the main one)' })
    .getByLabel(/^Add pictures/)
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('button', { name: 'Remove picture 1 from this form' })).toBeVisible({
    timeout: 30_000,
  });
  // Saved as a draft first: kept, said so, and not in the shop (404, as if it did not exist).
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/\/admin\/products\/(\d+)$/.exec(page.url())![1]);
  await expect(
    page.getByRole('status').filter({ hasText: CATALOGUE_ADMIN_MESSAGES.productDraftSaved }),
  ).toBeVisible();
  await expect(page.getByText('This product is a draft: the shop does not show it.')).toBeVisible();
  expect((await storefrontProduct(request, id)).status).toBe(404);

  // Published: the notice says so and links to its page in the shop, in a new tab.
  await page.getByRole('button', { name: 'Publish' }).click();
  // "Published: see it in the shop." (the link's words end the sentence; its hidden words say it opens a new tab).
  const published = page
    .getByRole('status')
    .filter({ hasText: CATALOGUE_ADMIN_MESSAGES.productPublished.slice(0, -1) });
  await expect(published).toBeVisible();
  const shopLink = published.getByRole('link', { name: `${PUBLISHED_LINK_WORDS} (opens in a new tab)` });
  await expect(shopLink).toHaveAttribute('target', '_blank');
  await expect(page.getByText('This product is a draft')).toHaveCount(0);

  // On the storefront and in search once the content version has travelled (how fast is measured in bench/, not here).
  await expect.poll(async () => (await storefrontProduct(request, id)).status).toBe(200);
  const [shopTab] = await Promise.all([page.context().waitForEvent('page'), shopLink.click()]);
  await expect(shopTab).toHaveURL(new RegExp(`/product/[a-z0-9-]+-${id}$`));
  await expect(shopTab.getByRole('heading', { level: 1, name })).toBeVisible();
  await shopTab.close();
  await expect
    .poll(async () =>
      (
        (await (await request.get(`/api/products/search?q=${encodeURIComponent(name)}`)).json()) as {
          id: number;
        }[]
      ).map((p) => p.id),
    )
    .toContain(id);
  const { body } = await storefrontProduct(request, id);
  expect(body.product.sizes.map((s) => s.size)).toEqual(['250 g', '500 g']);
  expect(body.product.image).toMatch(/^m\//);

  // The product page shows the picture at the width it needs; no served size keeps the photo's EXIF (location).
  await page.goto(`/product/${body.product.product_slug}-${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const picture = page.locator(`img[srcset*="${body.product.image}"]`).first();
  await expect(picture).toBeVisible();
  const srcset = (await picture.getAttribute('srcset'))!;
  const files = [
    ...srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0]!),
    (await picture.getAttribute('src'))!,
  ];
  expect(files.length).toBeGreaterThan(2);
  for (const file of new Set(files)) {
    const served = await request.get(file);
    expect(served.status(), file).toBe(200);
    const meta = await sharp(await served.body()).metadata();
    expect(meta.exif, `${file} has no EXIF`).toBeUndefined();
    expect(meta.xmp, `${file} has no XMP`).toBeUndefined();
    expect(meta.width, file).toBeLessThanOrEqual(1440);
  }

  // A customer buys the 250 g jar; then the price goes up: the order keeps what it was sold at.
  const order = await paidOrder(request, KERALA, [id]);
  const linesBefore = await (
    await request.get(`/api/order/${order.id}/items`, { headers: order.auth })
  ).text();
  expect(linesBefore).toContain(name);
  await page.goto(`/admin/products/${id}`);
  await page.getByRole('group', { name: 'Size 1' }).getByLabel('MRP (₹, incl. of all taxes)').fill('275');
  await page.getByRole('button', { name: 'Save the product' }).click();
  // The form's own notice (the picture picker has a status region of its own).
  await expect(
    page.getByRole('status').filter({ hasText: CATALOGUE_ADMIN_MESSAGES.productSaved }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const { product } = (await storefrontProduct(request, id)).body;
      return product.prices.find((p) => p.product_size_id === product.sizes[0]!.id)?.original_price;
    })
    .toBe(275);
  expect(await (await request.get(`/api/order/${order.id}/items`, { headers: order.auth })).text()).toBe(
    linesBefore,
  );

  // Hidden: gone from search, its API and its page answer 410, and the page says so with a way on.
  await page.getByRole('button', { name: `Hide ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hide it' }).click();
  await expect(page.getByText('This product is hidden').first()).toBeVisible();
  await expect.poll(async () => (await storefrontProduct(request, id)).status).toBe(410);
  const search = (await (await request.get(`/api/products/search?q=${encodeURIComponent(name)}`)).json()) as {
    id: number;
  }[];
  expect(search.map((p) => p.id)).not.toContain(id);
  const pageAnswer = await request.get(`/product/${body.product.product_slug}-${id}`);
  expect(pageAnswer.status()).toBe(410);
  await page.goto(`/product/${body.product.product_slug}-${id}`);
  await expect(page.getByText('This product is no longer sold.')).toBeVisible();
  // The order still shows what was sold.
  expect(await (await request.get(`/api/order/${order.id}/items`, { headers: order.auth })).text()).toBe(
    linesBefore,
  );
});
