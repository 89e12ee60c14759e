import { z } from 'zod';
import { text } from './common.js';

/**
 * Lots (issue 38, docs/domain.md "Lots"): the units of a size that came in together, from grove to jar. A counted
 * size's count is the sum of its lots; an order's units are taken first-expiry-first (FEFO) and the packing names
 * the lots packed; a lot too close to its best-before for the customer to use it is refused for packing; a recall
 * blocks lots and finds the orders that got them.
 */

/** What was done to the harvest on the processing date (the lot page says it in the shopper's language). */
export const LOT_PROCESSES = ['pressing', 'drying', 'roasting', 'grinding', 'bottling', 'packing'] as const;
export type LotProcess = (typeof LOT_PROCESSES)[number];
export const LOT_PROCESS_LABELS: Record<LotProcess, string> = {
  pressing: 'Pressing',
  drying: 'Drying',
  roasting: 'Roasting',
  grinding: 'Grinding',
  bottling: 'Bottling',
  packing: 'Packing',
};

export const LOT_RULES = {
  /**
   * The shelf-life floor (FSSAI advisory to e-commerce food businesses, November 2024): a jar reaches the customer
   * with at least 30 % of its shelf life or 45 days before its best-before, the larger of the two.
   */
  floorPercent: 30,
  floorDays: 45,
  /**
   * The days from packing to the customer's door that the floor is checked at, until a delivery promise by PIN code
   * (issue 39) gives each order its own date: the longest a courier parcel takes across India.
   */
  transitDays: 7,
  /** The dashboard lists lots whose last day to be packed comes within this many days. */
  nearingDays: 30,
  codeMax: 40,
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** An ISO date as the packing shed reads it: "20 Dec 2026". */
export const dayWords = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export const LOT_MESSAGES = {
  codeInvalid: `A lot code is 2 to ${LOT_RULES.codeMax} letters, digits and dashes, like CO-2611-A.`,
  codeTaken: (code: string) => `Another lot already has the code ${code}: choose another, or leave it empty.`,
  dateInvalid: 'Use a date like 2027-01-12.',
  bestBeforeRequired: 'Enter the best-before date: this product has no shelf life set to work it out from.',
  bestBeforeEarly: 'The best-before date must come after the harvest and processing dates.',
  processedBeforeHarvest: 'The processing date cannot come before the harvest date.',
  processWithoutDate: 'Say when it was processed, or leave the process empty.',
  inFuture: 'The harvest and processing dates cannot be in the future.',
  cropUnknown: 'There is no such crop.',
  lotRequired: 'Choose the lot the change is for.',
  lotUnknown: 'There is no such lot for this size.',
  lotBelowZero: (code: string, onHand: number) =>
    `That would take lot ${code} below zero: it has ${onHand} on the shelf.`,
  received: (code: string) => `Lot ${code} received.`,
  blocked: (code: string) => `Lot ${code} is blocked by a recall: it cannot be packed or sold.`,
  /** The shelf-life refusal, in words: the lot, its best-before, and what the floor asks for. */
  belowFloor: (code: string, bestBefore: string, deliverBy: string, needed: number) =>
    `Lot ${code} is best before ${dayWords(bestBefore)}: delivered by ${dayWords(deliverBy)} it would have fewer ` +
    `than the ${needed} days of shelf life a customer must get. Pack another lot, or write this one off.`,
  notEnoughPackable: (name: string, wanted: number, packable: number) =>
    `Not enough of ${name} can be packed: ${wanted} wanted, ${packable} in lots that are not blocked and have shelf ` +
    'life enough. Receive a new lot or refund the line.',
  packingCovers: (name: string, wanted: number) =>
    `Choose lots for all ${wanted} of ${name}, no more and no fewer.`,
  notOnShelf: (code: string, free: number) => `Lot ${code} has only ${free} free for this order.`,
  alreadyPacked: 'This order is already packed: its lots can no longer change.',
  packingSaved: 'Lots for packing saved.',
  unitsInvalid: 'Enter the units from this lot: a whole number from 1 to 100,000.',
  notCounted: 'This size is not counted: it has no lots.',
} as const;

const isoDate = text({ error: LOT_MESSAGES.dateInvalid }).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  LOT_MESSAGES.dateInvalid,
);
const optionalDate = z.preprocess((value) => (value === '' ? null : value), isoDate.nullable().default(null));

