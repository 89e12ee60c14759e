import { LOGIN_MESSAGES, NOTIFICATION_MESSAGES } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { settleStorage } from '../../test/session';
import { LoginPage } from './LoginPage';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';

beforeEach(() => {
  localStorage.clear();
});
afterEach(settleStorage);

describe('forgot password', () => {
  test('the login page links to it', () => {
    fakeFetch({});
    renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: NOTIFICATION_MESSAGES.forgotLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test("checks the e-mail as the contract does, then shows the server's answer", async () => {
    const { calls } = fakeFetch({
      'POST /api/forgot-password': [200, { message: NOTIFICATION_MESSAGES.forgotSent }],
    });
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anjali@example');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(LOGIN_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Anjali@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NOTIFICATION_MESSAGES.forgotSent);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'anjali@example.com' });
  });

  test('a limit reached is said in words', async () => {
    fakeFetch({ 'POST /api/forgot-password': [429, { message: 'Too many tries. Please wait 60 minutes.' }] });
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anjali@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Too many tries. Please wait 60 minutes.')).toBeInTheDocument();
  });

  test('the reset page without a token says the link is incomplete and offers a new one', () => {
    fakeFetch({});
    renderRoute(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText(NOTIFICATION_MESSAGES.tokenRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
