import { z } from 'zod';
import { idString, text } from './common.js';

export const crop = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_mala: z.string(),
    category: z.string(),
    image: z.string(),
    images: z.array(z.object({ id: z.number().int(), image: z.string() })),
    description: z.string(),
    description1: z.string(),
    description2: z.string(),
    description3: z.string(),
    description4: z.string(),
    /** Key features: HTML, sanitised when stored. */
    description5: z.string(),
    /** The same texts in Malayalam; an empty one means the English shows (issue 24). */
    description_mal: z.string(),
    description1_mal: z.string(),
    description2_mal: z.string(),
    description3_mal: z.string(),
    description4_mal: z.string(),
    description5_mal: z.string(),
  })
  .meta({ id: 'Crop' });
export type Crop = z.infer<typeof crop>;

export const cropList = z.object({ data: z.array(crop) });
export type CropList = z.infer<typeof cropList>;
export const cropOne = z.object({ data: crop });

export const cropQuery = z.object({ id: idString });
export const cropCategoryQuery = z.object({
  category: text({ error: 'Give the crop group to list, for example category=Fruits.' })
    .trim()
    .min(1, 'Give the crop group to list, for example category=Fruits.')
    .max(100, 'The crop group name is too long.'),
});
