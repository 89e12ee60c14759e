import { ID_DIGITS, MAX_ID } from '@farm/contract';

/**
 * An id as the API accepts it (the contract's `idString` without its messages): digits only, 1..MAX_ID, since
 * bigger ones cannot be in an `integer` column. Anything else is no id at all.
 */
export function parseId(text: string | null | undefined): number | undefined {
  if (!text || !ID_DIGITS.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
