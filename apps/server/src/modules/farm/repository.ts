import { asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MAIN_CROP_CATEGORY } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { cropImages, crops } from '../../db/schema.js';

export type CropRow = typeof crops.$inferSelect;
export type CropImageRow = { id: number; cropId: number; image: string };

/** Which crops a list call wants: the best yields (`main`), the further crops (any group), or one group. */
export type CropFilter = { kind: 'main' } | { kind: 'further' } | { kind: 'group'; group: string };

export class FarmRepository {
  constructor(private readonly db: Db) {}

  /** Crops newest first, with at most `limit` rows; two statements whatever the number of crops. */
  async listCrops(filter: CropFilter, limit?: number): Promise<{ crops: CropRow[]; images: CropImageRow[] }> {
    const where =
      filter.kind === 'main'
        ? eq(crops.category, MAIN_CROP_CATEGORY)
        : filter.kind === 'further'
          ? ne(crops.category, MAIN_CROP_CATEGORY)
          : eq(sql`lower(${crops.category})`, filter.group.toLowerCase());
    const query = this.db.select().from(crops).where(where).orderBy(desc(crops.createdAt), desc(crops.id));
    const rows = await (limit === undefined ? query : query.limit(limit));
    return { crops: rows, images: await this.listImages(rows.map((row) => row.id)) };
  }

  async findCrop(id: number): Promise<{ crop: CropRow; images: CropImageRow[] } | undefined> {
    const [crop] = await this.db.select().from(crops).where(eq(crops.id, id));
    if (!crop) return undefined;
    return { crop, images: await this.listImages([id]) };
  }

  /** The crops with a season (issue 37), by name: the seasons page's. */
  listSeasonalCrops(): Promise<CropRow[]> {
    return this.db
      .select()
      .from(crops)
      .where(ne(crops.seasonMonths, 0))
      .orderBy(asc(crops.name), asc(crops.id));
  }

  private async listImages(cropIds: number[]): Promise<CropImageRow[]> {
    if (cropIds.length === 0) return [];
    return this.db
      .select({ id: cropImages.id, cropId: cropImages.cropId, image: cropImages.image })
      .from(cropImages)
      .where(inArray(cropImages.cropId, cropIds))
      .orderBy(asc(cropImages.sortOrder), asc(cropImages.id));
  }
}
