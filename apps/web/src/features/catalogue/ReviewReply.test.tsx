import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeProductDetail } from '../../test/factories';
import { ProductPage } from './ProductPage';

describe('the farm’s reply under a review', () => {
  it('is shown under the review, marked as the farm’s, as plain text', async () => {
    const review = {
      id: 3,
      product_id: 1,
      user_id: 5,
      name: 'Anu',
      review: 'A little strong for me.',
      start_ratings: 3,
      created_at: '2026-11-01T10:00:00.000Z',
      verified_purchase: true,
      reply: 'Thank you, Anu: <b>the next pressing</b> is milder.',
      replied_at: '2026-11-02T10:00:00.000Z',
    };
    fakeFetch({
      'GET /api/product/1': {
        product: makeProductDetail({ reviews: [review], rating: { average: 3, count: 1 } }),
        related_products: [],
      },
    });
    const { container } = renderRoute(<ProductPage />, {
      path: '/product/:slug',
      url: '/product/virgin-coconut-oil-1',
    });
    expect(await screen.findByText('Reply from the farm')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Anu: <b>the next pressing</b> is milder.')).toBeInTheDocument();
    expect(container.querySelector('#reviews b')).toBeNull();
  });
});
