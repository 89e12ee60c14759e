import { IMAGE_BASES, mediaKeyOf, uploadUrl } from '@farm/contract/constants';

/** A cart line's picture: the line keeps the product image's file name (or, from some pages, its address). */
export function cartImageUrl(image: string): string {
  if (!image) return '/favicon.svg';
  // An uploaded picture's reference (m/<key>) has a slash too, but is no address yet.
  return image.includes('/') && !mediaKeyOf(image) ? image : uploadUrl(IMAGE_BASES.product, image);
}
