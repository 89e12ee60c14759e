import { useRef, useState, type Key, type ReactNode } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { CarouselOptions } from './carouselSettings';
import styles from './Carousel.module.css';
import { prefersReducedMotion } from './motion';

const MODULES = [A11y, Autoplay, Navigation, Pagination];

/**
 * A Swiper carousel with its controls below (or, for the banner, over) the slides: arrows and the fraction when the
 * options ask for them, and a pause button, because moving content needs a way to stop it (WCAG 2.2.2). Visitors
 * who ask for less motion get it paused from the start.
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
  const regionRef = useRef<HTMLDivElement | null>(null);
  // The controls live outside the slides and come after them in the page; Swiper takes them up as soon as they
  // exist (the render after the first), through its supported way of adding navigation and pagination later.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [fractionEl, setFractionEl] = useState<HTMLDivElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const [locked, setLocked] = useState(false);

  const { navigation, pagination, ...rest } = options;
  const hasMotion = (items.length > 1 && !locked) || moving;

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

  return (
    <div
      ref={regionRef}
      className={`${styles.carousel} ${styles[variant]} ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        modules={MODULES}
        {...rest}
        {...extra}
        autoplay={{ ...options.autoplay }}
        navigation={navigation ? { prevEl, nextEl } : false}
        pagination={pagination ? { ...pagination, el: fractionEl } : false}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          setLocked(swiper.isLocked);
          if (prefersReducedMotion()) {
            swiper.autoplay.stop();
            setPlaying(false);
          }
        }}
        onLock={() => setLocked(true)}
        onUnlock={() => setLocked(false)}
      >
        {items.map((item, index) => (
          <SwiperSlide key={slideKey(item)} className={slideClassName}>
            {renderSlide(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={`${styles.controls} ${locked && !hasMotion ? styles.idle : ''}`}>
        {navigation ? (
          <button ref={setPrevEl} type="button" className={styles.arrow} aria-label="Previous slide">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        ) : null}
        {pagination ? <div ref={setFractionEl} className={styles.fraction} /> : null}
        {navigation ? (
          <button ref={setNextEl} type="button" className={styles.arrow} aria-label="Next slide">
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
            aria-label={playing ? `Pause ${label}` : `Play ${label}`}
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
