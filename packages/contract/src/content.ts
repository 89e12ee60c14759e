import { z } from 'zod';
import { text } from './common.js';
import { TAX_MESSAGES } from './tax.js';
import {
  MAX_PARCEL_GRAMS,
  MEDIA_REF_PREFIX,
  mediaKeyOf,
  SHIPPING_ZONE_LABELS,
  type ShippingZone,
} from './constants.js';

// What the console's content screens share (the farm's crops and films, the pages, the shop's settings and its
// shipping tables): their messages, a picture reference and an https address. Each domain's schemas are in its own
// file (farm.ts, pages.ts, site.ts, shipping.ts).

/** Every message of the farm content, pages and settings screens, once. */
export const CONTENT_MESSAGES = {
  pictureRequired: 'Choose a picture.',
  pictureInvalid: 'This picture reference is not one the shop made; choose the picture again.',
  nameRequired: 'Give the crop a name.',
  categoryInvalid: 'Choose the crop’s group: best yields or one of the eight extra-harvest groups.',
  tooLong: (max: number) => `Keep this under ${max.toLocaleString('en-IN')} characters.`,
  videoLinkInvalid: 'Give the film’s address: a link starting with https:// or /uploads/video/.',
  videoFileInvalid: 'Give the film’s file name in the video folder, for example farm-banner-loop.mp4.',
  orderInvalid: 'Give every item of the list exactly once, in the new order.',
  cropNotFound: 'That crop is not on the farm’s list (it may have been removed).',
  certificateNotFound: 'That certificate is not on the list (it may have been removed).',
  videoNotFound: 'That film is not in the video feed (it may have been removed).',
  bannerNotFound: 'That banner item is not on the home page (it may have been removed).',
  pageNotFound: 'There is no such page.',
  pageTitleRequired: 'Give the page a title.',
  pageBodyRequired: 'Write the page’s text.',
  pageTitleMalRequired:
    'Give the Malayalam title too, or clear the Malayalam text: the Malayalam page shows only when both are written.',
  pageBodyMalRequired:
    'Write the Malayalam text too, or clear the Malayalam title: the Malayalam page shows only when both are written.',
  saved: 'Saved. The shop shows it within a second.',
  shopNameRequired: 'Give the shop’s name.',
  gstinInvalid: TAX_MESSAGES.gstinInvalid,
  gstinChecksum: TAX_MESSAGES.gstinChecksum,
  emailInvalid: 'Give an e-mail address like name@example.com.',
  phoneInvalid: 'Give a phone number of 10 to 13 digits; spaces, dashes and a leading + are fine.',
  whatsappInvalid: 'Give the WhatsApp number as 10 digits without +91, e.g. 9447126830.',
  urlInvalid: 'Give a full web address starting with https://.',
  socialInvalid: (site: string) => `Give the shop’s ${site} page, starting with https://www.${site}.com/.`,
  slabsRequired: 'Give at least one slab.',
  weightInvalid: 'Give a weight in whole grams, 0 or more.',
  chargeInvalid: 'Give the charge in rupees, 0 or more, with at most two decimals.',
  slabFirstFrom: (row: number) =>
    `Row ${row} starts above 0 g: the lightest parcels would have no charge. The first row must start at 0 g.`,
  slabMaxBelowMin: (row: number) =>
    `Row ${row} ends before it starts: its “up to” must be at least its “from”.`,
  slabGap: (row: number, from: number, to: number) =>
    `There is a gap before row ${row}: parcels from ${grams(from)} to ${grams(to)} would have no charge. Start row ${row} at ${grams(from)}.`,
  slabOverlap: (row: number, previous: number, previousMax: number) =>
    `Row ${row} overlaps row ${previous}, which already covers parcels up to ${grams(previousMax)}. Start row ${row} at ${grams(previousMax + 1)}.`,
  slabOpenNotLast: (row: number) =>
    `Row ${row} has no upper limit, so it must be the last row: remove the rows after it or give it an “up to” weight.`,
  slabNoTop: (row: number) =>
    `There is no top slab: the last row (row ${row}) stops before ${grams(MAX_PARCEL_GRAMS)}, the heaviest parcel the couriers take. Leave its “up to” empty or make it at least ${grams(MAX_PARCEL_GRAMS)}.`,
  slabsInvalid: (zone: ShippingZone) =>
    `The ${SHIPPING_ZONE_LABELS[zone]} table was not saved: correct the rows marked below.`,
  settingsInvalid: 'The details were not saved: correct the fields marked below.',
  notSaved: 'Not saved: correct the fields marked below.',
  cropSaved: 'Saved. The farm pages show it within a second.',
  homeSaved: 'Saved. The home page shows it within a second.',
} as const;

function grams(value: number): string {
  return `${value.toLocaleString('en-IN')} g`;
}

/**
 * A picture as a content column stores it: an uploaded picture (`m/<key>`) or a file of the shop's own folders
 * (the demo's pictures). Never a path that climbs out of its folder or an address elsewhere.
 */
export const pictureRef = text({ error: CONTENT_MESSAGES.pictureRequired })
  .trim()
  .min(1, CONTENT_MESSAGES.pictureRequired)
  .max(255, CONTENT_MESSAGES.pictureInvalid)
  // One name inside its folder: no slash but the `m/` prefix, so no path climbs out.
  .regex(/^(m\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/, CONTENT_MESSAGES.pictureInvalid)
  // An uploaded picture's reference names a key the media library made.
  .refine(
    (value) => !value.startsWith(MEDIA_REF_PREFIX) || mediaKeyOf(value) !== undefined,
    CONTENT_MESSAGES.pictureInvalid,
  );

/** An https address: a host name, an optional port and path, no spaces or quotes. */
export const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s"'<>]*)?$/;

export const contentSaved = z.object({ message: z.string() });
