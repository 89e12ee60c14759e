import {
  FARM_PREVIEW_LIMIT,
  MAIN_CROP_CATEGORY,
  MESSAGES,
  findExtraHarvestGroup,
  type Crop,
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
  };
}

/** The farm's crops: best yields (`main`) and the further crops of the eight extra-harvest groups. */
export class FarmService {
  constructor(private readonly repo: FarmRepository) {}

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
}
