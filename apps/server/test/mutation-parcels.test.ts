/**
 * Which lines a parcel holds and when a split order's first parcel may go (src/modules/preorders/parcels.ts), over
 * lines held in memory. Written for mutation testing (npm run test:mutation); preorder-parcels.test.ts covers the same
 * rules through the console's API, the packing slip and the customer's e-mail.
 */
import { PREORDER_MESSAGES as M } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { firstParcelRefusal, parcelLines, refuseFirstParcel } from '../src/modules/preorders/parcels.js';
import { ConflictError } from '../src/shared/errors.js';

const rice = { name: 'rice', preorderId: null, quantity: 2, refundedQuantity: 0 };
const honey = { name: 'honey', preorderId: 7, quantity: 1, refundedQuantity: 0 };
const chips = { name: 'chips', preorderId: null, quantity: 3, refundedQuantity: 3 };
const names = (lines: { name: string }[]) => lines.map((line) => line.name);

describe('the lines of the next parcel', () => {
  it('are every line with units left for an order in one parcel, whatever was sent', () => {
    for (const deliveryPlan of [null, 'together']) {
      expect(names(parcelLines({ deliveryPlan }, [rice, honey, chips], false))).toEqual(['rice', 'honey']);
      expect(names(parcelLines({ deliveryPlan }, [rice, honey, chips], true))).toEqual(['rice', 'honey']);
    }
  });

  it('are the ready lines of a split order before its first parcel, its pre-order lines after', () => {
    expect(names(parcelLines({ deliveryPlan: 'split' }, [rice, honey, chips], false))).toEqual(['rice']);
    expect(names(parcelLines({ deliveryPlan: 'split' }, [rice, honey, chips], true))).toEqual(['honey']);
    // A line with one unit left of two is still packed.
    const partly = { ...rice, refundedQuantity: 1 };
    expect(names(parcelLines({ deliveryPlan: 'split' }, [partly], false))).toEqual(['rice']);
  });
});

describe('the first parcel of an order', () => {
  const split = (status: string) => ({ deliveryPlan: 'split', status });

  it('may go from an accepted or packed split order with ready goods left, once', () => {
    expect(firstParcelRefusal(split('Accepted'), [rice, honey], false)).toBeNull();
    expect(firstParcelRefusal(split('Packed'), [rice, honey], false)).toBeNull();
    expect(() => refuseFirstParcel(split('Accepted'), [rice, honey], false)).not.toThrow();
  });

  it('is refused in words for each other case', () => {
    expect(firstParcelRefusal(split('Cancelled'), [rice, honey], false)).toBe(M.firstParcelCancelled);
    expect(firstParcelRefusal({ deliveryPlan: 'together', status: 'Accepted' }, [rice], false)).toBe(
      M.firstParcelOnlySplit,
    );
    expect(firstParcelRefusal({ deliveryPlan: null, status: 'Accepted' }, [rice], false)).toBe(
      M.firstParcelOnlySplit,
    );
    expect(firstParcelRefusal(split('Accepted'), [rice, honey], true)).toBe(M.firstParcelAlready);
    expect(firstParcelRefusal(split('Placed'), [rice, honey], false)).toBe(M.firstParcelNotAccepted);
    expect(firstParcelRefusal(split('Shipped'), [rice, honey], false)).toBe(M.firstParcelShipped);
    expect(firstParcelRefusal(split('Delivered'), [rice, honey], false)).toBe(M.firstParcelShipped);
    // Ready goods refunded in full, or none: nothing to send first.
    expect(firstParcelRefusal(split('Accepted'), [chips, honey], false)).toBe(M.firstParcelNothing);
    expect(firstParcelRefusal(split('Accepted'), [honey], false)).toBe(M.firstParcelNothing);
    // A cancelled order says so before anything else; a sent one before its status.
    expect(firstParcelRefusal({ deliveryPlan: 'together', status: 'Cancelled' }, [], true)).toBe(
      M.firstParcelCancelled,
    );
    expect(firstParcelRefusal(split('Placed'), [rice], true)).toBe(M.firstParcelAlready);
    expect(() => refuseFirstParcel(split('Placed'), [rice], false)).toThrow(ConflictError);
    expect(() => refuseFirstParcel(split('Placed'), [rice], false)).toThrow(M.firstParcelNotAccepted);
  });
});
