import { STAFF_MESSAGES } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../test/render';
import { ChangePassword } from './ChangePassword';

const change = () => screen.getByRole('button', { name: 'Change password' });

describe('changing one’s own password', () => {
  it('refuses what is missing and a new password holding the e-mail at once, beside the fields, sending nothing', async () => {
    const { changes } = await renderConsole(<ChangePassword onChanged={() => {}} />, {
      role: 'manager',
      path: '/account',
    });
    await userEvent.click(change());
    expect(await screen.findByText(STAFF_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.newPasswordRequired)).toBeInTheDocument();

    // The staff rule is said as soon as a new password is typed, though the current one is still missing.
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'manager-grows-pepper');
    await userEvent.click(change());
    expect(await screen.findByText(STAFF_MESSAGES.passwordHasEmail('manager'))).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toEqual([]);
  });

  it('says a wrong current password once, beside its field, and says the change is done', async () => {
    const onChanged = vi.fn();
    let tries = 0;
    await renderConsole(<ChangePassword onChanged={onChanged} />, {
      role: 'manager',
      path: '/account',
      api: {
        'POST /api/admin/session/password': () =>
          ++tries === 1
            ? [
                422,
                {
                  message: STAFF_MESSAGES.currentPasswordWrong,
                  errors: { current_password: [STAFF_MESSAGES.currentPasswordWrong] },
                },
              ]
            : { message: 'Your password is changed.' },
      },
    });
    const current = screen.getByLabelText('Current password', { exact: true });
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'Green cardamom pods 42');
    await userEvent.type(screen.getByLabelText('New password again'), 'Green cardamom pods 42');
    await userEvent.click(change());
    expect(await screen.findByText(STAFF_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getAllByText(STAFF_MESSAGES.currentPasswordWrong)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(current, '!');
    expect(screen.queryByText(STAFF_MESSAGES.currentPasswordWrong)).not.toBeInTheDocument();
    await userEvent.click(change());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed. We have e-mailed you to say so.',
    );
    expect(onChanged).toHaveBeenCalledOnce();
    expect(current).toHaveValue('');
  });
});
