import { z } from 'zod';
import { LOT_PROCESSES } from './lots.js';

export * from './lot-page-words.js';

/**
 * GET /api/lots/{code}: one lot as its public page shows it (issue 38 item 3), read fresh on every call (a recall
 * shows at once). Dates are ISO days; the page writes them in its language.
 */
export const lotView = z.object({
  /** The code as the farm wrote it (the address may have it in any case). */
  code: z.string(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    name_mal: z.string(),
    /** The product's storefront path (English; the page adds /ml), to buy again. */
    path: z.string(),
    /** An /uploads/ address of the product's picture. */
    image: z.string(),
    /** Shown in the shop now: the page links to buy it again only then (and never for a recalled lot). */
    on_sale: z.boolean(),
  }),
  size: z.string(),
  harvested_on: z.string().nullable(),
  processed_on: z.string().nullable(),
  process: z.enum(LOT_PROCESSES).nullable(),
  best_before: z.string().nullable(),
  /** Where it was grown: the crop with its page, and the plot or supplier in the farm's words. */
  crop: z
    .object({ id: z.number().int(), name: z.string(), name_mala: z.string(), path: z.string() })
    .nullable(),
  source: z.string(),
  /** The lab test or certificate picture: its JPEG address and, for an uploaded picture, its WebP widths. */
  certificate: z.object({ url: z.string(), srcset: z.string().nullable() }).nullable(),
  /** Blocked by a recall: the page says so plainly and offers nothing to buy. */
  recalled: z.boolean(),
  /** The farm lets search engines index lot pages (the shop's setting). */
  indexed: z.boolean(),
});
export type LotView = z.infer<typeof lotView>;

export const lotCodeParams = z.object({ code: z.string().max(200) });

/** The console's label sheet (GET /api/admin/lots/{lotId}/labels.pdf): the console's words, English only. */
export const LOT_LABEL_MESSAGES = {
  lotUnknown: 'There is no such lot: it may have been removed with its product. Open the Stock page again.',
} as const;
