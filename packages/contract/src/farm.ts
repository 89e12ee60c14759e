import { z } from 'zod';
import { idString, text } from './common.js';
import { EXTRA_HARVEST_GROUPS, MAIN_CROP_CATEGORY } from './constants.js';
import { productSummary } from './catalogue.js';
import { CONTENT_MESSAGES, HTTPS_URL, pictureRef } from './content.js';
import { adminSeason, season, seasonInput } from './seasons.js';

/** A crop's texts as the shop and the console read them: the same fields, one list. */
const cropTexts = {
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
};

export const crop = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_mala: z.string(),
    category: z.string(),
    image: z.string(),
    images: z.array(z.object({ id: z.number().int(), image: z.string() })),
    ...cropTexts,
    /** The months it is harvested (issue 37); null = not said. */
    season: season.nullable(),
  })
  .meta({ id: 'Crop' });
export type Crop = z.infer<typeof crop>;

export const cropList = z.object({ data: z.array(crop) });
export type CropList = z.infer<typeof cropList>;
/** One crop, and the shop's products made from it (active, published: cards as lists show them). */
export const cropOne = z.object({ data: crop, products: z.array(productSummary) });
export type CropOne = z.infer<typeof cropOne>;

/** A crop as the "What's in season" page lists it. */
export const seasonCrop = z.object({
  id: z.number().int(),
  name: z.string(),
  name_mala: z.string(),
  category: z.string(),
  image: z.string(),
  season,
});
export type SeasonCrop = z.infer<typeof seasonCrop>;

/**
 * GET /api/seasons: each month January to December with the products and crops in season then; `month` is the month
 * it is now in Kerala, which the page shows first.
 */
export const seasonsResponse = z
  .object({
    month: z.number().int().min(1).max(12),
    months: z.array(
      z.object({
        month: z.number().int().min(1).max(12),
        products: z.array(productSummary),
        crops: z.array(seasonCrop),
      }),
    ),
  })
  .meta({ id: 'Seasons' });
export type SeasonsResponse = z.infer<typeof seasonsResponse>;

export const cropQuery = z.object({ id: idString });
export const cropCategoryQuery = z.object({
  category: text({ error: 'Give the crop group to list, for example category=Fruits.' })
    .trim()
    .min(1, 'Give the crop group to list, for example category=Fruits.')
    .max(100, 'The crop group name is too long.'),
});

// ---- The console: the farm's crops, certificates, films and home banner ----

const longText = (max: number) => text().max(max, CONTENT_MESSAGES.tooLong(max)).default('');

export const CROP_CATEGORIES = [MAIN_CROP_CATEGORY, ...EXTRA_HARVEST_GROUPS] as const;

export const cropBody = z.object({
  name: text({ error: CONTENT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.nameRequired)
    .max(160, CONTENT_MESSAGES.tooLong(160)),
  name_mala: text().trim().max(300, CONTENT_MESSAGES.tooLong(300)).default(''),
  category: z.enum(CROP_CATEGORIES, { error: CONTENT_MESSAGES.categoryInvalid }),
  image: pictureRef,
  gallery: z.array(pictureRef).max(12, 'Give at most 12 pictures.').default([]),
  description: longText(5000),
  description1: longText(10000),
  description2: longText(10000),
  description3: longText(10000),
  description4: longText(10000),
  /** Key features: HTML, sanitised by the server before it is stored. */
  description5: longText(20000),
  /** The same texts in Malayalam; one left empty shows the English on the Malayalam pages. */
  description_mal: longText(5000),
  description1_mal: longText(10000),
  description2_mal: longText(10000),
  description3_mal: longText(10000),
  description4_mal: longText(10000),
  /** Malayalam key features: HTML, sanitised like the English. */
  description5_mal: longText(20000),
  /** The months it is harvested and the note (issue 37); absent: a new crop has none, a saved one keeps its own. */
  season: seasonInput.optional(),
});
export type CropBody = z.input<typeof cropBody>;

export const certificateBody = z.object({
  title: text().trim().max(200, CONTENT_MESSAGES.tooLong(200)).default(''),
  image: pictureRef,
});
export type CertificateBody = z.input<typeof certificateBody>;

/** A film of the feed: a YouTube (or any https) address, or one of the shop's own films under /uploads/video/. */
const videoLink = text({ error: CONTENT_MESSAGES.videoLinkInvalid })
  .trim()
  .max(500, CONTENT_MESSAGES.tooLong(500))
  .refine(
    (value) => /^\/uploads\/video\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) || HTTPS_URL.test(value),
    CONTENT_MESSAGES.videoLinkInvalid,
  );

export const videoBody = z.object({
  title: text().trim().max(200, CONTENT_MESSAGES.tooLong(200)).default(''),
  image: pictureRef,
  video: videoLink,
});
export type VideoBody = z.input<typeof videoBody>;

export const bannerBody = z.object({
  /** The picture, or the poster shown before the film plays. */
  image: pictureRef,
  /** A looping film's file name in the video folder; empty for a picture alone. */
  video: text()
    .trim()
    .max(255, CONTENT_MESSAGES.tooLong(255))
    .refine(
      (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9._-]*\.(mp4|webm)$/.test(value),
      CONTENT_MESSAGES.videoFileInvalid,
    )
    .default(''),
});
export type BannerBody = z.input<typeof bannerBody>;

export const reorderBody = z.object({
  ids: z.array(z.number().int().positive()).min(1, CONTENT_MESSAGES.orderInvalid),
});

export const adminCrop = z.object({
  id: z.number().int(),
  name: z.string(),
  name_mala: z.string(),
  category: z.string(),
  image: z.string(),
  gallery: z.array(z.string()),
  ...cropTexts,
  season: adminSeason,
  updated_at: z.string(),
});
export type AdminCrop = z.infer<typeof adminCrop>;
export const adminCropList = z.object({ data: z.array(adminCrop) });

export const adminCertificate = z.object({ id: z.number().int(), title: z.string(), image: z.string() });
export type AdminCertificate = z.infer<typeof adminCertificate>;
export const adminCertificateList = z.object({ data: z.array(adminCertificate) });

export const adminVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  video: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;
export const adminVideoList = z.object({ data: z.array(adminVideo) });

export const adminBanner = z.object({ id: z.number().int(), image: z.string(), video: z.string() });
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerList = z.object({ data: z.array(adminBanner) });
