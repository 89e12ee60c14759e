import { MEDIA_REF_PREFIX, type MediaPlace, type MediaUse } from '@farm/contract';
import { desc, eq, inArray, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
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
  productSizes,
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

  /**
   * Which of these keys are in the library, each locked against removal (FOR SHARE) until the caller's transaction
   * ends: a form saving a picture and someone removing it at the same moment wait for each other.
   */
  async lockExisting(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: media.key })
      .from(media)
      .where(inArray(media.key, [...keys]))
      .for('share');
    return new Set(rows.map((row) => row.key));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(media).where(eq(media.id, id));
  }

  /**
   * Where uploaded pictures are shown, by reference (`m/<key>`): products and their galleries, categories, crops and
   * theirs, certificates, the banner, the video feed, and the lines of past orders (an order keeps its picture).
   * Each table is small and the prefix is a plain LIKE: one statement (a UNION ALL of every place) answers every
   * picture at once.
   *
   * These are reads of tables that the catalogue, farm and orders modules own, made here on purpose: asking each
   * module in turn would be one query per place for every library page, and "is this picture still shown anywhere"
   * must be answered as one snapshot when a picture is deleted. The media module never writes them
   * (test/table-owners.test.ts refuses that); a new place that shows a picture is added to this list.
   */
  async uses(): Promise<Map<string, MediaUse[]>> {
    const prefix = `${MEDIA_REF_PREFIX}%`;
    const place = (name: MediaPlace) => sql<MediaPlace>`${name}::text`.as('place');
    const text = (value: SQL | AnyColumn) => sql<string>`coalesce(${value}, '')::text`;
    /** One place's row: the picture's reference, the place, and the id and name of what shows it. */
    const useIn = (where: MediaPlace, image: AnyColumn, id: AnyColumn, name: SQL | AnyColumn) => ({
      ref: text(image).as('ref'),
      place: place(where),
      id: sql<number>`${id}`.as('id'),
      name: text(name).as('name'),
    });
    const found = await unionAll(
      this.db
        .select(useIn('product', products.image, products.id, products.name))
        .from(products)
        .where(like(products.image, prefix)),
      this.db
        .select(useIn('product gallery', productImages.image, products.id, products.name))
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(like(productImages.image, prefix)),
      this.db
        .select(useIn('product label', productSizes.labelImage, products.id, products.name))
        .from(productSizes)
        .innerJoin(products, eq(products.id, productSizes.productId))
        .where(like(productSizes.labelImage, prefix)),
      this.db
        .select(useIn('category', categories.image, categories.id, categories.name))
        .from(categories)
        .where(like(categories.image, prefix)),
      this.db
        .select(useIn('crop', crops.image, crops.id, crops.name))
        .from(crops)
        .where(like(crops.image, prefix)),
      this.db
        .select(useIn('crop gallery', cropImages.image, crops.id, crops.name))
        .from(cropImages)
        .innerJoin(crops, eq(crops.id, cropImages.cropId))
        .where(like(cropImages.image, prefix)),
      this.db
        .select(useIn('certificate', certificates.image, certificates.id, certificates.title))
        .from(certificates)
        .where(like(certificates.image, prefix)),
      this.db
        .select(
          useIn('home banner', bannerItems.image, bannerItems.id, sql<string>`'item ' || ${bannerItems.id}`),
        )
        .from(bannerItems)
        .where(like(bannerItems.image, prefix)),
      this.db
        .select(useIn('video feed', videoFeed.image, videoFeed.id, videoFeed.title))
        .from(videoFeed)
        .where(like(videoFeed.image, prefix)),
      this.db
        .select(useIn('order', orderItems.image, orders.id, orders.orderNo))
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(like(orderItems.image, prefix)),
    );
    const uses = new Map<string, MediaUse[]>();
    for (const { ref, place: where, id, name } of found) {
      const list = uses.get(ref) ?? [];
      // A gallery naming the same picture twice (or an order's two lines) is one use.
      if (!list.some((use) => use.place === where && use.id === id)) list.push({ place: where, id, name });
      uses.set(ref, list);
    }
    return uses;
  }
}
