import type { PublicPage } from '@farm/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { fakeFetch, renderRoute } from '../../test/render';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';
import { RefundPolicyPage } from './RefundPolicyPage';
import { ShippingPolicyPage } from './ShippingPolicyPage';
import { TermsPage } from './TermsPage';

// The policies' words are the farm's, stored on the server (apps/server/test/pages.test.ts checks the seeded texts
// keep every rule of the spec); here, the frame the storefront puts around whatever the farm wrote.
const site = makeSite();

/** A page as GET /api/pages/:slug answers it: rendered and sanitised by the server. */
function makePage(overrides: Partial<PublicPage> = {}): PublicPage {
  return {
    slug: 'shipping',
    title: 'Shipping Policy',
    html:
      '<p>How Pachakkuda Organic Farm gets your order to your door.</p>\n' +
      '<h2 id="where">Where we deliver</h2>\n<p>We deliver to addresses in India.</p>\n' +
      '<h2 id="problems">Damaged or wrong parcels</h2>\n' +
      '<p>See our <a href="/refund-cancellation-policy">Return and Cancellation Policy</a> or write to ' +
      '<a href="https://example.com/help" rel="noopener noreferrer" target="_blank">the courier</a>.</p>',
    toc: [
      { id: 'where', heading: 'Where we deliver' },
      { id: 'problems', heading: 'Damaged or wrong parcels' },
    ],
    updated_at: '2026-11-20T09:30:00.000Z',
    ml: null,
    ...overrides,
  };
}

function expectContactDetails() {
  const aside = screen.getByRole('complementary', { name: 'Questions?' });
  expect(within(aside).getByRole('link', { name: 'hello@farm.example' })).toHaveAttribute(
    'href',
    'mailto:hello@farm.example',
  );
  expect(within(aside).getByRole('link', { name: '+91 94471 26830' })).toHaveAttribute(
    'href',
    'tel:+919447126830',
  );
  expect(within(aside).getByRole('link', { name: '+91 98952 47161' })).toBeInTheDocument();
  expect(document.body.textContent).toContain('Pachakkuda Organic Farm');
}

