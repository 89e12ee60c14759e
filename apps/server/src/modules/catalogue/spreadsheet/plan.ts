import {
  CATALOGUE_ADMIN_MESSAGES as M,
  DEFAULT_COUNTRY_OF_ORIGIN,
  SHEET_HEADERS as H,
  SHEET_MESSAGES as W,
  STOCK_MESSAGES,
  categoryInput,
  productInput,
  rupeesToPaise,
  slugify,
  stockCountValue,
  type ProductInput,
  type SheetColumnKey,
  type SheetPlan,
  type SheetRefusal,
} from '@farm/contract';
import type { z } from 'zod';
import {
  PRODUCT_COLUMNS,
  productCells,
  readHsn,
  readNumber,
  readRupees,
  readScheme,
  readUnit,
  readYesNo,
  sizeCells,
  sizeKey,
  type ProductFacts,
  type SizeFacts,
} from './columns.js';
import type { SheetRow } from './read.js';
import type { ShopProduct, Snapshot } from './repository.js';

/** Where a product's main picture comes from: a picture the shop has, or a file of the pictures zip. */
export type PictureSource = { ref: string } | { zip: string };

/** A category by id, or one the import adds by name. */
export type CategoryTarget = { id: number } | { name: string };

export interface NewSize {
  line: number;
  facts: SizeFacts;
  sortOrder: number;
}

export interface NewProduct {
  line: number;
  facts: ProductFacts;
  slug: string;
  category: CategoryTarget;
  picture: PictureSource;
  sizes: NewSize[];
}

export interface SizeChange {
  id: number;
  line: number;
  facts: SizeFacts;
  /** Its label, weights, prices or in-stock mark changed (written to the size and its price). */
  changed: boolean;
  /** Its count changed (written as a stock movement). */
  counted: boolean;
}

export interface ProductChange {
  id: number;
  /** Kept: a product's web address does not move when the file renames it. */
  slug: string;
  line: number;
  facts: ProductFacts;
  category: CategoryTarget;
  picture: PictureSource;
  /** The product's own columns changed. */
  changed: boolean;
  /** A draft the file publishes. */
  publish: boolean;
  sizes: SizeChange[];
  newSizes: NewSize[];
}

/** What the shop can tell about the pictures a row may name. */
export interface PictureBook {
  /** The zip's files by their name in lower case, without folders: each name's paths (two = ambiguous). */
  zip: Map<string, string[]>;
  /** The library's pictures: reference → the file name it was uploaded as. */
  library: Map<string, string>;
}

/** The import's plan: what it writes, and the dry run's report of it. */
export interface Plan {
  newProducts: NewProduct[];
  changes: ProductChange[];
  /** Categories to add, by name as the file first writes each. */
  newCategories: string[];
  report: Pick<SheetPlan, 'summary' | 'added' | 'changed' | 'refused'>;
}

/** The paths of the product form's fields, as the columns of the sheet. */
const FIELD_COLUMN: Record<string, SheetColumnKey> = {
  name: 'name',
  name_mal: 'name_mal',
  sku: 'sku',
  description: 'description',
  description_mal: 'description_mal',
  hsn_code: 'hsn_code',
  gst_rate: 'gst_rate',
  featured: 'featured',
  pictures: 'picture',
  shelf_life_months: 'shelf_life_months',
  ingredients: 'ingredients',
  ingredients_mal: 'ingredients_mal',
  manufacturer: 'manufacturer',
  country_of_origin: 'country_of_origin',
  'organic.scheme': 'organic_scheme',
  'organic.certificate_no': 'organic_certificate_no',
  'organic.certifier': 'organic_certifier',
  'organic.valid_until': 'organic_valid_until',
  sizes: 'size',
};
const SIZE_FIELD_COLUMN: Record<string, SheetColumnKey> = {
  label: 'size',
  weight_grams: 'weight_grams',
  price: 'mrp',
  offer_price: 'offer_price',
  in_stock: 'in_stock',
  net_quantity: 'net_quantity',
  net_unit: 'net_unit',
};

/** The file base name of a path inside a zip, in lower case: how a picture cell finds its file. */
export const zipName = (path: string) => (path.split('/').at(-1) ?? path).toLowerCase();

/**
 * The import's plan (pure: it reads nothing, writes nothing). Each product of the file, by SKU: its first row gives
 * its columns, later rows may repeat them or leave them empty; each row is one size, by label. A row passes the
 * product form's own rules (contract `productInput`), whose words come back as "row, column, reason". Products and
 * sizes of the shop that the file does not name are left as they are.
 */
