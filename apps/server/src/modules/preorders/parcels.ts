import { PREORDER_MESSAGES as M } from '@farm/contract';
import { ConflictError } from '../../shared/errors.js';

/** What deciding an order's parcels needs of a line: whether it is a pre-order line, and its units not refunded. */
interface ParcelLine {
  preorderId: number | null;
  quantity: number;
  refundedQuantity: number;
}

/** A line still to send: units left after refunds (a line refunded in full is not packed). */
const hasUnits = (line: ParcelLine) => line.quantity > line.refundedQuantity;
const isReady = (line: ParcelLine) => line.preorderId === null;

/**
 * The one rule for which lines the next parcel of an order holds (docs/domain.md "Pre-orders"): a split order sends
 * its ready goods first, then its pre-order lines once their harvest is in; any other order (together, pre-order
 * only, no pre-order at all) is one parcel of every line. Lines refunded in full are left out.
 */
export function parcelLines<L extends ParcelLine>(
  order: { deliveryPlan: string | null },
  lines: readonly L[],
  firstParcelSent: boolean,
): L[] {
  const left = lines.filter(hasUnits);
  if (order.deliveryPlan !== 'split') return left;
  return left.filter((line) => isReady(line) !== firstParcelSent);
}

/**
 * Why "First parcel sent" may not be recorded for an order, in words, or null when it may: a split order, accepted
 * (or packed) and neither sent on nor cancelled, with ready goods left to send, whose first parcel has not gone yet.
 */
export function firstParcelRefusal(
  order: { deliveryPlan: string | null; status: string },
  lines: readonly ParcelLine[],
  firstParcelSent: boolean,
): string | null {
  if (order.status === 'Cancelled') return M.firstParcelCancelled;
  if (order.deliveryPlan !== 'split') return M.firstParcelOnlySplit;
  if (firstParcelSent) return M.firstParcelAlready;
  if (order.status === 'Placed') return M.firstParcelNotAccepted;
  if (order.status !== 'Accepted' && order.status !== 'Packed') return M.firstParcelShipped;
  if (!lines.some((line) => isReady(line) && hasUnits(line))) return M.firstParcelNothing;
  return null;
}

/** The same, refused as a conflict (the order's state does not allow it). */
export function refuseFirstParcel(...args: Parameters<typeof firstParcelRefusal>): void {
  const refusal = firstParcelRefusal(...args);
  if (refusal) throw new ConflictError(refusal);
}
