import { describe, expect, it } from 'vitest';
import { cutText, formatRupees, idFromSlug, productPath } from './text';

describe('cutText', () => {
  it('leaves short text alone and cuts long text to the limit with an ellipsis', () => {
    expect(cutText('Fresh oil', 200)).toBe('Fresh oil');
    const long = 'word '.repeat(100);
    const cut = cutText(long, 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('product addresses', () => {
  it('put the id last and read it back', () => {
    expect(productPath({ id: 12, product_slug: 'virgin-coconut-oil' })).toBe(
      '/product/virgin-coconut-oil-12',
    );
    expect(idFromSlug('virgin-coconut-oil-12')).toBe(12);
    expect(idFromSlug('12')).toBe(12);
    expect(idFromSlug('virgin-coconut-oil')).toBeUndefined();
    expect(idFromSlug(undefined)).toBeUndefined();
  });
});

describe('formatRupees', () => {
  it('writes rupees with the sign and Indian grouping', () => {
    expect(formatRupees(399)).toBe('₹399');
    expect(formatRupees(49.5)).toBe('₹49.50');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });
});
