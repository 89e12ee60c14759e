import { REVIEWS_ADMIN_MESSAGES } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { ReviewsPage } from './ReviewsPage';

const review = {
  id: 7,
  product_id: 3,
  product_name: 'Black pepper',
  name: 'Anu',
  review: 'Strong and fresh.',
  start_ratings: 5,
  created_at: '2026-11-20T10:00:00Z',
  hidden_at: null,
  reply: null,
  replied_at: null,
};

const api = {
  'GET /api/admin/reviews': { data: [review], total: 1, page: 1, per_page: 20 },
  'GET /api/categories-with-products': [],
  'PUT /api/admin/reviews/7/reply': (_url: URL, body: unknown) => ({
    message: 'The reply is published.',
    review: { ...review, reply: (body as { reply: string }).reply },
  }),
};

describe('answering a review in public', () => {
  it('refuses an empty reply beside the field, sending nothing', async () => {
    const { changes } = await renderConsole(<ReviewsPage />, { role: 'manager', path: '/reviews', api });
    const reply = await screen.findByLabelText('The farm’s public reply');
    await userEvent.type(reply, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Publish a reply' }));
    expect(await screen.findByText(REVIEWS_ADMIN_MESSAGES.replyRequired)).toBeInTheDocument();
    expect(reply).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toEqual([]);
  });

  it('publishes the reply as typed, without its spaces around, and says so', async () => {
    const { changes } = await renderConsole(<ReviewsPage />, { role: 'manager', path: '/reviews', api });
    await userEvent.type(await screen.findByLabelText('The farm’s public reply'), '  Thank you, Anu! ');
    await userEvent.click(screen.getByRole('button', { name: 'Publish a reply' }));
    expect(await screen.findByText('The reply is published.')).toBeInTheDocument();
    expect(changes().map((call) => call.body)).toEqual([{ reply: 'Thank you, Anu!' }]);
  });
});
