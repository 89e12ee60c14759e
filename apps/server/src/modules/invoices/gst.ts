// The tax invoice's arithmetic (docs/domain.md "Invoices"). Prices include GST, as Indian retail prices do: the tax
// is taken out of each price, never added on top. All amounts are whole paise.

import { roundPaise } from '@farm/contract';

/** A line as sold: what the customer paid for it (tax included) and the rate of its product. */
export interface SoldLine {
  grossPaise: number;
  ratePercent: number;
}

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  ratePercent: number;
  grossPaise: number;
}

/**
 * Takes the tax out of a tax-inclusive amount: taxable value = gross × 100 / (100 + rate), rounded to the paisa; the
 * tax is the rest, so taxable + tax is always the gross. Within the farm's state it is split into equal central
 * and state halves (CGST + SGST, or UTGST in a union territory without a legislature: the same half, in `sgstPaise`;
 * an odd paisa goes to CGST); to another state it is one integrated tax (IGST).
 */
export function splitTax(grossPaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  const taxablePaise = roundPaise((grossPaise * 100) / (100 + ratePercent));
  const tax = grossPaise - taxablePaise;
  const sgstPaise = intraState ? Math.floor(tax / 2) : 0;
  const cgstPaise = intraState ? tax - sgstPaise : 0;
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: intraState ? 0 : tax,
    ratePercent,
    grossPaise,
  };
}

/**
 * The rate of the order's principal supply: the line with the highest value (the first of equals). Shipping is part
 * of a composite supply with the goods it carries, so it is taxed at this rate.
 */
export function principalRate(lines: readonly SoldLine[]): number {
  let best: SoldLine | undefined;
  for (const line of lines) if (!best || line.grossPaise > best.grossPaise) best = line;
  return best?.ratePercent ?? 0;
}

export function addSplits(splits: readonly TaxSplit[]): Omit<TaxSplit, 'ratePercent'> {
  return splits.reduce(
    (sum, s) => ({
      taxablePaise: sum.taxablePaise + s.taxablePaise,
      cgstPaise: sum.cgstPaise + s.cgstPaise,
      sgstPaise: sum.sgstPaise + s.sgstPaise,
      igstPaise: sum.igstPaise + s.igstPaise,
      grossPaise: sum.grossPaise + s.grossPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, grossPaise: 0 },
  );
}

/** India's financial year of a moment, in Kerala's time: April to March, written `2026-27`. */
export function financialYear(at: Date, utcOffsetMinutes: number): string {
  const local = new Date(at.getTime() + utcOffsetMinutes * 60_000);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The invoice number: prefix, the year's short form and the number, within GST's 16 characters (`PK/26-27/00042`). */
export function invoiceNumber(prefix: string, year: string, number: number): string {
  return `${prefix}/${year.slice(2)}/${String(number).padStart(5, '0')}`.slice(0, 16);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, in the Indian system (thousand, lakh, crore). */
export function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount as an invoice says it: "Rupees One Thousand Two Hundred Forty Nine and Fifty Paise Only". */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
