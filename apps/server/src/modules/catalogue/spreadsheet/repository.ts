import type { NetUnit, OrganicScheme } from '@farm/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { categories, productImages, productPrices, products, productSizes } from '../../../db/schema.js';
import type { ProductValues } from '../admin-repository.js';
import type { ProductFacts, SizeFacts } from './columns.js';

/** A size of the shop as the spreadsheet sees it. */
export interface ShopSize {
  id: number;
  sortOrder: number;
  facts: SizeFacts;
}

/** A product of the shop as the spreadsheet sees it. */
export interface ShopProduct {
  id: number;
  slug: string;
  categoryId: number;
  facts: ProductFacts;
  sizes: ShopSize[];
}

/** The catalogue as the plan reads it, in the shop's order. */
export interface Snapshot {
  products: ShopProduct[];
  categories: { id: number; name: string }[];
  /** Every picture the shop shows now (products, galleries, categories): a cell naming one needs no zip. */
  pictures: Set<string>;
}

/** A new size and its price, for a bulk insert. */
export interface SizeRow {
  productId: number;
  sortOrder: number;
  facts: SizeFacts;
}

/**
 * The spreadsheet's reads and writes of the catalogue's tables (the catalogue module owns them): the whole catalogue
 * in a few statements, and the import's inserts in bulk, so 500 products are a handful of statements, not thousands.
 */
export class SheetRepository {
  constructor(private readonly db: Db) {}

  /** The catalogue; `lock` holds every product row until the transaction ends (the import plans on what it locked). */
  async snapshot(lock = false): Promise<Snapshot> {
    const productQuery = this.db
      .select({ product: products, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(categories.sortOrder), asc(products.sortOrder), asc(products.id));
    const productRows = lock ? await productQuery.for('update', { of: products }) : await productQuery;
    const sizeRows = await this.db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        sortOrder: productSizes.sortOrder,
        label: productSizes.size,
        weightGrams: productSizes.weightGrams,
        netQuantity: productSizes.netQuantity,
        // The check constraint keeps it one of NET_UNITS.
        netUnit: sql<NetUnit>`${productSizes.netUnit}`,
        stockCount: productSizes.stockCount,
        inStock: productSizes.inStock,
        mrpPaise: productPrices.originalPricePaise,
        offerPaise: productPrices.offerPricePaise,
      })
      .from(productSizes)
      .innerJoin(productPrices, eq(productPrices.productSizeId, productSizes.id))
      .orderBy(asc(productSizes.sortOrder), asc(productSizes.id));
    const categoryRows = await this.db
      .select({ id: categories.id, name: categories.name, image: categories.image })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    const gallery = await this.db.select({ image: productImages.image }).from(productImages);

    const sizesOf = new Map<number, ShopSize[]>();
    for (const row of sizeRows) {
      const list = sizesOf.get(row.productId) ?? [];
      list.push({
        id: row.id,
        sortOrder: row.sortOrder,
        facts: {
          label: row.label,
          weightGrams: row.weightGrams,
          netQuantity: row.netQuantity,
          netUnit: row.netUnit,
          mrpPaise: Number(row.mrpPaise),
          offerPaise: Number(row.offerPaise),
          stockCount: row.stockCount,
          inStock: row.inStock,
        },
      });
      sizesOf.set(row.productId, list);
    }
    return {
      products: productRows.map(({ product: p, category }) => ({
        id: p.id,
        slug: p.slug,
        categoryId: p.categoryId,
        sizes: sizesOf.get(p.id) ?? [],
        facts: {
          sku: p.sku,
          name: p.name,
          nameMal: p.nameMal,
          category,
          description: p.description,
          descriptionMal: p.descriptionMal,
          hsnCode: p.hsnCode,
          gstRate: p.gstRatePercent,
          shelfLifeMonths: p.shelfLifeMonths,
          ingredients: p.ingredients,
          ingredientsMal: p.ingredientsMal,
          manufacturer: p.manufacturer,
          countryOfOrigin: p.countryOfOrigin,
          // The check constraint keeps it one of ORGANIC_SCHEMES.
          organicScheme: p.organicScheme as OrganicScheme,
          organicCertificateNo: p.organicCertificateNo,
          organicCertifier: p.organicCertifier,
          organicValidUntil: p.organicValidUntil,
          published: p.publishedAt !== null,
          active: p.active,
          featured: p.featured,
          picture: p.image,
        },
      })),
      categories: categoryRows.map(({ id, name }) => ({ id, name })),
      pictures: new Set([
        ...productRows.map((row) => row.product.image),
        ...gallery.map((row) => row.image),
        ...categoryRows.map((row) => row.image),
      ]),
    };
  }

  /** The highest place of each category's products, so new ones go last. */
  async lastPlaces(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ categoryId: products.categoryId, max: sql<number>`max(${products.sortOrder})::int` })
      .from(products)
      .groupBy(products.categoryId);
    return new Map(rows.map((row) => [row.categoryId, Number(row.max)]));
  }

  /** Adds products in one statement; answers their ids by SKU. */
  async insertProducts(
    rows: (ProductValues & { sortOrder: number; publishedAt: Date | null; active: boolean })[],
  ): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const inserted = await this.db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, sku: products.sku });
    return new Map(inserted.map((row) => [row.sku, row.id]));
  }

  /** Changes a product's columns; `publish` shows a draft from now on. */
  async updateProduct(
    id: number,
    values: ProductValues & { active: boolean },
    publish: boolean,
  ): Promise<void> {
    await this.db
      .update(products)
      .set({ ...values, updatedAt: new Date(), ...(publish ? { publishedAt: new Date() } : {}) })
      .where(eq(products.id, id));
  }

  /**
   * Adds sizes with their prices (not counted: a count is the stock module's movement), two statements for all of
   * them; answers the new ids in the order given.
   */
  async insertSizes(rows: SizeRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db
      .insert(productSizes)
      .values(
        rows.map((row) => ({
          productId: row.productId,
          sortOrder: row.sortOrder,
          ...sizeColumns(row.facts),
        })),
      )
      .returning({ id: productSizes.id, productId: productSizes.productId, size: productSizes.size });
    // Matched back by product and label (unique within a product in a plan), not by the order rows come back in.
    const idOf = new Map(inserted.map((row) => [`${row.productId}\n${row.size}`, row.id]));
    const ids = rows.map((row) => idOf.get(`${row.productId}\n${row.facts.label}`)!);
    await this.db
      .insert(productPrices)
      .values(rows.map((row, index) => ({ productSizeId: ids[index]!, ...priceColumns(row.facts) })));
    return ids;
  }

  /** Changes a size's columns and price; its label photo, place and count stay. */
  async updateSize(id: number, facts: SizeFacts): Promise<void> {
    await this.db.update(productSizes).set(sizeColumns(facts)).where(eq(productSizes.id, id));
    await this.db.update(productPrices).set(priceColumns(facts)).where(eq(productPrices.productSizeId, id));
  }
}

const sizeColumns = (facts: SizeFacts) => ({
  size: facts.label,
  weightGrams: facts.weightGrams,
  netQuantity: facts.netQuantity,
  netUnit: facts.netUnit,
  inStock: facts.inStock,
});

const priceColumns = (facts: SizeFacts) => ({
  originalPricePaise: facts.mrpPaise,
  offerPricePaise: facts.offerPaise,
});
