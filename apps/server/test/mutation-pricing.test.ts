/**
 * The one place that prices an order (src/modules/checkout/pricing.ts), over a catalogue and shipping slabs held in
 * memory: today's price of each size, the lines merged per size, the refusals by name, the slab of the address's
 * zone and its edges, the payable total and its limit, and the message (and field) of every refusal, which is what
 * the 422 body says. Written for mutation testing (npm run test:mutation); checkout.test.ts covers the same rules
 * through the API on a real database.
 */
import {
  CHECKOUT_MESSAGES,
  DELIVERY_PLAN_MESSAGE,
  MAX_ORDER_TOTAL_RUPEES,
  MAX_QUANTITY,
  SHIPPING_ZONE_LABELS,
  type ShippingZone,
} from '@farm/contract';
import { describe, expect, it } from 'vitest';
import {
  heaviestParcel,
  Pricing,
  slabFor,
  type LinePreorder,
  type RequestedLine,
} from '../src/modules/checkout/pricing.js';
import { zoneOf } from '@farm/contract';
import type { CheckoutRepository, SellableSize, SlabRow } from '../src/modules/checkout/repository.js';
import { RuleViolationError } from '../src/shared/errors.js';

const LIMIT_PAISE = MAX_ORDER_TOTAL_RUPEES * 100;

function size(overrides: Partial<SellableSize> & Pick<SellableSize, 'productSizeId'>): SellableSize {
  return {
    productId: 1,
    priceId: overrides.productSizeId + 100,
    size: '1 kg',
    weightGrams: 1000,
    inStock: true,
    stockCount: null,
    productActive: true,
    productName: 'Matta rice',
    productNameMal: 'മട്ട അരി',
    productSlug: 'matta-rice',
    image: 'rice.jpg',
    originalPricePaise: 12000,
    offerPricePaise: 0,
    ...overrides,
  };
}

const rice = size({ productSizeId: 11, productId: 1, weightGrams: 1000, originalPricePaise: 12000 });
const oil = size({
  productSizeId: 21,
  productId: 2,
  productName: 'Coconut oil',
  size: '500 ml',
  weightGrams: 550,
  originalPricePaise: 25000,
  offerPricePaise: 22550,
});
const pepper = size({
  productSizeId: 31,
  productId: 3,
  productName: 'Pepper',
  size: '100 g',
  weightGrams: 100,
  inStock: false,
});
const retired = size({
  productSizeId: 41,
  productId: 4,
  productName: 'Old jam',
  size: 'jar',
  productActive: false,
});
const gold = size({
  productSizeId: 51,
  productId: 5,
  productName: 'Saffron',
  originalPricePaise: LIMIT_PAISE / 2,
});

const keralaSlabs: SlabRow[] = [
  { minWeightGrams: 0, maxWeightGrams: 1000, chargePaise: 5000 },
  { minWeightGrams: 1001, maxWeightGrams: 5000, chargePaise: 9000 },
  { minWeightGrams: 5001, maxWeightGrams: 20000, chargePaise: 15000 },
];
const indiaSlabs: SlabRow[] = [
  { minWeightGrams: 0, maxWeightGrams: 2000, chargePaise: 12000 },
  { minWeightGrams: 2001, maxWeightGrams: null, chargePaise: 30000 },
];

function pricing(
  slabs: Partial<Record<ShippingZone, SlabRow[]>> = { kerala: keralaSlabs, rest_of_india: indiaSlabs },
  preorders: ReadonlyMap<number, LinePreorder> = new Map(),
) {
  const asked: number[][] = [];
  const repo = {
    sizes: async (ids: number[]) => {
      asked.push(ids);
      return [rice, oil, pepper, retired, gold].filter((s) => ids.includes(s.productSizeId));
    },
    slabs: async (zone: ShippingZone) => slabs[zone] ?? [],
  } as unknown as CheckoutRepository;
  const lookup = {
    openFor: async (ids: readonly number[]) =>
      new Map([...preorders].filter(([sizeId]) => ids.includes(sizeId))),
  };
  return { pricing: new Pricing(repo, lookup), asked };
}

