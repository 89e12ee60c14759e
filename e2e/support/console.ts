import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { newCustomer } from './shop';

/** The demo owner the journeys' servers start with (playwright.config.ts sets DEMO_OWNER_PASSWORD). */
export const DEMO_OWNER = { email: 'owner@pachakkuda.example', password: 'pepper-vines-monsoon-42' };
const STAFF_PASSWORD = 'e2e-staff-cardamom-7';

export type Role = 'owner' | 'manager' | 'packer';
export const staffEmail = (role: Role) =>
  role === 'owner' ? DEMO_OWNER.email : `${role}.e2e@pachakkuda.example`;

/** A staff API session as a browser would hold it: the cookie, and the shop's Origin on every change. */
export async function staffApi(baseURL: string, role: Role): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const password = role === 'owner' ? DEMO_OWNER.password : STAFF_PASSWORD;
  const signedIn = await api.post('/api/admin/session', { data: { email: staffEmail(role), password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return api;
}

/** The owner adds the manager and the packer the journeys use (once per server). */
export async function ensureStaff(baseURL: string): Promise<void> {
  const owner = await staffApi(baseURL, 'owner');
  for (const role of ['manager', 'packer'] as const) {
    const added = await owner.post('/api/admin/staff', {
      data: { name: `The ${role}`, email: staffEmail(role), role, password: STAFF_PASSWORD },
    });
    expect([201, 409], await added.text()).toContain(added.status());
  }
  await owner.dispose();
}

/** Signs a staff member in on the console's page, as they would. */
export async function signInToConsole(page: Page, role: Role) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(staffEmail(role));
  await page.getByLabel('Password').fill(role === 'owner' ? DEMO_OWNER.password : STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in at any width: on a phone the sections are behind the Menu button, the sign-out is always there.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Opens a console section from its menu, as a person would at this width (on a phone: Menu first). */
export async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
}

export const KERALA = { state_id: 1, city: 'Wandoor', pincode: '679328' };
export const KARNATAKA = { state_id: 2, city: 'Mysuru', pincode: '570001' };

/** A new customer, registered through the API, with one address (in `place`). */
export async function newShopper(request: APIRequestContext, place: typeof KERALA = KERALA) {
  const customer = newCustomer();
  const registered = await request.post('/api/customer.store', { data: customer });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: number } };
  const auth = { authorization: `Bearer ${token}` };
  const address = await request.post('/api/addresses', {
    headers: auth,
    data: {
      first_name: 'Asha',
      last_name: 'Menon',
      address: 'Thekkumpuram House, Temple Road',
      phone_number: '9847012345',
      ...place,
    },
  });
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  return { customer, auth, userId: user.id, addressId };
}

type Shopper = Awaited<ReturnType<typeof newShopper>>;
type CartLine = { product_id: number; product_size_id: number; quantity: number };

/** The shopper starts paying for `cart` (create-order: counted jars are held from here): the gateway's order id. */
export async function startPayment(request: APIRequestContext, shopper: Shopper, cart: CartLine[]) {
  const created = await request.post('/api/create-order', {
    headers: shopper.auth,
    data: { address_id: shopper.addressId, cart },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { order_id: string }).order_id;
}

/** The sandbox payment of a started payment succeeds and the order is stored: its id and number. */
export async function payAndStore(
  request: APIRequestContext,
  shopper: Shopper,
  cart: CartLine[],
  gatewayOrder: string,
) {
  const paid = await (
    await request.post('/api/sandbox/payments', { data: { order_id: gatewayOrder, outcome: 'success' } })
  ).json();
  const stored = await request.post('/api/store_order_user', {
    headers: shopper.auth,
    data: {
      amount: 1,
      shipping_charge: 0,
      user_id: shopper.userId,
      address: shopper.addressId,
      special_instructions: '',
      payment_method: 'RAZORPAY',
      cash_on_delivery: 0,
      cart: cart.map((line) => ({ ...line, price: 1, product_prize_id: line.product_size_id })),
      payment_status: 'PAID',
      ...paid,
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const { order_id: id, order_no: orderNo } = (await stored.json()) as { order_id: number; order_no: string };
  return { id, orderNo };
}

/** A customer who paid online (the sandbox) for two lines, through the API: the order's id, number and customer. */
export async function paidOrder(
  request: APIRequestContext,
  place: typeof KERALA = KERALA,
  /** The products to buy (one of each); by default the first two in stock. */
  productIds?: number[],
) {
  const shopper = await newShopper(request, place);
  const categories = (await (await request.get('/api/categories-with-products')).json()) as {
    products: { id: number; in_stock: boolean }[];
  }[];
  const ids =
    productIds ??
    categories.flatMap((c) => c.products.filter((p) => p.in_stock).map((p) => p.id)).slice(0, 2);
  const cart: CartLine[] = [];
  for (const [i, id] of ids.entries()) {
    const { product } = (await (await request.get(`/api/product/${id}`)).json()) as {
      product: { id: number; sizes: { id: number; in_stock: boolean }[] };
    };
    cart.push({
      product_id: product.id,
      product_size_id: product.sizes.find((s) => s.in_stock)!.id,
      quantity: i + 1,
    });
  }
  const { id, orderNo } = await payAndStore(
    request,
    shopper,
    cart,
    await startPayment(request, shopper, cart),
  );
  return { id, orderNo, auth: shopper.auth, userId: shopper.userId, customer: shopper.customer };
}