export function plan(
  rows: readonly SheetRow[],
  shop: Snapshot,
  pictures: PictureBook,
  mayCount: boolean,
): Plan {
  const refused: SheetRefusal[] = [];
  const refuse = (row: number, column: SheetColumnKey, reason: string) =>
    refused.push({ row, column: H[column], reason });

  const bySku = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const sku = row.cells.sku.trim();
    if (sku === '') {
      refuse(row.line, 'sku', M.skuRequired);
      continue;
    }
    const group = bySku.get(sku) ?? [];
    group.push(row);
    bySku.set(sku, group);
  }

  const shopBySku = new Map(shop.products.map((product) => [product.facts.sku, product]));
  const categoryByName = new Map<string, { id: number; name: string }>();
  for (const category of shop.categories) {
    // The first of two categories spelt alike (in the shop's order) is the one a name finds.
    if (!categoryByName.has(category.name.trim().toLowerCase()))
      categoryByName.set(category.name.trim().toLowerCase(), category);
  }
  const newCategories = new Map<string, string>();
  const slugs = new Set(shop.products.map((product) => product.slug));

  const result: Plan = {
    newProducts: [],
    changes: [],
    newCategories: [],
    report: { summary: emptySummary(), added: [], changed: [], refused },
  };
  const { summary } = result.report;

  for (const [sku, group] of bySku) {
    const first = group[0]!;
    const before = refused.length;
    // A product's columns on its later rows: the same as on its first, or empty.
    for (const row of group.slice(1)) {
      for (const column of PRODUCT_COLUMNS) {
        const cell = row.cells[column].trim();
        if (cell !== '' && cell !== first.cells[column].trim())
          refuse(row.line, column, W.productDiffers(first.line));
      }
    }
    // Each size once.
    const sizeRows: SheetRow[] = [];
    const seen = new Map<string, number>();
    for (const row of group) {
      const key = sizeKey(row.cells.size);
      const earlier = seen.get(key);
      if (key !== '' && earlier !== undefined) {
        refuse(row.line, 'size', W.repeatedSize(earlier));
        continue;
      }
      seen.set(key, row.line);
      sizeRows.push(row);
    }

    const existing = shopBySku.get(sku);
    const cells = first.cells;
    const flag = (
      row: SheetRow,
      column: 'published' | 'active' | 'featured' | 'in_stock',
      empty: boolean,
    ) => {
      const value = readYesNo(row.cells[column], empty);
      if (value === undefined) refuse(row.line, column, W.yesOrNo);
      return value ?? empty;
    };
    const published = flag(first, 'published', existing?.facts.published ?? false);
    if (existing?.facts.published && !published) refuse(first.line, 'published', W.noDraftAgain);
    const active = flag(first, 'active', true);
    const featured = flag(first, 'featured', false);

    const category = categoryOf(cells.category);
    if (!category) refuse(first.line, 'category', W.categoryRequired);
    else if ('name' in category.target) {
      const named = categoryInput.shape.name.safeParse(category.target.name);
      if (!named.success) refuse(first.line, 'category', named.error.issues[0]!.message);
    }

    const picture = pictureOf(cells.picture, existing, pictures, shop);
    if (typeof picture === 'string') refuse(first.line, 'picture', picture);

    const counts = sizeRows.map((row) => {
      const cell = row.cells.stock_count.trim();
      if (cell === '') return null;
      const count = stockCountValue.safeParse(/^\d+$/.test(cell) ? Number(cell) : NaN);
      if (!count.success) refuse(row.line, 'stock_count', STOCK_MESSAGES.countInvalid);
      return count.success ? count.data : null;
    });

    const input: z.input<typeof productInput> = {
      name: cells.name,
      name_mal: cells.name_mal,
      sku,
      description: cells.description,
      description_mal: cells.description_mal,
      // The category is found by name above; the form's rule only wants an id.
      category_id: 1,
      hsn_code: readHsn(cells.hsn_code),
      // Text that is not a number stays text, for the rule to refuse in its words.
      gst_rate: readNumber(cells.gst_rate) as number,
      featured,
      // A zip's file name need not be a reference's shape: the rule sees a stand-in for it.
      pictures:
        typeof picture === 'object' ? ['ref' in picture ? picture.ref : 'm/from-the-zip'] : ['m/stand-in'],
      sizes: sizeRows.map((row) => ({
        label: row.cells.size,
        weight_grams: row.cells.weight_grams.trim(),
        price: readRupees(row.cells.mrp),
        offer_price: row.cells.offer_price.trim() === '' ? null : readRupees(row.cells.offer_price),
        in_stock: flag(row, 'in_stock', true),
        net_quantity: row.cells.net_quantity.trim(),
        // An unknown unit stays as typed, for the rule to refuse in its words.
        net_unit: readUnit(row.cells.net_unit) as 'g',
        label_image: null,
      })),
      shelf_life_months: cells.shelf_life_months.trim() === '' ? null : cells.shelf_life_months.trim(),
      ingredients: cells.ingredients,
      ingredients_mal: cells.ingredients_mal,
      manufacturer: cells.manufacturer,
      country_of_origin: cells.country_of_origin.trim() || DEFAULT_COUNTRY_OF_ORIGIN,
      organic: {
        scheme: readScheme(cells.organic_scheme) as 'none',
        certificate_no: cells.organic_certificate_no,
        certifier: cells.organic_certifier,
        valid_until: cells.organic_valid_until.trim() === '' ? null : cells.organic_valid_until.trim(),
      },
    };
    const parsed = productInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        if (head === 'sizes' && typeof index === 'number' && typeof field === 'string') {
          refuse(sizeRows[index]!.line, SIZE_FIELD_COLUMN[field] ?? 'size', issue.message);
        } else {
          const path = issue.path.map(String).join('.');
          refuse(first.line, FIELD_COLUMN[path] ?? FIELD_COLUMN[String(head)] ?? 'sku', issue.message);
        }
      }
    }
    if (refused.length > before || !parsed.success || !category || typeof picture === 'string') continue;

    const facts = factsOf(parsed.data, category.name, published, active, picture, cells.picture.trim());
    const sizes = parsed.data.sizes.map((size, index) => ({
      line: sizeRows[index]!.line,
      facts: {
        label: size.label,
        weightGrams: size.weight_grams,
        netQuantity: size.net_quantity,
        netUnit: size.net_unit,
        mrpPaise: rupeesToPaise(size.price),
        offerPaise: size.offer_price == null ? 0 : rupeesToPaise(size.offer_price),
        stockCount: counts[index] ?? null,
        inStock: size.in_stock,
      },
    }));
    const status = !published ? 'draft' : active ? 'published' : 'hidden';

    if (!existing) {
      const counted = sizes.filter((size) => size.facts.stockCount !== null);
      if (!mayCount && counted.length > 0) {
        for (const size of counted) refuse(size.line, 'stock_count', W.stockNotAllowed);
        continue;
      }
      result.newProducts.push({
        line: first.line,
        facts,
        slug: uniqueSlug(slugify(facts.name) || slugify(sku), slugs),
        category: category.target,
        picture,
        sizes: sizes.map((size, index) => ({ ...size, sortOrder: index + 1 })),
      });
      summary.products_added += 1;
      summary.sizes_added += sizes.length;
      for (const size of sizes) {
        result.report.added.push({
          row: size.line,
          sku,
          product: facts.name,
          size: size.facts.label,
          new_product: true,
          status,
        });
      }
      continue;
    }

    const productDiff = diff(productCells(existing.facts), productCells(facts));
    const change: ProductChange = {
      id: existing.id,
      slug: existing.slug,
      line: first.line,
      facts,
      category: category.target,
      picture,
      changed: productDiff.length > 0,
      publish: !existing.facts.published && published,
      sizes: [],
      newSizes: [],
    };
    const reports: SheetPlan['changed'] = [];
    if (productDiff.length > 0)
      reports.push({ row: first.line, sku, product: facts.name, size: null, changes: productDiff });
    const shopSizes = new Map(existing.sizes.map((size) => [sizeKey(size.facts.label), size]));
    let place = Math.max(0, ...existing.sizes.map((size) => size.sortOrder));
    for (const size of sizes) {
      const was = shopSizes.get(sizeKey(size.facts.label));
      if (!was) {
        if (!mayCount && size.facts.stockCount !== null) refuse(size.line, 'stock_count', W.stockNotAllowed);
        change.newSizes.push({ ...size, sortOrder: (place += 1) });
        result.report.added.push({
          row: size.line,
          sku,
          product: facts.name,
          size: size.facts.label,
          new_product: false,
          status,
        });
        continue;
      }
      const sizeDiff = diff(sizeCells(was.facts), sizeCells(size.facts));
      if (sizeDiff.length === 0) continue;
      const counted = was.facts.stockCount !== size.facts.stockCount;
      if (counted && !mayCount) refuse(size.line, 'stock_count', W.stockNotAllowed);
      change.sizes.push({
        id: was.id,
        line: size.line,
        facts: size.facts,
        counted,
        changed: sizeDiff.some((field) => field.column !== H.stock_count),
      });
      reports.push({ row: size.line, sku, product: facts.name, size: size.facts.label, changes: sizeDiff });
    }
    if (refused.length > before) continue;
    if (reports.length === 0) {
      summary.unchanged += 1;
      continue;
    }
    result.changes.push(change);
    result.report.changed.push(...reports);
    // A product whose only news is a size or a count is a changed product too.
    summary.products_changed += 1;
    summary.sizes_added += change.newSizes.length;
    summary.sizes_changed += change.sizes.length;
  }

  summary.not_in_file = shop.products.filter((product) => !bySku.has(product.facts.sku)).length;
  summary.categories_added = [...newCategories.values()];
  summary.pictures = new Set(
    [...result.newProducts, ...result.changes].flatMap((p) => ('zip' in p.picture ? [p.picture.zip] : [])),
  ).size;
  summary.stock_counts =
    result.newProducts.flatMap((p) => p.sizes).filter((s) => s.facts.stockCount !== null).length +
    result.changes.flatMap((p) => p.sizes).filter((s) => s.counted).length +
    result.changes.flatMap((p) => p.newSizes).filter((s) => s.facts.stockCount !== null).length;
  result.newCategories = summary.categories_added;
  refused.sort((a, b) => a.row - b.row);
  return result;

  function categoryOf(cell: string): { name: string; target: CategoryTarget } | undefined {
    const name = cell.trim().replace(/\s+/g, ' ');
    if (name === '') return undefined;
    const key = name.toLowerCase();
    const found = categoryByName.get(key);
    if (found) return { name: found.name, target: { id: found.id } };
    // A category the shop does not have is added, named as the file first writes it.
    if (!newCategories.has(key)) newCategories.set(key, name);
    const added = newCategories.get(key)!;
    return { name: added, target: { name: added } };
  }
}

