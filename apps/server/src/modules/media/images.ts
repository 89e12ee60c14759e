import { MEDIA_MESSAGES, widthsFor, type MediaFormat } from '@farm/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';

/** A picture the upload may not become, with the words the farm reads. */
export class PictureRefused extends Error {}

/**
 * The most pixels a picture may have (issue 33): a 48-megapixel phone photo fits. Decoding holds about 4 bytes a pixel,
 * and libvips does not always give it back: a 100-megapixel picture kept a process at 1 GB on a 2 GB server shared with
 * PostgreSQL. Checked from the header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The longest side may be at most this many times the shortest: nothing longer has a place on a page. */
export const MAX_ASPECT_RATIO = 20;

// libvips keeps decoded pictures and operations in a cache of its own (by default up to 50 MB and 100 files) and decodes
// on as many threads as there are cores: a shop makes a picture now and then, one at a time, and keeps none of it.
sharp.cache(false);
sharp.concurrency(1);

const TAKEN = new Set(['image/jpeg', 'image/png', 'image/webp']);
const HEIF = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** One made file: its width class, format and bytes. */
export interface MadeFile {
  width: number;
  format: MediaFormat;
  body: Buffer;
}

export interface MadePicture {
  /** The upright picture's size, as the camera's orientation says it is seen. */
  width: number;
  height: number;
  widths: number[];
  files: MadeFile[];
}

/**
 * What the upload is, by its bytes (never by its name or the browser's word): JPEG, PNG and WebP are taken, and
 * HEIC when this server's sharp can read it; SVG and everything else are refused with the reason.
 */
export async function checkType(input: Buffer): Promise<void> {
  if (input.length === 0) throw new PictureRefused(MEDIA_MESSAGES.empty);
  const found = await fileTypeFromBuffer(input);
  if (found && TAKEN.has(found.mime)) return;
  if (found && HEIF.has(found.mime)) {
    // The prebuilt sharp reads AVIF but not HEVC-coded HEIC (a patent matter); a build with libde265 would.
    const readable = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(8)
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    if (readable) return;
    throw new PictureRefused(MEDIA_MESSAGES.heicUnreadable);
  }
  // file-type calls an SVG with an XML declaration XML, and one without nothing at all.
  if ((!found || found.mime === 'application/xml') && looksLikeSvg(input)) {
    throw new PictureRefused(MEDIA_MESSAGES.svg);
  }
  throw new PictureRefused(MEDIA_MESSAGES.wrongType);
}

/** file-type leaves text formats alone: an SVG is XML whose root is <svg>. */
function looksLikeSvg(input: Buffer): boolean {
  const head = input.subarray(0, 4096).toString('utf8').toLowerCase();
  return /<svg[\s>]/.test(head);
}

/**
 * The picture's upright size from its header alone (nothing decoded), refusing one the shop would not make: too many
 * pixels, too long and narrow, or unreadable.
 */
async function uprightSize(input: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!metadata.width || !metadata.height) throw new PictureRefused(MEDIA_MESSAGES.unreadable);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new PictureRefused(MEDIA_MESSAGES.tooManyPixels);
  const longest = Math.max(metadata.width, metadata.height);
  const shortest = Math.min(metadata.width, metadata.height);
  if (longest > shortest * MAX_ASPECT_RATIO) throw new PictureRefused(MEDIA_MESSAGES.tooNarrow);
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
  };
}

/**
 * Whether an upload would be taken, from its type and header (quick: nothing is decoded or made); the refusal's words
 * when not. Decoding may still find a damaged picture later, when it is made.
 */
export async function pictureRefusal(input: Buffer): Promise<string | undefined> {
  try {
    await checkType(input);
    await uprightSize(input);
    return undefined;
  } catch (error) {
    if (error instanceof PictureRefused) return error.message;
    throw error;
  }
}

/**
 * The files the storefront serves: the picture turned upright by its EXIF orientation, at every standard width it
 * reaches (never enlarged), as WebP and as JPEG. sharp writes no metadata unless asked (withMetadata/withExif are
 * never called here), so a phone's location, camera and time do not leave the farm; colours are converted to sRGB.
 */
export async function makePicture(input: Buffer): Promise<MadePicture> {
  const { width, height } = await uprightSize(input);
  const widths = widthsFor(width);
  const files: MadeFile[] = [];
  try {
    // Decoded once, straight to the largest width made (JPEG and WebP shrink while they load, so a big photo is never
    // held whole), turned upright, in sRGB; each width is made from that.
    const largest = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
    for (const target of widths) {
      const sized = sharp(largest.data, { raw }).resize({ width: target, withoutEnlargement: true });
      files.push({
        width: target,
        format: 'webp',
        body: await sized.clone().webp({ quality: 78, effort: 4 }).toBuffer(),
      });
      files.push({
        width: target,
        format: 'jpg',
        // JPEG has no transparency: a PNG's clear parts become white, as on the shop's pages.
        body: await sized
          .clone()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      });
    }
  } catch (error) {
    throw refusalOf(error);
  }
  return { width, height, widths, files };
}

function refusalOf(error: unknown): PictureRefused {
  const message = error instanceof Error ? error.message : '';
  return new PictureRefused(
    /pixel limit/i.test(message) ? MEDIA_MESSAGES.tooManyPixels : MEDIA_MESSAGES.unreadable,
  );
}

/** One picture at a time per process: two CPUs are shared with the shop's customers. */
let queue: Promise<unknown> = Promise.resolve();
export function makePictureInTurn(input: Buffer): Promise<MadePicture> {
  const turn = queue.then(() => makePicture(input));
  queue = turn.catch(() => undefined);
  return turn;
}
