import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BULK_PRICE_LIMITS,
  BULK_PRICE_MESSAGES as M,
  PRICE_WARNING_WORDS,
  bulkPricesApplied,
  bulkPricesApplyBody,
  bulkPricesPreviewBody,
  newPrices,
  priceChangeWords,
  pricesAppliedMessage,
  type PriceChange,
  type SizePrices,
} from './bulk-prices.js';
import { payableAmount } from './pricing.js';

const rupees = (mrp: number, offer = 0): SizePrices => ({ mrp: mrp * 100, offer: offer * 100 });
const change = (extra: Partial<PriceChange>): PriceChange => ({
  direction: 'up',
  by: 'percent',
  amount: 10,
  prices: 'both',
  ...extra,
});

describe('moving a size’s prices by a percentage', () => {
  it('moves the MRP and the offer together, each to the nearest whole rupee, halves up', () => {
    // ₹250 → ₹268.75 → ₹269; ₹220 → ₹236.50 → ₹237.
    expect(newPrices(rupees(250, 220), change({ amount: 7.5 }))).toEqual({
      mrp: 26_900,
      offer: 23_700,
      changed: true,
      warnings: [],
    });
    // ₹250 → ₹231.25 → ₹231; ₹220 → ₹203.50 → ₹204.
    expect(newPrices(rupees(250, 220), change({ direction: 'down', amount: 7.5 }))).toEqual({
      mrp: 23_100,
      offer: 20_400,
      changed: true,
      warnings: [],
    });
    // Two decimals of a percent count: ₹1,000 up 0.05 % is ₹1,000.50, which rounds up to ₹1,001.
    expect(newPrices(rupees(1000), change({ amount: 0.05 })).mrp).toBe(100_100);
    expect(newPrices(rupees(1000), change({ amount: 0.04 })).mrp).toBe(100_000);
  });

  it('keeps a size without an offer without one', () => {
    expect(newPrices(rupees(340), change({ amount: 10 }))).toEqual({
      mrp: 37_400,
      offer: 0,
      changed: true,
      warnings: [],
    });
  });

  it('never lets rounding turn a change around: such a price stays as it was', () => {
    // ₹100.40 up 0.01 % is ₹100.41, nearest ₹100: below the old price, so it stays.
    expect(newPrices({ mrp: 10_040, offer: 0 }, change({ amount: 0.01 }))).toEqual({
      mrp: 10_040,
      offer: 0,
      changed: false,
      warnings: [],
    });
    // ₹99.60 down 0.01 % is ₹99.59, nearest ₹100: above it, so it stays.
    expect(newPrices({ mrp: 9_960, offer: 0 }, change({ direction: 'down', amount: 0.01 })).mrp).toBe(9_960);
    // ₹99.60 up 0.01 % rounds up to ₹100: that is a raise.
    expect(newPrices({ mrp: 9_960, offer: 0 }, change({ amount: 0.01 })).mrp).toBe(10_000);
  });

  it('says a size whose prices stay after rounding has not changed', () => {
    expect(newPrices(rupees(10, 9), change({ amount: 1 }))).toEqual({
      mrp: 1_000,
      offer: 900,
      changed: false,
      warnings: [],
    });
  });

  it('leaves a size as it is when a price would fall below ₹1', () => {
    // ₹4 down 90 % is ₹0.40: nearest ₹0.
    expect(newPrices(rupees(4), change({ direction: 'down', amount: 90 }))).toEqual({
      mrp: 400,
      offer: 0,
      changed: false,
      warnings: ['below_one_rupee'],
    });
    // The MRP would stay above ₹1 but the offer would not.
    expect(newPrices(rupees(50, 4), change({ direction: 'down', amount: 90 }))).toEqual({
      mrp: 5_000,
      offer: 400,
      changed: false,
      warnings: ['below_one_rupee'],
    });
    // ₹5 down 90 % is ₹0.50, which rounds up to ₹1: allowed, for the MRP and for the offer.
    expect(newPrices(rupees(5), change({ direction: 'down', amount: 90 })).mrp).toBe(100);
    expect(newPrices(rupees(50, 10), change({ direction: 'down', amount: 90 }))).toEqual({
      mrp: 500,
      offer: 100,
      changed: true,
      warnings: [],
    });
  });

  it('drops an offer that rounding brings up to the MRP, and says so', () => {
    // ₹100.40 and ₹99.60 up 10 %: ₹110.44 and ₹109.56 both round to ₹110.
    expect(newPrices({ mrp: 10_040, offer: 9_960 }, change({ amount: 10 }))).toEqual({
      mrp: 11_000,
      offer: 0,
      changed: true,
      warnings: ['offer_dropped'],
    });
  });
});

