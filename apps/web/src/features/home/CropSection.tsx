import type { Crop } from '@farm/contract';
import { CARD_DESCRIPTION_LENGTH, HOME_CROPS_COUNT, IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { Reveal } from '../../shared/ui/Reveal';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { cutText } from '../../shared/lib/text';
import styles from './Home.module.css';
import { ArrowRight } from './bits';

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
            View all<span className="visually-hidden"> {viewAll.label}</span>
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
            {crops.map((crop) => (
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
                      <Link to={cropPath(crop)} className={styles.cardLink}>
                        {crop.name}
                      </Link>
                    </h3>
                    {crop.name_mala ? (
                      <p className={styles.malayalam} lang="ml">
                        {crop.name_mala}
                      </p>
                    ) : null}
                    <p className={styles.cropText}>{cutText(crop.description, CARD_DESCRIPTION_LENGTH)}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Reveal>
  );
}
