/**
 * Swiper and the modules the home carousels use: its own chunk, loaded only when a carousel has slides to move and
 * comes near the screen (Carousel.tsx), so the first screen never waits for it.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [A11y, Autoplay, Navigation, Pagination], ...options });
}
