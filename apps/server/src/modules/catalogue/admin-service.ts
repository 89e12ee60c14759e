import { MediaRepository, requireInLibrary } from '../media/index.js';
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  paiseToRupees,
  rupeesToPaise,
  slugify,
  type AdminCategory,
  type AdminProduct,
  type CategoryInput,
  type ProductInput,
  type ProductStatus,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { categories, productImages, productPrices, products, productSizes } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { NotFoundError, RuleViolationError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { romanName } from './romanise.js';

const fieldError = (field: string, message: string) =>
  new RuleViolationError(message, { [field]: [message] });

/**
 * The console's catalogue: products with their sizes, prices and pictures, and categories. Every change runs in one
 * transaction with its audit row; the content_version triggers tell the other processes, this one drops its caches
 * at once. Products are never deleted: an ordered product must keep its links, so the console only hides. A new
 * product is a draft (never shown in the shop) until the farm publishes it.
 */
export class CatalogueAdminService {
  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {}

  async listProducts(query: { q?: string | undefined; category_id?: number | undefined }) {
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
    return {
      data: await this.load(
        this.db,
        rows.map((r) => r.id),
      ),
    };
  }

  async product(id: number): Promise<AdminProduct> {
    const [found] = await this.load(this.db, [id]);
    if (!found) throw new NotFoundError(M.noSuchProduct);
    return found;
  }

  /** Adds a product: a draft, or published at once when the farm chose Publish. */
  async createProduct(
    input: ProductInput,
    by: StaffActor,
  ): Promise<{ message: string; product: AdminProduct }> {
    const id = await withTransaction(this.db, async (tx) => {
      const values = await this.checked(tx, input, undefined);
      const [{ max } = { max: 0 }] = await tx
        .select({ max: sql<number>`coalesce(max(${products.sortOrder}), 0)::int` })
        .from(products)
        .where(eq(products.categoryId, input.category_id));
      const [row] = await tx
        .insert(products)
        .values({ ...values, sortOrder: Number(max) + 1, publishedAt: input.publish ? new Date() : null })
        .returning({ id: products.id });
      await this.writeChildren(tx, row!.id, input);
      const [after] = await this.load(tx, [row!.id]);
      await new AuditRepository(tx).write({
        ...by,
        action: 'product.create',
        entity: 'product',
        entityId: String(row!.id),
        after,
      });
      return row!.id;
    });
    this.cache.invalidate();
    const product = await this.product(id);
    return { message: product.status === 'draft' ? M.productDraftSaved : M.productPublished, product };
  }

  async updateProduct(
    id: number,
    input: ProductInput,
    by: StaffActor,
  ): Promise<{ message: string; product: AdminProduct }> {
    const published = await withTransaction(this.db, async (tx) => {
      await tx.execute(sql`select id from products where id = ${id} for update`);
      const [before] = await this.load(tx, [id]);
      if (!before) throw new NotFoundError(M.noSuchProduct);
      const values = await this.checked(tx, input, id);
      // Publishing a draft shows it (also one hidden while a draft); a published product stays as it is.
      const publishing = input.publish && before.status === 'draft';
      await tx
        .update(products)
        .set({
          ...values,
          updatedAt: new Date(),
          ...(publishing ? { publishedAt: new Date(), active: true } : {}),
        })
        .where(eq(products.id, id));
      await this.writeChildren(tx, id, input, before);
      const [after] = await this.load(tx, [id]);
      await new AuditRepository(tx).write({
        ...by,
        action: publishing ? 'product.publish' : 'product.update',
        entity: 'product',
        entityId: String(id),
        before,
        after,
      });
      return publishing;
    });
    this.cache.invalidate();
    const product = await this.product(id);
    const message = published
      ? M.productPublished
      : { draft: M.productDraftSaved, published: M.productSaved, hidden: M.productSavedHidden }[
          product.status
        ];
    return { message, product };
  }

  async setProductHidden(id: number, hidden: boolean, by: StaffActor): Promise<AdminProduct> {
    await withTransaction(this.db, async (tx) => {
      const [row] = await tx
        .select({ active: products.active })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) throw new NotFoundError(M.noSuchProduct);
      await tx.update(products).set({ active: !hidden, updatedAt: new Date() }).where(eq(products.id, id));
      await new AuditRepository(tx).write({
        ...by,
        action: hidden ? 'product.hide' : 'product.show',
        entity: 'product',
        entityId: String(id),
        before: { hidden: !row.active },
        after: { hidden },
      });
    });
    this.cache.invalidate();
    return this.product(id);
  }

  async reorderProducts(categoryId: number, ids: number[], by: StaffActor): Promise<void> {
    await withTransaction(this.db, async (tx) => {
      const rows = await tx
        .select({ id: products.id, sortOrder: products.sortOrder })
        .from(products)
        .where(eq(products.categoryId, categoryId))
        .orderBy(asc(products.sortOrder), asc(products.id));
      if (
        !sameSet(
          rows.map((r) => r.id),
          ids,
        )
      )
        throw fieldError('ids', M.orderInvalid);
      for (const [index, pid] of ids.entries()) {
        await tx
          .update(products)
          .set({ sortOrder: index + 1 })
          .where(eq(products.id, pid));
      }
      await new AuditRepository(tx).write({
        ...by,
        action: 'product.reorder',
        entity: 'category',
        entityId: String(categoryId),
        before: rows.map((r) => r.id),
        after: ids,
      });
    });
    this.cache.invalidate();
  }

  async listCategories(): Promise<{ data: AdminCategory[] }> {
    return { data: await this.loadCategories(this.db) };
  }

  async saveCategory(id: number | undefined, input: CategoryInput, by: StaffActor): Promise<AdminCategory> {
    const savedId = await withTransaction(this.db, async (tx) => {
      await requireInLibrary(new MediaRepository(tx), [input.picture], 'picture');
      const values = {
        name: input.name,
        nameMal: input.name_mal,
        description: input.description,
        descriptionMal: input.description_mal,
        image: input.picture,
        active: !input.hidden,
      };
      if (id === undefined) {
        const [{ max } = { max: 0 }] = await tx
          .select({ max: sql<number>`coalesce(max(${categories.sortOrder}), 0)::int` })
          .from(categories);
        const [row] = await tx
          .insert(categories)
          .values({ ...values, sortOrder: input.sort_order ?? Number(max) + 1 })
          .returning({ id: categories.id });
        const after = (await this.loadCategories(tx, row!.id))[0];
        await new AuditRepository(tx).write({
          ...by,
          action: 'category.create',
          entity: 'category',
          entityId: String(row!.id),
          after,
        });
        return row!.id;
      }
      const before = (await this.loadCategories(tx, id))[0];
      if (!before) throw new NotFoundError(M.noSuchCategory);
      await tx
        .update(categories)
        .set({
          ...values,
          ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
          updatedAt: new Date(),
        })
        .where(eq(categories.id, id));
      const after = (await this.loadCategories(tx, id))[0];
      await new AuditRepository(tx).write({
        ...by,
        action: 'category.update',
        entity: 'category',
        entityId: String(id),
        before,
        after,
      });
      return id;
    });
    this.cache.invalidate();
    return (await this.loadCategories(this.db, savedId))[0]!;
  }

  async setCategoryHidden(id: number, hidden: boolean, by: StaffActor): Promise<AdminCategory> {
    await withTransaction(this.db, async (tx) => {
      const before = (await this.loadCategories(tx, id))[0];
      if (!before) throw new NotFoundError(M.noSuchCategory);
      await tx
        .update(categories)
        .set({ active: !hidden, updatedAt: new Date() })
        .where(eq(categories.id, id));
      await new AuditRepository(tx).write({
        ...by,
        action: hidden ? 'category.hide' : 'category.show',
        entity: 'category',
        entityId: String(id),
        before: { hidden: before.hidden },
        after: { hidden },
      });
    });
    this.cache.invalidate();
    return (await this.loadCategories(this.db, id))[0]!;
  }

  async reorderCategories(ids: number[], by: StaffActor): Promise<void> {
    await withTransaction(this.db, async (tx) => {
      const rows = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder));
      if (
        !sameSet(
          rows.map((r) => r.id),
          ids,
        )
      )
        throw fieldError('ids', M.categoryOrderInvalid);
      for (const [index, cid] of ids.entries()) {
        await tx
          .update(categories)
          .set({ sortOrder: index + 1 })
          .where(eq(categories.id, cid));
      }
      await new AuditRepository(tx).write({
        ...by,
        action: 'category.reorder',
        entity: 'category',
        before: rows.map((r) => r.id),
        after: ids,
      });
    });
    this.cache.invalidate();
  }

  /** The product's columns from the input, after the rules the schema cannot check (category, slug and SKU clash). */
  private async checked(tx: Db, input: ProductInput, id: number | undefined) {
    await requireInLibrary(new MediaRepository(tx), input.pictures, 'pictures');
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.category_id));
    if (!category) throw fieldError('category_id', M.noSuchCategory);
    const slug = input.slug || slugify(input.name);
    if (slug === '') throw fieldError('slug', M.slugInvalid);
    const others = id === undefined ? undefined : ne(products.id, id);
    const [slugClash] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), others));
    if (slugClash) throw fieldError('slug', M.slugTaken);
    const [skuClash] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sku, input.sku), others));
    if (skuClash) throw fieldError('sku', M.skuTaken);
    return {
      name: input.name,
      nameMal: input.name_mal,
      nameRoman: romanName(input.name_mal),
      slug,
      sku: input.sku,
      // Markdown as the farm typed it (the console shows it again as it was written); the shop renders and sanitises
      // it on the way out, as it does the pages (description.ts).
      description: input.description,
      descriptionMal: input.description_mal,
      categoryId: input.category_id,
      hsnCode: input.hsn_code,
      gstRatePercent: input.gst_rate,
      featured: input.featured,
      image: input.pictures[0]!,
    };
  }

  /**
   * Pictures are replaced; sizes are edited in place so a size that stays keeps its size and price ids (a cart's
   * priceId). A removed size goes; the order lines that sold it keep their own copy of its label and price.
   */
  private async writeChildren(tx: Db, productId: number, input: ProductInput, before?: AdminProduct) {
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    const extra = input.pictures.slice(1);
    if (extra.length) {
      await tx
        .insert(productImages)
        .values(extra.map((image, index) => ({ productId, image, sortOrder: index + 1 })));
    }
    const existing = new Set(before?.sizes.map((s) => s.id) ?? []);
    const kept = new Set<number>();
    for (const [index, size] of input.sizes.entries()) {
      if (size.id !== undefined && !existing.has(size.id)) {
        throw fieldError(`sizes.${index}.id`, M.sizeNotOfProduct);
      }
    }
    const removed = [...existing].filter((sid) => !input.sizes.some((s) => s.id === sid));
    if (removed.length) await tx.delete(productSizes).where(inArray(productSizes.id, removed));
    for (const [index, size] of input.sizes.entries()) {
      const values = {
        size: size.label,
        weightGrams: size.weight_grams,
        inStock: size.in_stock,
        sortOrder: index + 1,
      };
      const price = {
        originalPricePaise: rupeesToPaise(size.price),
        offerPricePaise: size.offer_price == null ? 0 : rupeesToPaise(size.offer_price),
      };
      if (size.id !== undefined) {
        kept.add(size.id);
        await tx.update(productSizes).set(values).where(eq(productSizes.id, size.id));
        await tx.update(productPrices).set(price).where(eq(productPrices.productSizeId, size.id));
      } else {
        const [row] = await tx
          .insert(productSizes)
          .values({ ...values, productId })
          .returning({ id: productSizes.id });
        await tx.insert(productPrices).values({ ...price, productSizeId: row!.id });
      }
    }
  }

  private async load(db: Db, ids: number[]): Promise<AdminProduct[]> {
    if (ids.length === 0) return [];
    // One after another: inside a transaction `db` is a single connection, which runs one query at a time.
    const rows = await db
      .select({ product: products, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids));
    const sizes = await db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        label: productSizes.size,
        weightGrams: productSizes.weightGrams,
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
    const images = await db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    const byId = new Map(
      rows.map(({ product: p, categoryName }) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          name_mal: p.nameMal,
          slug: p.slug,
          sku: p.sku,
          description: p.description,
          description_mal: p.descriptionMal,
          category_id: p.categoryId,
          category_name: categoryName,
          hsn_code: p.hsnCode,
          gst_rate: p.gstRatePercent,
          featured: p.featured,
          hidden: !p.active,
          status: statusOf(p),
          published_at: p.publishedAt?.toISOString() ?? null,
          sort_order: p.sortOrder,
          pictures: [
            p.image,
            ...images.filter((i) => i.productId === p.id && i.image !== p.image).map((i) => i.image),
          ],
          sizes: sizes
            .filter((s) => s.productId === p.id)
            .map((s) => ({
              id: s.id,
              price_id: s.priceId,
              label: s.label,
              weight_grams: s.weightGrams,
              price: paiseToRupees(Number(s.original)),
              offer_price: Number(s.offer) > 0 ? paiseToRupees(Number(s.offer)) : null,
              in_stock: s.inStock,
              stock_count: s.stockCount,
              available: s.stockCount === null ? null : Math.max(0, s.stockCount - Number(s.held)),
            })),
        } satisfies AdminProduct,
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async loadCategories(db: Db, id?: number): Promise<AdminCategory[]> {
    const rows = await db
      .select({
        category: categories,
        products: sql<number>`(select count(*)::int from products p where p.category_id = ${categories.id})`,
      })
      .from(categories)
      .where(id === undefined ? undefined : eq(categories.id, id))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    return rows.map(({ category: c, products: count }) => ({
      id: c.id,
      name: c.name,
      name_mal: c.nameMal,
      description: c.description,
      description_mal: c.descriptionMal,
      picture: c.image,
      sort_order: c.sortOrder,
      hidden: !c.active,
      products: Number(count),
    }));
  }
}

/** Draft until first published; then published, or hidden while withdrawn. */
function statusOf(product: { publishedAt: Date | null; active: boolean }): ProductStatus {
  if (product.publishedAt === null) return 'draft';
  return product.active ? 'published' : 'hidden';
}

/**
 * Writes each product's romanised Malayalam name where it is not what the rules make now: products from before the
 * column (issue 32), ones written straight into the database, and all of them after the rules change. One read and
 * at most one statement; a start with nothing to change writes nothing.
 */
export async function fillRomanNames(db: Db): Promise<number> {
  const rows = await db
    .select({ id: products.id, nameMal: products.nameMal, nameRoman: products.nameRoman })
    .from(products);
  const stale = rows.flatMap((row) => {
    const roman = romanName(row.nameMal);
    return roman === row.nameRoman ? [] : [{ id: row.id, roman }];
  });
  if (stale.length === 0) return 0;
  await db.execute(sql`
    update products set product_name_roman = v.roman
    from json_to_recordset(${JSON.stringify(stale)}::json) as v(id int, roman text)
    where products.id = v.id`);
  return stale.length;
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && new Set(b).size === b.length && a.every((id) => b.includes(id));
}
