import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type FakeApi } from '../test/render';
import { CertificatesPage } from './HomeLists';

const certificates = {
  data: [
    { id: 11, title: 'Organic farm (PGS India)', image: 'pgs.jpg' },
    { id: 12, title: 'Spices Board', image: 'spices.jpg' },
    { id: 13, title: '', image: 'fssai.jpg' },
  ],
};

function renderCertificates(api: FakeApi = {}) {
  return renderConsole(<CertificatesPage />, {
    role: 'manager',
    path: '/content/certificates',
    api: { 'GET /api/admin/certificates': certificates, ...api },
  });
}

describe('the home page certificates (a sorted list)', () => {
  it('moves a certificate down by sending the whole order, and says what moved', async () => {
    const { changes } = await renderCertificates({
      'PUT /api/admin/certificates/order': { message: 'The home page is saved.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Organic farm (PGS India) down' }));
    expect(
      await screen.findByText('Moved Organic farm (PGS India) down. The home page is saved.'),
    ).toHaveAttribute('role', 'status');
    expect(changes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/admin/certificates/order',
        body: { ids: [12, 11, 13] },
      }),
    ]);
  });

  it('names an untitled certificate by its place, and cannot move the last one down', async () => {
    await renderCertificates();
    expect(await screen.findByRole('button', { name: 'Move Certificate 3 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Certificate 3 up' })).toBeEnabled();
  });

  it('asks before removing a certificate, saying it cannot be undone, and keeps it when asked to', async () => {
    const { changes } = await renderCertificates();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Spices Board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Spices Board?' });
    expect(dialog).toHaveTextContent('It leaves the home page within a second. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);
  });

  it("says the server's refusal of a removal inside the dialog", async () => {
    await renderCertificates({
      'DELETE /api/admin/certificates/12': [409, { message: 'The certificate was changed meanwhile.' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Spices Board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Spices Board?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The certificate was changed meanwhile.',
    );
  });

  it('refuses to add a certificate without its picture, in words, and sends nothing', async () => {
    const { changes } = await renderCertificates();
    const add = (await screen.findByRole('heading', { name: 'Add a certificate' })).closest('section')!;
    await userEvent.click(within(add).getByRole('button', { name: 'Add the certificate' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent(
      'Not saved: correct the fields marked below.',
    );
    expect(within(add).getByRole('group', { name: 'Picture of the certificate' })).toHaveTextContent(
      'Choose a picture.',
    );
    expect(changes()).toEqual([]);
  });
});
