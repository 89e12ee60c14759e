import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES, type CartItem } from '@farm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, renderRoute, type FakeApi } from '../../test/render';
import { makeAddress, makeOrder, OIL, TEST_USER } from '../../test/factories';
import { renderSignedIn, settleStorage } from '../../test/session';
import { SessionEndedDialog } from '../auth/SessionEndedDialog';
import { AccountPage } from './AccountPage';
import { inMalayalam } from '../../test/language';
import { i18n } from '../../shared/i18n/language';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/i18n/orderLabels';

function Login() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from;
  return <p>Login page, from {from?.pathname}</p>;
}

function Checkout() {
  const state = useLocation().state as { reorderItems?: CartItem[] } | null;
  return (
    <p>
      Checkout with {state?.reorderItems?.map((item) => `${item.product_name} × ${item.quantity}`).join(', ')}
    </p>
  );
}

const HOME = makeAddress({ id: 5 });
const OFFICE = makeAddress({
  id: 6,
  first_name: 'Ravi',
  last_name: 'Nair',
  name: 'Ravi Nair',
  address: 'Infopark Phase 2',
  city: 'Kochi',
  deafult: 0,
  is_default: false,
});

function api(overrides: FakeApi = {}): FakeApi {
  return {
    [`GET /api/orders/${TEST_USER.id}`]: [],
    'GET /api/addresses': { data: [HOME, OFFICE] },
    ...overrides,
  };
}

