import {
  SHEET_COLUMNS,
  SHEET_NO,
  SHEET_YES,
  type NetUnit,
  type OrganicScheme,
  type SheetColumnKey,
} from '@farm/contract';

/*
 * The one way each value is written in the spreadsheet. The export writes the shop's values with it, and the dry run
 * writes a row's values with it once they have passed the product form's rules: two cells are the same value exactly
 * when they are the same text, and the dry run's "before → after" is what the file says.
 */

/** A product's own values, as the spreadsheet knows them. */
export interface ProductFacts {
  sku: string;
  name: string;
  nameMal: string;
  category: string;
  description: string;
  descriptionMal: string;
  hsnCode: string;
  gstRate: number;
  shelfLifeMonths: number | null;
  ingredients: string;
  ingredientsMal: string;
  manufacturer: string;
  countryOfOrigin: string;
  organicScheme: OrganicScheme;
  organicCertificateNo: string;
  organicCertifier: string;
  organicValidUntil: string | null;
  published: boolean;
  active: boolean;
  featured: boolean;
  /** The main picture's reference, or the name of a file in the pictures zip. */
  picture: string;
}

/** A size's values, as the spreadsheet knows them. */
export interface SizeFacts {
  label: string;
  weightGrams: number;
  netQuantity: number;
  netUnit: NetUnit;
  mrpPaise: number;
  /** 0 = no offer, as the price row keeps it. */
  offerPaise: number;
  /** null = not counted. */
  stockCount: number | null;
  inStock: boolean;
}

export type ProductColumn = Extract<(typeof SHEET_COLUMNS)[number], { level: 'product' }>['key'];
export type SizeColumn = Extract<(typeof SHEET_COLUMNS)[number], { level: 'size' }>['key'];

export const PRODUCT_COLUMNS = SHEET_COLUMNS.filter((c) => c.level === 'product').map(
  (c) => c.key,
) as ProductColumn[];
export const SIZE_COLUMNS = SHEET_COLUMNS.filter((c) => c.level === 'size').map((c) => c.key) as SizeColumn[];

export const yesNo = (value: boolean) => (value ? SHEET_YES : SHEET_NO);

/** Whole paise as the sheet writes rupees: 350, or 350.50 when there are paise. */
export function rupeeCell(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

const optional = (value: number | null) => (value === null ? '' : String(value));

/** The certificate's details as a product keeps them: only a certified scheme has any (the form drops them). */
export function certificateOf(p: ProductFacts): { no: string; certifier: string; validUntil: string | null } {
  return p.organicScheme === 'npop' || p.organicScheme === 'pgs'
    ? { no: p.organicCertificateNo, certifier: p.organicCertifier, validUntil: p.organicValidUntil }
    : { no: '', certifier: '', validUntil: null };
}

export function productCells(p: ProductFacts): Record<ProductColumn, string> {
  const certificate = certificateOf(p);
  return {
    sku: p.sku,
    name: p.name,
    name_mal: p.nameMal,
    category: p.category,
    description: p.description,
    description_mal: p.descriptionMal,
    hsn_code: p.hsnCode,
    gst_rate: String(p.gstRate),
    shelf_life_months: optional(p.shelfLifeMonths),
    ingredients: p.ingredients,
    ingredients_mal: p.ingredientsMal,
    manufacturer: p.manufacturer,
    country_of_origin: p.countryOfOrigin,
    organic_scheme: p.organicScheme,
    organic_certificate_no: certificate.no,
    organic_certifier: certificate.certifier,
    organic_valid_until: certificate.validUntil ?? '',
    published: yesNo(p.published),
    active: yesNo(p.active),
    featured: yesNo(p.featured),
    picture: p.picture,
  };
}

export function sizeCells(s: SizeFacts): Record<SizeColumn, string> {
  return {
    size: s.label,
    weight_grams: String(s.weightGrams),
    net_quantity: String(s.netQuantity),
    net_unit: s.netUnit,
    mrp: rupeeCell(s.mrpPaise),
    offer_price: s.offerPaise > 0 ? rupeeCell(s.offerPaise) : '',
    stock_count: optional(s.stockCount),
    in_stock: yesNo(s.inStock),
  };
}

/** A whole row in the columns' order. */
export function rowCells(product: ProductFacts, size: SizeFacts | undefined): string[] {
  const cells: Partial<Record<SheetColumnKey, string>> = {
    ...productCells(product),
    ...(size ? sizeCells(size) : {}),
  };
  return SHEET_COLUMNS.map((column) => cells[column.key] ?? '');
}

// ---- Reading what a person typed ----

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A yes/no cell; empty is the form's default; undefined when it is neither. */
export function readYesNo(cell: string, empty: boolean): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (word === '') return empty;
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}

/**
 * Rupees as typed, for the form's price rule to judge: a rupee sign or "Rs" in front and Indian digit grouping
 * (1,250.50) are taken out; anything else goes to the rule as it is ("abc" is refused in its words).
 */
export function readRupees(cell: string): string {
  const bare = cell.trim().replace(/^(₹|rs\.?)\s*/i, '');
  return /^\d[\d,]*(\.\d*)?$/.test(bare) ? bare.replace(/,/g, '') : bare;
}

/** A number for a rule that takes numbers only (the GST rate); other text stays text, so the rule refuses it. */
export function readNumber(cell: string): number | string {
  const bare = cell.trim().replace(/%$/, '').trim();
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : cell;
}

/**
 * An HSN code: HSN codes have 2, 4, 6 or 8 digits, so a code of 3, 5 or 7 digits is one whose leading zero a
 * spreadsheet took for a number's (0910 → 910), and gets it back.
 */
export function readHsn(cell: string): string {
  const bare = cell.trim();
  return /^(\d{3}|\d{5}|\d{7})$/.test(bare) ? `0${bare}` : bare;
}

const UNITS: Record<string, NetUnit> = {
  g: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  ml: 'ml',
  pc: 'pc',
  pcs: 'pc',
  piece: 'pc',
  pieces: 'pc',
};
/** The net unit in its stored form; an unknown word goes to the rule as it is. */
export const readUnit = (cell: string) => UNITS[cell.trim().toLowerCase()] ?? cell.trim();

const SCHEMES: Record<string, OrganicScheme> = { '': 'none', 'pgs-india': 'pgs', 'india organic': 'npop' };
export const readScheme = (cell: string) => {
  const word = cell.trim().toLowerCase();
  return SCHEMES[word] ?? word;
};

/** How rows and sizes are told apart: case and runs of spaces do not make another size ("250 ML" is "250 ml"). */
export const sizeKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();
