import { expect, test, type Page } from '@playwright/test';
import {
  KARNATAKA,
  KERALA,
  ensureStaff,
  openSection,
  paidOrder,
  signInToConsole,
  staffApi,
} from '../support/console';
import { screenSweep } from '../support/axe';
import { ONE_ENGINE } from '../support/engines';

test.beforeAll(async ({ baseURL }) => {
  await ensureStaff(baseURL!);
});

/** Opens an order's page in the console from the desk, by its number, as the packing shed would find it. */
async function openOrder(page: Page, orderNo: string) {
  await openSection(page, 'Orders');
  await page.getByLabel('Order number, name, e-mail or mobile').fill(orderNo);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${orderNo}`) })).toBeVisible();
}

/** Takes the order's next step through its dialog. */
async function step(page: Page, button: string, fields: Record<string, string> = {}) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('The order has been updated.');
}

test('a packer takes an order from Placed to Delivered, with a tracking number the customer then sees', async ({
  page,
  request,
}) => {
  const order = await paidOrder(request);
  await signInToConsole(page, 'packer');
  await openOrder(page, order.orderNo);
  await step(page, 'Accept');
  await expect(page.getByText(/^Tax invoice .+ \(PDF\)$/)).toBeVisible();
  await step(page, 'Mark packed');
  // Shipped needs the courier and the tracking number: asked for in words.
  await page.getByRole('button', { name: 'Mark shipped', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('Say which courier carries the parcel.')).toBeVisible();
  await expect(dialog.getByText('Enter the tracking number.')).toBeVisible();
  await dialog.getByLabel('Courier').fill('India Post');
  await dialog.getByLabel('Tracking number').fill('EK998877665IN');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('status')).toHaveText('The order has been updated.');
  await step(page, 'Mark delivered');
  await expect(page.getByRole('heading', { name: /Delivered/ })).toBeVisible();
  await expect(page.getByText('India Post, tracking EK998877665IN')).toBeVisible();
  // The customer sees it in My Orders: every step, the courier and tracking number, the invoice.
  await page.goto('/login');
  await page.getByLabel('Email').fill(order.customer.email);
  await page.getByLabel('Password').fill(order.customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order ${order.orderNo}` }) });
  await expect(card.getByRole('list', { name: `Progress of order ${order.orderNo}` })).toContainText(
    'Delivered',
  );
  await expect(card).toContainText('Shipped with India Post, tracking number EK998877665IN');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download the tax invoice of order ${order.orderNo}` }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${order.orderNo}.pdf`);
});

test('a packer is offered no refund or cancel, and the staff API refuses one', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await paidOrder(request);
  await signInToConsole(page, 'packer');
  await openOrder(page, order.orderNo);
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const packer = await staffApi(baseURL!, 'packer');
  const refused = await packer.post(`/api/admin/orders/${order.id}/refunds`, {
    data: { amount: 10, reason: 'Try' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'Your role does not allow this. Ask the shop’s owner.' });
  await packer.dispose();
});

