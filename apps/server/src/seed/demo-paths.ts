import { IMAGE_BASES } from '@farm/contract';
import type { DemoData } from './demo-types.js';

/** Every file the demo data names, relative to the uploads folder. */
export function demoImagePaths(data: DemoData): string[] {
  return [
    ...data.categories.map((c) => `${IMAGE_BASES.category}/${c.image}`),
    ...data.products.flatMap((p) => [p.image, ...p.gallery].map((file) => `${IMAGE_BASES.product}/${file}`)),
    ...data.crops.flatMap((c) => [
      `${IMAGE_BASES.crop}/${c.image}`,
      ...c.gallery.map((file) => `${IMAGE_BASES.cropGallery}/${file}`),
    ]),
    ...data.certificates.map((c) => `${IMAGE_BASES.certificate}/${c.image}`),
    ...data.videos.map((v) => `${IMAGE_BASES.video}/${v.image}`),
    ...data.banners.map((b) => `${IMAGE_BASES.video}/${b.image}`),
  ];
}
