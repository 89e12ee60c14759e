/**
 * The demo's lots (issue 38): three products the farm counts jar by jar, each size's jars from named lots with their
 * harvest and processing dates, where they were grown and their best-before (the processing day plus the product's
 * shelf life). None of them is a product the e2e journeys or the order tests buy (they take the catalogue's first
 * products, its middle pre-orders and its last ones), and each size holds 30 or more, so no "Only N left" shows.
 * Days are counted back from the day the demo is seeded, so the lots stay fresh whenever it is: the mango pickle
 * from the last summer's mangoes, the chips from this month's bananas, the rice from the last harvest.
 */
import type { LotProcess } from '@farm/contract';

export interface DemoLot {
  /** The code's first part; the rest is the processing month (yymm) and the letter, e.g. KAN-2605-A. */
  prefix: string;
  letter: string;
  /** The size, by its label. */
  size: string;
  quantity: number;
  /** The crop it was grown as, by its demo name. */
  crop: string;
  source: string;
  harvestedDaysAgo: number;
  processedDaysAgo: number;
  process: LotProcess;
  notes: string;
}

/** By product slug. */
export const DEMO_LOTS: Record<string, DemoLot[]> = {
  'tender-mango-pickle': [
    {
      prefix: 'KAN',
      letter: 'A',
      size: '250 g',
      quantity: 48,
      crop: 'Mango',
      source: 'The old mango trees by the north boundary',
      harvestedDaysAgo: 196,
      processedDaysAgo: 192,
      process: 'bottling',
      notes: 'Tender mangoes salted for four days, then bottled with chilli and mustard.',
    },
    {
      prefix: 'KAN',
      letter: 'B',
      size: '500 g',
      quantity: 36,
      crop: 'Mango',
      source: 'The old mango trees by the north boundary',
      harvestedDaysAgo: 196,
      processedDaysAgo: 192,
      process: 'bottling',
      notes: 'The same batch as lot A, in the larger jar.',
    },
  ],
  'nendran-banana-chips': [
    {
      prefix: 'NBC',
      letter: 'A',
      size: '250 g',
      quantity: 30,
      crop: 'Nendran Banana',
      source: 'Banana plot 2, by the canal',
      harvestedDaysAgo: 24,
      processedDaysAgo: 21,
      process: 'packing',
      notes: 'Fried in our own coconut oil and packed the same day.',
    },
    {
      prefix: 'NBC',
      letter: 'B',
      size: '250 g',
      quantity: 60,
      crop: 'Nendran Banana',
      source: 'Banana plot 3, below the pond',
      harvestedDaysAgo: 9,
      processedDaysAgo: 6,
      process: 'packing',
      notes: 'Fried in our own coconut oil and packed the same day.',
    },
    {
      prefix: 'NBC',
      letter: 'C',
      size: '500 g',
      quantity: 40,
      crop: 'Nendran Banana',
      source: 'Banana plot 3, below the pond',
      harvestedDaysAgo: 9,
      processedDaysAgo: 6,
      process: 'packing',
      notes: 'Fried in our own coconut oil and packed the same day.',
    },
  ],
  'kaikuthari-red-rice': [
    {
      prefix: 'RRC',
      letter: 'A',
      size: '1 kg',
      quantity: 80,
      crop: 'Rice Paddy',
      source: 'The lower paddy field, Virippu crop',
      harvestedDaysAgo: 62,
      processedDaysAgo: 40,
      process: 'drying',
      notes: 'Sun-dried on the yard, then hand-pounded at the village mill.',
    },
    {
      prefix: 'RRC',
      letter: 'B',
      size: '5 kg',
      quantity: 30,
      crop: 'Rice Paddy',
      source: 'The lower paddy field, Virippu crop',
      harvestedDaysAgo: 62,
      processedDaysAgo: 40,
      process: 'drying',
      notes: 'Sun-dried on the yard, then hand-pounded at the village mill.',
    },
  ],
};

/** The lot's code: its prefix, the processing month and its letter (KAN-2605-A). */
export function demoLotCode(lot: DemoLot, processedOn: string): string {
  return `${lot.prefix}-${processedOn.slice(2, 4)}${processedOn.slice(5, 7)}-${lot.letter}`;
}
