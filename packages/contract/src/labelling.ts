/**
 * What Indian law asks a packaged food's listing to declare (issue 35; docs/domain.md "Selling lawfully"): the net
 * quantity's units, the organic schemes and the kinds of FSSAI number. The rules that use them live beside them.
 */

/**
 * The net quantity's standard units (Legal Metrology (Packaged Commodities) Rules 2011 r.6(1)(e) and the Standards
 * of Weights and Measures Act 2009): grams for solids and powders, millilitres for oils and liquids, or pieces.
 */
export const NET_UNITS = ['g', 'ml', 'pc'] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/**
 * The organic claim a product may make (FSS (Organic Foods) Regulations 2017): certified under NPOP (India Organic)
 * or PGS-India, the small original producer's exemption (direct sales, organic turnover up to ₹12 lakh a year; no
 * Jaivik Bharat logo), or none.
 */
export const ORGANIC_SCHEMES = ['none', 'npop', 'pgs', 'exempt'] as const;
export type OrganicScheme = (typeof ORGANIC_SCHEMES)[number];

/** An FSSAI number is a central or state licence, or a basic registration; all are 14 digits. */
export const FSSAI_KINDS = ['licence', 'registration'] as const;
export type FssaiKind = (typeof FSSAI_KINDS)[number];

/** What a net quantity is written in: the stored unit, or a thousand of it (kg, L) from 1 kg or 1 L up. */
export type QuantityUnit = 'g' | 'kg' | 'ml' | 'L' | 'pc';

/** A thousand grams or millilitres: from here a quantity is written, and priced, in kg or L (r.6(1)). */
export const THOUSAND = 1000;

/**
 * The unit a quantity is written in: grams and millilitres below 1 kg / 1 L, kilograms and litres from there on
 * (the Standards of Weights and Measures (Packaged Commodities) Rules' Schedule of units), pieces as they are.
 */
export function quantityUnit(quantity: number, unit: NetUnit): QuantityUnit {
  if (unit === 'pc') return 'pc';
  if (quantity < THOUSAND) return unit;
  return unit === 'g' ? 'kg' : 'L';
}

/** Up to three decimals, none when whole (1.5 kg, 1.25 L, 1 L), grouped the Indian way as money is. */
const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** The words for pieces; the symbols g, kg, ml and L are the same in English and Malayalam labels. */
const PIECES = {
  en: (count: number) => (count === 1 ? 'piece' : 'pieces'),
  ml: () => 'എണ്ണം',
} as const;

/**
 * A size's net quantity in standard units, as the label declares it (Legal Metrology (Packaged Commodities) Rules
 * 2011 r.6(1)): "250 g", "1.5 kg", "500 ml", "1 L", "12 pieces" (Malayalam: "12 എണ്ണം").
 */
export function formatNetQuantity(quantity: number, unit: NetUnit, language: 'en' | 'ml' = 'en'): string {
  const shown = quantityUnit(quantity, unit);
  if (shown === 'pc') return `${quantityFormat.format(quantity)} ${PIECES[language](quantity)}`;
  const amount = shown === 'kg' || shown === 'L' ? quantity / THOUSAND : quantity;
  return `${quantityFormat.format(amount)} ${shown}`;
}

/** The unit sale price: rupees (unrounded) per one unit of `per`. */
export interface UnitSalePrice {
  rupees: number;
  per: QuantityUnit;
}

/**
 * The unit sale price (Legal Metrology (Packaged Commodities) Rules 2011 r.6(1), as amended in 2022): the price
 * per gram or millilitre when the net quantity is below 1 kg or 1 L, per kilogram or litre from 1 kg or 1 L up, and
 * per piece for pieces. `pricePaise` is the price the shopper pays for the size (the offer when there is one).
 */
export function unitSalePrice(pricePaise: number, quantity: number, unit: NetUnit): UnitSalePrice {
  const per = quantityUnit(quantity, unit);
  const units = per === 'kg' || per === 'L' ? quantity / THOUSAND : quantity;
  return { rupees: pricePaise / 100 / units, per };
}

const unitPriceFormat = {
  en: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ml: new Intl.NumberFormat('ml-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} as const;

/** The unit sale price with two decimals, as the rule asks: "₹0.36/g", "₹360.00/kg", "₹180.00/L", "₹25.00/piece". */
export function formatUnitSalePrice(price: UnitSalePrice, language: 'en' | 'ml' = 'en'): string {
  const per = price.per === 'pc' ? (language === 'ml' ? 'എണ്ണം' : 'piece') : price.per;
  return `₹${unitPriceFormat[language].format(price.rupees)}/${per}`;
}

/** What the product page may say about organic farming: a certified claim (with its badge), the exemption, or nothing. */
export type OrganicClaim = 'certified' | 'exempt' | 'none';

/**
 * The organic claim a product makes today (FSS (Organic Foods) Regulations 2017 r.3 and r.4): "certified" only under
 * NPOP or PGS-India with a certificate valid on `today` (both dates YYYY-MM-DD, India's calendar); "exempt" for the
 * small original producer selling directly (said in words, no logo); anything else (no scheme, an expired or undated
 * certificate) claims nothing.
 */
export function organicClaim(scheme: OrganicScheme, validUntil: string | null, today: string): OrganicClaim {
  if (scheme === 'exempt') return 'exempt';
  if ((scheme === 'npop' || scheme === 'pgs') && validUntil !== null && validUntil >= today)
    return 'certified';
  return 'none';
}

/** Today's date in India (YYYY-MM-DD): a certificate valid until a day is valid through that day there. */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The names of the certification schemes, as the product page and the console say them. */
export const ORGANIC_SCHEME_NAMES: Record<OrganicScheme, string> = {
  none: 'No organic claim',
  npop: 'NPOP (India Organic)',
  pgs: 'PGS-India',
  exempt: 'Small original producer (exempt from certification)',
};

/** Where the goods come from when the farm does not say otherwise (products.country_of_origin's default). */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';
