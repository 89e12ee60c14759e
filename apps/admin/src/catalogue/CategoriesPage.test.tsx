import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { CategoriesPage } from './CategoriesPage';

const category = (id: number, name: string, hidden = false) => ({
  id,
  name,
  name_mal: '',
  description: '',
  description_mal: '',
  picture: `${name.toLowerCase()}.jpg`,
  sort_order: id,
  hidden,
  products: 2,
});
const list = { data: [category(1, 'Spices'), category(2, 'Rice'), category(3, 'Oils', true)] };

function renderCategories(api = {}) {
  return renderConsole(<CategoriesPage />, {
    role: 'manager',
    path: '/categories',
    api: { 'GET /api/admin/categories': list, ...api },
  });
}

describe('the categories', () => {
  it('moves a category up by sending the whole order with it one place higher, and says the answer', async () => {
    const { changes } = await renderCategories({
      'PUT /api/admin/categories/order': { message: 'The order is saved.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Rice up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is saved.');
    expect(changes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/admin/categories/order', body: { ids: [2, 1, 3] } }),
    ]);
    // The first cannot go higher, the last no lower.
    expect(screen.getByRole('button', { name: 'Move Spices up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Oils down' })).toBeDisabled();
  });

  it('asks before hiding a category, saying what happens to its products, and sends nothing if kept', async () => {
    const { changes } = await renderCategories();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Spices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Spices?' });
    expect(dialog).toHaveTextContent(
      'It and its products leave the shop’s lists; the products’ own pages stay. You can show it again later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);
  });

  it("says the server's refusal inside the dialog when hiding fails", async () => {
    await renderCategories({
      'POST /api/admin/categories/1/hide': [
        409,
        { message: 'The category is being changed by someone else.' },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Spices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Spices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The category is being changed by someone else.',
    );
  });

  it('refuses a new category without a name or a picture, in words beside each field,, and sends nothing', async () => {
    const { changes } = await renderCategories();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add the category' }));
    const name = within(form).getByLabelText('Name (English)');
    expect(name).toHaveAccessibleDescription('Enter the category’s name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(form).toHaveTextContent('This picture reference is not valid.');
    expect(changes()).toEqual([]);
    // Typing a name takes its stale error away at once.
    await userEvent.type(name, 'Honey');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(form).not.toHaveTextContent('Enter the category’s name.');
  });
});