async function openAccount(routes: FakeApi, path = '/myaccount') {
  const fake = fakeFetch(routes);
  const utils = await renderSignedIn(<AccountPage />, {
    path,
    extraRoutes: [
      { path: '/login', element: <Login /> },
      { path: '/checkoutpage', element: <Checkout /> },
    ],
  });
  return { ...fake, ...utils };
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

describe('AccountPage', () => {
  test.each(['/myaccount', '/account'])(
    '%s sends signed-out visitors to /login, remembering the page',
    async (path) => {
      fakeFetch(api());
      renderRoute(<AccountPage />, { path, extraRoutes: [{ path: '/login', element: <Login /> }] });
      expect(await screen.findByText(`Login page, from ${path}`)).toBeInTheDocument();
    },
  );

  test('greets the customer by name, with a Logout button that signs out and goes to /login', async () => {
    const { store, calls } = await openAccount(
      api({ 'POST /api/logout': { message: 'You have been logged out.' } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Anjali Menon' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(/Login page/)).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/logout')).toBe(true);
  });

  test('starts on Address when there are no orders', async () => {
    await openAccount(api());
    expect(await screen.findByText('Thekkumpuram House, Temple Road')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Order Summary' })).toHaveAttribute('aria-selected', 'false');
  });

  test('the Order Summary tab opens by itself once orders exist, with each order in full', async () => {
    await openAccount(api({ [`GET /api/orders/${TEST_USER.id}`]: [makeOrder()] }));
    const order = await screen.findByRole('heading', { name: 'Order SF-000042' });
    expect(screen.getByRole('tab', { name: 'Order Summary' })).toHaveAttribute('aria-selected', 'true');
    const card = order.closest('li')!;
    expect(within(card).getByText('21 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('Placed')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    const items = within(card).getByRole('list', { name: 'Items in order SF-000042' });
    expect(within(items).getByText('1 L · Qty 2 × ₹399')).toBeInTheDocument();
    expect(within(items).getByText('500 g · Qty 1 × ₹325')).toBeInTheDocument();
    expect(items).toHaveTextContent('Cold-pressed coconut oil');
    expect(items).toHaveTextContent('Wild honey');
    expect(within(card).getByText('₹1,183')).toBeInTheDocument();
    expect(within(card).getByText('Anjali Menon')).toBeInTheDocument();
    expect(card).toHaveTextContent('Manjeri – 676121');
  });

  test('an order shows the steps it has passed, the courier and tracking number, and its invoice to download', async () => {
    const shipped = makeOrder({
      status: 'Shipped',
      delivery_status: 'Shipped',
      timeline: [
        { status: 'Placed', at: '2026-11-21T09:30:00.000Z' },
        { status: 'Accepted', at: '2026-11-21T11:00:00.000Z' },
        { status: 'Packed', at: '2026-11-22T05:00:00.000Z' },
        { status: 'Shipped', at: '2026-11-22T10:00:00.000Z' },
      ],
      tracking: { courier: 'India Post', tracking_number: 'EK123456789IN' },
      invoice_available: true,
    });
    const { calls } = await openAccount(
      api({
        [`GET /api/orders/${TEST_USER.id}`]: [shipped],
        'GET /api/order/42/invoice.pdf': () =>
          new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      }),
    );
    const card = (await screen.findByRole('heading', { name: 'Order SF-000042' })).closest('li')!;
    const steps = within(card).getByRole('list', { name: 'Progress of order SF-000042' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Placed21 Nov 2026',
      'Accepted21 Nov 2026',
      'Packed22 Nov 2026',
      'Shipped22 Nov 2026',
      'Delivered',
    ]);
    expect(
      within(steps)
        .getByText(/^Shipped/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(card).toHaveTextContent('Shipped with India Post, tracking number EK123456789IN');
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: 'Download the tax invoice of order SF-000042' }));
    await waitFor(() => expect(calls.map((c) => c.url.pathname)).toContain('/api/order/42/invoice.pdf'));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  test('an order lists a credit note for each refund after its invoice, to download', async () => {
    const refunded = makeOrder({
      status: 'Accepted',
      delivery_status: 'Accepted',
      invoice_available: true,
      credit_notes: [
        {
          id: 9,
          credit_note_no: 'SF/CN/26-27/0004',
          issued_at: '2026-11-23T10:00:00.000Z',
          invoice_no: 'SF/26-27/00042',
          total: 349,
        },
      ],
    });
    const { calls } = await openAccount(
      api({
        [`GET /api/orders/${TEST_USER.id}`]: [refunded],
        'GET /api/order/42/credit-notes/9.pdf': () =>
          new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      }),
    );
    const card = (await screen.findByRole('heading', { name: 'Order SF-000042' })).closest('li')!;
    URL.createObjectURL = vi.fn(() => 'blob:credit-note');
    URL.revokeObjectURL = vi.fn();
    await userEvent.setup().click(
      within(card).getByRole('button', {
        name: 'Download credit note SF/CN/26-27/0004 of order SF-000042',
      }),
    );
    await waitFor(() =>
      expect(calls.map((c) => c.url.pathname)).toContain('/api/order/42/credit-notes/9.pdf'),
    );
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  test('the customer can still switch tabs', async () => {
    await openAccount(api({ [`GET /api/orders/${TEST_USER.id}`]: [makeOrder()] }));
    await screen.findByRole('heading', { name: 'Order SF-000042' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Address' }));
    expect(await screen.findByRole('heading', { name: 'Your addresses' })).toBeInTheDocument();
  });

  test('cancel asks first, then the status becomes Cancelled', async () => {
    const cancelled = makeOrder({
      status: 'Cancelled',
      delivery_status: 'Cancelled',
      payment_status: 'Refunded',
    });
    let cancelledYet = false;
    const { calls } = await openAccount(
      api({
        [`GET /api/orders/${TEST_USER.id}`]: () => [cancelledYet ? cancelled : makeOrder()],
        'POST /api/order/cancel/42': () => {
          cancelledYet = true;
          return {
            message: 'Your order has been cancelled and the full amount will be refunded to you.',
            order: cancelled,
          };
        },
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Order SF-000042' });
    await user.click(screen.getByRole('button', { name: 'Cancel order SF-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SF-000042?' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this order?');
    expect(calls.some((call) => call.url.pathname === '/api/order/cancel/42')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order SF-000042' })).not.toBeInTheDocument();
  });

  test("a cancel refused because the order shipped meanwhile: the dialog closes, 'Failed to cancel order' says why, the order shows as it is now", async () => {
    let shipped = false;
    await openAccount(
      api({
        [`GET /api/orders/${TEST_USER.id}`]: () => [
          makeOrder(
            shipped
              ? { status: 'Shipped', delivery_status: 'Shipped' }
              : { status: 'Packed', delivery_status: 'Packed' },
          ),
        ],
        'POST /api/order/cancel/42': () => {
          shipped = true;
          return [409, { message: 'This order has already been shipped and can no longer be cancelled.' }];
        },
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Order SF-000042' });
    await user.click(screen.getByRole('button', { name: 'Cancel order SF-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SF-000042?' });
    expect(dialog).toHaveTextContent('it reaches your account in 5-7 working days');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    const refusal = await screen.findByRole('dialog', { name: 'Failed to cancel order' });
    expect(refusal).toHaveTextContent('This order has already been shipped and can no longer be cancelled.');
    expect(screen.queryByRole('button', { name: 'Yes, cancel order' })).toBeNull();
    expect(await screen.findByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order SF-000042' })).toBeNull();
  });

  test('a cancel that could not reach the server keeps the dialog open to try again', async () => {
    await openAccount(
      api({
        [`GET /api/orders/${TEST_USER.id}`]: [makeOrder({ status: 'Packed', delivery_status: 'Packed' })],
        'POST /api/order/cancel/42': [502, { message: 'The payment service could not be reached.' }],
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Order SF-000042' });
    await user.click(screen.getByRole('button', { name: 'Cancel order SF-000042' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await within(dialog).findByText('Failed to cancel order')).toBeInTheDocument();
    expect(screen.getByText('Packed')).toBeInTheDocument();
  });

  test('orders no longer cancellable have no Cancel button', async () => {
    await openAccount(
      api({
        [`GET /api/orders/${TEST_USER.id}`]: [makeOrder({ status: 'Shipped', delivery_status: 'Shipped' })],
      }),
    );
    await screen.findByRole('heading', { name: 'Order SF-000042' });
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder order SF-000042' })).toBeInTheDocument();
  });

  test("reorder goes to the checkout with the items at today's prices", async () => {
    const { calls } = await openAccount(
      api({
        [`GET /api/orders/${TEST_USER.id}`]: [makeOrder()],
        'POST /api/order/reorder/42': {
          items: [{ ...OIL, quantity: 2 }],
          unavailable: [{ product_id: 2, product_size_id: 21, product_name: 'Wild honey', size: '500 g' }],
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Order SF-000042' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reorder order SF-000042' }));
    expect(await screen.findByText('Checkout with Cold-pressed coconut oil × 2')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/order/reorder/42')).toHaveLength(1);
  });

  test('addresses: default first and marked', async () => {
    await openAccount(api({ 'GET /api/addresses': { data: [OFFICE, HOME] } }));
    await screen.findByRole('heading', { name: 'Your addresses' });
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Anjali Menon');
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Default')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Set as default' })).toBeInTheDocument();
  });

  test('remove asks "Are you sure you want to delete this address?" in a dialog', async () => {
    const { calls } = await openAccount(
      api({ 'DELETE /api/addresses/6': { message: 'The address has been removed.' } }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your addresses' });
    await user.click(screen.getByRole('button', { name: 'Remove the address of Ravi Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove address' });
    expect(within(dialog).getByText(ADDRESS_MESSAGES.deleteConfirm)).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this address?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/addresses/6')).toBe(true),
    );
    expect(await screen.findByText('The address has been removed.')).toBeInTheDocument();
  });

  test('set as default calls the server', async () => {
    const { calls } = await openAccount(
      api({ 'POST /api/addresses/6/default': { data: { ...OFFICE, is_default: true } } }),
    );
    await screen.findByRole('heading', { name: 'Your addresses' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/addresses/6/default')).toBe(true));
  });

  test('add an address: India fixed, Kerala by default, the messages of the contract, and the saved body', async () => {
    const { calls } = await openAccount(
      api({ 'POST /api/addresses': [201, { data: makeAddress({ id: 9 }) }] }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your addresses' });
    await user.click(screen.getByRole('button', { name: '+ Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Add a new address' });
    expect(within(form).getByLabelText('Country')).toHaveValue('India');
    expect(within(form).getByLabelText('Country')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('State')).toHaveDisplayValue('Kerala');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    for (const message of [
      ADDRESS_MESSAGES.firstNameRequired,
      ADDRESS_MESSAGES.lastNameRequired,
      ADDRESS_MESSAGES.addressRequired,
      ADDRESS_MESSAGES.cityRequired,
      ADDRESS_MESSAGES.pincodeRequired,
      ADDRESS_MESSAGES.phoneRequired,
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText(/Landmark/)).not.toHaveAttribute('aria-invalid');

    await user.type(within(form).getByLabelText('First name'), 'Ravi');
    await user.type(within(form).getByLabelText('Last name'), 'Nair');
    await user.type(within(form).getByLabelText('Address'), 'Infopark Phase 2');
    await user.type(within(form).getByLabelText('City'), 'Coimbatore');
    await user.selectOptions(within(form).getByLabelText('State'), 'Tamil Nadu');
    await user.type(within(form).getByLabelText('PIN code'), '64100');
    await user.type(within(form).getByLabelText('Phone number'), '98765');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText(ADDRESS_MESSAGES.pincodeInvalid)).toBeInTheDocument();
    expect(within(form).getByText(ADDRESS_MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('PIN code'), '2');
    await user.type(within(form).getByLabelText('Phone number'), '43210');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been added.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/addresses')?.body).toEqual({
      first_name: 'Ravi',
      last_name: 'Nair',
      address: 'Infopark Phase 2',
      landmark: null,
      city: 'Coimbatore',
      state_id: 23,
      country_id: 1,
      pincode: '641002',
      phone_number: '9876543210',
      is_default: false,
    });
  });

  test('edit fills the form and saves with PUT', async () => {
    const { calls } = await openAccount(
      api({ 'PUT /api/addresses/6': { data: { ...OFFICE, city: 'Ernakulam' } } }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your addresses' });
    await user.click(screen.getByRole('button', { name: 'Edit the address of Ravi Nair' }));
    const form = await screen.findByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Ravi');
    await user.clear(within(form).getByLabelText('City'));
    await user.type(within(form).getByLabelText('City'), 'Ernakulam');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      city: 'Ernakulam',
      first_name: 'Ravi',
    });
  });

  test("a 401 while saving: 'The User Is Unauthenticated', signed out, a sign-in on the spot, and the form kept", async () => {
    let saves = 0;
    const fake = fakeFetch(
      api({
        'POST /api/addresses': () => {
          saves += 1;
          return saves === 1
            ? [401, { message: 'Unauthenticated.' }]
            : [201, { data: makeAddress({ id: 9 }) }];
        },
        'POST /api/login': { token: '13|renewed', user: TEST_USER },
      }),
    );
    const { store } = await renderSignedIn(
      <>
        <AccountPage />
        <SessionEndedDialog />
      </>,
      { path: '/myaccount', extraRoutes: [{ path: '/login', element: <Login /> }] },
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your addresses' });
    await user.click(screen.getByRole('button', { name: '+ Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Add a new address' });
    await user.type(within(form).getByLabelText('First name'), 'Ravi');
    await user.type(within(form).getByLabelText('Last name'), 'Nair');
    await user.type(within(form).getByLabelText('Address'), 'Infopark Phase 2');
    await user.type(within(form).getByLabelText('City'), 'Kochi');
    await user.type(within(form).getByLabelText('PIN code'), '682030');
    await user.type(within(form).getByLabelText('Phone number'), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const dialog = await screen.findByRole('dialog', { name: 'The User Is Unauthenticated' });
    // The stored sign-in is gone (the header shows Login), the page and what was typed stay.
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem('access')).toBeNull();
    expect(within(form).getByLabelText('City')).toHaveValue('Kochi');

    await user.type(within(dialog).getByLabelText('Password'), 'coconut123');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'The User Is Unauthenticated' })).toBeNull(),
    );
    expect(store.getState().auth.token).toBe('13|renewed');
    expect(fake.calls.find((c) => c.url.pathname === '/api/login')?.body).toEqual({
      email: TEST_USER.email,
      password: 'coconut123',
    });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(saves).toBe(2));
  });

  test('saves the customer’s own name and mobile, and the greeting follows', async () => {
    const user = userEvent.setup();
    const { store, calls } = await openAccount(
      api({
        'POST /api/customer.update': { user: { ...TEST_USER, name: 'Anjali Krishnan' } },
      }),
    );
    await user.click(screen.getByText('Your details and password'));
    const form = screen.getByRole('form', { name: 'Your details' });
    const name = within(form).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Anjali Krishnan');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.profileSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/customer.update')?.body).toEqual({
      name: 'Anjali Krishnan',
      mobile: TEST_USER.mobile,
    });
    expect(store.getState().auth.user?.name).toBe('Anjali Krishnan');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Anjali Krishnan' })).toBeInTheDocument();
  });

  test('changes the password, and says so; a wrong current password is explained at its field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = await openAccount(
      api({
        'POST /api/customer.password': () => {
          attempts += 1;
          return attempts === 1
            ? [
                422,
                {
                  message: ACCOUNT_MESSAGES.currentPasswordWrong,
                  errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
                },
              ]
            : { message: ACCOUNT_MESSAGES.passwordChanged };
        },
      }),
    );
    await user.click(screen.getByText('Your details and password'));
    const form = screen.getByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText('Current password'), 'not-it');
    await user.type(within(form).getByLabelText('New password'), 'pepper-vine-7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();

    const current = within(form).getByLabelText('Current password');
    await user.clear(current);
    await user.type(current, 'coconut123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(calls.filter((c) => c.url.pathname === '/api/customer.password').at(-1)?.body).toEqual({
      current_password: 'coconut123',
      password: 'pepper-vine-7',
    });
  });
});

const MALAYALAM = /\p{Script=Malayalam}/u;

describe('AccountPage in Malayalam', () => {
  inMalayalam();

  test("tabs, greeting, the order's status and payment, and the Malayalam product name where the line has one", async () => {
    const order = makeOrder();
    const [oil, honey] = order.items;
    order.items = [{ ...oil!, product: { ...oil!.product, product_name_mal: 'വെർജിൻ വെളിച്ചെണ്ണ' } }, honey!];
    await openAccount(api({ [`GET /api/orders/${TEST_USER.id}`]: [order] }));
    const heading = await screen.findByRole('heading', { name: 'ഓർഡർ SF-000042' });
    expect(screen.getByRole('heading', { level: 1, name: 'നമസ്കാരം, Anjali Menon' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ഓർഡർ സംഗ്രഹം' })).toHaveAttribute('aria-selected', 'true');
    const card = heading.closest('li')!;
    // The status values stay English on the wire; the customer reads them in Malayalam (the same words as on the
    // order confirmation, whose catalogue shares these entries).
    for (const label of [ORDER_STATUS_LABELS.Placed, PAYMENT_STATUS_LABELS.Paid]) {
      expect(i18n._(label)).toMatch(MALAYALAM);
      expect(within(card).getByText(i18n._(label))).toBeInTheDocument();
    }
    const items = within(card).getByRole('list', { name: 'SF-000042 ഓർഡറിലെ ഉൽപ്പന്നങ്ങൾ' });
    expect(within(items).getByText('വെർജിൻ വെളിച്ചെണ്ണ')).not.toHaveAttribute('lang');
    // No Malayalam name: the English one, marked as English.
    expect(within(items).getByText('Wild honey')).toHaveAttribute('lang', 'en');
    expect(items.textContent).not.toContain('Qty');
    expect(within(card).getByRole('button', { name: 'SF-000042 ഓർഡർ റദ്ദാക്കുക' })).toBeInTheDocument();
    // The delivery address names the state and country in Malayalam (the server answers in English).
    expect(card).toHaveTextContent('കേരളം, ഇന്ത്യ');
    expect(card).not.toHaveTextContent('Kerala');
  });

  test('the address book names each state in Malayalam, a union territory too', async () => {
    const delhi = makeAddress({ id: 7, state_id: 32, state: 'Delhi', city: 'New Delhi', pincode: '110001' });
    await openAccount(api({ 'GET /api/addresses': { data: [HOME, delhi] } }));
    expect(await screen.findByText('കേരളം, ഇന്ത്യ')).toBeInTheDocument();
    expect(screen.getByText('ഡൽഹി, ഇന്ത്യ')).toBeInTheDocument();
    expect(screen.queryByText(/Delhi, India/)).not.toBeInTheDocument();
  });
});
