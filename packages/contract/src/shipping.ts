import { z } from 'zod';
import { MAX_PARCEL_GRAMS, SHIPPING_ZONES } from './constants.js';
import { CONTENT_MESSAGES } from './content.js';
import { isWholePaise } from './money.js';

// Shipping (domain): the farm's charge tables by weight, one per zone, as the console edits them and the server
// keeps them. The zones themselves (SHIPPING_ZONES, zoneOf) are constants the storefront uses too; the checkout's
// quote is in orders.ts. The tables' messages stay with the console's other settings words (CONTENT_MESSAGES).

export const shippingZoneParams = z.object({ zone: z.enum(SHIPPING_ZONES) });

export const slabRow = z.object({
  min_weight_grams: z
    .number({ error: CONTENT_MESSAGES.weightInvalid })
    .int(CONTENT_MESSAGES.weightInvalid)
    .min(0, CONTENT_MESSAGES.weightInvalid)
    .max(10_000_000, CONTENT_MESSAGES.weightInvalid),
  /** Inclusive; null = no upper limit. */
  max_weight_grams: z
    .number({ error: CONTENT_MESSAGES.weightInvalid })
    .int(CONTENT_MESSAGES.weightInvalid)
    .min(0, CONTENT_MESSAGES.weightInvalid)
    .max(10_000_000, CONTENT_MESSAGES.weightInvalid)
    .nullable(),
  /** Rupees. */
  charge: z
    .number({ error: CONTENT_MESSAGES.chargeInvalid })
    .min(0, CONTENT_MESSAGES.chargeInvalid)
    .max(100_000, CONTENT_MESSAGES.chargeInvalid)
    .refine(isWholePaise, CONTENT_MESSAGES.chargeInvalid),
});
export type SlabRow = z.infer<typeof slabRow>;
export const slabTableBody = z.object({
  slabs: z.array(slabRow).min(1, CONTENT_MESSAGES.slabsRequired).max(50),
});
export const shippingSlabsResponse = z.object({
  kerala: z.array(slabRow),
  rest_of_india: z.array(slabRow),
  message: z.string().optional(),
});
export type ShippingSlabsResponse = z.infer<typeof shippingSlabsResponse>;

/**
 * The rules a zone's table must keep, shared by the console (messages beside each row as the owner types) and the
 * server (which refuses the table): rows ascending from 0 g, each starting 1 g after the previous one ends, the last
 * reaching the heaviest parcel or having no upper limit. Errors are keyed `slabs.<index>.<field>`, rows named from 1.
 */
export function slabTableErrors(rows: readonly SlabRow[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (index: number, field: keyof SlabRow, message: string) =>
    (errors[`slabs.${index}.${field}`] ??= []).push(message);
  rows.forEach((row, index) => {
    const n = index + 1;
    if (row.max_weight_grams !== null && row.max_weight_grams < row.min_weight_grams) {
      add(index, 'max_weight_grams', CONTENT_MESSAGES.slabMaxBelowMin(n));
    }
    if (index === 0) {
      if (row.min_weight_grams !== 0) add(index, 'min_weight_grams', CONTENT_MESSAGES.slabFirstFrom(n));
      return;
    }
    const previous = rows[index - 1]!;
    if (previous.max_weight_grams === null) return;
    const expected = previous.max_weight_grams + 1;
    if (row.min_weight_grams > expected) {
      add(index, 'min_weight_grams', CONTENT_MESSAGES.slabGap(n, expected, row.min_weight_grams - 1));
    } else if (row.min_weight_grams < expected) {
      add(index, 'min_weight_grams', CONTENT_MESSAGES.slabOverlap(n, n - 1, previous.max_weight_grams));
    }
  });
  rows.forEach((row, index) => {
    if (row.max_weight_grams === null && index < rows.length - 1) {
      add(index, 'max_weight_grams', CONTENT_MESSAGES.slabOpenNotLast(index + 1));
    }
  });
  const last = rows.at(-1);
  if (last && last.max_weight_grams !== null && last.max_weight_grams < MAX_PARCEL_GRAMS) {
    add(rows.length - 1, 'max_weight_grams', CONTENT_MESSAGES.slabNoTop(rows.length));
  }
  return errors;
}
