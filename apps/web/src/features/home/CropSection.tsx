import type { Crop } from '@farm/contract';
import { CARD_DESCRIPTION_LENGTH, HOME_CROPS_COUNT, IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { Reveal } from '../../shared/ui/Reveal';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { cutText } from '../../shared/lib/text';
import styles from './Home.module.css';
import { ArrowRight } from './bits';
import { inPageLanguage } from '../../shared/i18n/content';

/** A crop list of the home page (best yields, further crops): the first 4 crops as cards, and a View all link. */
export function CropSection({
  id,
  eyebrow,
  title,
  lead,
  query,
  cropPath,
  viewAll,
  tinted = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  query: { data?: { data: Crop[] } | undefined; isLoading: boolean; isError: boolean; error?: unknown };
  cropPath: (crop: Crop) => string;
  viewAll: { to: string; label: string };
  tinted?: boolean;
}) {
  const crops = query.data?.data.slice(0, HOME_CROPS_COUNT) ?? [];
  const label = viewAll.label;
  return (
    <Reveal className={`${styles.section} ${tinted ? styles.tinted : ''}`} aria-labelledby={id}>
      <div className="container">
        <div className={styles.headingRow}>
          <div className={styles.heading}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h2 id={id}>{title}</h2>
            <p className={styles.lead}>{lead}</p>
          </div>
          <Link to={viewAll.to} className={styles.textLink}>
            <Trans>
              View all<span className="visually-hidden"> {label}</span>
            </Trans>
            <ArrowRight />
          </Link>
        </div>
        {query.isLoading ? (
          <Spinner />
        ) : query.isError ? (
          <ErrorState message={errorMessage(query.error, MESSAGES.homeFetchFailed)} />
        ) : crops.length === 0 ? (
          <EmptyState message={MESSAGES.noData} />
        ) : (
          <ul className={styles.cropGrid}>
            {crops.map((crop) => {
              const name = inPageLanguage(crop.name, crop.name_mala);
              // The name in the other language: the Malayalam under an English one, and the other way round.
              const otherName = name.text === crop.name ? crop.name_mala : crop.name;
              const description = inPageLanguage(crop.description, crop.description_mal);
              return (
                <li key={crop.id}>
                  <article className={styles.cropCard}>
                    <img
                      src={uploadUrl(IMAGE_BASES.crop, crop.image)}
                      alt=""
                      width={1200}
                      height={800}
                      loading="lazy"
                      decoding="async"
                    />
                    <div className={styles.cropBody}>
                      <h3>
                        <Link to={cropPath(crop)} className={styles.cardLink} lang={name.lang}>
                          {name.text}
                        </Link>
                      </h3>
                      {otherName ? (
                        <p className={styles.malayalam} lang={otherName === crop.name ? 'en' : 'ml'}>
                          {otherName}
                        </p>
                      ) : null}
                      <p className={styles.cropText} lang={description.lang}>
                        {cutText(description.text, CARD_DESCRIPTION_LENGTH)}
                      </p>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Reveal>
  );
}