describe('moving a size’s prices by rupees', () => {
  it('adds or takes the same rupees from the MRP and the offer', () => {
    expect(newPrices(rupees(250, 220), change({ by: 'rupees', amount: 20 }))).toEqual({
      mrp: 27_000,
      offer: 24_000,
      changed: true,
      warnings: [],
    });
    expect(newPrices(rupees(250, 220), change({ by: 'rupees', direction: 'down', amount: 20 }))).toEqual({
      mrp: 23_000,
      offer: 20_000,
      changed: true,
      warnings: [],
    });
  });

  it('rounds a price with paise to whole rupees as it moves', () => {
    expect(newPrices({ mrp: 24_950, offer: 22_040 }, change({ by: 'rupees', amount: 10 }))).toEqual({
      mrp: 26_000,
      offer: 23_000,
      changed: true,
      warnings: [],
    });
  });

  it('leaves a size as it is when the amount takes a price to ₹0 or below', () => {
    expect(newPrices(rupees(40), change({ by: 'rupees', direction: 'down', amount: 40 }))).toEqual({
      mrp: 4_000,
      offer: 0,
      changed: false,
      warnings: ['below_one_rupee'],
    });
    expect(newPrices(rupees(41), change({ by: 'rupees', direction: 'down', amount: 40 })).mrp).toBe(100);
  });
});

describe('moving the offer price only', () => {
  it('moves what the customer pays and never the MRP the label prints', () => {
    expect(newPrices(rupees(250, 220), change({ prices: 'offer', direction: 'down', amount: 10 }))).toEqual({
      mrp: 25_000,
      offer: 19_800,
      changed: true,
      warnings: [],
    });
    // Without an offer, the cut makes one from the MRP.
    expect(newPrices(rupees(250), change({ prices: 'offer', direction: 'down', amount: 10 }))).toEqual({
      mrp: 25_000,
      offer: 22_500,
      changed: true,
      warnings: [],
    });
    expect(newPrices(rupees(250, 220), change({ prices: 'offer', by: 'rupees', amount: 10 }))).toEqual({
      mrp: 25_000,
      offer: 23_000,
      changed: true,
      warnings: [],
    });
  });

  it('stops at the MRP: the offer goes and the size sells at its MRP', () => {
    expect(newPrices(rupees(250, 220), change({ prices: 'offer', amount: 20 }))).toEqual({
      mrp: 25_000,
      offer: 0,
      changed: true,
      warnings: ['at_mrp'],
    });
    // Exactly at the MRP: no offer either.
    expect(newPrices(rupees(250, 200), change({ prices: 'offer', amount: 25 }))).toEqual({
      mrp: 25_000,
      offer: 0,
      changed: true,
      warnings: ['at_mrp'],
    });
    // A raise of a size without an offer changes nothing: it already sells at its MRP.
    expect(newPrices(rupees(250), change({ prices: 'offer', amount: 5 }))).toEqual({
      mrp: 25_000,
      offer: 0,
      changed: false,
      warnings: ['at_mrp'],
    });
    // Just below the MRP the offer stays an offer.
    expect(newPrices(rupees(250, 200), change({ prices: 'offer', by: 'rupees', amount: 49 }))).toEqual({
      mrp: 25_000,
      offer: 24_900,
      changed: true,
      warnings: [],
    });
  });

  it('leaves a size as it is when what the customer pays would fall below ₹1', () => {
    expect(newPrices(rupees(250, 4), change({ prices: 'offer', direction: 'down', amount: 90 }))).toEqual({
      mrp: 25_000,
      offer: 400,
      changed: false,
      warnings: ['below_one_rupee'],
    });
    expect(newPrices(rupees(250, 5), change({ prices: 'offer', direction: 'down', amount: 90 }))).toEqual({
      mrp: 25_000,
      offer: 100,
      changed: true,
      warnings: [],
    });
  });
});

// ---- Properties, over any prices the database allows and any change the schema allows ----------------------------

/** Prices as the database allows them: MRP from 1 paisa, offer 0 or from 1 paisa to below the MRP. */
const sizePrices = fc.integer({ min: 1, max: 100_000_000 }).chain((mrp) =>
  fc.record({
    mrp: fc.constant(mrp),
    offer: mrp > 1 ? fc.oneof(fc.constant(0), fc.integer({ min: 1, max: mrp - 1 })) : fc.constant(0),
  }),
);
/** Whole-rupee prices, as the console's farms mostly keep them. */
const wholeRupeePrices = fc.integer({ min: 1, max: 1_000_000 }).chain((mrp) =>
  fc.record({
    mrp: fc.constant(mrp * 100),
    offer:
      mrp > 1
        ? fc.oneof(
            fc.constant(0),
            fc.integer({ min: 1, max: mrp - 1 }).map((o) => o * 100),
          )
        : fc.constant(0),
  }),
);
const anyChange: fc.Arbitrary<PriceChange> = fc
  .record({
    direction: fc.constantFrom('up' as const, 'down' as const),
    by: fc.constantFrom('percent' as const, 'rupees' as const),
    prices: fc.constantFrom('both' as const, 'offer' as const),
  })
  .chain((base) =>
    (base.by === 'rupees'
      ? fc.integer({ min: 1, max: BULK_PRICE_LIMITS.rupees })
      : fc
          .integer({
            min: 1,
            max:
              (base.direction === 'up' ? BULK_PRICE_LIMITS.percentUp : BULK_PRICE_LIMITS.percentDown) * 100,
          })
          .map((hundredths) => hundredths / 100)
    ).map((amount) => ({ ...base, amount })),
  );

