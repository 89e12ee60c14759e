import { LOGIN_MESSAGES } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { LoginPage } from './LoginPage';
import { TEST_TOKEN, TEST_USER } from '../../test/factories';
import { settleStorage } from '../../test/session';
import { inMalayalam } from '../../test/language';
import { i18n } from '../../shared/i18n/language';

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

function renderLogin(state?: unknown) {
  return renderRoute(<LoginPage />, {
    path: '/login',
    state,
    extraRoutes: [
      { path: '/myaccount', element: <p>My account page</p> },
      { path: '/checkoutpage', element: <p>Checkout page</p> },
      { path: '/register', element: <p>Register page</p> },
    ],
  });
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  test('required messages of section 5', async () => {
    const { calls } = fakeFetch({});
    renderLogin();
    await signIn('', '');
    expect(await screen.findByText(LOGIN_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('format and length messages', async () => {
    fakeFetch({});
    renderLogin();
    await signIn('anjali@example', '12345');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
  });

  test("a wrong pair shows the server's message", async () => {
    fakeFetch({ 'POST /api/login': [401, { message: 'Invalid email or password. Please try again.' }] });
    const { store } = renderLogin();
    await signIn('anjali@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
    expect(store.getState().auth.error).toBe('Invalid email or password. Please try again.');
    expect(store.getState().auth.token).toBeNull();
  });

  test("a network failure says 'Something went wrong'", async () => {
    fakeFetch({
      'POST /api/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderLogin();
    await signIn('anjali@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
  });

  test('success returns to state.from.pathname', async () => {
    const { calls } = fakeFetch({ 'POST /api/login': { token: TEST_TOKEN, user: TEST_USER } });
    const { store } = renderLogin({ from: { pathname: '/checkoutpage' } });
    await signIn(' Anjali@Example.com ', 'secret1');
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'anjali@example.com',
      password: 'secret1',
    });
    expect(store.getState().auth.token).toBe(TEST_TOKEN);
    expect(localStorage.getItem('access')).toBe(TEST_TOKEN);
  });

  test('success without a from goes to /myaccount', async () => {
    fakeFetch({ 'POST /api/login': { token: TEST_TOKEN, user: TEST_USER } });
    renderLogin();
    await signIn('anjali@example.com', 'secret1');
    expect(await screen.findByText('My account page')).toBeInTheDocument();
  });

  test('links to the registration page', async () => {
    fakeFetch({});
    renderLogin();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByText('Register page')).toBeInTheDocument();
  });
});

describe('LoginPage in Malayalam', () => {
  inMalayalam();

  test("labels, button and the contract's required messages read in Malayalam", async () => {
    const { calls } = fakeFetch({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: /\p{Script=Malayalam}/u })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'അക്കൗണ്ട് കൊണ്ടുള്ള ഗുണങ്ങൾ' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /\p{Script=Malayalam}/u }));
    // The zod messages are the contract's English words; the page shows the contract catalogue's Malayalam for them.
    const required = i18n._(LOGIN_MESSAGES.emailRequired);
    expect(required).not.toBe(LOGIN_MESSAGES.emailRequired);
    expect(await screen.findByText(required)).toBeInTheDocument();
    expect(screen.getByLabelText('ഇമെയിൽ')).toHaveAccessibleDescription(required);
    expect(screen.getByLabelText('പാസ്‌വേഡ്')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'അക്കൗണ്ട് തുടങ്ങൂ' })).toHaveAttribute('href', '/register');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
