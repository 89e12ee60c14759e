// Money, written once for the server, the storefront and the console (issue 34): the units, the one rounding rule,
// the one way each language writes an amount. The database and the payment service count whole paise; the wire and
// the screens say rupees. This module imports only the language constants, so any screen may use it without pulling
// the schemas (zod) or the messages into its bundle.
import { INTL_LOCALES, type Language } from './languages.js';

/** ISO 4217 code of the shop's one currency, as the payment service and the feeds name it. */
export const CURRENCY = 'INR' as const;
/** The rupee sign every written amount starts with. */
export const CURRENCY_SYMBOL = '₹';

/**
 * Whole paise: what the database stores, the payment service charges and totals are added up in (integers never
 * add up wrong). An alias, not a brand, so a row read from the database is one without a cast; the name says the unit.
 */
export type Paise = number;
/** Rupees, as the wire and the screens carry them: at most two decimals, each a whole paisa. */
export type Rupees = number;

const PAISE_PER_RUPEE = 100;

/**
 * The one rounding rule: to the nearest whole paisa, half up. Every amount goes through it, whether it starts in
 * rupees (`rupeesToPaise`) or as a fraction of paise (the taxable value taken out of a tax-inclusive price).
 */
export function roundPaise(paise: number): Paise {
  return Math.round(paise);
}

/** Rupees as whole paise, by the one rounding rule. */
export function rupeesToPaise(amount: Rupees): Paise {
  return roundPaise(amount * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: Paise): Rupees {
  return paise / PAISE_PER_RUPEE;
}

/**
 * Whether a typed amount is a whole number of paise (at most two decimals): the one check the forms and the API
 * apply to rupees typed by a person. A millionth of a paisa of slack takes in what binary fractions blur (0.1 + 0.2).
 */
export function isWholePaise(amount: Rupees): boolean {
  const paise = amount * PAISE_PER_RUPEE;
  return Math.abs(Math.round(paise) - paise) < 1e-6;
}

/** Rupees rounded to the nearest whole paisa (a sum of rupee figures that binary fractions have blurred). */
export function roundRupees(amount: Rupees): Rupees {
  return paiseToRupees(rupeesToPaise(amount));
}

/** Rupee amounts added up in whole paise, so ₹0.10 + ₹0.20 is ₹0.30 (a subtotal and its shipping charge). */
export function addRupees(...amounts: readonly Rupees[]): Rupees {
  return paiseToRupees(amounts.reduce<Paise>((sum, amount) => sum + rupeesToPaise(amount), 0));
}

export interface RupeeFormat {
  /**
   * `ifAny` (the default): paise only when there are some, then two digits (₹1,250 and ₹1,249.50), as customers and
   * sentences read an amount. `always`: two digits every time (₹1,250.00), as a column of figures lines them up.
   */
  paise?: 'ifAny' | 'always';
  /** Without the rupee sign, for a figure under a heading that names the currency ("Amounts in ₹"). */
  symbol?: boolean;
}

/**
 * An amount in rupees as a language writes it: the rupee sign, Indian digit grouping (₹1,00,000) and Western digits
 * in both English (en-IN) and Malayalam (ml-IN); rounded to the paisa by `rupeesToPaise` first. The one formatter:
 * the storefront, the console, the e-mails and the audit trail all write money through it.
 */
export function formatRupees(amount: Rupees, language: Language = 'en', format: RupeeFormat = {}): string {
  const paise = rupeesToPaise(amount);
  const showPaise = format.paise === 'always' || paise % PAISE_PER_RUPEE !== 0;
  const figure = numberFormat(language, showPaise).format(paiseToRupees(paise));
  return format.symbol === false ? figure : `${CURRENCY_SYMBOL}${figure}`;
}

/**
 * The figure's formatter per language, with or without paise: built once each (an Intl.NumberFormat costs far more
 * to build than to use, and a console table or an e-mail writes hundreds of amounts).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, showPaise: boolean): Intl.NumberFormat {
  const key = `${language}:${showPaise}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(INTL_LOCALES[language], {
      minimumFractionDigits: showPaise ? 2 : 0,
      maximumFractionDigits: 2,
    });
    numberFormats.set(key, found);
  }
  return found;
}

/**
 * The plain decimal an amount is written in for machines rather than readers (schema.org's price, "1249.50"):
 * no sign, no grouping, always two digits.
 */
export function decimalRupees(amount: Rupees): string {
  return paiseToRupees(rupeesToPaise(amount)).toFixed(2);
}

/** The same for an amount held in paise (the server's rows). */
export function formatPaise(paise: Paise, language: Language = 'en', format: RupeeFormat = {}): string {
  return formatRupees(paiseToRupees(paise), language, format);
}
