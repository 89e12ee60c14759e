import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../test/factories';
import { fakeFetch, renderRoute } from '../../test/render';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';
import { RefundPolicyPage } from './RefundPolicyPage';
import { ShippingPolicyPage } from './ShippingPolicyPage';
import { TermsPage } from './TermsPage';

const site = makeSite();

/** Renders a page with the shop's facts loaded and returns its text, whitespace collapsed. */
async function pageText(element: ReactNode): Promise<string> {
  fakeFetch({ 'GET /api/site': site });
  renderRoute(element);
  await screen.findAllByRole('link', { name: 'hello@farm.example' });
  return document.body.textContent!.replace(/\s+/g, ' ');
}

function expectPhrases(text: string, phrases: (string | RegExp)[]) {
  for (const phrase of phrases) {
    if (typeof phrase === 'string') expect(text).toContain(phrase);
    else expect(text).toMatch(phrase);
  }
}

function expectContactDetails() {
  expect(screen.getAllByRole('link', { name: 'hello@farm.example' })[0]).toHaveAttribute(
    'href',
    'mailto:hello@farm.example',
  );
  expect(screen.getAllByRole('link', { name: '+91 94471 26830' })[0]).toHaveAttribute(
    'href',
    'tel:+919447126830',
  );
  expect(screen.getAllByRole('link', { name: '+91 98952 47161' })[0]).toBeInTheDocument();
  expect(document.body.textContent).toContain('Pachakkuda Organic Farm');
}

describe('RefundPolicyPage', () => {
  it('states every return and cancellation rule of the spec', async () => {
    const text = await pageText(<RefundPolicyPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Return and Cancellation Policy' }),
    ).toBeInTheDocument();
    expectPhrases(text, [
      // Exchange only for damage in delivery, a wrong product or a manufacturing defect.
      'We exchange a product only',
      'damaged in delivery',
      'wrong product',
      'original manufacturing defect',
      // E-mail within 24 hours of delivery with order number and photos; later refused.
      'within 24 hours of delivery',
      'order number',
      'photos',
      'later than 24 hours after delivery will be refused',
      // Customer arranges and pays return courier; not responsible for courier loss.
      'you arrange the return courier and pay for it',
      'not responsible for a parcel that is lost by the courier during the return',
      // Refund of the amount paid when no replacement.
      'If no replacement is available',
      'we refund the amount you paid',
      // Only the original purchaser.
      'Only the original purchaser',
      // Original packaging with manuals, labels and warranty cards.
      'original packaging',
      'manuals, labels and warranty cards',
      // From the registered e-mail.
      'must come from the e-mail address registered on our site',
      // Free cancellation before dispatch, by e-mail or phone.
      'cancel an order free of charge as long as it has not yet been dispatched',
      /To cancel, e-mail us at hello@farm\.example or call us on \+91 94471 26830 or \+91 98952 47161/,
    ]);
    expectContactDetails();
  });
});

describe('ShippingPolicyPage', () => {
  it('states every shipping rule of the spec', async () => {
    const text = await pageText(<ShippingPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument();
    expectPhrases(text, [
      'We dispatch orders within 2-4 business days after payment confirmation',
      'Delivery normally takes 5-10 business days',
      'Shipping charges, if any, are shown at checkout',
      'not liable for delays caused by courier companies, postal authorities, natural calamities',
      'any other causes beyond our control',
      'We deliver only to the address given at the time of ordering',
      'change the address after the order has been dispatched will be refused',
      'Someone must be available at the address to receive the parcel',
      'Once the courier marks the parcel as delivered, we are not liable for it',
      'wrong or incomplete, the costs of re-shipping it are borne by the customer',
    ]);
    expectContactDetails();
  });
});

describe('PrivacyPage', () => {
  it('covers data collected, purposes, sharing, security, cookies and local storage, rights, contact and Indian law', async () => {
    const text = await pageText(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    for (const heading of [
      'The information we collect',
      'What we use it for',
      'Who we share it with',
      'How we keep it safe',
      'Cookies and local storage',
      'Your rights',
      'The law that applies',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    }
    expectPhrases(text, [
      'Your cart is kept in your browser’s local storage',
      'We do not sell or rent your information',
      'Razorpay',
      'governed by the laws of India',
    ]);
    expectContactDetails();
  });
});

describe('TermsPage', () => {
  it('covers use of the site, accounts, INR prices, availability, merchant rights, Razorpay, liability and the law of India', async () => {
    const text = await pageText(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expectPhrases(text, [
      'Using the site',
      'Your account',
      'All prices are in Indian Rupees (INR, ₹)',
      'Product availability',
      'We reserve the right to',
      'refuse or cancel any order',
      'Online payments are handled by Razorpay',
      'Limits of our liability',
      'governed by the laws of India',
      'courts of Malappuram district, Kerala',
    ]);
    expectContactDetails();
  });
});

describe('PolicyLayout', () => {
  it('shows "Last updated: November 2026", a table of contents and the page title in the head', async () => {
    await pageText(<ShippingPolicyPage />);
    expect(screen.getByText('November 2026').closest('p')).toHaveTextContent('Last updated: November 2026');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const first = within(toc).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '#where');
    expect(document.getElementById('where')).toHaveTextContent('Where we deliver');
    expect(document.title).toMatch(/^Shipping Policy/);
  });

  it('reads sensibly before the shop details have loaded', () => {
    fakeFetch({ 'GET /api/site': () => new Promise(() => {}) as never });
    renderRoute(<RefundPolicyPage />);
    const text = document.body.textContent!;
    expect(text).toContain('our contact e-mail address');
    expect(text).toContain('the phone numbers at the foot of this page');
    expect(text).toContain('Every order from our farm shop is packed by hand');
  });
});

describe('AboutPage', () => {
  it('tells the story, what the farm grows, how it farms organically and where the outlet is', async () => {
    fakeFetch({ 'GET /api/site': site, 'GET /api/whatInFarms-Full': { data: [] } });
    renderRoute(<AboutPage />, { path: '/aboutus' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Pachakkuda Organic Farm' }),
    ).toBeInTheDocument();
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
