import { NOTIFICATION_MESSAGES, REGISTER_MESSAGES } from '@farm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { RegisterPage } from './RegisterPage';
import { TEST_TOKEN, TEST_USER } from '../../test/factories';
import { settleStorage } from '../../test/session';
import { OIL } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { CartPage } from '../cart/CartPage';
import { LoginPage } from './LoginPage';

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

function renderRegister() {
  return renderRoute(<RegisterPage />, {
    path: '/register',
    extraRoutes: [
      { path: '/myaccount', element: <p>My account page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  });
}

async function fill(
  values: Partial<Record<'name' | 'email' | 'mobile' | 'password', string>>,
  gender?: string,
) {
  const user = userEvent.setup();
  if (values.name !== undefined) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email !== undefined) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.mobile !== undefined) await user.type(screen.getByLabelText('Mobile number'), values.mobile);
  if (values.password !== undefined) await user.type(screen.getByLabelText('Password'), values.password);
  if (gender) await user.click(screen.getByRole('radio', { name: gender }));
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterPage', () => {
  test('an empty form shows every required message of section 5 and sends nothing', async () => {
    const { calls } = fakeFetch({});
    renderRegister();
    await submit(userEvent.setup());
    for (const message of [
      REGISTER_MESSAGES.nameRequired,
      REGISTER_MESSAGES.emailRequired,
      REGISTER_MESSAGES.mobileRequired,
      REGISTER_MESSAGES.passwordRequired,
      REGISTER_MESSAGES.genderRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please select your gender.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('values are trimmed: a name of spaces is still missing', async () => {
    fakeFetch({});
    renderRegister();
    const user = await fill({ name: '   ' });
    await submit(user);
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
  });

  test('format rules: e-mail, mobile number and password length', async () => {
    fakeFetch({});
    renderRegister();
    const user = await fill(
      { name: 'Anjali', email: 'anjali@', mobile: '12345', password: '12345' },
      'Female',
    );
    await submit(user);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid mobile number (10 digits, with or without +91).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    // The error is tied to its field.
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  test('a mobile number with +91 is accepted, and gender offers Female, Male and Other', async () => {
    const { calls } = fakeFetch({
      'POST /api/customer.store': [201, { status: 'success', token: TEST_TOKEN, user: TEST_USER }],
    });
    renderRegister();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Female',
      'Male',
      'Other',
    ]);
    const user = await fill(
      { name: '  Anjali Menon ', email: ' Anjali@Example.com', mobile: '+919876543210', password: 'secret1' },
      'Female',
    );
    await submit(user);
    expect(await screen.findByText('My account page')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Anjali Menon',
      email: 'anjali@example.com',
      mobile: '9876543210',
      password: 'secret1',
      gender: 'Female',
      // The news box was left unticked: an answer of no (issue 32).
      email_news: false,
    });
  });

  test('the news box is unticked until the customer ticks it, and says its choice is optional', async () => {
    const { calls } = fakeFetch({
      'POST /api/customer.store': [201, { status: 'success', token: TEST_TOKEN, user: TEST_USER }],
    });
    renderRegister();
    const box = screen.getByRole('checkbox', { name: NOTIFICATION_MESSAGES.newsLabel });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Optional'));
    const user = await fill(
      { name: 'Anjali Menon', email: 'anjali@example.com', mobile: '9876543210', password: 'secret1' },
      'Female',
    );
    await user.click(box);
    await submit(user);
    expect(await screen.findByText('My account page')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ email_news: true });
  });

  test('ten digits that are no Indian mobile number (1234567890) are refused with the spec message', async () => {
    const { calls } = fakeFetch({});
    renderRegister();
    const user = await fill(
      { name: 'Anjali', email: 'anjali@example.com', mobile: '1234567890', password: 'secret1' },
      'Female',
    );
    await submit(user);
    expect(
      await screen.findByText('Enter a valid mobile number (10 digits, with or without +91).'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('success signs the customer in (token kept under `access`) and goes to /myaccount', async () => {
    fakeFetch({
      'POST /api/customer.store': [201, { status: 'success', token: TEST_TOKEN, user: TEST_USER }],
    });
    const { store } = renderRegister();
    const user = await fill(
      { name: 'Anjali Menon', email: 'anjali@example.com', mobile: '9876543210', password: 'secret1' },
      'Other',
    );
    await submit(user);
    expect(await screen.findByText('My account page')).toBeInTheDocument();
    expect(store.getState().auth.token).toBe(TEST_TOKEN);
    expect(store.getState().auth.user?.name).toBe('Anjali Menon');
    expect(localStorage.getItem('access')).toBe(TEST_TOKEN);
  });

  test("the server's field errors are shown on their fields, first message only", async () => {
    fakeFetch({
      'POST /api/customer.store': [
        422,
        {
          message: 'Some of the information sent is not valid.',
          errors: {
            email: ['This email is already registered.', 'A second message that is not shown.'],
            mobile: ['This mobile number is already in use.'],
          },
        },
      ],
    });
    const { store } = renderRegister();
    const user = await fill(
      { name: 'Anjali Menon', email: 'anjali@example.com', mobile: '9876543210', password: 'secret1' },
      'Female',
    );
    await submit(user);
    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    expect(screen.queryByText('A second message that is not shown.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered.');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('This mobile number is already in use.'),
    );
    expect(store.getState().auth.token).toBeNull();
  });

  test("a failure without a body (network error) says 'Something went wrong'", async () => {
    fakeFetch({
      'POST /api/customer.store': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { store } = renderRegister();
    const user = await fill(
      { name: 'Anjali Menon', email: 'anjali@example.com', mobile: '9876543210', password: 'secret1' },
      'Male',
    );
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    await waitFor(() => expect(store.getState().auth.error).toBe('Something went wrong'));
  });

  test("registering from the signed-out cart's Register link goes back to the cart", async () => {
    localStorage.setItem('cartItems', JSON.stringify([OIL]));
    fakeFetch({
      'POST /api/customer.store': [201, { status: 'success', token: TEST_TOKEN, user: TEST_USER }],
    });
    renderRoute(<CartPage />, {
      path: '/cart',
      extraRoutes: [
        { path: '/register', element: <RegisterPage /> },
        { path: '/myaccount', element: <p>My account page</p> },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await fill(
      { name: 'Anjali Menon', email: 'anjali@example.com', mobile: '9876543210', password: 'secret1' },
      'Female',
    );
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to place your order' })).not.toBeInTheDocument();
    expect(screen.queryByText('My account page')).not.toBeInTheDocument();
  });

  test('Proceed to Checkout, then "Create an account" on the login page, goes back to the cart too', async () => {
    localStorage.setItem('cartItems', JSON.stringify([OIL]));
    fakeFetch({
      'POST /api/customer.store': [201, { status: 'success', token: TEST_TOKEN, user: TEST_USER }],
    });
    renderRoute(<CartPage />, {
      path: '/cart',
      extraRoutes: [
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <RegisterPage /> },
        { path: '/myaccount', element: <p>My account page</p> },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    // And back to login from there keeps the way home.
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await fill(
      { name: 'Anjali Menon', email: 'anjali@example.com', mobile: '9876543210', password: 'secret1' },
      'Female',
    );
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
  });

  test('links to the login page', async () => {
    fakeFetch({});
    renderRegister();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});

describe('RegisterPage in Malayalam', () => {
  inMalayalam();

  test('asks about news in Malayalam, unticked', () => {
    fakeFetch({});
    renderRegister();
    const box = screen.getByRole('checkbox', {
      name: 'ഫാമിലെ വാർത്തകൾ (വിളവെടുപ്പുകളും ഓഫറുകളും) എനിക്ക് ഇ-മെയിലിൽ അയയ്ക്കുക',
    });
    expect(box).not.toBeChecked();
    expect(within(screen.getByRole('form')).getByText(/നിർബന്ധമല്ല/)).toBeInTheDocument();
  });
});
