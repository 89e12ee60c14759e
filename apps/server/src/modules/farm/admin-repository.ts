import { asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bannerItems, certificates, cropImages, crops, videoFeed } from '../../db/schema.js';

export type CropValues = Omit<typeof crops.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AdminCropRow = typeof crops.$inferSelect & { gallery: string[] };
export type CertificateRow = typeof certificates.$inferSelect;
export type VideoRow = typeof videoFeed.$inferSelect;
export type BannerRow = typeof bannerItems.$inferSelect;

/** The three lists the farm puts in its own order on the home page. */
export const SORTED_TABLES = { certificates, videos: videoFeed, banners: bannerItems } as const;
export type SortedKind = keyof typeof SORTED_TABLES;

/** The farm content the console edits: crops with their galleries, certificates, the video feed, the banner. */
export class FarmAdminRepository {
  constructor(private readonly db: Db) {}

  async listCrops(): Promise<AdminCropRow[]> {
    const rows = await this.db.select().from(crops).orderBy(desc(crops.createdAt), desc(crops.id));
    const images =
      rows.length === 0
        ? []
        : await this.db
            .select({ cropId: cropImages.cropId, image: cropImages.image })
            .from(cropImages)
            .where(
              inArray(
                cropImages.cropId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(cropImages.sortOrder), asc(cropImages.id));
    return rows.map((row) => ({
      ...row,
      gallery: images.filter((image) => image.cropId === row.id).map((image) => image.image),
    }));
  }

  /** One crop, locked until the transaction ends when `lock` (the audit row's "before"). */
  async findCrop(id: number, lock = false): Promise<AdminCropRow | undefined> {
    const query = this.db.select().from(crops).where(eq(crops.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) return undefined;
    const images = await this.db
      .select({ image: cropImages.image })
      .from(cropImages)
      .where(eq(cropImages.cropId, id))
      .orderBy(asc(cropImages.sortOrder), asc(cropImages.id));
    return { ...row, gallery: images.map((image) => image.image) };
  }

  async insertCrop(values: CropValues, gallery: string[]): Promise<number> {
    const [row] = await this.db.insert(crops).values(values).returning({ id: crops.id });
    await this.replaceGallery(row!.id, gallery);
    return row!.id;
  }

  async updateCrop(id: number, values: CropValues, gallery: string[]): Promise<void> {
    await this.db
      .update(crops)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(crops.id, id));
    await this.replaceGallery(id, gallery);
  }

  private async replaceGallery(cropId: number, gallery: string[]): Promise<void> {
    await this.db.delete(cropImages).where(eq(cropImages.cropId, cropId));
    if (gallery.length > 0) {
      await this.db
        .insert(cropImages)
        .values(gallery.map((image, index) => ({ cropId, image, sortOrder: index + 1 })));
    }
  }

  /** Removes a crop; its gallery goes with it (ON DELETE CASCADE). */
  async deleteCrop(id: number): Promise<boolean> {
    const rows = await this.db.delete(crops).where(eq(crops.id, id)).returning({ id: crops.id });
    return rows.length > 0;
  }

  listCertificates(): Promise<CertificateRow[]> {
    return this.db.select().from(certificates).orderBy(asc(certificates.sortOrder), asc(certificates.id));
  }

  listVideos(): Promise<VideoRow[]> {
    return this.db.select().from(videoFeed).orderBy(asc(videoFeed.sortOrder), asc(videoFeed.id));
  }

  listBanners(): Promise<BannerRow[]> {
    return this.db.select().from(bannerItems).orderBy(asc(bannerItems.sortOrder), asc(bannerItems.id));
  }

  async findCertificate(id: number): Promise<CertificateRow | undefined> {
    const [row] = await this.db.select().from(certificates).where(eq(certificates.id, id)).for('update');
    return row;
  }

  async findVideo(id: number): Promise<VideoRow | undefined> {
    const [row] = await this.db.select().from(videoFeed).where(eq(videoFeed.id, id)).for('update');
    return row;
  }

  async findBanner(id: number): Promise<BannerRow | undefined> {
    const [row] = await this.db.select().from(bannerItems).where(eq(bannerItems.id, id)).for('update');
    return row;
  }

  /** The sort order a new item gets: after every other one. */
  private async nextSortOrder(kind: SortedKind): Promise<number> {
    const table = SORTED_TABLES[kind];
    const [row] = await this.db.select({ top: max(table.sortOrder) }).from(table);
    return (row?.top ?? 0) + 1;
  }

  async insertCertificate(values: { title: string; image: string }): Promise<number> {
    const sortOrder = await this.nextSortOrder('certificates');
    const [row] = await this.db
      .insert(certificates)
      .values({ ...values, sortOrder })
      .returning({ id: certificates.id });
    return row!.id;
  }

  async insertVideo(values: { title: string; image: string; video: string }): Promise<number> {
    const sortOrder = await this.nextSortOrder('videos');
    const [row] = await this.db
      .insert(videoFeed)
      .values({ ...values, sortOrder })
      .returning({ id: videoFeed.id });
    return row!.id;
  }

  async insertBanner(values: { image: string; video: string | null }): Promise<number> {
    const sortOrder = await this.nextSortOrder('banners');
    const [row] = await this.db
      .insert(bannerItems)
      .values({ ...values, sortOrder })
      .returning({ id: bannerItems.id });
    return row!.id;
  }

  async updateCertificate(id: number, values: { title: string; image: string }): Promise<void> {
    await this.db.update(certificates).set(values).where(eq(certificates.id, id));
  }

  async updateVideo(id: number, values: { title: string; image: string; video: string }): Promise<void> {
    await this.db.update(videoFeed).set(values).where(eq(videoFeed.id, id));
  }

  async updateBanner(id: number, values: { image: string; video: string | null }): Promise<void> {
    await this.db.update(bannerItems).set(values).where(eq(bannerItems.id, id));
  }

  async delete(kind: SortedKind, id: number): Promise<void> {
    const table = SORTED_TABLES[kind];
    await this.db.delete(table).where(eq(table.id, id));
  }

  /** The ids of a list, locked, in their current order. */
  async idsOf(kind: SortedKind): Promise<number[]> {
    const table = SORTED_TABLES[kind];
    const rows = await this.db
      .select({ id: table.id })
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for('update');
    return rows.map((row) => row.id);
  }

  /** Puts a list in the given order, in one statement. */
  async reorder(kind: SortedKind, ids: number[]): Promise<void> {
    const table = SORTED_TABLES[kind];
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id} then ${index + 1}`),
      sql` `,
    );
    await this.db
      .update(table)
      .set({ sortOrder: sql`(case ${table.id} ${cases} end)::integer` })
      .where(inArray(table.id, ids));
  }
}