test('a manager refunds an item that ran out, and cancels another order with its reason; it says nothing of packing', async ({
  page,
  request,
}) => {
  const short = await paidOrder(request);
  const unwanted = await paidOrder(request);
  await signInToConsole(page, 'manager');
  await openOrder(page, short.orderNo);
  // Two lines: one jar of the first product, two of the second.
  await expect(page.getByRole('heading', { name: /^To pack: 3 items/ })).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Review the refund' }).click();
  await expect(dialog.getByText('Choose the items to refund, or enter a goodwill amount.')).toBeVisible();
  await expect(dialog.getByText('Say why the money is refunded (the customer is told).')).toBeVisible();
  await dialog
    .getByLabel(/^Units of .+ to refund$/)
    .first()
    .fill('1');
  // The amount the server will refund, before anything is sent.
  const total = dialog.getByText(/^To refund: ₹/);
  await expect(total).toBeVisible();
  const amount = /₹[\d,]+\.\d\d/.exec((await total.textContent()) ?? '')![0];
  await dialog
    .getByLabel('Why is it refunded? (the customer is told)')
    .fill('It ran out before we could pack it');
  await dialog.getByRole('button', { name: 'Review the refund' }).click();
  // The confirmation names what will happen.
  await expect(
    dialog.getByRole('heading', { name: `Refund ${amount} of order ${short.orderNo}?` }),
  ).toBeVisible();
  await expect(dialog).toContainText('off the packing list and the invoice, and back on the shelf.');
  await expect(dialog).toContainText(
    'The customer is told by e-mail and in My Orders: “It ran out before we could pack it”',
  );
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(page.getByRole('status')).toContainText('The refund has been sent');
  await expect(page.getByText(`${amount} · processed · It ran out before we could pack it`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^To pack: 2 items/ })).toBeVisible();
  await expect(page.getByText('Partially refunded')).toBeVisible();

  await openOrder(page, unwanted.orderNo);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByLabel('Why is it cancelled?').fill('The customer asked us to');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('heading', { name: /Cancelled/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Payment' })
      .getByRole('definition')
      .filter({ hasText: /^Refunded$/ }),
  ).toBeVisible();
  // A cancelled order is not packed: the page says what was ordered, and no word of packing.
  await expect(page.getByRole('heading', { name: 'Items ordered: 3 items' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/pack/i);
});

test('orders to Kerala and Karnataka accepted together get tax invoices: CGST and SGST, then IGST', async ({
  page,
  request,
  baseURL,
}) => {
  const kerala = await paidOrder(request, KERALA);
  const karnataka = await paidOrder(request, KARNATAKA);
  await signInToConsole(page, 'packer');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await expect(page.locator('table.orders tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: /^To accept/ }).click();
  await expect(page.getByRole('button', { name: /^To accept/ })).toHaveAttribute('aria-current', 'page');
  for (const order of [kerala, karnataka]) await page.getByLabel(`Choose order ${order.orderNo}`).check();
  await page.getByRole('button', { name: 'Accept 2', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept them' }).click();
  await expect(page.getByText(`Order ${kerala.orderNo}: The order has been updated.`)).toBeVisible();
  await expect(page.getByText(`Order ${karnataka.orderNo}: The order has been updated.`)).toBeVisible();

  const packer = await staffApi(baseURL!, 'packer');
  for (const [order, intraState] of [
    [kerala, true],
    [karnataka, false],
  ] as const) {
    const invoice = (await (await packer.get(`/api/admin/orders/${order.id}/invoice`)).json()) as {
      intra_state: boolean;
      place_of_supply: string;
      totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number };
    };
    const { total_amount: total } = (
      (await (await packer.get(`/api/admin/orders/${order.id}`)).json()) as {
        order: { total_amount: number };
      }
    ).order;
    const cents = (n: number) => Math.round(n * 100);
    expect(invoice.intra_state).toBe(intraState);
    // The place of supply carries the state's GST code, as the invoice rules ask.
    expect(invoice.place_of_supply).toBe(intraState ? 'Kerala (32)' : 'Karnataka (29)');
    expect(invoice.totals.total).toBe(total);
    expect(
      cents(invoice.totals.taxable) +
        cents(invoice.totals.cgst) +
        cents(invoice.totals.sgst) +
        cents(invoice.totals.igst),
    ).toBe(cents(total));
    if (intraState) {
      expect(invoice.totals.igst).toBe(0);
      expect(invoice.totals.cgst).toBeGreaterThan(0);
    } else {
      expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
      expect(invoice.totals.igst).toBeGreaterThan(0);
    }
    // The PDF the farm prints, and the one the customer downloads.
    await openOrder(page, order.orderNo);
    // The sandbox paid it: the page says no money came before anything else (issue 33).
    await expect(
      page.getByRole('note').filter({ hasText: 'Test payment: no money received, do not ship.' }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Tax invoice .+ \(PDF\)$/ }).click();
    const file = await (await download).path();
    expect(file).toBeTruthy();
    const customerPdf = await request.get(`/api/order/${order.id}/invoice.pdf`, { headers: order.auth });
    expect(customerPdf.headers()['content-type']).toBe('application/pdf');
    expect((await customerPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await packer.dispose();
});

for (const width of [375, 1280] as const) {
  test(
    `every console screen at ${width} px has no serious accessibility violation and fits the screen`,
    ONE_ENGINE,
    async ({ page, request }) => {
      const order = await paidOrder(request);
      await page.setViewportSize({ width, height: 900 });
      const { found, check } = screenSweep(page, width);
      await page.goto('/admin/');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Farm console' })).toBeVisible();
      await check('sign-in');
      await signInToConsole(page, 'owner');
      await expect(page.getByText('This month')).toBeVisible();
      await check('dashboard');
      await openOrder(page, order.orderNo);
      await check('order');
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('order dialog');
      await page.keyboard.press('Escape');
      // Focus goes back to the button that opened the dialog.
      await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeFocused();
      await openSection(page, 'Orders');
      await expect(page.locator('table.orders tbody tr').first()).toBeVisible();
      await check('orders');
      await openSection(page, 'Account');
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      await check('account');
      // Setting up two-factor sign-in: the key for the app, the code field and the current password's.
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByLabel('Code from the app')).toBeVisible();
      await expect(page.getByLabel('Your current password')).toBeVisible();
      await check('two-factor setup');
      expect(found).toEqual([]);
    },
  );
}
