import type { HomepageResponse } from '@farm/contract';
import { IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Reveal } from '../../shared/ui/Reveal';
import styles from './Home.module.css';
import { NewTabHint, WatchChip } from './bits';
import { ReadMoreButton, useReadMore } from './ReadMore';

/**
 * The gallery video block: the farm's own footage when a banner item carries a video file (with controls, never
 * autoplaying), otherwise the first film of the video feed as a large picture that opens it; and the channel link.
 */
export function GalleryVideo({
  banners,
  videos,
  channelUrl,
}: {
  banners: HomepageResponse['homeVideoInGallary'];
  videos: HomepageResponse['videoYoutube'];
  channelUrl: string | undefined;
}) {
  const { t } = useLingui();
  const footage = banners.find((item) => item.video);
  const film = videos[0];
  const filmTitle = film?.title ?? t`a film from our farm`;
  const more = useReadMore();
  return (
    <Reveal className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-gallery">
      <div className={`container ${styles.split}`}>
        <div className={styles.prose} {...more.region}>
          <p className={styles.eyebrow}>
            <Trans>Farm life on video</Trans>
          </p>
          <h2 id="home-gallery">
            <Trans>See Where Your Food Begins</Trans>
          </h2>
          <p className={styles.clamped} data-more="">
            <Trans>
              Some things are easier to show than to tell. Follow a climber up a coconut palm, watch the oil
              slowly rise from fresh coconut milk, or spend a misty morning with us in the cowshed. We film
              our everyday work so you can see exactly how your food is grown and made.
            </Trans>
          </p>
          <ReadMoreButton more={more} section={t`See Where Your Food Begins`} />
          {channelUrl ? (
            <a className="button button-outline" href={channelUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Visit our YouTube channel</Trans>
              <NewTabHint />
            </a>
          ) : null}
        </div>
        {footage?.video ? (
          <div className={styles.galleryMedia}>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the farm uploads a film and its poster only: there is no caption file to give it yet (the site settings would need one) */}
            <video
              src={uploadUrl(IMAGE_BASES.video, footage.video)}
              poster={uploadUrl(IMAGE_BASES.video, footage.image)}
              width={1600}
              height={900}
              controls
              playsInline
              preload="none"
            >
              <Trans>Your browser cannot play this video.</Trans>
            </video>
          </div>
        ) : film ? (
          <a
            className={styles.galleryMedia}
            href={film.video}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Watch: ${filmTitle} (opens in a new tab)`}
          >
            <img
              src={uploadUrl(IMAGE_BASES.video, film.image)}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
            />
            <WatchChip className={styles.play} />
          </a>
        ) : null}
      </div>
    </Reveal>
  );
}
