import type { Crop } from '@farm/contract';
import type { CropRow } from './repository.js';

type CropTexts = Pick<
  Crop,
  | 'description'
  | 'description1'
  | 'description2'
  | 'description3'
  | 'description4'
  | 'description5'
  | 'description_mal'
  | 'description1_mal'
  | 'description2_mal'
  | 'description3_mal'
  | 'description4_mal'
  | 'description5_mal'
>;

/** A crop's texts as the shop and the console both send them (contract: the crop's `cropTexts`). */
export function cropTexts(row: CropRow): CropTexts {
  return {
    description: row.description,
    description1: row.description1,
    description2: row.description2,
    description3: row.description3,
    description4: row.description4,
    description5: row.description5,
    description_mal: row.descriptionMal,
    description1_mal: row.description1Mal,
    description2_mal: row.description2Mal,
    description3_mal: row.description3Mal,
    description4_mal: row.description4Mal,
    description5_mal: row.description5Mal,
  };
}
