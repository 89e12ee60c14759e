/**
 * Swiper and the modules the home carousels use: its own chunk, loaded only when a carousel has slides to move and
 * comes near the screen (Carousel.tsx), so the first screen never waits for it.
 */
import Swiper from 'swiper';
// Swiper's styles come with its code; Carousel.module.css lays the plain slides out the same way until then.
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [A11y, Autoplay, Navigation, Pagination], ...options });
}
