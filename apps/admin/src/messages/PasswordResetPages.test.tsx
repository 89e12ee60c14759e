import { LOGIN_MESSAGES } from '@farm/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/render';
import { StaffForgotPage } from './PasswordResetPages';

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
