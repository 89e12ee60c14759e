import type { SwiperOptions } from 'swiper/types';

/**
 * The home page's three carousels, exactly as product-spec.md section 9 sets them. Swiper's own options, so the
 * carousels take them as they are; the only thing decided at run time is whether there are enough slides to loop.
 */
export const HOME_CAROUSEL_SETTINGS = {
  /** Autoplay 6000 ms that keeps going after the visitor touches it; loops only above 3 items; fraction; arrows. */
  banner: {
    slidesPerView: 1,
    autoplay: { delay: 6000, disableOnInteraction: false },
    loopAbove: 3,
    pagination: { type: 'fraction' },
    navigation: true,
  },
  /** Autoplay 3000 ms, loop, fraction; 4 slides up to 1199 px, 5 from 1200 px; default 5 with a 20 px gap. */
  videoFeed: {
    autoplay: { delay: 3000 },
    loop: true,
    pagination: { type: 'fraction' },
    slidesPerView: 5,
    spaceBetween: 20,
    breakpoints: {
      320: { slidesPerView: 4, spaceBetween: 10 },
      640: { slidesPerView: 4, spaceBetween: 15 },
      992: { slidesPerView: 4, spaceBetween: 20 },
      1200: { slidesPerView: 5, spaceBetween: 25 },
      1400: { slidesPerView: 5, spaceBetween: 25 },
    },
  },
  /** Autoplay 3000 ms, loop, arrows; 3 slides up to 991 px, 4 from 992 px, 5 from 1200 px. */
  certificates: {
    autoplay: { delay: 3000 },
    loop: true,
    navigation: true,
    breakpoints: {
      320: { slidesPerView: 3, spaceBetween: 10 },
      640: { slidesPerView: 3, spaceBetween: 15 },
      992: { slidesPerView: 4, spaceBetween: 20 },
      1200: { slidesPerView: 5, spaceBetween: 25 },
      1400: { slidesPerView: 5, spaceBetween: 25 },
    },
  },
} as const;

/** The options one carousel hands to Swiper (the spec's settings after the loop decision). */
export interface CarouselOptions {
  slidesPerView?: number;
  spaceBetween?: number;
  loop: boolean;
  autoplay: { delay: number; disableOnInteraction?: boolean };
  pagination?: { type: 'fraction' };
  navigation?: boolean;
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween: number; loop: boolean }>;
}

/** Section 9: the banner loops only when the list has more than 3 items. */
export function bannerOptions(count: number): CarouselOptions {
  const { loopAbove, ...rest } = HOME_CAROUSEL_SETTINGS.banner;
  return { ...rest, loop: count > loopAbove };
}

/**
 * A looping carousel's options for `count` slides. Swiper cannot loop when there are no more slides than it shows
 * at once (it warns and misbehaves), so each width loops only when it has at least one slide more than it shows;
 * where it cannot loop, autoplay runs to the end and starts again from the first slide.
 */
export function loopingOptions(
  settings: typeof HOME_CAROUSEL_SETTINGS.videoFeed | typeof HOME_CAROUSEL_SETTINGS.certificates,
  count: number,
): CarouselOptions {
  const canLoop = (perView: number) => settings.loop && count > perView;
  const breakpoints: NonNullable<CarouselOptions['breakpoints']> = {};
  for (const [width, value] of Object.entries(settings.breakpoints)) {
    breakpoints[Number(width)] = { ...value, loop: canLoop(value.slidesPerView) };
  }
  const perView = 'slidesPerView' in settings ? settings.slidesPerView : 1;
  return {
    ...settings,
    autoplay: { ...settings.autoplay },
    ...('pagination' in settings ? { pagination: { ...settings.pagination } } : {}),
    loop: canLoop(perView),
    breakpoints,
  } satisfies SwiperOptions;
}
