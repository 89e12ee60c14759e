import type { CartItem, SizePreorder } from '@farm/contract';
import { afterEach, describe, expect, test } from 'vitest';
import { HONEY, OIL } from '../../test/factories';
import { messages as malayalam } from '../../locales/ml';
import { i18n } from '../i18n/language';
import { cartMix, formatLastDay, formatWindow, groupCart, laterWindow } from './preorderCart';

const JANUARY: SizePreorder = {
  id: 7,
  dispatch_from: '2027-01-12',
  dispatch_to: '2027-01-18',
  closes_at: '2026-12-31T18:30:00.000Z',
  left: 40,
};
const FEBRUARY: SizePreorder = { ...JANUARY, id: 8, dispatch_from: '2027-02-01', dispatch_to: '2027-02-05' };
const PEPPER: CartItem = { ...HONEY, id: 3, sizeId: 31, product_name: 'Pepper', preorder: JANUARY };
const MANGO: CartItem = { ...HONEY, id: 4, sizeId: 41, product_name: 'Mango', preorder: FEBRUARY };

afterEach(() => i18n.activate('en'));

/** Intl puts thin spaces around a range's dash: compared as plain spaces. */
const window = (from: string, to: string) => formatWindow(from, to).replace(/\s/g, ' ');

describe('a pre-order’s days', () => {
  test('the window in English and Malayalam, one month or across two, and one day', () => {
    expect(window('2027-01-12', '2027-01-18')).toBe('12–18 January');
    expect(window('2027-01-28', '2027-02-03')).toBe('28 January – 3 February');
    expect(window('2027-01-12', '2027-01-12')).toBe('12 January');
    i18n.load('ml', malayalam);
    i18n.activate('ml');
    expect(window('2027-01-12', '2027-01-18')).toBe('ജനുവരി 12 – 18');
  });

  test('the last day to order is a Kerala day: midnight in Kerala closes at the end of the day before', () => {
    // 1 January 00:00 in Kerala is 31 December 18:30 UTC.
    expect(formatLastDay('2026-12-31T18:30:00.000Z')).toBe('31 December');
    // 31 December 20:00 UTC is already 1 January (01:30) in Kerala, whatever the browser's zone.
    expect(formatLastDay('2026-12-31T20:00:00.000Z')).toBe('1 January');
    expect(formatLastDay('not a time')).toBe('not a time');
  });
});

describe('the cart as it will be sent', () => {
  test('ready goods apart from the pre-orders, which are grouped by window, earliest first', () => {
    const { ready, preorders } = groupCart([MANGO, OIL, PEPPER, HONEY]);
    expect(ready.map((line) => line.sizeId)).toEqual([OIL.sizeId, HONEY.sizeId]);
    expect(preorders.map((group) => [group.dispatch_from, group.lines.map((l) => l.sizeId)])).toEqual([
      ['2027-01-12', [PEPPER.sizeId]],
      ['2027-02-01', [MANGO.sizeId]],
    ]);
  });

  test('what checkout must ask, and when the later parcel goes (the latest pre-order’s window)', () => {
    expect(cartMix([OIL, HONEY])).toBe('ready');
    expect(cartMix([PEPPER, MANGO])).toBe('preorders');
    expect(cartMix([OIL, PEPPER])).toBe('mixed');
    expect(laterWindow([OIL])).toBeNull();
    expect(laterWindow([MANGO, OIL, PEPPER])).toEqual({ from: '2027-02-01', to: '2027-02-05' });
  });
});
