import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EXTRA_HARVEST_GROUPS,
  cartTotals,
  STATES,
  stateById,
  findExtraHarvestGroup,
  idString,
  paiseToRupees,
  productSearchQuery,
  reviewBody,
  tooManyRequestsMessage,
  rupeesToPaise,
  uploadUrl,
  uploadSrcSet,
  mediaKeyOf,
  mediaSrcSetOfUrl,
  widthsFor,
  MEDIA_WIDTHS,
  verifyPaymentBody,
  loginBody,
  LOGIN_MESSAGES,
} from './index.js';

describe('idString', () => {
  it('accepts positive whole numbers up to the largest database id', () => {
    expect(idString.parse('1')).toBe(1);
    expect(idString.parse('2147483647')).toBe(2147483647);
  });

  it.each(['abc', '-1', '0', '1.5', '2147483648', '', '1e3', '0x10'])(
    'refuses %j with one plain message',
    (raw) => {
      const result = idString.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The id must be a positive whole number.');
    },
  );
});

describe('default messages', () => {
  it('speak plainly instead of naming types', () => {
    const schema = z.object({ name: z.string(), qty: z.number(), tags: z.array(z.string()).max(1) });
    const result = schema.safeParse({ qty: 'many', tags: ['a', 'b'] });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'This field is required.',
      qty: 'This must be a number.',
      tags: 'Give at most 1 item(s).',
    });
  });
});

