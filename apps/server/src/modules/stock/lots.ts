/**
 * The rules of lots that need no database (docs/domain.md "Lots"): which lots an order's units are taken from, and
 * the code a lot gets when the farm gives none. Kept apart so mutation tests can reach every branch.
 */
import { deliverByFor, lotPackable, keralaDate, type Lot } from '@farm/contract';
import type { LotRow } from './lot-repository.js';

/** The day the shelf-life floor is checked at for what is packed today (contract: deliverByFor). */
export const deliverByToday = (now = new Date()) => deliverByFor(keralaDate(now));

/** A lot as the packing rule reads it (the contract's names). */
export function packingFacts(lot: LotRow): Parameters<typeof lotPackable>[0] {
  return {
    code: lot.code,
    best_before: lot.bestBefore,
    processed_on: lot.processedOn,
    harvested_on: lot.harvestedOn,
    received_on: keralaDate(lot.createdAt),
    blocked: lot.blockedAt !== null,
  };
}

/** Whether a lot may be packed for a delivery by `deliverBy`, and if not why (contract: lotPackable). */
export const packable = (lot: LotRow, deliverBy: string) => lotPackable(packingFacts(lot), deliverBy);

/**
 * Which lots `wanted` units come from, first expiry first (`lots` arrive in that order, with what each has free):
 * lots that may still be packed for `deliverBy` first, then the others, so a sale never fails for dates while the
 * shelf has units (the packing refuses them later, in words). Answers the units from each lot and what no lot had.
 */
export function firstExpiryFirst<L extends { lot: LotRow; free: number }>(
  lots: readonly L[],
  wanted: number,
  deliverBy: string | null,
): { takes: { lot: LotRow; quantity: number }[]; missing: number } {
  const ordered =
    deliverBy === null
      ? lots
      : [
          ...lots.filter((entry) => packable(entry.lot, deliverBy).ok),
          ...lots.filter((entry) => !packable(entry.lot, deliverBy).ok),
        ];
  const takes: { lot: LotRow; quantity: number }[] = [];
  let missing = wanted;
  for (const entry of ordered) {
    if (missing <= 0) break;
    const quantity = Math.min(entry.free, missing);
    if (quantity <= 0) continue;
    takes.push({ lot: entry.lot, quantity });
    missing -= quantity;
  }
  return { takes, missing };
}

/** Up to three initials of the product's name, for a generated code ("Virgin Coconut Oil" → "VCO"). */
function initials(productName: string): string {
  const letters = productName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return letters.length >= 2 ? letters : 'LOT';
}

/** A generated lot code: the product's initials, the day received (YYMMDD) and the size's lot number. */
export function generatedLotCode(productName: string, receivedOn: string, sizeId: number, n: number): string {
  return `${initials(productName)}-${receivedOn.slice(2).replaceAll('-', '')}-${sizeId}${n > 1 ? `-${n}` : ''}`;
}

/** A lot's row as the console shows it (`url` makes the certificate's address from its media key). */
export function lotView(
  row: LotRow & {
    productId: number;
    productName: string;
    size: string;
    cropName: string | null;
    certificateKey: string | null;
  },
  deliverBy: string,
  url: (key: string) => string,
): Lot {
  const rule = packable(row, deliverBy);
  return {
    id: row.id,
    code: row.code,
    product_size_id: row.productSizeId,
    product_id: row.productId,
    product_name: row.productName,
    size: row.size,
    received: row.received,
    on_hand: row.onHand,
    crop: row.cropId !== null && row.cropName !== null ? { id: row.cropId, name: row.cropName } : null,
    source: row.source,
    harvested_on: row.harvestedOn,
    processed_on: row.processedOn,
    process: row.process,
    best_before: row.bestBefore,
    received_on: keralaDate(row.createdAt),
    certificate:
      row.certificateMediaId !== null && row.certificateKey !== null
        ? { media_id: row.certificateMediaId, url: url(row.certificateKey) }
        : null,
    notes: row.notes,
    blocked: row.blockedAt !== null,
    packable: rule.ok,
    refusal: rule.reason,
    last_pack_day: rule.lastDay,
  };
}
