import { STAFF_MESSAGES } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { TwoFactorSetup } from './TwoFactorSetup';

const key = {
  secret: 'ABCDEFGHIJKLMNOP',
  otpauth_url: 'otpauth://totp/Farm:manager@farm.test?secret=ABCDEFGHIJKLMNOP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  issuer: 'Farm',
  message: 'Scan the code.',
};

async function started(api: Record<string, unknown> = {}) {
  const rendered = await renderConsole(<TwoFactorSetup required={false} />, {
    role: 'manager',
    path: '/account',
    api: { 'POST /api/admin/me/two-factor': key, ...api },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(await screen.findByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
  return rendered;
}

describe('setting up two-factor sign-in', () => {
  it('refuses a missing code and password beside their fields, sending nothing', async () => {
    const { changes } = await started();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(STAFF_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Your current password')).toHaveAttribute('aria-invalid', 'true');
    expect(changes().map((call) => call.path)).toEqual(['/admin/me/two-factor']);
  });

  it('says a wrong password once, beside its field, and sends the code without its spaces', async () => {
    const { changes } = await started({
      'POST /api/admin/me/two-factor/confirm': [
        422,
        {
          message: STAFF_MESSAGES.currentPasswordWrong,
          errors: { password: [STAFF_MESSAGES.currentPasswordWrong] },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Code from the app'), '123 456');
    await userEvent.type(screen.getByLabelText('Your current password'), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(STAFF_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getAllByText(STAFF_MESSAGES.currentPasswordWrong)).toHaveLength(1);
    expect(changes().at(-1)?.body).toEqual({ code: '123456', password: 'not-my-password' });
  });
});