describe('constants', () => {
  it('lists all 36 states and union territories: the spec’s 25 with their ids, then the other 11', () => {
    expect(STATES).toHaveLength(36);
    expect(STATES.map((s) => s.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(STATES[0]).toMatchObject({ id: 1, name: 'Kerala', gstCode: '32' });
    expect(STATES[24]).toMatchObject({ id: 25, name: 'Tripura' });
    for (const name of [
      'Uttar Pradesh',
      'West Bengal',
      'Uttarakhand',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
    ]) {
      expect(STATES.slice(25).map((s) => s.name)).toContain(name);
    }
    // Every GST state code once: the invoice's place of supply names it.
    expect(new Set(STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(STATES.every((s) => /^\d\d$/.test(s.gstCode) && s.nameMl.length > 0)).toBe(true);
    expect(stateById(32)?.name).toBe('Delhi');
    expect(stateById(37)).toBeUndefined();
  });

  it('finds extra-harvest groups ignoring case', () => {
    expect(EXTRA_HARVEST_GROUPS).toHaveLength(8);
    expect(findExtraHarvestGroup('Animal care and maintenance')).toBe('Animal Care and Maintenance');
    expect(findExtraHarvestGroup(' fruits ')).toBe('Fruits');
    expect(findExtraHarvestGroup('main')).toBeUndefined();
  });

  it('converts money between paise and rupees without drift', () => {
    expect(rupeesToPaise(49.5)).toBe(4950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(39900)).toBe(399);
  });

  it('builds upload addresses under the spec image bases', () => {
    expect(uploadUrl('what_in_farm/gallery', 'a b.svg')).toBe('/uploads/what_in_farm/gallery/a%20b.svg');
    expect(uploadSrcSet('products', 'coconut-oil.svg')).toBeUndefined();
  });

  it('builds an uploaded picture’s address and srcset from its reference alone', () => {
    const key = 'abcdefghij0123456789-960';
    expect(mediaKeyOf(`m/${key}`)).toBe(key);
    expect(uploadUrl('products', `m/${key}`)).toBe(`/uploads/m/${key}/640.jpg`);
    expect(uploadSrcSet('categories', `m/${key}`)).toBe(
      `/uploads/m/${key}/320.webp 320w, /uploads/m/${key}/640.webp 640w, /uploads/m/${key}/960.webp 960w`,
    );
    // A picture narrower than 640 has only the smallest width, which its plain address then uses.
    expect(uploadUrl('products', 'm/abcdefghij0123456789-320')).toBe(
      '/uploads/m/abcdefghij0123456789-320/320.jpg',
    );
    // Anything else after m/ is no picture of the library: treated as a plain file name, escaped.
    expect(mediaKeyOf('m/../../etc/passwd')).toBeUndefined();
    expect(uploadUrl('products', 'm/x')).toBe('/uploads/products/m%2Fx');
    expect(mediaSrcSetOfUrl(`/uploads/m/${key}/640.jpg`)).toBe(uploadSrcSet('products', `m/${key}`));
    expect(mediaSrcSetOfUrl('/uploads/products/coconut-oil.svg')).toBeUndefined();
    expect(widthsFor(200)).toEqual([320]);
    expect(widthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(widthsFor(800)).toEqual([320, 640, 800]);
    expect(widthsFor(960)).toEqual([320, 640, 960]);
    expect(widthsFor(4000)).toEqual([...MEDIA_WIDTHS]);
    // An 800 px photo's key ends in 800: its addresses and srcset include that width, and no width past it.
    const between = 'abcdefghij0123456789-800';
    expect(mediaKeyOf(`m/${between}`)).toBe(between);
    expect(uploadSrcSet('products', `m/${between}`)).toBe(
      [320, 640, 800].map((w) => `/uploads/m/${between}/${w}.webp ${w}w`).join(', '),
    );
    expect(mediaKeyOf('m/abcdefghij0123456789-1441')).toBeUndefined();
    expect(mediaKeyOf('m/abcdefghij0123456789-319')).toBeUndefined();
  });

  it('defaults the search text to empty', () => {
    expect(productSearchQuery.parse({})).toEqual({ q: '' });
  });
});

describe('review ratings', () => {
  const rating = (start_ratings: unknown) =>
    reviewBody.safeParse({ product_id: 1, name: 'Asha', review: 'Good oil.', start_ratings });

  it.each([0, 0.5, 3.5, 4, 5, '4.5'])('accept %j: 0 to 5 in steps of 0.5', (value) => {
    expect(rating(value).success).toBe(true);
  });

  it.each([3.25, 3.3, 0.25, 4.75, -0.5, 5.5, '3.25'])('refuse %j', (value) => {
    expect(rating(value).success).toBe(false);
  });
});

describe('the wait after too many attempts', () => {
  it.each([
    [1, 'Too many attempts. Please try again in 1 second.'],
    [45, 'Too many attempts. Please try again in 45 seconds.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [900, 'Too many attempts. Please try again in 15 minutes.'],
    [3600, 'Too many attempts. Please try again in 1 hour.'],
    [5400, 'Too many attempts. Please try again in 2 hours.'],
  ])('%i seconds reads "%s"', (seconds, message) => {
    expect(tooManyRequestsMessage(seconds)).toBe(message);
  });
});

describe('payment references', () => {
  it('say what is wrong: missing, too long, or not a reference; a signature may be 256 characters', () => {
    const messages = (body: object) =>
      verifyPaymentBody
        .safeParse(body)
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    const ok = {
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_1',
      razorpay_signature: 'a'.repeat(256),
    };
    expect(verifyPaymentBody.safeParse(ok).success).toBe(true);
    expect(messages({ ...ok, razorpay_payment_id: undefined })).toEqual([
      'razorpay_payment_id: This field is required.',
    ]);
    expect(messages({ ...ok, razorpay_order_id: 'o'.repeat(101) })).toEqual([
      'razorpay_order_id: This is not a payment reference.',
    ]);
    expect(messages({ ...ok, razorpay_signature: 'a'.repeat(257) })).toEqual([
      'razorpay_signature: This is not a payment reference.',
    ]);
    expect(messages({ ...ok, razorpay_payment_id: 42 })).toEqual(['razorpay_payment_id: This must be text.']);
  });
});

describe('an empty password', () => {
  it('is told once that it is required, whether empty or only spaces', () => {
    for (const typed of ['', '   ']) {
      const issues = loginBody.safeParse({ email: 'a@b.example', password: typed }).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([LOGIN_MESSAGES.passwordRequired]);
    }
  });
});

describe('cart totals (contract pricing)', () => {
  it('add the lines in their own unit: items, weight and count', () => {
    expect(
      cartTotals([
        { unitPrice: 34_900, quantity: 2, weightGrams: 500 },
        { unitPrice: 12_050, quantity: 3, weightGrams: 250 },
      ]),
    ).toEqual({ subtotal: 105_950, weightGrams: 1750, itemsCount: 5 });
    expect(cartTotals([])).toEqual({ subtotal: 0, weightGrams: 0, itemsCount: 0 });
    // A line without a weight adds none (a browser cart knows no weights).
    expect(cartTotals([{ unitPrice: 100, quantity: 4 }])).toEqual({
      subtotal: 400,
      weightGrams: 0,
      itemsCount: 4,
    });
  });

  it('in paise, rupee prices with fractions add up exactly', () => {
    const lines = [0.1, 0.2, 0.7].map((rupees) => ({ unitPrice: rupeesToPaise(rupees), quantity: 3 }));
    expect(paiseToRupees(cartTotals(lines).subtotal)).toBe(3);
  });
});
