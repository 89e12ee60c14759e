import { STAFF_MESSAGES } from '@farm/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../session';
import { fakeFetch, sessionOf } from '../test/render';
import { CodeStep, SignInPage } from './SignInPage';

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

describe('the two-factor step', () => {
  const waitingForCode = { ...sessionOf('owner'), stage: 'code' };

  function renderCodeStep() {
    render(
      <SessionProvider>
        <CodeStep />
      </SessionProvider>,
    );
  }

  it('refuses an empty code in words beside the field, and asks the server nothing', async () => {
    const { changes } = fakeFetch({ 'GET /api/admin/session': waitingForCode });
    renderCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(STAFF_MESSAGES.codeRequired);
    expect(changes()).toEqual([]);
  });

  it("says the server's refusal of a wrong code beside the field, and sends the code without spaces", async () => {
    const { changes } = fakeFetch({
      'GET /api/admin/session': waitingForCode,
      'POST /api/admin/session/code': [401, { message: 'That code is not right. Try the newest one.' }],
    });
    renderCodeStep();
    await userEvent.type(screen.getByLabelText('Code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect
      .poll(() => screen.getByLabelText('Code'))
      .toHaveAccessibleDescription('That code is not right. Try the newest one.');
    expect(changes()).toEqual([
      expect.objectContaining({ path: '/admin/session/code', body: { code: '123456' } }),
    ]);
  });
});
