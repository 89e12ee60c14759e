import type { StockMovementKind } from '@farm/contract';

/** A movement in the packing shed's words. */
export const MOVEMENT_WORDS: Record<StockMovementKind, string> = {
  count: 'Count taken',
  received: 'Batch received',
  correction: 'Correction',
  sale: 'Sold',
  returned: 'Returned',
};

/** A change with its sign, as the shelf reads it: +5, −2 (a true minus sign). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

/**
 * A whole number as typed: spaces gone, a typed minus (− or –) read as "-", a "+" allowed. Anything else stays NaN,
 * so the contract's schema answers in its own words.
 */
export function typedNumber(text: string): number {
  const cleaned = text.trim().replace(/[−–]/g, '-').replace(/\s+/g, '');
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Issues of a schema, by field, first message each. */
export function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

/** What shoppers can buy, in words: a number, "sold out", or "not counted". */
export function availableWords(available: number | null): string {
  if (available === null) return 'not counted';
  return available <= 0 ? 'sold out' : `${available} left`;
}