/**
 * The product's main picture from its cell, or the refusal's words: the picture it has now (by reference, or by the
 * name it was uploaded as), else a file of the zip, else any picture the shop shows or keeps in its library.
 */
function pictureOf(
  cell: string,
  existing: ShopProduct | undefined,
  pictures: PictureBook,
  shop: Snapshot,
): PictureSource | string {
  const name = cell.trim();
  if (name === '') return M.picturesRequired;
  const current = existing?.facts.picture;
  if (name === current) return { ref: name };
  // The name the product's picture was uploaded as keeps it, zip or not: the same file and zip imported again do not
  // upload the same pictures again. A new picture for a product comes under a new file name.
  if (current !== undefined && pictures.library.get(current) === name) return { ref: current };
  const inZip = pictures.zip.get(zipName(name));
  if (inZip && inZip.length > 1) return W.pictureAmbiguous(name);
  if (inZip) return { zip: inZip[0]! };
  if (shop.pictures.has(name) || pictures.library.has(name)) return { ref: name };
  return W.pictureNotFound(name);
}

function factsOf(
  data: ProductInput,
  category: string,
  published: boolean,
  active: boolean,
  picture: PictureSource,
  pictureCell: string,
): ProductFacts {
  return {
    sku: data.sku,
    name: data.name,
    nameMal: data.name_mal,
    category,
    description: data.description,
    descriptionMal: data.description_mal,
    hsnCode: data.hsn_code,
    gstRate: data.gst_rate,
    shelfLifeMonths: data.shelf_life_months,
    ingredients: data.ingredients,
    ingredientsMal: data.ingredients_mal,
    manufacturer: data.manufacturer,
    countryOfOrigin: data.country_of_origin,
    organicScheme: data.organic.scheme,
    organicCertificateNo: data.organic.certificate_no,
    organicCertifier: data.organic.certifier,
    organicValidUntil: data.organic.valid_until,
    published,
    active,
    featured: data.featured,
    // A picture from the zip is named as the cell names it; one the shop has, by its reference.
    picture: 'ref' in picture ? picture.ref : pictureCell,
  };
}

/** The columns whose text differs, with both texts. */
function diff<K extends SheetColumnKey>(before: Record<K, string>, after: Record<K, string>) {
  return (Object.keys(after) as K[])
    .filter((column) => before[column] !== after[column])
    .map((column) => ({ column: H[column], before: before[column], after: after[column] }));
}

/** The slug, or the slug with -2, -3… when another product (or one added before it) has it. */
function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 200)}-${n}`;
  taken.add(slug);
  return slug;
}

function emptySummary(): SheetPlan['summary'] {
  return {
    products_added: 0,
    sizes_added: 0,
    products_changed: 0,
    sizes_changed: 0,
    unchanged: 0,
    not_in_file: 0,
    categories_added: [],
    pictures: 0,
    stock_counts: 0,
  };
}
