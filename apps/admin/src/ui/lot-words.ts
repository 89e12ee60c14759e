import { LOT_PROCESS_LABELS, LOT_RULES, type Lot, type LotProcess } from '@farm/contract';
import { shopDate } from './format';

// Lots (issue 38) in the console's words: the stock size page, the order's packing panel and the dashboard.

/** The lots' words on the size page, the order's packing panel and the dashboard (issue 38). */
export const LOT_WORDS = {
  tableCaption: 'Lots of this size, first expiry first, then those emptied',
  none: 'No lot yet: each delivery received below becomes a lot with its dates.',
  blocked: 'Blocked by a recall',
  notPackable: 'Not for packing',
  emptied: 'Emptied',
  labelSheet: 'Label sheet',
  labelSheetFor: (code: string) => `Label sheet for lot ${code} (PDF, A4)`,
  certificate: 'Certificate',
  certificateOf: (code: string) => `The certificate of lot ${code}`,
  codeHint: 'Empty: made from the product and the date.',
  bestBeforeHint: 'Empty: from the shelf life.',
  sourceHint: 'The plot it was grown on, or who supplied it.',
  noPicturesHint: 'Only an owner or a manager can add the certificate picture.',
  wholeSize: 'The whole size',
  chooseLot: 'Choose the lot',
  lotOption: (lot: Lot) =>
    `${lot.code}: ${lot.on_hand} on the shelf${lot.best_before ? `, best before ${shopDate(lot.best_before)}` : ''}`,
  nearingTitle: 'Lots nearing their shelf-life floor',
  nearingNote: `Lots with jars on the shelf whose last day to be packed comes within ${LOT_RULES.nearingDays} days: pack them first, or plan what to do with them.`,
  passed: (day: string) => `${shopDate(day)} (passed)`,
} as const;

/** A processing date with what was done on it: "12 Jan 2027, pressing". */
export function processedWords(processedOn: string | null, process: LotProcess | null): string | null {
  if (!processedOn) return process ? LOT_PROCESS_LABELS[process] : null;
  return process
    ? `${shopDate(processedOn)}, ${LOT_PROCESS_LABELS[process].toLowerCase()}`
    : shopDate(processedOn);
}

/** The order page's packing panel (issue 38). */
export const PACKING_WORDS = {
  title: 'Lots to pack',
  packedTitle: 'Lots packed',
  intro: (deliverBy: string) =>
    `Each jar goes from a lot with shelf life enough for a delivery by ${shopDate(deliverBy)}. The lots that expire first are proposed.`,
  held: 'Held now',
  noneHeld: 'No lot held yet.',
  proposal: (parts: readonly { code: string; quantity: number }[], wanted: number) =>
    parts.length === 1 && parts[0]!.quantity === wanted
      ? `Proposed: lot ${parts[0]!.code}, expires first.`
      : `Proposed: ${parts.map((p) => `${p.quantity} from lot ${p.code}`).join(', ')}, first expiry first.`,
  useProposal: 'Use the proposal',
  noChoice: 'No lot of this size has units free for this order.',
  unitsFrom: (code: string) => `Units from lot ${code}`,
  chosen: (chosen: number, wanted: number) => `${chosen} of ${wanted} chosen`,
  save: 'Save the lots',
  wholeUnits: 'Units are whole numbers, 0 or more.',
  notCounted: 'Not counted: no lot to choose.',
  lotsOf: (lots: readonly { code: string; quantity: number }[]) =>
    lots.map((lot) => `${lot.quantity} from lot ${lot.code}`).join(', '),
} as const;
