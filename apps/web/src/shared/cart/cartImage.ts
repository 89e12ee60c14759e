import { IMAGE_BASES, uploadUrl } from '@farm/contract/constants';

/** A cart line's picture: the line keeps the product image's file name (or, from some pages, its address). */
export function cartImageUrl(image: string): string {
  if (!image) return '/favicon.svg';
  return image.includes('/') ? image : uploadUrl(IMAGE_BASES.product, image);
}
