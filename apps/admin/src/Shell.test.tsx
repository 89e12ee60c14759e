import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from './test/render';

describe('the Shell: what a role reaches', () => {
  it("lists only the sections a packer's role opens", async () => {
    await renderConsole(<p>Page</p>, { role: 'packer', path: '/' });
    const menu = screen.getByRole('navigation', { name: 'Console' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Orders');
    for (const owners of ['Settings', 'Staff', 'Products', 'Audit']) expect(links).not.toContain(owners);
  });

  it('shows an owner every section', async () => {
    await renderConsole(<p>Page</p>, { role: 'owner', path: '/' });
    const menu = screen.getByRole('navigation', { name: 'Console' });
    for (const name of ['Orders', 'Stock', 'Products', 'Settings', 'Staff', 'Audit', 'Account']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('refuses a packer the settings page in words, saying who can, and shows none of its forms', async () => {
    await renderConsole(
      <form aria-label="Shop settings">
        <button type="submit">Save</button>
      </form>,
      { role: 'packer', path: '/settings' },
    );
    const refusal = screen.getByRole('region', { name: 'Settings' });
    expect(refusal).toHaveTextContent('Your role (Packer) does not allow this page.');
    expect(refusal).toHaveTextContent('Only an owner can open it.');
    expect(screen.queryByRole('form', { name: 'Shop settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Today' })).toBeInTheDocument();
  });

  it('refuses a manager the staff page and names the owner', async () => {
    await renderConsole(<p>The staff list</p>, { role: 'manager', path: '/staff' });
    expect(screen.getByRole('region', { name: 'Staff' })).toHaveTextContent('Only an owner can open it.');
    expect(screen.queryByText('The staff list')).not.toBeInTheDocument();
  });
});