describe('PolicyLayout', () => {
  it('shows the farm’s text with its title, "Last updated", a table of contents and numbered sections', async () => {
    fakeFetch({ 'GET /api/site': site, 'GET /api/pages/shipping': makePage() });
    renderRoute(<ShippingPolicyPage />, { path: '/shipping-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument();
    expect(screen.getByText('November 2026').closest('p')).toHaveTextContent('Last updated: November 2026');
    expect(screen.getByText('How Pachakkuda Organic Farm gets your order to your door.')).toBeInTheDocument();

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const first = within(toc).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '#where');
    expect(document.getElementById('where')).toHaveTextContent('Where we deliver');
    expect(screen.getByRole('region', { name: /Where we deliver/ })).toHaveTextContent(
      'We deliver to addresses',
    );
    expect(screen.getByRole('heading', { level: 2, name: /Damaged or wrong parcels/ })).toHaveTextContent(
      '2. Damaged or wrong parcels',
    );
    expect(document.title).toMatch(/^Shipping Policy/);
    expectContactDetails();
  });

  it('follows a link to another of the shop’s pages inside the app, and leaves links elsewhere alone', async () => {
    fakeFetch({ 'GET /api/site': site, 'GET /api/pages/shipping': makePage() });
    const { router } = renderRoute(<ShippingPolicyPage />, {
      path: '/shipping-policy',
      extraRoutes: [{ path: '/refund-cancellation-policy', element: <p>The refund page</p> }],
    });
    const outside = await screen.findByRole('link', { name: 'the courier' });
    expect(outside).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('link', { name: 'Return and Cancellation Policy' }));
    expect(await screen.findByText('The refund page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/refund-cancellation-policy');
  });

  it('reads sensibly while the text and the shop’s details load, and offers to try again when the text fails', async () => {
    fakeFetch({
      'GET /api/site': () => new Promise(() => {}) as never,
      'GET /api/pages/refund': () => new Promise(() => {}) as never,
    });
    const { unmount } = renderRoute(<RefundPolicyPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Return and Cancellation Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const text = document.body.textContent!;
    expect(text).toContain('our contact e-mail address');
    expect(text).toContain('the phone numbers at the foot of this page');
    unmount();

    fakeFetch({
      'GET /api/site': site,
      'GET /api/pages/refund': [500, { message: 'Something went wrong.' }],
    });
    renderRoute(<RefundPolicyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded just now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks each policy route for its own page', async () => {
    for (const [Page, slug, title] of [
      [TermsPage, 'terms', 'Terms and Conditions'],
      [PrivacyPage, 'privacy', 'Privacy Notice'],
      [RefundPolicyPage, 'refund', 'Return and Cancellation Policy'],
    ] as const) {
      const { calls } = fakeFetch({
        'GET /api/site': site,
        [`GET /api/pages/${slug}`]: makePage({ slug, title, html: `<p>The ${slug} text.</p>`, toc: [] }),
      });
      const { unmount } = renderRoute(<Page />);
      expect(await screen.findByText(`The ${slug} text.`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(calls.some((call) => call.url.pathname === `/api/pages/${slug}`)).toBe(true);
      unmount();
    }
  });
});

describe('AboutPage', () => {
  it('tells the story the farm wrote, what the farm grows, how it farms organically and where the outlet is', async () => {
    fakeFetch({
      'GET /api/site': site,
      'GET /api/whatInFarms-Full': { data: [] },
      'GET /api/pages/story': makePage({
        slug: 'story',
        title: 'Our story',
        html: '<p>Our farm began on the red laterite hills.</p>',
        toc: [],
      }),
      'GET /api/pages/about': makePage({
        slug: 'about',
        title: 'What we grow',
        html: '<p>Coconut palms are the backbone of the farm.</p>',
        toc: [],
      }),
    });
    renderRoute(<AboutPage />, { path: '/aboutus' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Pachakkuda Organic Farm' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Our farm began on the red laterite hills.')).toBeInTheDocument();
    expect(await screen.findByText('Coconut palms are the backbone of the farm.')).toBeInTheDocument();
    for (const heading of [
      'Our story',
      'What we grow',
      'How we farm organically',
      'From our farm to your kitchen',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Near Bus Stand, Manjeri, Kerala 676121')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our best yields plants' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm',
    );
  });
});

describe('the policy pages in Malayalam', () => {
  inMalayalam();

  it('show the Malayalam text where the farm wrote one', async () => {
    fakeFetch({
      'GET /api/site': site,
      'GET /api/pages/shipping': makePage({
        ml: {
          title: 'ഷിപ്പിംഗ് നയം',
          html: '<h2 id="where">ഞങ്ങൾ എവിടെ എത്തിക്കും</h2>\n<p>ഇന്ത്യയിലെ വിലാസങ്ങളിലേക്ക് ഞങ്ങൾ എത്തിക്കുന്നു.</p>',
          toc: [{ id: 'where', heading: 'ഞങ്ങൾ എവിടെ എത്തിക്കും' }],
        },
      }),
    });
    renderRoute(<ShippingPolicyPage />, { path: '/shipping-policy' });
    // The title is the usual one (in Malayalam) while the text loads, and the farm's once it has.
    expect(await screen.findByText('ഇന്ത്യയിലെ വിലാസങ്ങളിലേക്ക് ഞങ്ങൾ എത്തിക്കുന്നു.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ഷിപ്പിംഗ് നയം' })).not.toHaveAttribute('lang');
    expect(screen.queryByText('We deliver to addresses in India.')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'ഈ പേജിൽ' })).getByRole('link', {
        name: 'ഞങ്ങൾ എവിടെ എത്തിക്കും',
      }),
    ).toHaveAttribute('href', '#where');
    expect(screen.getByRole('complementary', { name: 'സംശയങ്ങളുണ്ടോ?' })).toBeInTheDocument();
  });

  it('show the English text, marked as English, where the farm has not written it in Malayalam', async () => {
    fakeFetch({ 'GET /api/site': site, 'GET /api/pages/shipping': makePage() });
    renderRoute(<ShippingPolicyPage />, { path: '/shipping-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Policy' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('We deliver to addresses in India.').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText(/^അവസാനം പുതുക്കിയത്:/)).toBeInTheDocument();
  });

  it('tell the About page in Malayalam, with the farm’s story in Malayalam where it wrote one', async () => {
    fakeFetch({
      'GET /api/site': site,
      'GET /api/whatInFarms-Full': { data: [] },
      'GET /api/pages/story': makePage({
        slug: 'story',
        title: 'Our story',
        html: '<p>Our farm began on the red laterite hills.</p>',
        toc: [],
        ml: { title: 'ഞങ്ങളുടെ കഥ', html: '<p>ചെങ്കൽക്കുന്നുകളിലാണ് ഞങ്ങളുടെ ഫാം തുടങ്ങിയത്.</p>', toc: [] },
      }),
      'GET /api/pages/about': makePage({
        slug: 'about',
        title: 'What we grow',
        html: '<p>Coconut palms are the backbone of the farm.</p>',
        toc: [],
      }),
    });
    renderRoute(<AboutPage />, { path: '/aboutus' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Pachakkuda Organic Farm ?-ലേക്ക് സ്വാഗതം$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ചെങ്കൽക്കുന്നുകളിലാണ് ഞങ്ങളുടെ ഫാം തുടങ്ങിയത്.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we grow' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'ഞങ്ങൾ ജൈവകൃഷി ചെയ്യുന്ന വിധം' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'ഒരേ മണ്ണിൽ പല വിളകൾ' })).toBeInTheDocument();
  });
});
