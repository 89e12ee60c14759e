import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCategory, AdminProduct, NetUnit } from '@farm/contract';
import type { Db } from '../../db/client.js';
import {
  categories,
  crops,
  productCrops,
  productImages,
  productPrices,
  products,
  orderLots,
  preorders,
  productSizes,
} from '../../db/schema.js';
import { toAdminCategory, toAdminProduct, type AdminSizeRow } from './mappers.js';

/** A product's own columns as the console writes them (the sizes, prices and pictures are written apart). */
export type ProductValues = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'nameMal'
  | 'nameRoman'
  | 'slug'
  | 'sku'
  | 'description'
  | 'descriptionMal'
  | 'categoryId'
  | 'hsnCode'
  | 'gstRatePercent'
  | 'featured'
  | 'image'
  | 'shelfLifeMonths'
  | 'ingredients'
  | 'ingredientsMal'
  | 'manufacturer'
  | 'countryOfOrigin'
  | 'organicScheme'
  | 'organicCertificateNo'
  | 'organicCertifier'
  | 'organicValidUntil'
  | 'seasonMonths'
  | 'seasonNote'
  | 'seasonNoteMal'
>;

/** A category's columns as the console writes them. */
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'nameMal' | 'description' | 'descriptionMal' | 'image' | 'active'
>;

/** A size's columns and its price, as the console writes them. */
export interface SizeValues {
  size: {
    size: string;
    weightGrams: number;
    netQuantity: number;
    netUnit: NetUnit;
    labelImage: string | null;
    inStock: boolean;
    sortOrder: number;
  };
  price: { originalPricePaise: number; offerPricePaise: number };
}

/**
 * The console's catalogue queries: products with their sizes, prices and pictures, and categories. Built on the pool
 * or on one transaction (withTransaction); the service decides, this only reads and writes.
 */
export class CatalogueAdminRepository {
  constructor(private readonly db: Db) {}