describe('whatever the prices and the change', () => {
  it('writes every price it moves in whole rupees', () => {
    fc.assert(
      fc.property(sizePrices, anyChange, (old, moved) => {
        const next = newPrices(old, moved);
        if (next.mrp !== old.mrp) expect(next.mrp % 100).toBe(0);
        if (next.offer !== old.offer) expect(next.offer % 100).toBe(0);
      }),
    );
    fc.assert(
      fc.property(wholeRupeePrices, anyChange, (old, moved) => {
        const next = newPrices(old, moved);
        expect(next.mrp % 100).toBe(0);
        expect(next.offer % 100).toBe(0);
      }),
    );
  });

  it('never takes a price below ₹1 (an offer of 0 is no offer)', () => {
    fc.assert(
      fc.property(sizePrices, anyChange, (old, moved) => {
        const next = newPrices(old, moved);
        if (!next.changed) expect({ mrp: next.mrp, offer: next.offer }).toEqual(old);
        // A price that moves lands at ₹1 or more (a price below ₹1 from before a change may stay so).
        if (next.mrp !== old.mrp) expect(next.mrp).toBeGreaterThanOrEqual(100);
        if (next.offer !== old.offer && next.offer !== 0) expect(next.offer).toBeGreaterThanOrEqual(100);
      }),
    );
    fc.assert(
      fc.property(wholeRupeePrices, anyChange, (old, moved) => {
        const next = newPrices(old, moved);
        expect(next.mrp).toBeGreaterThanOrEqual(100);
        if (next.offer !== 0) expect(next.offer).toBeGreaterThanOrEqual(100);
      }),
    );
  });

  it('moves the MRP and what the customer pays only the way asked', () => {
    fc.assert(
      fc.property(sizePrices, anyChange, (old, moved) => {
        const next = newPrices(old, moved);
        const paidBefore = payableAmount(old.mrp, old.offer);
        const paidAfter = payableAmount(next.mrp, next.offer);
        if (moved.direction === 'up') {
          expect(next.mrp).toBeGreaterThanOrEqual(old.mrp);
          expect(paidAfter).toBeGreaterThanOrEqual(paidBefore);
        } else {
          expect(next.mrp).toBeLessThanOrEqual(old.mrp);
          expect(paidAfter).toBeLessThanOrEqual(paidBefore);
        }
        if (moved.prices === 'offer') expect(next.mrp).toBe(old.mrp);
      }),
    );
  });

  it('keeps the offer below the MRP, or none', () => {
    fc.assert(
      fc.property(sizePrices, anyChange, (old, moved) => {
        const next = newPrices(old, moved);
        expect(next.offer).toBeGreaterThanOrEqual(0);
        if (next.offer !== 0) expect(next.offer).toBeLessThan(next.mrp);
      }),
    );
  });

  it('says a size changed exactly when a price differs', () => {
    fc.assert(
      fc.property(sizePrices, anyChange, (old, moved) => {
        const next = newPrices(old, moved);
        expect(next.changed).toBe(next.mrp !== old.mrp || next.offer !== old.offer);
      }),
    );
  });

  it('changes nothing with a change of 0, not even by rounding', () => {
    fc.assert(
      fc.property(sizePrices, anyChange, (old, moved) => {
        expect(newPrices(old, { ...moved, amount: 0 })).toEqual({ ...old, changed: false, warnings: [] });
      }),
    );
  });
});

