import { STAFF_MESSAGES } from '@farm/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/render';
import { InvitePage } from './InvitePage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';
const invitation = {
  name: 'Mini',
  email: 'mini@farm.test',
  role: 'packer',
  expires_at: '2026-11-29T10:00:00Z',
};

beforeEach(() => window.history.replaceState(null, '', `/admin/invite/${TOKEN}`));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the invitation page', () => {
  it('says who is invited, as what, and what that role may do', async () => {
    fakeFetch({ [`GET /api/admin/invitations/${TOKEN}`]: invitation });
    render(<InvitePage />);
    expect(await screen.findByText(/Welcome,/)).toHaveTextContent(
      'Welcome, Mini. You are invited as packer with the e-mail mini@farm.test.',
    );
    expect(screen.getByRole('main')).toHaveTextContent('accept, pack, ship and deliver orders');
  });

  it('refuses a short password, and one holding the e-mail, in words beside the field, sending nothing', async () => {
    const { changes } = fakeFetch({ [`GET /api/admin/invitations/${TOKEN}`]: invitation });
    render(<InvitePage />);
    const password = await screen.findByLabelText('Choose a password');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(password);
    await userEvent.type(password, 'mini-grows-pepper-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordHasEmail('mini'))).toBeInTheDocument();
    expect(screen.queryByText(STAFF_MESSAGES.passwordTooShort)).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("says a used invitation's refusal in words", async () => {
    fakeFetch({
      [`GET /api/admin/invitations/${TOKEN}`]: invitation,
      [`POST /api/admin/invitations/${TOKEN}/accept`]: [410, { message: 'This invitation has been used.' }],
    });
    render(<InvitePage />);
    await userEvent.type(await screen.findByLabelText('Choose a password'), 'Green cardamom pods 42');
    await userEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has been used.');
  });
});