  /** The ids of the products the console's list shows, in the shop's order. */
  async productIds(query: { q?: string | undefined; category_id?: number | undefined }): Promise<number[]> {
    const filters: SQL[] = [];
    if (query.category_id !== undefined) filters.push(eq(products.categoryId, query.category_id));
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(or(ilike(products.name, like), ilike(products.nameMal, like), ilike(products.sku, like))!);
    }
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(asc(products.categoryId), asc(products.sortOrder), asc(products.id));
    return rows.map((r) => r.id);
  }

  /** The products with these ids, in the order of `ids` (an unknown id is left out). */
  async products(ids: number[]): Promise<AdminProduct[]> {
    if (ids.length === 0) return [];
    // One after another: inside a transaction `db` is a single connection, which runs one query at a time.
    const rows = await this.db
      .select({ product: products, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids));
    const sizes: AdminSizeRow[] = await this.db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        label: productSizes.size,
        weightGrams: productSizes.weightGrams,
        // The check constraint keeps it one of NET_UNITS.
        netQuantity: productSizes.netQuantity,
        netUnit: sql<NetUnit>`${productSizes.netUnit}`,
        labelImage: productSizes.labelImage,
        inStock: productSizes.inStock,
        stockCount: productSizes.stockCount,
        // What payments under way hold (docs/domain.md "Stock"), so the list can say what shoppers can buy.
        held: sql<number>`(select coalesce(sum(h.quantity), 0)::int from stock_holds h
          where h.product_size_id = ${productSizes.id} and h.state = 'held' and h.expires_at > now())`,
        priceId: productPrices.id,
        original: productPrices.originalPricePaise,
        offer: productPrices.offerPricePaise,
      })
      .from(productSizes)
      .innerJoin(productPrices, eq(productPrices.productSizeId, productSizes.id))
      .where(inArray(productSizes.productId, ids))
      .orderBy(asc(productSizes.sortOrder), asc(productSizes.id));
    const images = await this.db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    const cropLinks = await this.db
      .select()
      .from(productCrops)
      .where(inArray(productCrops.productId, ids))
      .orderBy(asc(productCrops.cropId));
    const byId = new Map(
      rows.map(({ product, categoryName }) => [
        product.id,
        toAdminProduct(product, categoryName, sizes, images, cropLinks),
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Takes the product's row lock, so two saves of one product run one after the other. */
  async lockProduct(id: number): Promise<void> {
    await this.db.execute(sql`select id from products where id = ${id} for update`);
  }

  /** Whether the product shows (locked until the transaction ends); undefined when there is no such product. */
  async lockedProductActive(id: number): Promise<boolean | undefined> {
    const [row] = await this.db
      .select({ active: products.active })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    return row?.active;
  }

  /** Another product than `except` with this column's value (a slug or a SKU clash). */
  async productWith(column: 'slug' | 'sku', value: string, except: number | undefined): Promise<boolean> {
    const others = except === undefined ? undefined : ne(products.id, except);
    const [clash] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products[column], value), others));
    return clash !== undefined;
  }

  async insertProduct(values: ProductValues, publishedAt: Date | null): Promise<number> {
    const [{ max } = { max: 0 }] = await this.db
      .select({ max: sql<number>`coalesce(max(${products.sortOrder}), 0)::int` })
      .from(products)
      .where(eq(products.categoryId, values.categoryId));
    const [row] = await this.db
      .insert(products)
      .values({ ...values, sortOrder: Number(max) + 1, publishedAt })
      .returning({ id: products.id });
    return row!.id;
  }

  /** Saves the product's columns; `publish` also shows it from now on. */
  async updateProduct(id: number, values: ProductValues, publish: boolean): Promise<void> {
    await this.db
      .update(products)
      .set({
        ...values,
        updatedAt: new Date(),
        ...(publish ? { publishedAt: new Date(), active: true } : {}),
      })
      .where(eq(products.id, id));
  }

  async setProductActive(id: number, active: boolean): Promise<void> {
    await this.db.update(products).set({ active, updatedAt: new Date() }).where(eq(products.id, id));
  }

  /** The category's product ids in the shop's order. */
  async productOrder(categoryId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, categoryId))
      .orderBy(asc(products.sortOrder), asc(products.id));
    return rows.map((r) => r.id);
  }

  /** Numbers the products 1, 2, 3... in the order of `ids`. */
  setProductOrder(ids: number[]): Promise<void> {
    return this.renumber(products, ids);
  }

  /** The ids among `ids` that are crops of the farm. */
  async existingCrops(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: crops.id }).from(crops).where(inArray(crops.id, ids));
    return rows.map((row) => row.id);
  }

  /**
   * The crops the product is made from become `cropIds`. product_crops has no content_version trigger of its own:
   * it is only written in the same transaction as the product's row, whose trigger tells the other processes.
   */
  async replaceCrops(productId: number, cropIds: number[]): Promise<void> {
    await this.db.delete(productCrops).where(eq(productCrops.productId, productId));
    if (cropIds.length) {
      await this.db.insert(productCrops).values(cropIds.map((cropId) => ({ productId, cropId })));
    }
  }

  /** The product's extra pictures (after the first, which is the product's own image) become `extra`. */
  async replacePictures(productId: number, extra: string[]): Promise<void> {
    await this.db.delete(productImages).where(eq(productImages.productId, productId));
    if (extra.length) {
      await this.db
        .insert(productImages)
        .values(extra.map((image, index) => ({ productId, image, sortOrder: index + 1 })));
    }
  }

  /** The labels of those sizes a pre-order has sold or sells (read only: the preorders module owns the table). */
  async sizesWithPreorders(ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ size: productSizes.size })
      .from(productSizes)
      .innerJoin(preorders, eq(preorders.productSizeId, productSizes.id))
      .where(inArray(productSizes.id, ids));
    return rows.map((row) => row.size);
  }

  /**
   * The labels of those sizes whose lots went to orders (issue 38; read only: the stock module owns the tables): a
   * recall must find those orders, so the size and its lots stay.
   */
  async sizesWithSoldLots(ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ size: productSizes.size })
      .from(productSizes)
      .innerJoin(orderLots, eq(orderLots.productSizeId, productSizes.id))
      .where(inArray(productSizes.id, ids));
    return rows.map((row) => row.size);
  }

  async deleteSizes(ids: number[]): Promise<void> {
    if (ids.length) await this.db.delete(productSizes).where(inArray(productSizes.id, ids));
  }

  async updateSize(id: number, values: SizeValues): Promise<void> {
    await this.db.update(productSizes).set(values.size).where(eq(productSizes.id, id));
    await this.db.update(productPrices).set(values.price).where(eq(productPrices.productSizeId, id));
  }

  async insertSize(productId: number, values: SizeValues): Promise<void> {
    const [row] = await this.db
      .insert(productSizes)
      .values({ ...values.size, productId })
      .returning({ id: productSizes.id });
    await this.db.insert(productPrices).values({ ...values.price, productSizeId: row!.id });
  }

  /** The categories in the shop's order, or the one with this id. */
  async categories(id?: number): Promise<AdminCategory[]> {
    const rows = await this.db
      .select({
        category: categories,
        // The outer row's id written in full: drizzle writes `${categories.id}` as a bare "id" here, which the
        // subquery read as its own p.id (every category counted 1 product).
        products: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`,
      })
      .from(categories)
      .where(id === undefined ? undefined : eq(categories.id, id))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    return rows.map(({ category, products: count }) => toAdminCategory(category, Number(count)));
  }

  async categoryExists(id: number): Promise<boolean> {
    const [category] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id));
    return category !== undefined;
  }

  /** Adds a category, last unless `sortOrder` places it. */
  async insertCategory(values: CategoryValues, sortOrder: number | undefined): Promise<number> {
    const [{ max } = { max: 0 }] = await this.db
      .select({ max: sql<number>`coalesce(max(${categories.sortOrder}), 0)::int` })
      .from(categories);
    const [row] = await this.db
      .insert(categories)
      .values({ ...values, sortOrder: sortOrder ?? Number(max) + 1 })
      .returning({ id: categories.id });
    return row!.id;
  }

  /** Saves the category; its place stays unless `sortOrder` moves it. */
  async updateCategory(id: number, values: CategoryValues, sortOrder: number | undefined): Promise<void> {
    await this.db
      .update(categories)
      .set({
        ...values,
        ...(sortOrder === undefined ? {} : { sortOrder }),
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id));
  }

  async setCategoryActive(id: number, active: boolean): Promise<void> {
    await this.db.update(categories).set({ active, updatedAt: new Date() }).where(eq(categories.id, id));
  }

  /** The category ids in the shop's order. */
  async categoryOrder(): Promise<number[]> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.sortOrder));
    return rows.map((r) => r.id);
  }

  /** Numbers the categories 1, 2, 3... in the order of `ids`. */
  setCategoryOrder(ids: number[]): Promise<void> {
    return this.renumber(categories, ids);
  }

  private async renumber(table: typeof products | typeof categories, ids: number[]): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await this.db
        .update(table)
        .set({ sortOrder: index + 1 })
        .where(eq(table.id, id));
    }
  }

  /** Every product's Malayalam name and its stored romanised form. */
  romanNames(): Promise<{ id: number; nameMal: string; nameRoman: string }[]> {
    return this.db
      .select({ id: products.id, nameMal: products.nameMal, nameRoman: products.nameRoman })
      .from(products);
  }

  /** Writes these romanised names in one statement. */
  async setRomanNames(names: { id: number; roman: string }[]): Promise<void> {
    await this.db.execute(sql`
    update products set product_name_roman = v.roman
    from json_to_recordset(${JSON.stringify(names)}::json) as v(id int, roman text)
    where products.id = v.id`);
  }
}
