import { SETUP_MESSAGES, type AdminPage } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { ShippingPage } from '../settings/ShippingPage';
import { PageEditor, PagesPage } from './PagesPage';

const terms: AdminPage = {
  slug: 'terms',
  title: 'Terms and Conditions',
  body: 'The terms of buying from {{shop_name}}.',
  title_mal: '',
  body_mal: '',
  updated_at: '2026-11-27T10:00:00.000Z',
  updated_by: 'Asha Owner',
  english_updated_at: '2026-11-27T10:00:00.000Z',
  malayalam_updated_at: null,
  english_reviewed_at: '2026-11-27T10:00:00.000Z',
  malayalam_reviewed_at: null,
};

describe('the pages’ review marks (issue 36)', () => {
  it('lists the languages still to review beside each page', async () => {
    const { slug, title, updated_at, updated_by, english_updated_at, malayalam_updated_at } = terms;
    const summary = {
      slug,
      title,
      updated_at,
      updated_by,
      english_updated_at,
      malayalam_updated_at,
      has_ml: false,
    };
    await renderConsole(<PagesPage />, {
      role: 'manager',
      path: '/pages',
      api: {
        'GET /api/admin/pages': {
          data: [
            { ...summary, english_reviewed_at: terms.english_reviewed_at, malayalam_reviewed_at: null },
            {
              ...summary,
              slug: 'privacy',
              title: 'Privacy Notice',
              english_reviewed_at: terms.english_reviewed_at,
              malayalam_reviewed_at: terms.english_reviewed_at,
            },
          ],
        },
      },
    });
    const row = async (name: string) => (await screen.findByRole('link', { name })).closest('li');
    expect(await row('Terms and Conditions')).toHaveTextContent('Review me: Malayalam');
    expect(await row('Privacy Notice')).not.toHaveTextContent('Review me');
  });

  it('marks a language reviewed from the editor, and the mark turns into when it was reviewed', async () => {
    const { changes } = await renderConsole(<PageEditor />, {
      role: 'manager',
      path: '/pages/:slug',
      url: '/pages/terms',
      api: {
        'GET /api/admin/pages/terms': terms,
        'POST /api/admin/pages/terms/reviewed': {
          ...terms,
          malayalam_reviewed_at: '2026-11-28T04:30:00.000Z',
          message: SETUP_MESSAGES.pageReviewed('ml'),
        },
      },
    });
    expect(await screen.findByText('Review me')).toBeInTheDocument();
    expect(screen.getByText(/English: reviewed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark the English as reviewed' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark the Malayalam as reviewed' }));
    expect(await screen.findByText(SETUP_MESSAGES.pageReviewed('ml'))).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Review me')).not.toBeInTheDocument();
    expect(screen.getByText(/Malayalam: reviewed/)).toBeInTheDocument();
    expect(changes()).toMatchObject([{ path: '/admin/pages/terms/reviewed', body: { language: 'ml' } }]);
  });

  it('says a refusal in words', async () => {
    await renderConsole(<PageEditor />, {
      role: 'manager',
      path: '/pages/:slug',
      url: '/pages/terms',
      api: {
        'GET /api/admin/pages/terms': terms,
        'POST /api/admin/pages/terms/reviewed': [422, { message: SETUP_MESSAGES.pageNotWritten, errors: {} }],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark the Malayalam as reviewed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETUP_MESSAGES.pageNotWritten);
  });
});

describe('the shipping slabs’ “These are right” (issue 36)', () => {
  it('says the slabs are reviewed without changing them', async () => {
    const slabs = {
      kerala: [{ min_weight_grams: 0, max_weight_grams: null, charge: 50 }],
      rest_of_india: [],
    };
    const { changes } = await renderConsole(<ShippingPage />, {
      role: 'owner',
      path: '/settings/shipping',
      api: {
        'GET /api/admin/settings/shipping': slabs,
        'POST /api/admin/settings/shipping/reviewed': { ...slabs, message: SETUP_MESSAGES.slabsReviewed },
      },
    });
    const card = await screen.findByRole('region', { name: 'Reviewed both tables?' });
    await userEvent.click(within(card).getByRole('button', { name: 'These are right' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(SETUP_MESSAGES.slabsReviewed);
    expect(changes()).toMatchObject([{ method: 'POST', path: '/admin/settings/shipping/reviewed' }]);
  });
});
