import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeOrder, TEST_USER } from '../../test/factories';
import { renderSignedIn, settleStorage } from '../../test/session';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const extraRoutes = [
  { path: '/productsbycategory', element: <p>All products</p> },
  { path: '/myaccount', element: <p>My account page</p> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/', element: <p>Home page</p> },
];

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

const ordersUrl = `GET /api/orders/${TEST_USER.id}`;

describe('OrderConfirmationPage', () => {
  test('thanks the customer for the order its address names, fetching the orders on load', async () => {
    const { calls } = fakeFetch({
      [ordersUrl]: [makeOrder({ id: 43, order_no: 'SF-000043', total_amount: 460 }), makeOrder()],
    });
    await renderSignedIn(<OrderConfirmationPage />, {
      path: '/order-confirmation',
      url: '/order-confirmation?order=SF-000042',
      state: { order: makeOrder() },
      extraRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('SF-000042')).toBeInTheDocument();
    expect(screen.getByText('₹1,183')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Purchase' })).toHaveAttribute(
      'href',
      '/productsbycategory',
    );
    expect(screen.getByRole('link', { name: 'View Order Details' })).toHaveAttribute('href', '/myaccount');
    expect(calls.filter((call) => call.url.pathname === `/api/orders/${TEST_USER.id}`)).toHaveLength(1);
  });

  test('opened again later, shows the order as it is now: a cancelled order is not thanked for', async () => {
    fakeFetch({
      [ordersUrl]: [
        makeOrder({ status: 'Cancelled', delivery_status: 'Cancelled', payment_status: 'Refunded' }),
      ],
    });
    await renderSignedIn(<OrderConfirmationPage />, {
      path: '/order-confirmation',
      url: '/order-confirmation?order=SF-000042',
      // The state a back button restores still holds the order as it was when placed.
      state: { order: makeOrder() },
      extraRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Order SF-000042 was cancelled' })).toBeInTheDocument();
    expect(screen.getByText('It has been refunded in full.')).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order!')).toBeNull();
    expect(screen.queryByText(/Your payment went through/)).toBeNull();
  });

  test("without an order number, or with one that is not the customer's: 'No order found' and a link home", async () => {
    fakeFetch({ [ordersUrl]: [makeOrder()] });
    await renderSignedIn(<OrderConfirmationPage />, { path: '/order-confirmation', extraRoutes });
    expect(await screen.findByText('No order found')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  test('after Razorpay sends the customer back, waits for the payment to become an order, then shows it', async () => {
    let asked = 0;
    fakeFetch({
      [ordersUrl]: [makeOrder()],
      'GET /api/orders/by-payment/order_abc': () => {
        asked += 1;
        return asked === 1 ? { status: 'waiting', order: null } : { status: 'placed', order: makeOrder() };
      },
    });
    await renderSignedIn(<OrderConfirmationPage />, {
      path: '/order-confirmation',
      url: '/order-confirmation?payment=order_abc',
      extraRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(screen.getByText(/No second payment is needed/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('SF-000042')).toBeInTheDocument();
  });

  test('signed out: sent to sign in', async () => {
    fakeFetch({});
    renderRoute(<OrderConfirmationPage />, { path: '/order-confirmation', extraRoutes });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
