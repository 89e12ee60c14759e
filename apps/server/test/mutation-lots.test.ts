/**
 * The rules of lots that need no database (src/modules/stock/lots.ts): first expiry first, the generated code, the
 * console's view of a lot. Written for mutation testing (npm run test:mutation); lots.test.ts covers the same rules
 * through the console's API on both engines.
 */
import { LOT_MESSAGES, addDays } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import type { LotListRow, LotRow } from '../src/modules/stock/lot-repository.js';
import { firstExpiryFirst, generatedLotCode, lotView, packable } from '../src/modules/stock/lots.js';

const DELIVER_BY = '2027-01-10';

function lot(id: number, bestBefore: string | null, overrides: Partial<LotRow> = {}): LotRow {
  return {
    id,
    productSizeId: 5,
    code: `L-${id}`,
    received: 10,
    onHand: 10,
    cropId: null,
    source: '',
    harvestedOn: null,
    processedOn: '2026-12-01',
    process: null,
    bestBefore,
    certificateMediaId: null,
    notes: '',
    blockedAt: null,
    createdAt: new Date('2026-12-01T06:00:00Z'),
    ...overrides,
  };
}
const ids = (takes: { lot: LotRow; quantity: number }[]) => takes.map((t) => [t.lot.id, t.quantity]);

