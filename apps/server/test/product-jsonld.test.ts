import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoriesWithProducts, decimalRupees } from '@farm/contract';
import { shippingSlabs } from '../src/db/schema.js';
import { demoData } from '../src/seed/demo-data.js';
import { createTestApp, json, type TestApp } from './harness.js';

// The product page's JSON-LD checked against schema.org's definitions (issue 35): a Product whose offers each carry a
// price, OfferShippingDetails and a MerchantReturnPolicy, with the properties search engines require and their types.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const schemaUrl = (...names: string[]) => z.enum(names.map((name) => `https://schema.org/${name}`));

/** schema.org QuantitativeValue in days (UN/CEFACT code DAY), a range. */
const dayRange = z
  .object({
    '@type': z.literal('QuantitativeValue'),
    minValue: z.number().int().min(0),
    maxValue: z.number().int().min(0),
    unitCode: z.literal('DAY'),
  })
  .strict()
  .refine((value) => value.minValue <= value.maxValue, 'minValue is above maxValue');

const offerShippingDetails = z
  .object({
    '@type': z.literal('OfferShippingDetails'),
    shippingRate: z
      .object({
        '@type': z.literal('MonetaryAmount'),
        value: z.string().regex(/^\d+\.\d{2}$/),
        currency: z.string().regex(/^[A-Z]{3}$/),
      })
      .strict(),
    shippingDestination: z
      .object({
        '@type': z.literal('DefinedRegion'),
        addressCountry: z.string().regex(/^[A-Z]{2}$/),
        addressRegion: z
          .string()
          .regex(/^[A-Z]{2,3}$/)
          .optional(),
      })
      .strict(),
    deliveryTime: z
      .object({ '@type': z.literal('ShippingDeliveryTime'), handlingTime: dayRange, transitTime: dayRange })
      .strict(),
  })
  .strict();

const merchantReturnPolicy = z
  .object({
    '@type': z.literal('MerchantReturnPolicy'),
    applicableCountry: z.string().regex(/^[A-Z]{2}$/),
    returnPolicyCategory: schemaUrl(
      'MerchantReturnFiniteReturnWindow',
      'MerchantReturnNotPermitted',
      'MerchantReturnUnlimitedWindow',
      'MerchantReturnUnspecified',
    ),
    merchantReturnDays: z.number().int().positive(),
    returnMethod: schemaUrl('ReturnAtKiosk', 'ReturnByMail', 'ReturnInStore'),
    returnFees: schemaUrl(
      'FreeReturn',
      'OriginalShippingFees',
      'RestockingFees',
      'ReturnFeesCustomerResponsibility',
      'ReturnShippingFees',
    ),
    refundType: schemaUrl('ExchangeRefund', 'FullRefund', 'StoreCreditRefund'),
    merchantReturnLink: z.url(),
  })
  .strict();

const offer = z.object({
  '@type': z.literal('Offer'),
  name: z.string().min(1),
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.literal('INR'),
  availability: schemaUrl('InStock', 'LimitedAvailability', 'OutOfStock'),
  url: z.url(),
  shippingDetails: z.array(offerShippingDetails).min(1),
  hasMerchantReturnPolicy: merchantReturnPolicy,
});

const product = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  image: z.array(z.url()).min(1),
  sku: z.string().min(1),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  url: z.url(),
  countryOfOrigin: z.object({ '@type': z.literal('Country'), name: z.string().min(1) }),
  hasMerchantReturnPolicy: merchantReturnPolicy,
  offers: z.union([
    offer,
    z.object({
      '@type': z.literal('AggregateOffer'),
      priceCurrency: z.literal('INR'),
      lowPrice: z.string().regex(/^\d+\.\d{2}$/),
      highPrice: z.string().regex(/^\d+\.\d{2}$/),
      offerCount: z.number().int().positive(),
      availability: schemaUrl('InStock', 'LimitedAvailability', 'OutOfStock'),
      shippingDetails: z.array(offerShippingDetails).min(1),
      hasMerchantReturnPolicy: merchantReturnPolicy,
      offers: z.array(offer).min(2),
    }),
  ]),
});

async function jsonLdOf(path: string): Promise<unknown> {
  const response = await get(path);
  expect(response.statusCode).toBe(200);
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body)?.[1];
  expect(text).toBeDefined();
  return JSON.parse(text!);
}

describe('the product page’s schema.org data', () => {
  it('is a valid Product for every demo product, in both languages', async () => {
    const products = categoriesWithProducts
      .parse(json(await get('/api/categories-with-products')))
      .flatMap((c) => c.products);
    expect(products.length).toBe(demoData.products.length);
    for (const item of products) {
      for (const prefix of ['', '/ml']) {
        const ld = await jsonLdOf(`${prefix}/product/${item.product_slug}-${item.id}`);
        const checked = product.safeParse(ld);
        expect(checked.success, `${prefix} ${item.product_slug}: ${checked.error?.message}`).toBe(true);
      }
    }
  });

  it('ships the lightest size at the slab’s charge, to Kerala and the rest of India, and links the return policy', async () => {
    const item = categoriesWithProducts
      .parse(json(await get('/api/categories-with-products')))
      .flatMap((c) => c.products)
      .find((p) => p.product_slug === 'virgin-coconut-oil')!;
    const ld = product.parse(await jsonLdOf(`/ml/product/${item.product_slug}-${item.id}`));
    // The demo oil's lightest size weighs 330 g shipped.
    const lightest = Math.min(
      ...demoData.products
        .find((p) => p.product_slug === 'virgin-coconut-oil')!
        .sizes.map((s) => s.weight_grams),
    );
    const chargeFor = async (zone: 'kerala' | 'rest_of_india') => {
      const slabs = await t.database.db
        .select()
        .from(shippingSlabs)
        .where(eq(shippingSlabs.zone, zone))
        .orderBy(asc(shippingSlabs.minWeightGrams));
      const slab = slabs.find(
        (s) => s.minWeightGrams <= lightest && (s.maxWeightGrams === null || lightest <= s.maxWeightGrams),
      )!;
      return decimalRupees(Number(slab.chargePaise) / 100);
    };
    expect(ld.offers['@type']).toBe('AggregateOffer');
    const details = ld.offers.shippingDetails;
    expect(details.map((d) => [d.shippingDestination.addressRegion ?? null, d.shippingRate.value])).toEqual([
      ['KL', await chargeFor('kerala')],
      [null, await chargeFor('rest_of_india')],
    ]);
    expect(ld.hasMerchantReturnPolicy).toMatchObject({
      merchantReturnDays: 1,
      merchantReturnLink: 'http://localhost:80/ml/refund-cancellation-policy',
    });
    expect(ld.countryOfOrigin).toEqual({ '@type': 'Country', name: 'India' });
  });
});
