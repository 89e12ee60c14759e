import type { StockMovementKind } from '@farm/contract';

/** A movement in the packing shed's words. */
export const MOVEMENT_WORDS: Record<StockMovementKind, string> = {
  count: 'Count taken',
  received: 'Lot received',
  correction: 'Correction',
  sale: 'Sold',
  returned: 'Returned',
  recalled: 'Written off by a recall',
  lot_change: 'Moved between lots at packing',
};

/** A change with its sign, as the shelf reads it: +5, −2 (a true minus sign). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');
