import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../session';
import { fakeFetch, sessionOf } from '../test/render';
import { SignInPage } from './SignInPage';

const signedOut = [401, { message: 'Sign in first.' }];

function renderSignIn() {
  render(
    <SessionProvider>
      <SignInPage />
    </SessionProvider>,
  );
}

describe('the sign-in', () => {
  it('refuses an empty e-mail and password beside each field, and asks the server nothing', async () => {
    const { changes } = fakeFetch({ 'GET /api/admin/session': signedOut });
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toEqual([]);
  });

  it("says the server's refusal of a wrong password in words", async () => {
    fakeFetch({
      'GET /api/admin/session': signedOut,
      'POST /api/admin/session': [401, { message: 'The e-mail or the password is not right.' }],
    });
    renderSignIn();
    await userEvent.type(screen.getByLabelText('E-mail'), 'owner@farm.test');
    await userEvent.type(screen.getByLabelText('Password'), 'not the password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or the password is not right.');
  });

  it('sends the e-mail and password the person typed', async () => {
    const { changes } = fakeFetch({
      'GET /api/admin/session': signedOut,
      'POST /api/admin/session': sessionOf('owner'),
    });
    renderSignIn();
    await userEvent.type(screen.getByLabelText('E-mail'), 'owner@farm.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long staff password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => changes().length).toBe(1);
    expect(changes()[0]).toMatchObject({
      path: '/admin/session',
      body: { email: 'owner@farm.test', password: 'a long staff password' },
    });
  });
});
