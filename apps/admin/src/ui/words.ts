// Words and numbers the shelf and the product list both read (stock/ and catalogue/).

/**
 * A whole number as typed: spaces gone, a typed minus (− or –) read as "-", a "+" allowed. Anything else stays NaN,
 * so the contract's schema answers in its own words.
 */
export function typedNumber(text: string): number {
  const cleaned = text.trim().replace(/[−–]/g, '-').replace(/\s+/g, '');
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** What shoppers can buy, in words: a number, "sold out", or "not counted". */
export function availableWords(available: number | null): string {
  if (available === null) return 'not counted';
  return available <= 0 ? 'sold out' : `${available} left`;
}
