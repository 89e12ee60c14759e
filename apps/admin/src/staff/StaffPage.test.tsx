import { ROLE_PERMISSIONS } from '@farm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type FakeApi } from '../test/render';
import { StaffPage } from './StaffPage';

const members = {
  data: [
    {
      id: 1,
      name: 'Asha Owner',
      email: 'owner@farm.test',
      role: 'owner',
      permissions: [...ROLE_PERMISSIONS.owner],
    },
    {
      id: 2,
      name: 'Ravi',
      email: 'ravi@farm.test',
      role: 'packer',
      permissions: [...ROLE_PERMISSIONS.packer],
    },
  ],
};

function renderStaff(api: FakeApi = {}) {
  return renderConsole(<StaffPage />, {
    role: 'owner',
    path: '/staff',
    api: {
      'GET /api/admin/staff': members,
      'GET /api/admin/staff/invitations': { data: [] },
      ...api,
    },
  });
}

describe('the staff page', () => {
  it('asks before removing a member, saying it cannot be undone, and removes them only when confirmed', async () => {
    const { changes } = await renderStaff({
      'DELETE /api/admin/staff/2': { message: 'Ravi was removed.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ravi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ravi?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(changes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove them' }));
    expect(await screen.findByText('Ravi was removed.')).toBeInTheDocument();
    expect(changes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/admin/staff/2' })]);
  });

  it('offers no removal of yourself', async () => {
    await renderStaff();
    await screen.findByRole('button', { name: 'Remove Ravi' });
    expect(screen.queryByRole('button', { name: 'Remove Asha Owner' })).not.toBeInTheDocument();
  });

  it('asks before changing a role, saying what the new role may do, and keeps the old one when kept', async () => {
    const { changes } = await renderStaff();
    // Ravi's own row (the invitation form below has a Role of its own, there before the members come).
    const ravisRole = within((await screen.findByText('Ravi')).closest('li')!).getByLabelText('Role');
    await userEvent.selectOptions(ravisRole, 'manager');
    const dialog = await screen.findByRole('dialog', { name: 'Make Ravi manager?' });
    expect(dialog).toHaveTextContent(
      'Ravi is signed out at once, everywhere, and signs in again with the new role.',
    );
    expect(dialog).toHaveTextContent('refund money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep packer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ravisRole).toHaveValue('packer');
    expect(changes()).toEqual([]);
  });

  it('refuses an invitation without a name or e-mail in words, then sends one and shows its link', async () => {
    const { changes } = await renderStaff({
      'POST /api/admin/staff/invitations': {
        message: 'The invitation is made: send Mini the link.',
        link: 'https://farm.test/admin/invite/abcdefghijklmnopqrstuv',
        invitation: {
          id: 5,
          name: 'Mini',
          email: 'mini@farm.test',
          role: 'packer',
          expires_at: '2026-11-29T10:00:00Z',
          created_at: '2026-11-27T10:00:00Z',
        },
      },
    });
    const form = (await screen.findByRole('heading', { name: 'Invite someone' })).closest('section')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the name.');
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    expect(changes()).toEqual([]);

    await userEvent.type(name, 'Mini');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'mini@farm.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText('The invitation is made: send Mini the link.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Copy Mini’s link' })).toBeInTheDocument();
    expect(changes()).toEqual([
      expect.objectContaining({
        path: '/admin/staff/invitations',
        body: { name: 'Mini', email: 'mini@farm.test', role: 'packer' },
      }),
    ]);
    // The form is empty again for the next invitation.
    expect(name).toHaveValue('');
  });
});
