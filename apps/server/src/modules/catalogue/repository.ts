import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NetUnit, ProductCrop } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import {
  bannerItems,
  categories,
  certificates,
  productImages,
  productPrices,
  productSizes,
  products,
  reviews,
  videoFeed,
} from '../../db/schema.js';
import { SEARCH_RULES, type SearchRow, type SearchTerm } from './search-terms.js';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Whether a review's author bought the reviewed product ("verified purchase"): an order of theirs that was delivered
 * (so not cancelled, nor still on its way) and not fully refunded holds it, on a line not refunded in full either.
 * Columns are named with their tables: Drizzle leaves them bare in a one-table select. When an order's status or
 * refunds change, a trigger drops the cached answers of the products its customer reviewed (migration 0020).
 */
export const authorBoughtIt = sql<boolean>`exists (
  select 1 from "order_items" join "orders" on "orders"."id" = "order_items"."order_id"
  where "orders"."user_id" = "reviews"."user_id" and "order_items"."product_id" = "reviews"."product_id"
    and "orders"."status" = 'Delivered'
    and "orders"."payment_status" <> 'Refunded' and "orders"."refunded_paise" < "orders"."total_paise"
    and "order_items"."refunded_quantity" < "order_items"."quantity"
)`.mapWith(Boolean);

/** A word a product's names do not match. */
const NO_MATCH = { contains: false, english: 0, roman: 0 };

/**
 * The crops a product is made from (issue 37), read with the product's own row so its page costs no more statements:
 * their ids for the lists' snapshot (a crop's page lists its products from it), and their names for its own page.
 */
// Columns written with their tables: Drizzle leaves them bare in a one-table select.
const cropIdsOf = sql<number[]>`array(select pc.crop_id from "product_crops" pc
  where pc.product_id = "products"."id" order by pc.crop_id)`;
