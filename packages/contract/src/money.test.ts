import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  CURRENCY_SYMBOL,
  addRupees,
  decimalRupees,
  formatPaise,
  formatRupees,
  isWholePaise,
  paiseToRupees,
  roundPaise,
  roundRupees,
  rupeesToPaise,
} from './money.js';
import { cartTotals, rupeeCartTotals } from './pricing.js';
import * as constants from './constants.js';
import * as pricing from './pricing.js';

describe('the one rounding rule', () => {
  it('takes rupees to the nearest whole paisa, half up', () => {
    expect(rupeesToPaise(249.5)).toBe(24950);
    expect(rupeesToPaise(0.125)).toBe(13);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.999)).toBe(2000);
    expect(paiseToRupees(24950)).toBe(249.5);
  });

  it('rounds a fraction of paise (a taxable value taken out of a price) the same way', () => {
    expect(roundPaise((11800 * 100) / 118)).toBe(10000);
    expect(roundPaise(10594.5)).toBe(10595);
    expect(roundPaise(10594.49)).toBe(10594);
  });

  it("writes the plain decimal machines read (schema.org's price): two digits, no sign or grouping", () => {
    expect(decimalRupees(1249.5)).toBe('1249.50');
    expect(decimalRupees(100000)).toBe('100000.00');
    expect(decimalRupees(0.1 + 0.2)).toBe('0.30');
  });

  it('rounds and adds rupee figures through whole paise', () => {
    expect(roundRupees(0.1 + 0.2)).toBe(0.3);
    expect(addRupees(0.1, 0.2)).toBe(0.3);
    expect(addRupees(1249.5, 80)).toBe(1329.5);
    expect(addRupees()).toBe(0);
  });

  it('takes a typed amount of whole paise, binary fractions and all, and refuses a third decimal', () => {
    expect(isWholePaise(1249.5)).toBe(true);
    expect(isWholePaise(0.1 + 0.2)).toBe(true);
    expect(isWholePaise(9_999_999.99)).toBe(true);
    expect(isWholePaise(0)).toBe(true);
    expect(isWholePaise(12.345)).toBe(false);
    expect(isWholePaise(0.001)).toBe(false);
    expect(isWholePaise(1.00001)).toBe(false);
  });

  it('adds a browser cart in paise and says its subtotal in rupees', () => {
    const lines = [
      { unitPrice: 0.1, quantity: 3 },
      { unitPrice: 249.5, quantity: 2, weightGrams: 500 },
    ];
    expect(rupeeCartTotals(lines)).toEqual({ subtotal: 499.3, weightGrams: 1000, itemsCount: 5 });
    // The same figures cartTotals gives for the same lines in paise.
    expect(cartTotals(lines.map((l) => ({ ...l, unitPrice: rupeesToPaise(l.unitPrice) }))).subtotal).toBe(
      49930,
    );
  });
});

describe('formatRupees', () => {
  it('writes English amounts with the rupee sign and Indian grouping, paise only when there are some', () => {
    expect(formatRupees(980)).toBe('₹980');
    expect(formatRupees(1250)).toBe('₹1,250');
    expect(formatRupees(1249.5)).toBe('₹1,249.50');
    expect(formatRupees(500_000, 'en')).toBe('₹5,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('writes Malayalam amounts with Western digits and the same grouping', () => {
    expect(formatRupees(1250, 'ml')).toBe('₹1,250');
    expect(formatRupees(1249.5, 'ml')).toBe('₹1,249.50');
    expect(formatRupees(12_34_567.8, 'ml')).toBe('₹12,34,567.80');
  });

  it('rounds to the paisa before deciding whether paise are shown', () => {
    expect(formatRupees(10.001)).toBe('₹10');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });

  it('writes two paise digits every time for a column of figures, and leaves the sign out on request', () => {
    expect(formatRupees(1250, 'en', { paise: 'always' })).toBe('₹1,250.00');
    expect(formatRupees(1250.5, 'en', { paise: 'always', symbol: false })).toBe('1,250.50');
  });

  it('writes an amount held in paise the same way', () => {
    expect(formatPaise(124950)).toBe('₹1,249.50');
    expect(formatPaise(125000, 'ml')).toBe('₹1,250');
  });
});

describe('the old homes of money names', () => {
  it('still export the same currency and conversions', () => {
    expect(constants.CURRENCY).toBe(CURRENCY);
    expect(constants.CURRENCY_SYMBOL).toBe(CURRENCY_SYMBOL);
    expect(CURRENCY_SYMBOL).toBe('₹');
    expect(pricing.rupeesToPaise).toBe(rupeesToPaise);
    expect(pricing.paiseToRupees).toBe(paiseToRupees);
    expect(constants.REFUND_WORKING_DAYS).toBe('5-7');
  });
});
