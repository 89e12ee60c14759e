import { z } from 'zod';
import { MEDIA_REF_PREFIX, MEDIA_WIDTHS } from './constants.js';

/** The largest picture the shop takes: a phone's full-resolution photo fits with room to spare. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** What the upload field offers: on a phone, the camera too. HEIC only helps where the server can read it. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic';
/** The multipart field an upload arrives in. */
export const MEDIA_FIELD = 'file';

/** Where a picture can be used, as the library names each place. A past order keeps showing its lines' pictures. */
export const MEDIA_PLACES = [
  'product',
  'product gallery',
  'product label',
  'category',
  'crop',
  'crop gallery',
  'certificate',
  'home banner',
  'video feed',
  'order',
] as const;
export type MediaPlace = (typeof MEDIA_PLACES)[number];

/** Every message of uploading and removing pictures, once. */
export const MEDIA_MESSAGES = {
  fileRequired: 'Choose a picture to upload.',
  empty: 'This file is empty. Choose the picture again.',
  tooLarge: `This picture is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one, or take the photo at a lower resolution.`,
  svg: 'SVG drawings are not taken: they can carry scripts. Upload a JPEG, PNG or WebP picture.',
  heicUnreadable:
    'This is an iPhone HEIC photo, which the shop cannot read. Set the camera to “Most Compatible” (JPEG), or share the photo as JPEG, and upload it again.',
  wrongType: 'This file is not a JPEG, PNG or WebP picture. Upload a photo in one of those formats.',
  unreadable: 'This picture could not be read: the file may be damaged. Try saving it again.',
  tooManyPixels:
    'This picture has more than 50 megapixels, too many to work with. Make it smaller (a phone’s “large” size is plenty) and upload it again.',
  tooNarrow:
    'This picture is more than 20 times as long as it is wide: the shop cannot show it. Crop it and upload it again.',
  forbidden: 'Your role does not allow managing pictures. Ask the shop’s owner.',
  notFound: 'That picture is not in the library (it may have been removed).',
  /** A form names a library picture that is not there (removed meanwhile, or never uploaded). */
  pictureGone:
    'A picture chosen here is no longer in the library (it may have just been removed). Choose it again.',
  inUse: (places: string) =>
    `This picture is still used by ${places}. Replace it there first, then remove it.`,
  uploaded: 'Picture uploaded.',
  removed: 'Picture removed.',
  uploadFailed: 'The picture could not be stored. Try again in a moment.',
} as const;

/** One place a picture is shown: the kind of place, the record's id and its name as the console shows it. */
export const mediaUse = z.object({
  place: z.enum(MEDIA_PLACES),
  id: z.number().int(),
  name: z.string(),
});
export type MediaUse = z.infer<typeof mediaUse>;

export const mediaItem = z
  .object({
    id: z.number().int(),
    /** What a content column stores: `m/<key>`. */
    ref: z.string().startsWith(MEDIA_REF_PREFIX),
    key: z.string(),
    original_name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    widths: z.array(z.number().int()),
    /** The bytes of every made file together. */
    bytes: z.number().int(),
    created_at: z.string(),
    used_in: z.array(mediaUse),
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaList = z.object({ items: z.array(mediaItem) }).meta({ id: 'MediaList' });
export type MediaList = z.infer<typeof mediaList>;

export const mediaListQuery = z.object({
  unused: z
    .enum(['true', 'false'], { error: 'Give unused as true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});

export const mediaUploaded = z.object({ message: z.string(), item: mediaItem }).meta({ id: 'MediaUploaded' });
export const mediaRemoved = z.object({ message: z.string() });
/** The refusal to remove a picture still shown: the message names the places, `used_in` lists them all. */
export const mediaInUse = z.object({ message: z.string(), used_in: z.array(mediaUse) });

/**
 * The widths a picture of this width gets: every standard width it reaches (always the smallest), and its own width
 * when it lies between two standard ones, so the largest made is as sharp as the original allows.
 */
export function widthsFor(originalWidth: number): number[] {
  const standard = MEDIA_WIDTHS.filter((width, index) => index === 0 || width <= originalWidth);
  const largest = MEDIA_WIDTHS.at(-1)!;
  return originalWidth > standard.at(-1)! && originalWidth < largest
    ? [...standard, originalWidth]
    : standard;
}