const cropsOf = sql<ProductCrop[]>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name,
    'name_mala', c.name_mala, 'category', c.category) order by c.name, c.id)
  from "product_crops" pc join "crops" c on c.id = pc.crop_id where pc.product_id = "products"."id"), '[]'::json)`;

/** Shown in the shop: published (not a draft) and not hidden. */
const shown = and(eq(products.active, true), isNotNull(products.publishedAt));

export interface SizeRow {
  id: number;
  productId: number;
  size: string;
  weightGrams: number;
  netQuantity: number;
  netUnit: NetUnit;
  labelImage: string | null;
  inStock: boolean;
  /** On the shelf; null = not counted. What payments hold is read fresh per request (modules/stock). */
  stockCount: number | null;
  priceId: number;
  originalPricePaise: number;
  offerPricePaise: number;
}

/** Catalogue queries. Every method is a fixed number of statements, whatever the size of the catalogue. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  listCategories(): Promise<CategoryRow[]> {
    // A hidden category leaves every storefront list (its products' own pages stay).
    return this.db
      .select()
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
  }

  listActiveProducts(): Promise<(ProductRow & { cropIds: number[] })[]> {
    return this.db
      .select({ ...getTableColumns(products), cropIds: cropIdsOf })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(shown, eq(categories.active, true)))
      .orderBy(asc(products.sortOrder), asc(products.id));
  }

  /**
   * A hidden product's category (id and name; null when the category is hidden too), for the 410 answer. A draft was
   * never shown, so it is not withdrawn but missing (404), hidden or not.
   */
  async findHiddenProductCategory(
    id: number,
  ): Promise<{ category: { id: number; name: string } | null } | undefined> {
    const [row] = await this.db
      .select({ id: categories.id, name: categories.name, active: categories.active })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, id), eq(products.active, false), isNotNull(products.publishedAt)));
    if (!row) return undefined;
    return { category: row.active ? { id: row.id, name: row.name } : null };
  }

  async findActiveProduct(id: number): Promise<(ProductRow & { crops: ProductCrop[] }) | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(products), crops: cropsOf })
      .from(products)
      .where(and(eq(products.id, id), shown));
    return row;
  }

  /**
   * The shown products (published, not hidden, in a shown category) a search finds, with what `rankSearch` ranks them
   * by: for each word, whether a name (English or Malayalam) contains it, and its trigram word similarity with the
   * English name and with the romanised Malayalam name; and whether the description holds the words (full-text,
   * English and Malayalam). Found means one of these reaches its threshold; the names' trigram and the descriptions'
   * full-text indexes find those rows (migration 0020), and only the names found are measured. One statement, in a
   * transaction of its own for the similarity operator's threshold and the planner's choice (settings of the
   * transaction, never of the connection). Rows come in no particular order, a product found by its description in
   * any state: the service keeps the shown ones, in the shop's order.
   */
  search(text: string, terms: SearchTerm[]): Promise<SearchRow[]> {
    const rules = SEARCH_RULES;
    // The column expressions are the indexes' (schema.ts), word for word.
    const found: SQL[] = [];
    // Each measure of the names, and the same column empty for the rows found by their description alone.
    const columns: SQL[] = [];
    const empty: SQL[] = [];
    const column = (name: string, value: SQL, type: 'boolean' | 'real') => {
      columns.push(sql`${value} as ${sql.raw(name)}`);
      empty.push(sql.raw(`null::${type} as ${name}`));
    };
    terms.forEach((term, i) => {
      const contains = sql`(lower(p.product_name) like ${term.pattern} or p.product_name_mal like ${term.pattern})`;
      found.push(contains);
      column(`c${i}`, contains, 'boolean');
      if (term.word.length >= rules.englishFuzzyLength) {
        found.push(sql`${term.word} <% lower(p.product_name)`);
        column(`e${i}`, sql`word_similarity(${term.word}, lower(p.product_name))`, 'real');
      }
      if (term.folded.length >= rules.romanFuzzyLength) {
        found.push(sql`${term.folded} <% p.product_name_roman`);
        column(`r${i}`, sql`word_similarity(${term.folded}, p.product_name_roman)`, 'real');
      }
    });
    // The descriptions, by their words once a word is long enough to mean something, through their indexes alone:
    // their names are measured only where they match too (the service keeps only the shown products).
    const described = terms.some((term) => term.word.length >= rules.englishFuzzyLength - 1)
      ? sql`union all
          select id, true, ${sql.join(empty, sql`, `)} from products
            where to_tsvector('english', description) @@ websearch_to_tsquery('english', ${text})
          union all
          select id, true, ${sql.join(empty, sql`, `)} from products
            where to_tsvector('simple', description_mal) @@ websearch_to_tsquery('simple', ${text})`
      : sql``;
    return withTransaction(this.db, async (tx) => {
      // `<%` finds the words at least this similar (the English threshold, the lower of the two). The planner prices
      // trigram matching like a plain comparison and would rather match every name of a small table than use the
      // indexes, which is several times slower at 1,000 products (bench/RESULTS.md "Issue 32: search"): for this
      // statement the indexes are used wherever they can be (a word of one or two letters still reads the table).
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(rules.englishSimilarity)}, true),
          set_config('enable_seqscan', 'off', true)`,
      );
      // node-postgres and PGlite both answer with `rows`.
      const { rows } = (await tx.execute(sql`
        select p.id, false as described, ${sql.join(columns, sql`, `)}
        from products p join categories c on c.id = p.category_id
        where p.active and p.published_at is not null and c.active and (${sql.join(found, sql` or `)})
        ${described}`)) as unknown as { rows: Record<string, unknown>[] };
      // A product found by its names and by its description is one row with both.
      const byId = new Map<number, SearchRow>();
      for (const row of rows) {
        const id = Number(row.id);
        const known = byId.get(id) ?? { id, described: false, words: terms.map(() => NO_MATCH) };
        if (row.described) known.described = true;
        else {
          known.words = terms.map((_, i) => ({
            contains: Boolean(row[`c${i}`]),
            english: Number(row[`e${i}`] ?? 0),
            roman: Number(row[`r${i}`] ?? 0),
          }));
        }
        byId.set(id, known);
      }
      return [...byId.values()];
    });
  }

  /** Sizes with their price rows; all products when `productIds` is omitted. */
  listSizes(productIds?: number[]): Promise<SizeRow[]> {
    const query = this.db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        size: productSizes.size,
        weightGrams: productSizes.weightGrams,
        // The check constraint keeps it one of NET_UNITS.
        netQuantity: productSizes.netQuantity,
        netUnit: sql<NetUnit>`${productSizes.netUnit}`,
        labelImage: productSizes.labelImage,
        inStock: productSizes.inStock,
        stockCount: productSizes.stockCount,
        priceId: productPrices.id,
        originalPricePaise: productPrices.originalPricePaise,
        offerPricePaise: productPrices.offerPricePaise,
      })
      .from(productSizes)
      .innerJoin(productPrices, eq(productPrices.productSizeId, productSizes.id));
    const filtered = productIds ? query.where(inArray(productSizes.productId, productIds)) : query;
    return filtered.orderBy(asc(productSizes.productId), asc(productSizes.sortOrder), asc(productSizes.id));
  }

  listProductImages(productId: number) {
    return this.db
      .select({ id: productImages.id, image: productImages.image })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  }

  /** A product's shown reviews (not hidden by the farm), newest first, each marked when its author bought the product. */
  listReviews(productId: number): Promise<(ReviewRow & { verifiedPurchase: boolean })[]> {
    return this.db
      .select({ ...getTableColumns(reviews), verifiedPurchase: authorBoughtIt })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
  }

  listBanners() {
    return this.db
      .select({ id: bannerItems.id, video: bannerItems.video, image: bannerItems.image })
      .from(bannerItems)
      .orderBy(asc(bannerItems.sortOrder), asc(bannerItems.id));
  }

  listCertificates() {
    return this.db
      .select({ id: certificates.id, title: certificates.title, image: certificates.image })
      .from(certificates)
      .orderBy(asc(certificates.sortOrder), asc(certificates.id));
  }

  listVideos() {
    return this.db
      .select({ id: videoFeed.id, title: videoFeed.title, image: videoFeed.image, video: videoFeed.video })
      .from(videoFeed)
      .orderBy(asc(videoFeed.sortOrder), asc(videoFeed.id));
  }
}