/** The refusal `run` ends with, as the 422 body would say it. */
async function refusal(
  run: () => Promise<unknown>,
): Promise<{ message: string; errors: Record<string, string[]> }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof RuleViolationError) return { message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

const line = (productSizeId: number, quantity: number, productId?: number): RequestedLine => ({
  productSizeId,
  quantity,
  productId,
});

describe('zones', () => {
  it('are Kerala for state 1 and the rest of India for every other state', () => {
    expect(zoneOf(1)).toBe('kerala');
    expect(zoneOf(2)).toBe('rest_of_india');
    expect(zoneOf(25)).toBe('rest_of_india');
    expect(Pricing.zoneLabel('kerala')).toBe(SHIPPING_ZONE_LABELS.kerala);
    expect(Pricing.zoneLabel('rest_of_india')).toBe(SHIPPING_ZONE_LABELS.rest_of_india);
  });
});

describe('slabs', () => {
  it('cover their weights from the lower to the upper bound, both included', () => {
    expect(slabFor(keralaSlabs, 0)).toBe(keralaSlabs[0]);
    expect(slabFor(keralaSlabs, 1000)).toBe(keralaSlabs[0]);
    expect(slabFor(keralaSlabs, 1001)).toBe(keralaSlabs[1]);
    expect(slabFor(keralaSlabs, 5000)).toBe(keralaSlabs[1]);
    expect(slabFor(keralaSlabs, 5001)).toBe(keralaSlabs[2]);
    expect(slabFor(keralaSlabs, 20000)).toBe(keralaSlabs[2]);
    expect(slabFor(keralaSlabs, 20001)).toBeUndefined();
  });

  it('may leave the last one open above', () => {
    expect(slabFor(indiaSlabs, 2001)).toBe(indiaSlabs[1]);
    expect(slabFor(indiaSlabs, 1_000_000)).toBe(indiaSlabs[1]);
    expect(slabFor([{ minWeightGrams: 500, maxWeightGrams: null, chargePaise: 1 }], 499)).toBeUndefined();
  });

  it('know the heaviest parcel only when every slab has an upper bound', () => {
    expect(heaviestParcel(keralaSlabs)).toBe(20000);
    expect(heaviestParcel([...keralaSlabs].reverse())).toBe(20000);
    expect(heaviestParcel(indiaSlabs)).toBeUndefined();
    expect(heaviestParcel([])).toBeUndefined();
  });
});

describe('shipping', () => {
  it('charges the slab of the zone of the state', async () => {
    const { pricing: p } = pricing();
    expect(await p.shipping(1, 1000)).toEqual({ zone: 'kerala', chargePaise: 5000 });
    expect(await p.shipping(1, 1001)).toEqual({ zone: 'kerala', chargePaise: 9000 });
    expect(await p.shipping(7, 1000)).toEqual({ zone: 'rest_of_india', chargePaise: 12000 });
    expect(await p.shipping(7, 50_000)).toEqual({ zone: 'rest_of_india', chargePaise: 30000 });
  });

  it('refuses a parcel heavier than the top slab, naming the limit, on the address', async () => {
    const { pricing: p } = pricing();
    expect(await p.shipping(1, 20000)).toEqual({ zone: 'kerala', chargePaise: 15000 });
    const message = CHECKOUT_MESSAGES.tooHeavy(20000);
    expect(await refusal(() => p.shipping(1, 20001))).toEqual({ message, errors: { address_id: [message] } });
  });

  it('never ships for free: no slab for the weight, or none at all, is a refusal', async () => {
    const gap = pricing({
      kerala: [
        { minWeightGrams: 0, maxWeightGrams: 1000, chargePaise: 5000 },
        { minWeightGrams: 2000, maxWeightGrams: 3000, chargePaise: 9000 },
      ],
    }).pricing;
    const noShipping = {
      message: CHECKOUT_MESSAGES.noShipping,
      errors: { address_id: [CHECKOUT_MESSAGES.noShipping] },
    };
    expect(await refusal(() => gap.shipping(1, 1500))).toEqual(noShipping);
    expect(await refusal(() => pricing({ kerala: [] }).pricing.shipping(1, 10))).toEqual(noShipping);
    // Open-ended slabs start above the weight: no limit to name.
    const late = pricing({ kerala: [{ minWeightGrams: 500, maxWeightGrams: null, chargePaise: 1 }] }).pricing;
    expect(await refusal(() => late.shipping(1, 100))).toEqual(noShipping);
  });
});

describe('lines', () => {
  it("price each size at today's offer, or its original price when there is no offer", async () => {
    const { pricing: p } = pricing();
    const lines = await p.lines([line(11, 2, 1), line(21, 3, 2)], { requireInStock: true });
    expect(lines).toEqual([
      // Neither size has an open pre-order: each line says so (issue 37).
      { ...rice, quantity: 2, unitPricePaise: 12000, totalPaise: 24000, preorder: null },
      { ...oil, quantity: 3, unitPricePaise: 22550, totalPaise: 67650, preorder: null },
    ]);
  });

  it('merge the same size asked for twice into one line, asking the catalogue once', async () => {
    const { pricing: p, asked } = pricing();
    const lines = await p.lines([line(11, 2), line(21, 1), line(11, 5, 1)], { requireInStock: true });
    expect(lines.map((l) => [l.productSizeId, l.quantity, l.totalPaise])).toEqual([
      [11, 7, 84000],
      [21, 1, 22550],
    ]);
    expect(asked).toEqual([[11, 21]]);
  });

  it('merge a size named with its product and without it, in either order, or twice with the same product', async () => {
    const { pricing: p } = pricing();
    const quantities = async (requested: RequestedLine[]) =>
      (await p.lines(requested, { requireInStock: true })).map((l) => [l.productSizeId, l.quantity]);
    expect(await quantities([line(11, 2, 1), line(11, 3)])).toEqual([[11, 5]]);
    expect(await quantities([line(11, 2), line(11, 3, 1)])).toEqual([[11, 5]]);
    expect(await quantities([line(11, 1, 1), line(11, 2, 1)])).toEqual([[11, 3]]);
  });

  it(`allow up to ${MAX_QUANTITY} of a size, counted after merging`, async () => {
    const { pricing: p } = pricing();
    const [full] = await p.lines([line(11, MAX_QUANTITY - 1), line(11, 1)], { requireInStock: true });
    expect(full?.quantity).toBe(MAX_QUANTITY);
    const tooMany = { message: CHECKOUT_MESSAGES.quantity, errors: { cart: [CHECKOUT_MESSAGES.quantity] } };
    expect(
      await refusal(() => p.lines([line(11, MAX_QUANTITY), line(11, 1)], { requireInStock: true })),
    ).toEqual(tooMany);
    expect(await refusal(() => p.lines([line(11, MAX_QUANTITY + 1)], { requireInStock: false }))).toEqual(
      tooMany,
    );
  });

  it('refuse one size claimed for two products', async () => {
    const { pricing: p } = pricing();
    const message = 'This item is not available any more: size 11. Please remove it from your cart.';
    expect(await refusal(() => p.lines([line(11, 1, 1), line(11, 1, 2)], { requireInStock: true }))).toEqual({
      message,
      errors: { cart: [message] },
    });
  });

  it('refuse a size under another product than its own', async () => {
    const { pricing: p } = pricing();
    expect((await refusal(() => p.lines([line(11, 1, 2)], { requireInStock: true }))).message).toBe(
      'This item is not available any more: Matta rice (1 kg). Please remove it from your cart.',
    );
  });

  it('refuse by name every size not sold any more, and sizes not in the catalogue by number', async () => {
    const { pricing: p } = pricing();
    const message =
      'These items are not available any more: Pepper (100 g), Old jam (jar), an item that is no longer sold ' +
      '(size 99). Please remove them from your cart.';
    expect(
      await refusal(() =>
        p.lines([line(11, 1), line(31, 1), line(41, 1), line(99, 1)], { requireInStock: true }),
      ),
    ).toEqual({ message, errors: { cart: [message] } });
  });

  it('price a size out of stock when stock does not matter (reorder), never a retired product', async () => {
    const { pricing: p } = pricing();
    const [priced] = await p.lines([line(31, 2)], { requireInStock: false });
    expect(priced).toMatchObject({
      productSizeId: 31,
      quantity: 2,
      unitPricePaise: 12000,
      totalPaise: 24000,
    });
    expect((await refusal(() => p.lines([line(41, 1)], { requireInStock: false }))).message).toBe(
      'This item is not available any more: Old jam (jar). Please remove it from your cart.',
    );
  });
});

describe('a cart', () => {
  it('adds up items, weight, shipping of the zone and the payable total', async () => {
    const { pricing: p } = pricing();
    const cart = await p.cart([line(11, 2), line(21, 3)], 1);
    expect(cart).toMatchObject({
      subtotalPaise: 24000 + 67650,
      weightGrams: 2000 + 1650,
      zone: 'kerala',
      shippingPaise: 9000,
      payablePaise: 24000 + 67650 + 9000,
      itemsCount: 5,
    });
    expect(cart.lines.map((l) => l.productSizeId)).toEqual([11, 21]);
    const elsewhere = await p.cart([line(21, 1)], 12);
    expect(elsewhere).toMatchObject({ zone: 'rest_of_india', shippingPaise: 12000, payablePaise: 34550 });
  });

  it('is refused for what is out of stock', async () => {
    const { pricing: p } = pricing();
    expect((await refusal(() => p.cart([line(31, 1)], 1))).message).toBe(
      'This item is not available any more: Pepper (100 g). Please remove it from your cart.',
    );
  });

  it(`may come to ₹${MAX_ORDER_TOTAL_RUPEES} with shipping, not a paisa more`, async () => {
    const free = pricing({ kerala: [{ minWeightGrams: 0, maxWeightGrams: null, chargePaise: 0 }] }).pricing;
    expect((await free.cart([line(51, 2)], 1)).payablePaise).toBe(LIMIT_PAISE);
    const tooLarge = {
      message: CHECKOUT_MESSAGES.orderTooLarge,
      errors: { cart: [CHECKOUT_MESSAGES.orderTooLarge] },
    };
    // Within the limit before shipping, over it with shipping.
    expect(await refusal(() => pricing().pricing.cart([line(51, 2)], 1))).toEqual(tooLarge);
    expect(() => Pricing.checkTotal(LIMIT_PAISE)).not.toThrow();
    expect(() => Pricing.checkTotal(LIMIT_PAISE + 1)).toThrow(CHECKOUT_MESSAGES.orderTooLarge);
  });

  it('says the items alone are over the limit before anything about shipping', async () => {
    const nowhere = pricing({ kerala: [] }).pricing;
    expect(await refusal(() => nowhere.cart([line(51, 3)], 1))).toEqual({
      message: CHECKOUT_MESSAGES.orderTooLarge,
      errors: { cart: [CHECKOUT_MESSAGES.orderTooLarge] },
    });
  });
});

describe('parcels of a cart with pre-order lines (issue 37)', () => {
  // Pepper is sold out on the shelf but sells from its pre-order; a second pre-order (oil) ships later still.
  const honeyWindow = { id: 7, dispatchFrom: '2027-01-12', dispatchTo: '2027-01-18' };
  const oilWindow = { id: 8, dispatchFrom: '2027-02-01', dispatchTo: '2027-02-05' };
  const withPepper = () => pricing(undefined, new Map([[31, honeyWindow]])).pricing;

  it('marks the pre-order lines, sells a size the shelf calls sold out, and sends a pre-order-only cart later', async () => {
    const cart = await withPepper().cart([line(31, 2)], 1);
    expect(cart.lines.map((l) => [l.productSizeId, l.preorder])).toEqual([[31, honeyWindow]]);
    expect(cart.deliveryPlan).toBeNull();
    expect(cart.shippingPaise).toBe(5000);
    expect(cart.parcels).toEqual([
      {
        when: 'later',
        weight: 200,
        shipping_charge: 50,
        dispatch_from: '2027-01-12',
        dispatch_to: '2027-01-18',
      },
    ]);
    // Ready goods only: no parcels, no plan.
    const ready = await withPepper().cart([line(11, 1)], 1);
    expect(ready.parcels).toBeUndefined();
    expect(ready.deliveryPlan).toBeNull();
  });

  it('prices a mixed cart together at the slab of the whole weight, and split at one slab per parcel', async () => {
    // Rice 1000 g now, pepper 2 × 100 g later: together 1200 g (₹90); split 1000 g (₹50) + 200 g (₹50).
    const together = await withPepper().cart([line(11, 1), line(31, 2)], 1, { plan: 'together' });
    expect(together.deliveryPlan).toBe('together');
    expect(together.shippingPaise).toBe(9000);
    expect(together.payablePaise).toBe(12000 + 2 * 12000 + 9000);
    expect(together.parcels).toEqual([
      {
        when: 'later',
        weight: 1200,
        shipping_charge: 90,
        dispatch_from: '2027-01-12',
        dispatch_to: '2027-01-18',
      },
    ]);
    const split = await withPepper().cart([line(11, 1), line(31, 2)], 1, { plan: 'split' });
    expect(split.deliveryPlan).toBe('split');
    expect(split.shippingPaise).toBe(10000);
    expect(split.parcels).toEqual([
      { when: 'now', weight: 1000, shipping_charge: 50, dispatch_from: null, dispatch_to: null },
      {
        when: 'later',
        weight: 200,
        shipping_charge: 50,
        dispatch_from: '2027-01-12',
        dispatch_to: '2027-01-18',
      },
    ]);
  });

  it('prices a mixed cart without a plan together, unless the plan is required: then it is refused on its field', async () => {
    const quoted = await withPepper().cart([line(11, 1), line(31, 2)], 1);
    expect(quoted.deliveryPlan).toBe('together');
    expect(
      await refusal(() => withPepper().cart([line(11, 1), line(31, 2)], 1, { requirePlan: true })),
    ).toEqual({
      message: DELIVERY_PLAN_MESSAGE,
      errors: { delivery_plan: [DELIVERY_PLAN_MESSAGE] },
    });
    // A pre-order-only cart needs no plan, even when one is required.
    expect((await withPepper().cart([line(31, 1)], 1, { requirePlan: true })).deliveryPlan).toBeNull();
  });

  it('sends the later parcel in the latest window among its pre-orders', async () => {
    const two = pricing(
      undefined,
      new Map([
        [31, honeyWindow],
        [21, oilWindow],
      ]),
    ).pricing;
    for (const order of [
      [line(31, 1), line(21, 1)],
      [line(21, 1), line(31, 1)],
    ]) {
      const cart = await two.cart(order, 1);
      expect(cart.parcels).toEqual([
        {
          when: 'later',
          weight: 650,
          shipping_charge: 50,
          dispatch_from: '2027-02-01',
          dispatch_to: '2027-02-05',
        },
      ]);
    }
  });

  it('refuses a parcel no slab covers, naming the address', async () => {
    // Split: the ready parcel (rice 1000 g) has a slab, the later one (6 × 100 g) falls in a gap.
    const gap = pricing(
      {
        kerala: [
          { minWeightGrams: 0, maxWeightGrams: 500, chargePaise: 4000 },
          { minWeightGrams: 1000, maxWeightGrams: 1600, chargePaise: 8000 },
        ],
      },
      new Map([[31, honeyWindow]]),
    ).pricing;
    expect(await refusal(() => gap.cart([line(11, 1), line(31, 6)], 1, { plan: 'split' }))).toEqual({
      message: CHECKOUT_MESSAGES.noShipping,
      errors: { address_id: [CHECKOUT_MESSAGES.noShipping] },
    });
    // Together (1600 g) is covered.
    expect((await gap.cart([line(11, 1), line(31, 6)], 1, { plan: 'together' })).shippingPaise).toBe(8000);
  });
});
