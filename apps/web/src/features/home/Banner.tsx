import type { HomepageResponse } from '@farm/contract';
import { IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ShopWords, type ShopText } from '../../layout/shopFacts';
import styles from './Banner.module.css';
import { Carousel } from './Carousel';
import { bannerOptions } from './carouselSettings';
import { useReducedMotion } from './motion';

type BannerItem = HomepageResponse['homeVideoInGallary'][number];

/**
 * Starts the banner's film once the page has loaded and the browser is idle, so it never competes with what the first
 * screen needs (its poster is the picture shown until then); not at all when the visitor asked to save data.
 */
function playWhenLoaded(video: HTMLVideoElement | null) {
  if (!video) return;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    // A browser that refuses to play (or cannot, as in tests) keeps showing the poster.
    idle(() => {
      try {
        void video.play()?.catch(() => undefined);
      } catch {
        // The poster stays.
      }
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The promotional banner: the farm's footage (a muted, looping video) or its poster picture, full width, with the
 * welcome heading, the farm's own tagline (none while it has none: a real shop starts without the demo's words) and
 * Shop Now. The heading sits over the slides, so it is read once.
 */
export function Banner({
  items,
  shop,
  tagline,
}: {
  items: HomepageResponse['homeVideoInGallary'];
  shop: ShopText;
  tagline: ShopText | undefined;
}) {
  const { t } = useLingui();
  const options = useMemo(() => bannerOptions(items.length), [items.length]);
  const autoPlayVideo = !useReducedMotion();
  return (
    <section className={styles.banner} aria-labelledby="home-welcome">
      {items.length > 0 ? (
        <Carousel
          label={t`Farm pictures`}
          items={items}
          options={options}
          slideKey={(item) => item.id}
          variant="overlay"
          moving={items.some((item) => item.video)}
          renderSlide={(item: BannerItem, index) =>
            item.video ? (
              <video
                className={styles.media}
                ref={index === 0 && autoPlayVideo ? playWhenLoaded : undefined}
                src={uploadUrl(IMAGE_BASES.video, item.video)}
                poster={uploadUrl(IMAGE_BASES.video, item.image)}
                width={1600}
                height={900}
                muted
                loop
                playsInline
                // The poster is the first paint; the film is fetched only once the page has loaded.
                preload="none"
                aria-hidden="true"
              />
            ) : (
              <img
                className={styles.media}
                src={uploadUrl(IMAGE_BASES.video, item.image)}
                alt=""
                width={1600}
                height={900}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            )
          }
        />
      ) : (
        <div className={styles.media} aria-hidden="true" />
      )}
      <div className={styles.overlay}>
        <div className={`container ${styles.copy}`}>
          <h1 id="home-welcome" className={styles.title}>
            <Trans>
              Welcome to <ShopWords value={shop} />
            </Trans>
          </h1>
          {tagline && (
            <p className={styles.tagline} lang={tagline.lang}>
              {tagline.text}
            </p>
          )}
          <Link to="/productsbycategory" className={`button ${styles.cta}`}>
            <Trans>Shop Now</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
