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

/** The demo's films (committed in media/films), each copied to uploads/video/ like a picture is drawn there. */
export function demoFilmFiles(data: DemoData): string[] {
  const prefix = `/uploads/${IMAGE_BASES.video}/`;
  const links = [
    ...data.banners.flatMap((b) => (b.video ? [b.video] : [])),
    ...data.videos.map((v) => v.video),
    ...data.products.flatMap((p) => (p.video_link ? [p.video_link] : [])),
  ].map((link) => (link.startsWith(prefix) ? link.slice(prefix.length) : link));
  return [...new Set(links.filter((file) => /^[a-z0-9-]+\.mp4$/.test(file)))];
}
