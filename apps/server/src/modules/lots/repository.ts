import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crops, lots, media, products, productSizes, shop } from '../../db/schema.js';

/** A lot with what its page and its labels name: the product and size, the crop, the certificate picture. */
export interface LotRow {
  id: number;
  code: string;
  productId: number;
  productName: string;
  productNameMal: string;
  productSlug: string;
  productImage: string;
  /** Shown in the shop now (not hidden, published). */
  productOnSale: boolean;
  size: string;
  harvestedOn: string | null;
  processedOn: string | null;
  process: string | null;
  bestBefore: string | null;
  cropId: number | null;
  cropName: string | null;
  cropNameMala: string | null;
  cropCategory: string | null;
  source: string;
  certificateKey: string | null;
  blocked: boolean;
  /** The shop lets search engines index lot pages (the site module's setting, read in the same statement). */
  indexed: boolean;
}

/**
 * Reads lots for their public page and their label sheet (issue 38 item 3). The lots table is the stock module's: this
 * module only reads it, and the shop's indexing setting beside it (the site module's).
 */
export class LotPageRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        id: lots.id,
        code: lots.code,
        productId: products.id,
        productName: products.name,
        productNameMal: products.nameMal,
        productSlug: products.slug,
        productImage: products.image,
        productOnSale: sql<boolean>`(${products.active} AND ${products.publishedAt} IS NOT NULL)`,
        size: productSizes.size,
        harvestedOn: lots.harvestedOn,
        processedOn: lots.processedOn,
        process: lots.process,
        bestBefore: lots.bestBefore,
        cropId: crops.id,
        cropName: crops.name,
        cropNameMala: crops.nameMala,
        cropCategory: crops.category,
        source: lots.source,
        certificateKey: media.key,
        blocked: sql<boolean>`(${lots.blockedAt} IS NOT NULL)`,
        indexed: sql<boolean>`coalesce((SELECT ${shop.lotPagesIndexed} FROM ${shop} LIMIT 1), false)`,
      })
      .from(lots)
      .innerJoin(productSizes, eq(productSizes.id, lots.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .leftJoin(crops, eq(crops.id, lots.cropId))
      .leftJoin(media, eq(media.id, lots.certificateMediaId));
  }

  /**
   * The lot a code names, compared without case (the unique index is on upper(code), so this is one index look-up),
   * with the shop's indexing setting: one statement.
   */
  async byCode(code: string): Promise<LotRow | undefined> {
    const [row] = await this.select()
      .where(eq(sql`upper(${lots.code})`, code.toUpperCase()))
      .limit(1);
    return row;
  }

  async byId(id: number): Promise<LotRow | undefined> {
    const [row] = await this.select().where(eq(lots.id, id)).limit(1);
    return row;
  }
}
