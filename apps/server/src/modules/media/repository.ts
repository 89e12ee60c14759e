import { MEDIA_REF_PREFIX, type MediaPlace, type MediaUse } from '@farm/contract';
import { desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bannerItems,
  categories,
  certificates,
  cropImages,
  crops,
  media,
  orderItems,
  orders,
  productImages,
  products,
  videoFeed,
} from '../../db/schema.js';

export type MediaRow = typeof media.$inferSelect;
export type MediaValues = Omit<typeof media.$inferInsert, 'id' | 'createdAt'>;

/** Uploaded pictures, and (read only) every content column that may name one. */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  async insert(values: MediaValues): Promise<MediaRow> {
    const [row] = await this.db.insert(media).values(values).returning();
    return row!;
  }

  async list(): Promise<MediaRow[]> {
    return this.db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  }

  /** One picture, locked until the transaction ends when `lock`. */
  async find(id: number, lock = false): Promise<MediaRow | undefined> {
    const query = this.db.select().from(media).where(eq(media.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(media).where(eq(media.id, id));
  }

  /**
   * Where uploaded pictures are shown, by reference (`m/<key>`): products and their galleries, categories, crops and
   * theirs, certificates, the banner, the video feed, and the lines of past orders (an order keeps its picture).
   * Each table is small and the prefix is a plain LIKE, so one pass over all of them answers every picture at once.
   */
  async uses(): Promise<Map<string, MediaUse[]>> {
    const prefix = `${MEDIA_REF_PREFIX}%`;
    const found: { ref: string; place: MediaPlace; id: number; name: string }[] = [];
    const add = (place: MediaPlace, rows: { ref: string; id: number; name: string | null }[]) => {
      for (const row of rows) found.push({ ...row, place, name: row.name ?? '' });
    };
    add(
      'product',
      await this.db
        .select({ ref: products.image, id: products.id, name: products.name })
        .from(products)
        .where(like(products.image, prefix)),
    );
    add(
      'product gallery',
      await this.db
        .select({ ref: productImages.image, id: products.id, name: products.name })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(like(productImages.image, prefix)),
    );
    add(
      'category',
      await this.db
        .select({ ref: categories.image, id: categories.id, name: categories.name })
        .from(categories)
        .where(like(categories.image, prefix)),
    );
    add(
      'crop',
      await this.db
        .select({ ref: crops.image, id: crops.id, name: crops.name })
        .from(crops)
        .where(like(crops.image, prefix)),
    );
    add(
      'crop gallery',
      await this.db
        .select({ ref: cropImages.image, id: crops.id, name: crops.name })
        .from(cropImages)
        .innerJoin(crops, eq(crops.id, cropImages.cropId))
        .where(like(cropImages.image, prefix)),
    );
    add(
      'certificate',
      await this.db
        .select({ ref: certificates.image, id: certificates.id, name: certificates.title })
        .from(certificates)
        .where(like(certificates.image, prefix)),
    );
    add(
      'home banner',
      (
        await this.db
          .select({ ref: bannerItems.image, id: bannerItems.id })
          .from(bannerItems)
          .where(like(bannerItems.image, prefix))
      ).map((row) => ({ ...row, name: `item ${row.id}` })),
    );
    add(
      'video feed',
      await this.db
        .select({ ref: videoFeed.image, id: videoFeed.id, name: videoFeed.title })
        .from(videoFeed)
        .where(like(videoFeed.image, prefix)),
    );
    add(
      'order',
      await this.db
        .selectDistinct({ ref: orderItems.image, id: orders.id, name: orders.orderNo })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(like(orderItems.image, prefix)),
    );
    const uses = new Map<string, MediaUse[]>();
    for (const { ref, place, id, name } of found) {
      const list = uses.get(ref) ?? [];
      // A gallery naming the same picture twice is one use.
      if (!list.some((use) => use.place === place && use.id === id)) list.push({ place, id, name });
      uses.set(ref, list);
    }
    return uses;
  }
}