/** A lot code: letters, digits and dashes; kept as typed, compared without case. */
export const lotCode = text({ error: LOT_MESSAGES.codeInvalid })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9-]{1,${LOT_RULES.codeMax - 1}}$`), LOT_MESSAGES.codeInvalid);

/** What receiving a lot takes, beside its quantity (the stock change's `receive`). */
export const lotFields = z.object({
  /** Empty: generated from the product and the date. */
  code: z.preprocess((value) => (value === '' ? undefined : value), lotCode.optional()),
  crop_id: z.number({ error: LOT_MESSAGES.cropUnknown }).int().positive().nullable().default(null),
  source: z.string().trim().max(200).default(''),
  harvested_on: optionalDate,
  processed_on: optionalDate,
  process: z.enum(LOT_PROCESSES).nullable().default(null),
  /** Empty: the processing (or harvest, or receiving) date plus the product's shelf life. */
  best_before: optionalDate,
  certificate_media_id: z.number().int().positive().nullable().default(null),
});
export type LotFields = z.infer<typeof lotFields>;

/** Whole days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An ISO date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An ISO date `months` after `date` (the shelf life is in months; the 31st of a short month is its last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The days of shelf life a jar must still have when it reaches the customer: 30 % of its whole shelf life (from the
 * day it was made to its best-before) or 45 days, the larger.
 */
export function floorDays(madeOn: string, bestBefore: string): number {
  const life = Math.max(0, daysBetween(madeOn, bestBefore));
  return Math.max(LOT_RULES.floorDays, Math.ceil((life * LOT_RULES.floorPercent) / 100));
}

/** The day a lot's shelf life starts: processed, else harvested, else received. */
export function madeOn(lot: {
  processed_on: string | null;
  harvested_on: string | null;
  received_on: string;
}) {
  return lot.processed_on ?? lot.harvested_on ?? lot.received_on;
}

/**
 * Whether a lot may be packed for a delivery by `deliverBy`: not blocked, and with at least its floor of days left
 * then. A lot from before lots (no best-before recorded) is never refused for its dates. `lastDay` is the last day
 * it may be packed (null: no best-before).
 */
export function lotPackable(
  lot: {
    code: string;
    best_before: string | null;
    processed_on: string | null;
    harvested_on: string | null;
    received_on: string;
    blocked: boolean;
  },
  deliverBy: string,
): { ok: boolean; reason: string | null; lastDay: string | null } {
  if (lot.best_before === null)
    return { ok: !lot.blocked, reason: lot.blocked ? LOT_MESSAGES.blocked(lot.code) : null, lastDay: null };
  const needed = floorDays(madeOn(lot), lot.best_before);
  const lastDay = addDays(lot.best_before, -needed - LOT_RULES.transitDays);
  if (lot.blocked) return { ok: false, reason: LOT_MESSAGES.blocked(lot.code), lastDay };
  if (daysBetween(deliverBy, lot.best_before) < needed)
    return {
      ok: false,
      reason: LOT_MESSAGES.belowFloor(lot.code, lot.best_before, deliverBy, needed),
      lastDay,
    };
  return { ok: true, reason: null, lastDay };
}

/** The day in Kerala (+5:30) of a moment, as an ISO date. */
export function keralaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The delivery date the floor is checked at for a parcel packed on `packedOn` (LOT_RULES.transitDays). */
export function deliverByFor(packedOn: string): string {
  return addDays(packedOn, LOT_RULES.transitDays);
}

/** A lot as the console shows it. */
export const lot = z.object({
  id: z.number().int(),
  code: z.string(),
  product_size_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  size: z.string(),
  received: z.number().int(),
  on_hand: z.number().int(),
  crop: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  source: z.string(),
  harvested_on: z.string().nullable(),
  processed_on: z.string().nullable(),
  process: z.enum(LOT_PROCESSES).nullable(),
  best_before: z.string().nullable(),
  /** The received day in Kerala. */
  received_on: z.string(),
  certificate: z.object({ media_id: z.number().int(), url: z.string() }).nullable(),
  notes: z.string(),
  blocked: z.boolean(),
  /** Packable today for a delivery `LOT_RULES.transitDays` later, and if not why. */
  packable: z.boolean(),
  refusal: z.string().nullable(),
  /** The last day it may be packed (null: no best-before). */
  last_pack_day: z.string().nullable(),
});
export type Lot = z.infer<typeof lot>;

/** GET /api/admin/lots/nearing: lots with units on the shelf whose last packing day is within LOT_RULES.nearingDays. */
export const lotsNearingResponse = z.object({ lots: z.array(lot) });

export const lotParams = z.object({ lotId: z.coerce.number().int().positive() });

/** One line of an order as the packing screen shows it: what to pack, from which lots, and the choices. */
export const packingLine = z.object({
  product_size_id: z.number().int(),
  name: z.string(),
  size: z.string(),
  /** Units to pack (not refunded, not sold from a pre-order). */
  quantity: z.number().int(),
  /** The lots the order holds now (taken first-expiry-first when it was placed, or chosen since). */
  lots: z.array(z.object({ lot_id: z.number().int(), code: z.string(), quantity: z.number().int() })),
  /** What first-expiry-first proposes today among the lots that may be packed. */
  proposal: z.array(z.object({ lot_id: z.number().int(), code: z.string(), quantity: z.number().int() })),
  /** Every lot of the size with units free for this order, first expiry first, with why one may not be packed. */
  choices: z.array(
    z.object({
      lot_id: z.number().int(),
      code: z.string(),
      best_before: z.string().nullable(),
      free: z.number().int(),
      packable: z.boolean(),
      refusal: z.string().nullable(),
    }),
  ),
});
export type PackingLine = z.infer<typeof packingLine>;

/** GET/PUT /api/admin/orders/{id}/lots. */
export const packingResponse = z.object({
  packed: z.boolean(),
  deliver_by: z.string(),
  lines: z.array(packingLine),
  message: z.string().optional(),
});
export type PackingResponse = z.infer<typeof packingResponse>;

const wholeUnits = z
  .number({ error: LOT_MESSAGES.unitsInvalid })
  .int(LOT_MESSAGES.unitsInvalid)
  .positive(LOT_MESSAGES.unitsInvalid)
  .max(100_000, LOT_MESSAGES.unitsInvalid);
export const packingBody = z.object({
  lines: z
    .array(
      z.object({
        product_size_id: z.number().int().positive(),
        lots: z
          .array(
            z.object({
              lot_id: z.number({ error: LOT_MESSAGES.lotUnknown }).int().positive(LOT_MESSAGES.lotUnknown),
              quantity: wholeUnits,
            }),
          )
          .max(20),
      }),
    )
    .min(1)
    .max(50),
});
export type PackingBody = z.infer<typeof packingBody>;
