import { MEDIA_MESSAGES, widthsFor, type MediaFormat } from '@farm/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';

/** A picture the upload may not become, with the words the farm reads. */
export class PictureRefused extends Error {}

/**
 * The most pixels a picture may have: a 108-megapixel phone photo fits; more would hold hundreds of megabytes while
 * it is read, on a 2-CPU server shared with the shop.
 */
export const MAX_INPUT_PIXELS = 120_000_000;

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
 * The files the storefront serves: the picture turned upright by its EXIF orientation, at every standard width it
 * reaches (never enlarged), as WebP and as JPEG. sharp writes no metadata unless asked (withMetadata/withExif are
 * never called here), so a phone's location, camera and time do not leave the farm; colours are converted to sRGB.
 */
export async function makePicture(input: Buffer): Promise<MadePicture> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!metadata.width || !metadata.height) throw new PictureRefused(MEDIA_MESSAGES.unreadable);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new PictureRefused(MEDIA_MESSAGES.tooManyPixels);
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const widths = widthsFor(width);
  const files: MadeFile[] = [];
  try {
    for (const target of widths) {
      const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: target, withoutEnlargement: true });
      files.push({
        width: target,
        format: 'webp',
        body: await upright.clone().webp({ quality: 78, effort: 4 }).toBuffer(),
      });
      files.push({
        width: target,
        format: 'jpg',
        // JPEG has no transparency: a PNG's clear parts become white, as on the shop's pages.
        body: await upright
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
