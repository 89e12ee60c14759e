/**
 * Draws every picture the demo data names, as SVG documents the seed writes under the uploads folder.
 * Pure and deterministic: the same data gives byte-identical documents (variety comes from hashes of the
 * file names), so re-seeding does not churn files.
 */
import { IMAGE_BASES } from '@farm/contract';
import type { DemoData } from '../demo-types.js';
import { categoryTile, certificateSheet } from './cards.js';
import { bannerImage, cropImages, videoThumbnail } from './farm.js';
import { type Icon, loadIcon } from './icons.js';
import { productImages } from './products.js';
import { isHexColour } from './svg.js';

export interface GeneratedImage {
  /** Relative to the uploads folder, e.g. 'products/virgin-coconut-oil.svg'. */
  path: string;
  content: string;
}

/** The data's file names become paths on disk and are served as SVG, so they must be plain `.svg` names. */
function checkFile(file: string, owner: string): string {
  if (!/^[^/\\]+\.svg$/i.test(file) || file.startsWith('.')) {
    throw new Error(`Image "${file}" (${owner}) must be a plain file name ending in .svg`);
  }
  return file;
}

/** Colours are written into attributes; anything but #rrggbb would break the drawing or the XML. */
function checkColour(colour: string, owner: string): string {
  if (!isHexColour(colour)) throw new Error(`Colour "${colour}" (${owner}) must be #rrggbb`);
  return colour;
}

export function renderDemoImages(data: DemoData): GeneratedImage[] {
  const images: GeneratedImage[] = [];
  const owners = new Map<string, string>();
  const add = (base: string, file: string, owner: string, content: () => string): void => {
    const path = `${base}/${checkFile(file, owner)}`;
    const earlier = owners.get(path);
    // Two items naming one file would silently overwrite one picture with the other.
    if (earlier !== undefined) throw new Error(`${path} is named by both ${earlier} and ${owner}`);
    owners.set(path, owner);
    images.push({ path, content: content() });
  };
  const icon = (motif: string, owner: string): Icon => loadIcon(motif, owner);

  for (const category of data.categories) {
    const owner = `category "${category.name}"`;
    checkColour(category.colour, owner);
    const art = icon(category.motif, owner);
    add(IMAGE_BASES.category, category.image, owner, () => categoryTile(category, art));
  }

  for (const product of data.products) {
    const owner = `product "${product.product_name}"`;
    checkColour(product.art.colour, owner);
    const art = icon(product.art.motif, owner);
    const views = productImages(product, art);
    for (const view of views) add(IMAGE_BASES.product, view.file, owner, () => view.content);
  }

  for (const crop of data.crops) {
    const owner = `crop "${crop.name}"`;
    const art = icon(crop.motif, owner);
    for (const view of cropImages(crop, art)) {
      add(view.gallery ? IMAGE_BASES.cropGallery : IMAGE_BASES.crop, view.file, owner, () => view.content);
    }
  }

  data.certificates.forEach((certificate, i) => {
    const owner = `certificate ${certificate.title === null ? `#${i + 1}` : `"${certificate.title}"`}`;
    checkColour(certificate.colour, owner);
    add(IMAGE_BASES.certificate, certificate.image, owner, () => certificateSheet(certificate));
  });

  data.videos.forEach((video, i) => {
    const owner = `video ${video.title === null ? `#${i + 1}` : `"${video.title}"`}`;
    const art = icon(video.motif, owner);
    add(IMAGE_BASES.video, video.image, owner, () => videoThumbnail(video, art));
  });

  // Banners get their poster only; a banner's `video` file is real footage we do not generate.
  data.banners.forEach((banner, i) => {
    const owner = `banner #${i + 1}`;
    const art = icon(banner.motif, owner);
    add(IMAGE_BASES.video, banner.image, owner, () => bannerImage(banner, art));
  });

  return images;
}
