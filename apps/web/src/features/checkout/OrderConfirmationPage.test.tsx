import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeOrder, renderSignedIn, TEST_USER, settleStorage } from '../auth/testSupport';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const extraRoutes = [
  { path: '/productsbycategory', element: <p>All products</p> },
  { path: '/myaccount', element: <p>My account page</p> },
  { path: '/', element: <p>Home page</p> },
];

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

describe('OrderConfirmationPage', () => {
  test('thanks the customer and shows the number and total of the order just placed', async () => {
    const { calls } = fakeFetch({});
    await renderSignedIn(<OrderConfirmationPage />, {
      path: '/order-confirmation',
      state: { order: makeOrder() },
      extraRoutes,
    });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('SF-000042')).toBeInTheDocument();
    expect(screen.getByText('₹1,183')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Purchase' })).toHaveAttribute(
      'href',
      '/productsbycategory',
    );
    expect(screen.getByRole('link', { name: 'View Order Details' })).toHaveAttribute('href', '/myaccount');
    expect(calls.filter((call) => call.url.pathname.startsWith('/api/orders'))).toHaveLength(0);
  });

  test('without navigation state it fetches the orders and shows the newest', async () => {
    fakeFetch({
      [`GET /api/orders/${TEST_USER.id}`]: [
        makeOrder({ id: 43, order_no: 'SF-000043', total_amount: 460 }),
        makeOrder(),
      ],
    });
    await renderSignedIn(<OrderConfirmationPage />, { path: '/order-confirmation', extraRoutes });
    expect(await screen.findByText('SF-000043')).toBeInTheDocument();
    expect(screen.getByText('₹460')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'View Order Details' }));
    expect(await screen.findByText('My account page')).toBeInTheDocument();
  });

  test("with no order at all: 'No order found' and a link home", async () => {
    fakeFetch({ [`GET /api/orders/${TEST_USER.id}`]: [] });
    await renderSignedIn(<OrderConfirmationPage />, { path: '/order-confirmation', extraRoutes });
    expect(await screen.findByText('No order found')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  test("signed out and without state: 'No order found'", () => {
    fakeFetch({});
    renderRoute(<OrderConfirmationPage />, { path: '/order-confirmation', extraRoutes });
    expect(screen.getByText('No order found')).toBeInTheDocument();
  });
});
