import {
  FARM_PREVIEW_LIMIT,
  MAIN_CROP_CATEGORY,
  MESSAGES,
  findExtraHarvestGroup,
  MONTHS,
  keralaMonth,
  seasonOf,
  type Crop,
  type CropOne,
  type ProductSummary,
  type SeasonsResponse,
} from '@farm/contract';
import { NotFoundError } from '../../shared/errors.js';
import { groupBy } from '../../shared/group-by.js';
import type { CropFilter, CropImageRow, CropRow, FarmRepository } from './repository.js';
import { cropTexts } from './mappers.js';

function toCrop(row: CropRow, images: CropImageRow[]): Crop {
  return {
    id: row.id,
    name: row.name,
    name_mala: row.nameMala,
    category: row.category,
    image: row.image,
    images: images.map(({ id, image }) => ({ id, image })),
    ...cropTexts(row),
    season: seasonOf(row.seasonMonths, row.seasonNote, row.seasonNoteMal),
  };
}

/** What the farm's pages read of the catalogue (CatalogueService): the products made from a crop, and in season. */
export interface FarmCatalogue {
  productsOfCrop(cropId: number): Promise<ProductSummary[]>;
  seasonalProducts(): Promise<{ summary: ProductSummary; seasonMonths: number }[]>;
}

/** The farm's crops: best yields (`main`) and the further crops of the eight extra-harvest groups. */
export class FarmService {
  constructor(
    private readonly repo: FarmRepository,
    private readonly catalogue?: FarmCatalogue,
  ) {}

  private async list(filter: CropFilter, limit?: number): Promise<Crop[]> {
    const { crops, images } = await this.repo.listCrops(filter, limit);
    const imagesByCrop = groupBy(images, (image) => image.cropId);
    return crops.map((crop) => toCrop(crop, imagesByCrop.get(crop.id) ?? []));
  }

  bestYields(preview: boolean): Promise<Crop[]> {
    return this.list({ kind: 'main' }, preview ? FARM_PREVIEW_LIMIT : undefined);
  }

  furtherCrops(preview: boolean): Promise<Crop[]> {
    return this.list({ kind: 'further' }, preview ? FARM_PREVIEW_LIMIT : undefined);
  }

  /** A group named in any letter case; `main` lists the best yields; an unknown group has no crops. */
  async cropsOfGroup(name: string): Promise<Crop[]> {
    if (name.trim().toLowerCase() === MAIN_CROP_CATEGORY) return this.bestYields(false);
    const group = findExtraHarvestGroup(name);
    return group ? this.list({ kind: 'group', group }) : [];
  }

  async crop(id: number): Promise<Crop> {
    const found = await this.repo.findCrop(id);
    if (!found) throw new NotFoundError(MESSAGES.cropNotFound);
    return toCrop(found.crop, found.images);
  }

  /** A crop's page: the crop, and the shop's products made from it (active and published). */
  async cropPage(id: number): Promise<CropOne> {
    const [data, products] = await Promise.all([
      this.crop(id),
      this.catalogue?.productsOfCrop(id) ?? Promise.resolve([]),
    ]);
    return { data, products };
  }

  /**
   * The "What's in season" page: each month with the products and crops in season then, and the month it is now in
   * Kerala. The lists are the same all month; `month` is read from the clock on every call.
   */
  async seasons(at: Date = new Date()): Promise<SeasonsResponse> {
    const [rows, products] = await Promise.all([
      this.repo.listSeasonalCrops(),
      this.catalogue?.seasonalProducts() ?? Promise.resolve([]),
    ]);
    const crops = rows.flatMap((row) => {
      const season = seasonOf(row.seasonMonths, row.seasonNote, row.seasonNoteMal);
      return season
        ? [
            {
              id: row.id,
              name: row.name,
              name_mala: row.nameMala,
              category: row.category,
              image: row.image,
              season,
            },
          ]
        : [];
    });
    return {
      month: keralaMonth(at),
      months: MONTHS.map((month) => ({
        month,
        products: products
          .filter((p) => seasonOf(p.seasonMonths, '', '')?.months.includes(month))
          .map((p) => p.summary),
        crops: crops.filter((crop) => crop.season.months.includes(month)),
      })),
    };
  }
}
