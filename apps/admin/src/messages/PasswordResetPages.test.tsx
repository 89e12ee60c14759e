import { LOGIN_MESSAGES, NOTIFICATION_MESSAGES, STAFF_MESSAGES } from '@farm/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/render';
import { StaffForgotPage, StaffResetPage } from './PasswordResetPages';

describe('the staff forgot-password page', () => {
  it('refuses an empty e-mail in words beside the field and sends nothing', async () => {
    const { changes } = fakeFetch({});
    render(<StaffForgotPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText(LOGIN_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(LOGIN_MESSAGES.emailRequired);
    expect(changes()).toEqual([]);
  });

  it('takes the error away as the address is typed, and sends the e-mail once it is valid', async () => {
    const { changes } = fakeFetch({
      'POST /api/admin/forgot-password': { message: 'If that is a staff e-mail, a link is on its way.' },
    });
    render(<StaffForgotPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await screen.findByText(LOGIN_MESSAGES.emailRequired);
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@farm.test');
    expect(screen.queryByText(LOGIN_MESSAGES.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that is a staff e-mail, a link is on its way.',
    );
    expect(changes()).toEqual([
      expect.objectContaining({ path: '/admin/forgot-password', body: { email: 'asha@farm.test' } }),
    ]);
  });

  it("says the server's refusal in words, and its field's message beside the field", async () => {
    fakeFetch({
      'POST /api/admin/forgot-password': [
        422,
        { message: 'Check the form.', errors: { email: ['This address cannot get e-mail.'] } },
      ],
    });
    render(<StaffForgotPage />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@farm.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the form.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This address cannot get e-mail.');
  });
});

describe('the staff reset-password page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const opened = (search: string) => window.history.replaceState(null, '', `/admin/reset-password${search}`);

  it('says a link without its token needs a new one, and offers nothing to send', () => {
    opened('');
    fakeFetch({});
    render(<StaffResetPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${NOTIFICATION_MESSAGES.tokenRequired} Ask for a new link`,
    );
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });

  it('holds the new password to the staff rule beside its field, sending nothing, then sets it', async () => {
    opened('?token=abc123');
    const { changes } = fakeFetch({ 'POST /api/admin/reset-password': { message: 'Your password is set.' } });
    render(<StaffResetPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);

    await userEvent.type(screen.getByLabelText('New password'), 'Green cardamom pods 42');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set. Sign in');
    expect(changes().map((call) => call.body)).toEqual([
      { token: 'abc123', password: 'Green cardamom pods 42' },
    ]);
  });

  it("says the server's refusal of the link, with a way to ask for a new one", async () => {
    opened('?token=abc123');
    fakeFetch({ 'POST /api/admin/reset-password': [400, { message: 'This link has expired.' }] });
    render(<StaffResetPage />);
    await userEvent.type(screen.getByLabelText('New password'), 'Green cardamom pods 42');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Ask for a new link');
  });
});
