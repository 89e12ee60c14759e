import type { Crop } from '@farm/contract';
import {
  CARD_DESCRIPTION_LENGTH,
  IMAGE_BASES,
  MEDIA_SIZES,
  uploadSrcSet,
  uploadUrl,
} from '@farm/contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { inPageLanguage, namesInPageLanguage } from '../i18n/content';
import { cutText } from '../lib/text';
import styles from './CropCard.module.css';

/**
 * A crop in a list: picture, English and Malayalam names, the description cut at 200 characters. The name is the
 * one link; it stretches over the whole card, so the card is one tab stop with the crop's name as its label.
 */
export function CropCard({
  crop,
  to,
  eager = false,
  headingLevel = 2,
}: {
  crop: Crop;
  to: string;
  eager?: boolean;
  /** 2 when the cards are the page's main list, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const names = namesInPageLanguage(crop.name, crop.name_mala);
  const description = inPageLanguage(crop.description, crop.description_mal);
  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        <img
          src={uploadUrl(IMAGE_BASES.crop, crop.image)}
          srcSet={uploadSrcSet(IMAGE_BASES.crop, crop.image)}
          sizes={MEDIA_SIZES.cropCard}
          alt=""
          width={1200}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={to} className={styles.link} lang={names.main.lang}>
            {names.main.text}
          </Link>
        </Heading>
        {names.other ? (
          <p className={styles.mal} lang={names.other.lang}>
            {names.other.text}
          </p>
        ) : null}
        <p className={styles.description} lang={description.lang}>
          {cutText(description.text, CARD_DESCRIPTION_LENGTH)}
        </p>
        <span className={styles.more} aria-hidden="true">
          <Trans>Read more</Trans> <span className={styles.arrow}>→</span>
        </span>
      </div>
    </article>
  );
}

/** Crops as a responsive grid of cards; the first row loads at once, the rest when scrolled near. */
export function CropGrid({ crops, pathOf }: { crops: readonly Crop[]; pathOf: (id: number) => string }) {
  return (
    <ul className={styles.grid}>
      {crops.map((crop, index) => (
        <li key={crop.id}>
          <CropCard crop={crop} to={pathOf(crop.id)} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
