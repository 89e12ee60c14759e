import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProductSummary } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { fakeFetch, renderRoute } from '../../test/render';
import { ProductCard } from './ProductCard';

const render = (product = makeProductSummary()) => {
  fakeFetch({});
  renderRoute(<ProductCard product={product} />, { path: '/' });
  return screen.getByRole('article');
};

/** The card's price line: its words, with the price shown as paid (the struck original and the hidden words out). */
const priceLine = (card: HTMLElement) => {
  const line = within(card)
    .getByText('500 ml', { exact: false })
    .closest('p')!
    .cloneNode(true) as HTMLElement;
  for (const hidden of line.querySelectorAll('.visually-hidden, s, [class*="save"]')) hidden.remove();
  return line.textContent!.replace(/\s+/g, ' ').trim();
};

describe('ProductCard', () => {
  it('says which size its price is for: the cheapest, "from" when there are others', () => {
    // The cheapest to pay is the second size here, on offer.
    const card = render(
      makeProductSummary({
        baseprices: [
          { original_price: 480, offer_price: 0, size: '1 L' },
          { original_price: 250, offer_price: 225, size: '500 ml' },
        ],
      }),
    );
    expect(priceLine(card)).toBe('from ₹225 · 500 ml');
    // The original price is struck through beside the offer, as before.
    expect(within(card).getByText('₹250').tagName).toBe('S');
  });

  it('gives the price and the size alone for a product with one size', () => {
    const card = render(
      makeProductSummary({ baseprices: [{ original_price: 225, offer_price: 0, size: '500 ml' }] }),
    );
    expect(priceLine(card)).toBe('₹225 · 500 ml');
  });

  it('shows the description as the plain text the server gives', () => {
    const card = render(makeProductSummary({ description: 'Raw honey & comb. Unheated Unfiltered' }));
    expect(within(card).getByText('Raw honey & comb. Unheated Unfiltered')).toBeInTheDocument();
    expect(card.textContent).not.toContain('**');
  });
});

describe('ProductCard in Malayalam', () => {
  inMalayalam();

  it('says "from" the Malayalam way, after the price', () => {
    const card = render();
    expect(priceLine(card)).toBe('₹225 മുതൽ · 500 ml');
  });
});
