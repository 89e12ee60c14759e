import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useNearScreen } from '../../shared/lib/useNearScreen';
import type { CarouselOptions } from './carouselSettings';
import styles from './Carousel.module.css';
import { useReducedMotion } from './motion';

/** How many slides show at once, and the gap, at the current window width (Swiper's own breakpoint rule). */
function layoutNow(options: CarouselOptions): { perView: number; gap: number } {
  let perView = options.slidesPerView ?? 1;
  let gap = options.spaceBetween ?? 0;
  for (const [width, point] of Object.entries(options.breakpoints ?? {}).sort(([a], [b]) => +a - +b)) {
    if (window.matchMedia?.(`(min-width: ${width}px)`).matches !== true) break;
    perView = point.slidesPerView;
    gap = point.spaceBetween;
  }
  return { perView, gap };
}

function subscribeResize(changed: () => void): () => void {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/**
 * The layout of the current width; the server's HTML (and the hydration that takes it over) has the narrowest one,
 * as the server cannot know the width, and the window's own follows at once after hydration, with no mismatch.
 */
function useLayout(options: CarouselOptions) {
  const key = useSyncExternalStore(
    subscribeResize,
    () => JSON.stringify(layoutNow(options)),
    () => JSON.stringify({ perView: options.slidesPerView ?? 1, gap: options.spaceBetween ?? 0 }),
  );
  // One object per layout, so what depends on it changes only when the layout does.
  return useMemo(() => JSON.parse(key) as { perView: number; gap: number }, [key]);
}

/**
 * A carousel with its controls below (or, for the banner, over) the slides: arrows and the fraction when the
 * options ask for them, and a pause button, because moving content needs a way to stop it (WCAG 2.2.2). Visitors
 * who ask for less motion get it paused from the start.
 *
 * The slides are drawn at once as plain markup with Swiper's classes and the layout Swiper will give them (slides per
 * view and gap of the current width), so nothing moves when Swiper arrives. Swiper itself is loaded, and attached to
 * that same markup, only when there is more than one slide and the carousel comes near the screen: a single slide
 * (the banner's usual case) never needs it.
 */
export function Carousel<T>({
  label,
  items,
  options,
  slideKey,
  renderSlide,
  variant = 'light',
  className = '',
  slideClassName = '',
  extra = {},
  moving = false,
}: {
  label: string;
  items: readonly T[];
  options: CarouselOptions;
  slideKey: (item: T) => Key;
  renderSlide: (item: T, index: number) => ReactNode;
  /** `dark` for controls on a dark band, `overlay` for controls over a picture (the banner). */
  variant?: 'light' | 'dark' | 'overlay';
  className?: string;
  slideClassName?: string;
  /** Layout options that are not the spec's settings (e.g. centring a short list). */
  extra?: { centerInsufficientSlides?: boolean };
  /** The slides move by themselves (a looping video), so the pause button shows even for one slide. */
  moving?: boolean;
}) {
  const { t } = useLingui();
  const regionRef = useRef<HTMLDivElement | null>(null);
  const swiperElRef = useRef<HTMLDivElement | null>(null);
  const prevRef = useRef<HTMLButtonElement | null>(null);
  const nextRef = useRef<HTMLButtonElement | null>(null);
  const fractionRef = useRef<HTMLDivElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Until the visitor pauses or plays: playing, unless they asked for less motion.
  const reducedMotion = useReducedMotion();
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  // For Swiper's callbacks, which are made once and outlive renders.
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);
  const [enhanced, setEnhanced] = useState(false);
  const [swiperLocked, setSwiperLocked] = useState(false);
  const layout = useLayout(options);
  const near = useNearScreen(regionRef, { enabled: items.length > 1 });
  const center = extra.centerInsufficientSlides === true;

  const { navigation, pagination } = options;
  // Until Swiper is attached: locked when every slide fits, as Swiper will find.
  const locked = enhanced ? swiperLocked : items.length <= layout.perView;
  const hasMotion = (items.length > 1 && !locked) || moving;

  useEffect(() => {
    const el = swiperElRef.current;
    if (!near || !el) return;
    let swiper: SwiperInstance | undefined;
    let cancelled = false;
    void import('./swiperCore').then(({ createSwiper }) => {
      if (cancelled) return;
      const { navigation: withArrows, pagination: fraction, ...rest } = options;
      swiper = createSwiper(el, {
        ...rest,
        centerInsufficientSlides: center,
        autoplay: { ...options.autoplay },
        navigation: withArrows ? { prevEl: prevRef.current, nextEl: nextRef.current } : false,
        pagination: fraction ? { ...fraction, el: fractionRef.current } : false,
        on: { lock: () => setSwiperLocked(true), unlock: () => setSwiperLocked(false) },
      });
      swiperRef.current = swiper;
      // Paused before Swiper came (or less motion asked for): it starts paused.
      if (!playingRef.current) swiper.autoplay.stop();
      setSwiperLocked(swiper.isLocked);
      setEnhanced(true);
    });
    return () => {
      cancelled = true;
      swiper?.destroy(true, true);
      swiperRef.current = null;
      setEnhanced(false);
    };
  }, [near, options, center]);

  function setVideos(play: boolean) {
    regionRef.current?.querySelectorAll('video').forEach((video) => {
      if (!play) {
        video.pause();
        return;
      }
      // play() refuses (rejects) when the browser blocks it; the poster then stays, which is fine.
      video.play()?.catch(() => undefined);
    });
  }

  function toggle() {
    const swiper = swiperRef.current;
    if (playing) {
      swiper?.autoplay.stop();
      setVideos(false);
      setPlaying(false);
    } else {
      swiper?.autoplay.start();
      setVideos(true);
      setPlaying(true);
    }
  }

  // The plain layout: Swiper's slide width and gap for the current width, as CSS variables (Swiper's own inline
  // sizes take over once it is attached).
  const plainLayout = {
    '--per-view': layout.perView,
    '--gap': `${layout.gap}px`,
  } as CSSProperties;
  const plainClass = enhanced
    ? ''
    : `${styles.plain} ${center && items.length < layout.perView ? styles.centered : ''}`;

  return (
    <div
      ref={regionRef}
      className={`${styles.carousel} ${styles[variant]} ${plainClass} ${className}`}
      style={enhanced ? undefined : plainLayout}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* Swiper adds its classes and inline styles to these elements: React must never rewrite their attributes. */}
      <div ref={swiperElRef} className="swiper">
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div key={slideKey(item)} className={`swiper-slide ${slideClassName}`}>
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className={`${styles.controls} ${locked && !hasMotion ? styles.idle : ''}`} data-needs-js>
        {navigation ? (
          <button ref={prevRef} type="button" className={styles.arrow} aria-label={t`Previous slide`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        ) : null}
        {pagination ? <div ref={fractionRef} className={styles.fraction} /> : null}
        {navigation ? (
          <button ref={nextRef} type="button" className={styles.arrow} aria-label={t`Next slide`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        ) : null}
        {hasMotion ? (
          <button
            type="button"
            className={styles.pause}
            onClick={toggle}
            aria-label={playing ? t`Pause ${label}` : t`Play ${label}`}
          >
            {playing ? (
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M8 5l11 7-11 7z" fill="currentColor" />
              </svg>
            )}
          </button>
        ) : null}
      </div>
    </div>
  );
}
