import type { CartItem } from '@farm/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { signedIn } from '../../shared/session/authSlice';
import { HONEY as WILD_HONEY, OIL as COCONUT_OIL, TEST_TOKEN, TEST_USER } from '../../test/factories';
import { settleStorage } from '../../test/session';
import { inMalayalam } from '../../test/language';
import { MAX_QUANTITY } from '@farm/contract/constants';
import { CHECKOUT_MESSAGES } from '@farm/contract/messages';
import { CartPage } from './CartPage';
import { addToCart } from '../../shared/cart/cartSlice';

const OIL: CartItem = { ...COCONUT_OIL, quantity: 1 };
const HONEY: CartItem = { ...WILD_HONEY, selectPrice: 325.5, price: 325.5, quantity: 2 };

function FromState({ page = 'Login' }: { page?: string }) {
  const location = useLocation();
  return (
    <p>
      {page} page from {(location.state as { from?: { pathname?: string } })?.from?.pathname}
    </p>
  );
}

function renderCart(items: CartItem[] = [], signIn = false) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  fakeFetch({});
  const utils = renderRoute(<CartPage />, {
    path: '/cart',
    extraRoutes: [
      { path: '/login', element: <FromState /> },
      { path: '/register', element: <FromState page="Register" /> },
      { path: '/checkoutpage', element: <p>Checkout page</p> },
      { path: '/productsbycategory', element: <p>All products</p> },
    ],
  });
  if (signIn) act(() => void utils.store.dispatch(signedIn({ token: TEST_TOKEN, user: TEST_USER })));
  return utils;
}

const storedCart = () => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as CartItem[];

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

describe('CartPage', () => {
  test("an empty cart says 'Your cart is empty' with a Continue Shopping link", async () => {
    renderCart([], true);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(await screen.findByText('All products')).toBeInTheDocument();
  });

  test('signed out: a sign-in prompt with Login and Register, and the cart still shown', () => {
    renderCart([OIL]);
    expect(screen.getByRole('heading', { name: 'Sign in to place your order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('Cold-pressed coconut oil')).toBeInTheDocument();
  });

  test('the Register link remembers the cart, as Login does, to come back to it', async () => {
    renderCart([OIL]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByText('Register page from /cart')).toBeInTheDocument();
  });

  test('no total before shipping is known: the subtotal, and a line saying shipping comes at checkout', () => {
    renderCart([OIL, HONEY], true);
    const summary = screen.getByRole('complementary', { name: 'Price details' });
    expect(within(summary).getByText('₹1,050')).toBeInTheDocument();
    expect(
      within(summary).getByText(/Shipping is worked out at checkout from your delivery address/),
    ).toBeInTheDocument();
    expect(within(summary).queryByText(/^total|total payable/i)).not.toBeInTheDocument();
  });

  test('signed in: no sign-in prompt', () => {
    renderCart([OIL], true);
    expect(screen.queryByRole('heading', { name: 'Sign in to place your order' })).not.toBeInTheDocument();
  });

  test('lines show size, unit price and line total; the subtotal is the sum of price × quantity', () => {
    renderCart([OIL, HONEY]);
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByText('Size: 500 g')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('₹651')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByText('₹1,050')).toBeInTheDocument();
    expect(
      screen.getByText('Shipping is worked out at checkout from your delivery address, and added to this.'),
    ).toBeInTheDocument();
  });

  test('adding the same product and size again adds up on one line', () => {
    const { store } = renderCart([]);
    const { quantity: _quantity, ...line } = OIL;
    act(() => {
      store.dispatch(addToCart(line));
      store.dispatch(addToCart(line));
      store.dispatch(addToCart({ ...line, sizeId: 12, size: '500 ml' }));
    });
    expect(store.getState().cart.items.map((l) => [l.sizeId, l.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
    expect(storedCart().map((l) => l.quantity)).toEqual([2, 1]);
  });

  test('− is disabled at 1, + and − change the quantity, every change saved under cartItems', async () => {
    const user = userEvent.setup();
    renderCart([OIL]);
    const less = screen.getByRole('button', { name: 'One less Cold-pressed coconut oil, 1 L' });
    const more = screen.getByRole('button', { name: 'One more Cold-pressed coconut oil, 1 L' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(storedCart()[0]?.quantity).toBe(3);
    expect(screen.getByText('₹1,197', { selector: 'p' })).toBeInTheDocument();
    await user.click(less);
    await user.click(less);
    expect(storedCart()[0]?.quantity).toBe(1);
    expect(less).toBeDisabled();
  });

  test('+ stops at the one quantity limit and says so', async () => {
    renderCart([{ ...OIL, quantity: MAX_QUANTITY - 1 }]);
    const more = screen.getByRole('button', { name: 'One more Cold-pressed coconut oil, 1 L' });
    await userEvent.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByText(CHECKOUT_MESSAGES.quantity)).toBeInTheDocument();
    await userEvent.click(more);
    expect(storedCart()[0]?.quantity).toBe(MAX_QUANTITY);
  });

  test('a line on offer shows its original price struck through, as the product page does', () => {
    renderCart([OIL]);
    const line = screen.getByRole('heading', { name: 'Cold-pressed coconut oil' }).closest('li')!;
    expect(line.querySelector('s')).toHaveTextContent('₹450');
  });

  test('remove drops the line and leaves the empty state when it was the last', async () => {
    const user = userEvent.setup();
    renderCart([OIL, HONEY]);
    await user.click(screen.getByRole('button', { name: 'Remove Wild honey, 500 g' }));
    expect(screen.queryByText('Wild honey')).not.toBeInTheDocument();
    expect(storedCart().map((l) => l.id)).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Remove Cold-pressed coconut oil, 1 L' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  test('Proceed to Checkout signed out goes to /login remembering the cart', async () => {
    renderCart([OIL]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Login page from /cart')).toBeInTheDocument();
  });

  test('Proceed to Checkout signed in goes to /checkoutpage', async () => {
    renderCart([OIL], true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });
});

describe('CartPage in Malayalam', () => {
  inMalayalam();

  test('headings, the subtotal and the buttons are in Malayalam; product names stay as the line has them', () => {
    renderCart([OIL, HONEY]);
    expect(screen.getByRole('heading', { level: 1, name: 'നിങ്ങളുടെ കാർട്ട്' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ഓർഡർ ചെയ്യാൻ സൈൻ ഇൻ ചെയ്യുക' })).toBeInTheDocument();
    expect(screen.getByText('സബ്ടോട്ടൽ (3 ഇനങ്ങൾ)')).toBeInTheDocument();
    expect(screen.getByText('₹1,050')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ചെക്ക്ഔട്ടിലേക്ക് പോകുക' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wild honey, 500 g നീക്കം ചെയ്യുക' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cold-pressed coconut oil' })).toBeInTheDocument();
  });

  test('an empty cart invites the customer back to the shop in Malayalam', () => {
    renderCart([], true);
    expect(
      screen.getByText('ഞങ്ങളുടെ എണ്ണകളും സുഗന്ധവ്യഞ്ജനങ്ങളും തേനും അച്ചാറുകളും നിങ്ങളെ കാത്തിരിക്കുന്നു.'),
    ).toBeInTheDocument();
    // The back link above and the empty cart's button both say it, as in English.
    expect(screen.getAllByRole('link', { name: 'ഷോപ്പിംഗ് തുടരുക' })).toHaveLength(2);
  });
});
