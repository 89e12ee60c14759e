import { z } from 'zod';
import { lot, lotFields, LOT_MESSAGES } from './lots.js';
import { sizePreorder } from './preorders.js';

/**
 * Stock counts per size (docs/domain.md "Stock"). A size the farm does not count has `stock_count: null` and sells
 * as long as it is marked in stock. A counted size sells only what is on the shelf and not held by someone paying.
 */

// The constants, messages and the storefront's stock note live in a file without zod (stock-words.ts), so that the
// storefront's first screen can say "Sold out" without loading zod; they are the same values, exported from here too.
import { STOCK_LIMITS, STOCK_MESSAGES } from './stock-words.js';
export { STOCK_DEFAULTS, STOCK_LIMITS, STOCK_MESSAGES, stockNote } from './stock-words.js';

/**
 * What a movement is: set by a count, a lot received, a correction, an order's sale, stock given back, a lot
 * written off by a recall, or units an order holds moved from one lot to another at packing (a pair, + and −, that
 * leaves the count as it was) (issue 38).
 */
export const STOCK_MOVEMENT_KINDS = [
  'count',
  'received',
  'correction',
  'sale',
  'returned',
  'recalled',
  'lot_change',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const reason = z.string().trim().min(1, STOCK_MESSAGES.reasonRequired).max(300);
const lotId = z.number({ error: LOT_MESSAGES.lotRequired }).int().positive();
/** A count of the shelf: what the console's count and the catalogue spreadsheet's stock column take. */
export const stockCountValue = wholeNumber(STOCK_MESSAGES.countInvalid, 0, STOCK_LIMITS.movement);

/** POST /api/admin/stock/{sizeId}: one change to a size's count, with who and why kept as a movement. */
export const stockChangeBody = z.discriminatedUnion('action', [
  /**
   * Set the count to what is on the shelf (null stops counting); the movement is the difference. With `lot_id`, the
   * count of that lot; without, of the size: more than its lots hold becomes a lot of its own, fewer is taken from the
   * lots first expiry first (docs/domain.md "Lots").
   */
  z.object({
    action: z.literal('count'),
    // nullable(), not a union with z.null(): a union answers "Invalid input" for 1.5 instead of the count's message.
    count: stockCountValue.nullable(),
    lot_id: lotId.optional(),
    reason,
  }),
  /** A lot came in (issue 38): its quantity, where it was grown and its dates. */
  lotFields.extend({
    action: z.literal('receive'),
    quantity: wholeNumber(STOCK_MESSAGES.quantityInvalid, 1, STOCK_LIMITS.movement),
    note: z.string().trim().max(300).default(''),
  }),
  /** Broken, eaten, found: + or − on a lot, with a reason. */
  z.object({
    action: z.literal('correct'),
    lot_id: lotId,
    change: wholeNumber(STOCK_MESSAGES.changeInvalid, -STOCK_LIMITS.movement, STOCK_LIMITS.movement).refine(
      (n) => n !== 0,
      STOCK_MESSAGES.changeInvalid,
    ),
    reason,
  }),
]);
export type StockChangeBody = z.infer<typeof stockChangeBody>;

export const stockSizeParams = z.object({ sizeId: z.coerce.number().int().positive() });

export const stockMovement = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** + came in, − went out. */
  change: z.number().int(),
  /** The count after this movement. */
  count_after: z.number().int(),
  note: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  staff_name: z.string().nullable(),
  /** The lot it moved (null for movements before lots). */
  lot_code: z.string().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** One size's stock as the console shows it. */
export const stockLevel = z.object({
  product_size_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  size: z.string(),
  /** On the shelf (the sum of its movements); null = not counted. */
  stock_count: z.number().int().nullable(),
  /** Held by payments under way. */
  held: z.number().int(),
  /** What a shopper can buy now: the count less what is held; null = not counted. */
  available: z.number().int().nullable(),
  /** At or under the "Only N left" threshold. */
  low: z.boolean(),
  /** Shoppers waiting to be told it is back (issue 37): a demand signal for the harvest plan. */
  waiting: z.number().int(),
});
export type StockLevel = z.infer<typeof stockLevel>;

/** GET/POST /api/admin/stock/{sizeId}: the level and its newest movements (at most 100), newest first. */
export const stockDetail = z.object({
  level: stockLevel,
  /** Its lots with units on the shelf, first expiry first, then those emptied (at most 50). */
  lots: z.array(lot),
  /** The farm's crops a lot can name (whoever receives stock names the crop, without the content permission). */
  crops: z.array(z.object({ id: z.number().int(), name: z.string() })),
  movements: z.array(stockMovement),
  message: z.string().optional(),
});
export type StockDetail = z.infer<typeof stockDetail>;

/**
 * GET /api/admin/stock: every size of the shop, counted or not (the counted first, the fewest available first; then
 * the rest, with null counts, so counting can start from the list); low=1: the counted sizes running low.
 */
export const stockListQuery = z.object({ low: z.enum(['0', '1']).optional() });
export const stockListResponse = z.object({ sizes: z.array(stockLevel) });

/** GET/PUT /api/admin/settings/stock. */
export const stockSettings = z.object({
  hold_minutes: wholeNumber(
    STOCK_MESSAGES.holdMinutesInvalid,
    STOCK_LIMITS.holdMinutes.min,
    STOCK_LIMITS.holdMinutes.max,
  ),
  low_stock_threshold: wholeNumber(
    STOCK_MESSAGES.thresholdInvalid,
    STOCK_LIMITS.lowStockThreshold.min,
    STOCK_LIMITS.lowStockThreshold.max,
  ),
});
export type StockSettings = z.infer<typeof stockSettings>;
export const stockSettingsResponse = stockSettings.extend({ message: z.string().optional() });

/** POST /api/cart/stock (public): what the cart's sizes have left, so the cart never asks for more. */
export const cartStockBody = z.object({
  items: z
    .array(z.object({ product_size_id: z.number().int().positive(), quantity: z.number().int().positive() }))
    .max(50),
});
export const cartStockResponse = z.object({
  lines: z.array(
    z.object({
      product_size_id: z.number().int(),
      in_stock: z.boolean(),
      /** How many can be bought now; null = the farm does not count this size. */
      stock_left: z.number().int().nullable(),
      /** The size's open pre-order (issue 37): its line is a pre-order, kept apart in the cart; null = the shelf. */
      preorder: sizePreorder.nullable().optional(),
    }),
  ),
});
export type CartStockResponse = z.infer<typeof cartStockResponse>;