describe('the change as the console and the API send it', () => {
  const body = { category_id: 3, direction: 'up', by: 'percent', amount: 7.5 };
  const refusal = (input: object) => {
    const parsed = bulkPricesPreviewBody.safeParse(input);
    return parsed.success
      ? undefined
      : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('reads a typed amount and moves both prices unless told otherwise', () => {
    expect(bulkPricesPreviewBody.parse({ ...body, amount: '7.5' })).toEqual({ ...body, prices: 'both' });
    expect(bulkPricesPreviewBody.parse({ ...body, prices: 'offer' }).prices).toBe('offer');
    expect(bulkPricesPreviewBody.parse({ ...body, direction: 'down', amount: 90 }).amount).toBe(90);
    expect(bulkPricesPreviewBody.parse({ ...body, amount: 500 }).amount).toBe(500);
    expect(bulkPricesPreviewBody.parse({ ...body, amount: 7.15 }).amount).toBe(7.15);
    expect(bulkPricesPreviewBody.parse({ ...body, by: 'rupees', amount: 100_000 }).amount).toBe(100_000);
  });

  it('refuses each bad value in words, beside its field', () => {
    expect(refusal({ ...body, amount: 0 })).toEqual([['amount', M.amountInvalid]]);
    expect(refusal({ ...body, amount: -5 })).toEqual([['amount', M.amountInvalid]]);
    expect(refusal({ ...body, amount: 'abc' })).toEqual([['amount', M.amountInvalid]]);
    expect(refusal({ ...body, amount: 7.125 })).toEqual([['amount', M.percentDecimals]]);
    expect(refusal({ ...body, amount: 500.01 })).toEqual([['amount', M.percentUpTooHigh]]);
    expect(refusal({ ...body, direction: 'down', amount: 90.01 })).toEqual([
      ['amount', M.percentDownTooHigh],
    ]);
    expect(refusal({ ...body, direction: 'down', amount: 91 })).toEqual([['amount', M.percentDownTooHigh]]);
    expect(refusal({ ...body, direction: 'down', amount: 600 })).toEqual([['amount', M.percentDownTooHigh]]);
    expect(refusal({ ...body, by: 'rupees', amount: 10.5 })).toEqual([['amount', M.rupeesWhole]]);
    expect(refusal({ ...body, by: 'rupees', amount: 100_001 })).toEqual([['amount', M.rupeesTooHigh]]);
    // A big raise in rupees is not held to the percentage's limits.
    expect(refusal({ ...body, by: 'rupees', direction: 'down', amount: 600 })).toBeUndefined();
    expect(refusal({ ...body, direction: 'sideways' })).toEqual([['direction', M.directionInvalid]]);
    expect(refusal({ ...body, by: 'kilos' })).toEqual([['by', M.byInvalid]]);
    expect(refusal({ ...body, prices: 'mrp' })).toEqual([['prices', M.pricesInvalid]]);
    expect(refusal({ ...body, category_id: 'spices' })).toEqual([['category_id', M.categoryRequired]]);
    expect(refusal({ ...body, category_id: 0 })).toEqual([['category_id', M.categoryRequired]]);
    expect(refusal({ ...body, category_id: 1.5 })).toEqual([['category_id', M.categoryRequired]]);
    expect(refusal({ ...body, category_id: 2 ** 31 })).toEqual([['category_id', M.categoryRequired]]);
  });

  it('applies only with the fingerprint of a preview', () => {
    const fingerprint = 'a'.repeat(64);
    expect(bulkPricesApplyBody.parse({ ...body, fingerprint }).fingerprint).toBe(fingerprint);
    for (const bad of [
      undefined,
      '',
      'A'.repeat(64),
      'a'.repeat(63),
      'g'.repeat(64),
      `x${fingerprint}`,
      `${fingerprint}x`,
    ]) {
      const parsed = bulkPricesApplyBody.safeParse({ ...body, fingerprint: bad });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([M.fingerprintRequired]);
    }
    expect(bulkPricesApplyBody.safeParse({ ...body, amount: 0, fingerprint }).error?.issues[0]?.message).toBe(
      M.amountInvalid,
    );
  });
});

describe('the answers', () => {
  it('keeps what an apply says', () => {
    const answer = { message: pricesAppliedMessage(2, 'Spices'), changed: 2 };
    expect(bulkPricesApplied.parse(answer)).toEqual(answer);
  });
});

describe('the words', () => {
  it('says the change, the result and each warning', () => {
    expect(priceChangeWords(change({ amount: 7.5 }))).toBe('raised by 7.5 %');
    expect(priceChangeWords(change({ direction: 'down', by: 'rupees', amount: 1500, prices: 'offer' }))).toBe(
      'lowered by ₹1,500 (offer prices only)',
    );
    expect(pricesAppliedMessage(1, 'Spices')).toBe(
      'New prices saved for 1 size in Spices; the shop shows them now.',
    );
    expect(pricesAppliedMessage(12, 'Spices')).toBe(
      'New prices saved for 12 sizes in Spices; the shop shows them now.',
    );
    expect(M.rupeesTooHigh).toBe('Change prices by at most ₹1,00,000 at a time.');
    expect(M.percentUpTooHigh).toBe('Raise prices by at most 500 %.');
    expect(M.percentDownTooHigh).toMatch(/^Lower prices by at most 90 %/);
    expect(Object.values(PRICE_WARNING_WORDS).every((words) => words.length > 20)).toBe(true);
  });
});
