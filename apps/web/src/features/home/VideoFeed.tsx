import type { HomepageResponse } from '@farm/contract';
import { IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Reveal } from '../../shared/ui/Reveal';
import { Carousel } from './Carousel';
import { HOME_CAROUSEL_SETTINGS, loopingOptions } from './carouselSettings';
import styles from './Home.module.css';
import { NewTabHint } from './bits';

type Video = HomepageResponse['videoYoutube'][number];

/** 'Check Our Youtube Feed': thumbnails that open each film in a new tab; nothing at all when there are none. */
export function VideoFeed({ videos }: { videos: HomepageResponse['videoYoutube'] }) {
  const { t } = useLingui();
  const options = useMemo(
    () => loopingOptions(HOME_CAROUSEL_SETTINGS.videoFeed, videos.length),
    [videos.length],
  );
  if (videos.length === 0) return null;
  return (
    <Reveal className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-videos">
      <div className="container">
        <div className={styles.heading}>
          <p className={styles.eyebrow}>
            <Trans>Watch the farm</Trans>
          </p>
          <h2 id="home-videos">
            <Trans>Check Our Youtube Feed</Trans>
          </h2>
        </div>
        <Carousel
          label={t`Farm videos`}
          items={videos}
          options={options}
          extra={{ centerInsufficientSlides: true }}
          slideKey={(video) => video.id}
          renderSlide={(video: Video, index) => {
            const number = index + 1;
            return (
              <a className={styles.videoLink} href={video.video} target="_blank" rel="noopener noreferrer">
                <span className={styles.videoThumb}>
                  <img
                    src={uploadUrl(IMAGE_BASES.video, video.image)}
                    alt={video.title ? '' : t`Farm video ${number}`}
                    width={640}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                </span>
                {video.title ? <span className={styles.videoCaption}>{video.title}</span> : null}
                <NewTabHint />
              </a>
            );
          }}
        />
      </div>
    </Reveal>
  );
}
