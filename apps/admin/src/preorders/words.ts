import type { PreorderView } from '@farm/contract';

/** A pre-order's state in the packing shed's words. */
export const STATE_WORDS: Record<PreorderView['state'], string> = {
  open: 'Open',
  sold_out: 'Sold out',
  closed: 'Closed',
  harvested: 'Harvested',
};

/** The closing moment as the farm reads it: the day in Kerala. */
export const closesWords = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