describe('first expiry first', () => {
  // Made on 1 Dec 2026: a short life asks for 45 days left at delivery, so 24 Feb 2027 is the first packable.
  const tooOld = lot(1, '2027-02-23');
  const edge = lot(2, '2027-02-24');
  const fresh = lot(3, '2027-12-01');

  it('takes the lots in their order, each as far as it has free, and says what none had', () => {
    const shelf = [
      { lot: edge, free: 2 },
      { lot: fresh, free: 3 },
    ];
    expect(firstExpiryFirst(shelf, 4, null)).toEqual({
      takes: [
        { lot: edge, quantity: 2 },
        { lot: fresh, quantity: 2 },
      ],
      missing: 0,
    });
    expect(firstExpiryFirst(shelf, 2, null)).toEqual({ takes: [{ lot: edge, quantity: 2 }], missing: 0 });
    expect(firstExpiryFirst(shelf, 7, null)).toEqual({
      takes: [
        { lot: edge, quantity: 2 },
        { lot: fresh, quantity: 3 },
      ],
      missing: 2,
    });
    expect(firstExpiryFirst(shelf, 0, null)).toEqual({ takes: [], missing: 0 });
  });

  it('passes over a lot with nothing free', () => {
    const shelf = [
      { lot: edge, free: 0 },
      { lot: fresh, free: 1 },
    ];
    expect(ids(firstExpiryFirst(shelf, 1, null).takes)).toEqual([[3, 1]]);
  });

  it('with a delivery date, the lots that may be packed first, then the others in their order', () => {
    const shelf = [
      { lot: tooOld, free: 2 },
      { lot: edge, free: 1 },
      { lot: fresh, free: 1 },
    ];
    expect(ids(firstExpiryFirst(shelf, 3, DELIVER_BY).takes)).toEqual([
      [2, 1],
      [3, 1],
      [1, 1],
    ]);
    // Asked for more than the shelf has: each lot once, and what none had is missing.
    expect(firstExpiryFirst(shelf, 6, DELIVER_BY)).toMatchObject({ missing: 2 });
    expect(ids(firstExpiryFirst(shelf, 6, DELIVER_BY).takes)).toEqual([
      [2, 1],
      [3, 1],
      [1, 2],
    ]);
    // Without one, strictly by the order given.
    expect(ids(firstExpiryFirst(shelf, 3, null).takes)).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('knows the edge of the floor to the day, and a blocked lot is never packable', () => {
    expect(packable(edge, DELIVER_BY).ok).toBe(true);
    expect(packable(tooOld, DELIVER_BY)).toMatchObject({
      ok: false,
      reason: LOT_MESSAGES.belowFloor('L-1', '2027-02-23', DELIVER_BY, 45),
    });
    expect(packable(lot(4, '2099-01-01', { blockedAt: new Date() }), DELIVER_BY)).toMatchObject({
      ok: false,
      reason: LOT_MESSAGES.blocked('L-4'),
    });
    // The made-on day falls back to the harvest, then to the day received (in Kerala).
    const harvested = lot(5, addDays('2026-06-01', 365), { processedOn: null, harvestedOn: '2026-06-01' });
    expect(packable(harvested, addDays('2026-06-01', 365 - 110)).ok).toBe(true);
    expect(packable(harvested, addDays('2026-06-01', 365 - 109)).ok).toBe(false);
    const received = lot(6, '2027-12-01', { processedOn: null, createdAt: new Date('2026-11-30T20:00:00Z') });
    // Received 1 Dec in Kerala (20:00 UTC is 01:30 the next day): a year's life asks for 110 days.
    expect(packable(received, addDays('2027-12-01', -110)).ok).toBe(true);
    expect(packable(received, addDays('2027-12-01', -109)).ok).toBe(false);
  });
});

describe('a generated lot code', () => {
  it('is the product’s initials, the day received and the size, numbered after the first', () => {
    expect(generatedLotCode('Virgin Coconut Oil', '2026-11-28', 14, 1)).toBe('VCO-261128-14');
    expect(generatedLotCode('Virgin Coconut Oil', '2026-11-28', 14, 2)).toBe('VCO-261128-14-2');
    expect(generatedLotCode('wild honey', '2027-01-05', 3, 1)).toBe('WH-270105-3');
    expect(generatedLotCode('Black Pepper Whole Dried Spice', '2027-01-05', 3, 1)).toBe('BPW-270105-3');
    // One word, or none in letters this code can carry: LOT.
    expect(generatedLotCode('Honey', '2027-01-05', 3, 1)).toBe('LOT-270105-3');
    expect(generatedLotCode('', '2027-01-05', 3, 1)).toBe('LOT-270105-3');
    expect(generatedLotCode('തേൻ', '2027-01-05', 3, 1)).toBe('LOT-270105-3');
  });
});

describe('the console’s view of a lot', () => {
  const row: LotListRow = {
    ...lot(7, '2027-12-01', {
      harvestedOn: '2026-11-20',
      process: 'pressing',
      cropId: 2,
      certificateMediaId: 9,
    }),
    productId: 4,
    productName: 'Virgin coconut oil',
    size: '500 ml',
    cropName: 'Coconut',
    certificateKey: 'abc',
  };
  const url = (key: string) => `/pictures/${key}`;

  it('names the crop and the certificate only when both halves are there', () => {
    const view = lotView(row, DELIVER_BY, url);
    expect(view).toMatchObject({
      id: 7,
      code: 'L-7',
      product_size_id: 5,
      product_id: 4,
      product_name: 'Virgin coconut oil',
      size: '500 ml',
      received: 10,
      on_hand: 10,
      crop: { id: 2, name: 'Coconut' },
      harvested_on: '2026-11-20',
      processed_on: '2026-12-01',
      process: 'pressing',
      best_before: '2027-12-01',
      received_on: '2026-12-01',
      certificate: { media_id: 9, url: '/pictures/abc' },
      blocked: false,
      packable: true,
      refusal: null,
    });
    expect(view.last_pack_day).toBe(addDays('2027-12-01', -110 - 7));
    expect(lotView({ ...row, cropName: null }, DELIVER_BY, url).crop).toBeNull();
    expect(lotView({ ...row, cropId: null }, DELIVER_BY, url).crop).toBeNull();
    expect(lotView({ ...row, certificateKey: null }, DELIVER_BY, url).certificate).toBeNull();
    expect(lotView({ ...row, certificateMediaId: null }, DELIVER_BY, url).certificate).toBeNull();
    const blocked = lotView({ ...row, blockedAt: new Date() }, DELIVER_BY, url);
    expect(blocked).toMatchObject({ blocked: true, packable: false, refusal: LOT_MESSAGES.blocked('L-7') });
  });
});
