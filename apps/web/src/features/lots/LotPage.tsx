import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { LotView } from '@farm/contract';
import { LOT_PAGE_MESSAGES, LOT_PAGE_PROCESS_LABELS } from '@farm/contract/lot-page-words';
import { storefrontPaths } from '@farm/contract/routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { inPageLanguage } from '../../shared/i18n/content';
import { intlLocale } from '../../shared/i18n/language';
import { useText } from '../../shared/i18n/useText';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useLotQuery } from './lotsApi';
import styles from './LotPage.module.css';

/** A day (ISO) in full, in the page's language: 14 January 2027, 2027 ജനുവരി 14. */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * /lot/:code, the page a jar's QR opens (issue 38): the product and its lot, when it was harvested and made, its
 * best-before, where it was grown, the certificate, and a link to buy it again. A recalled lot says so first and
 * plainly, and offers nothing to buy.
 */
export function LotPage() {
  const { t } = useLingui();
  const text = useText();
  const { code = '' } = useParams();
  const { data, error, isLoading } = useLotQuery(code);
  const home = { label: t`Home`, to: '/' };

  if ((error as FetchBaseQueryError | undefined)?.status === 404) {
    return (
      <div className="container page">
        <PageMeta title={t`Lot not found`} />
        <Breadcrumbs items={[home, { label: t`Lot not found` }]} />
        <h1>
          <Trans>We could not find lot {code}</Trans>
        </h1>
        <p className={styles.lead}>{text(LOT_PAGE_MESSAGES.notFound)}</p>
        <Link to="/" className="button">
          <Trans>Go to the shop</Trans>
        </Link>
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="container page">
        <Breadcrumbs items={[home, { label: t`Lot ${code}` }]} />
        <Spinner />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="container page">
        <PageMeta title={t`Lot ${code}`} />
        <Breadcrumbs items={[home, { label: t`Lot ${code}` }]} />
        <ErrorState message={errorMessage(error, t`We could not load this lot. Please try again.`)} />
      </div>
    );
  }
  return <Lot lot={data} />;
}

function Lot({ lot }: { lot: LotView }) {
  const { t } = useLingui();
  const text = useText();
  const product = inPageLanguage(lot.product.name, lot.product.name_mal);
  const crop = lot.crop && inPageLanguage(lot.crop.name, lot.crop.name_mala);
  const lotCode = lot.code;
  const title = t`Lot ${lotCode}`;
  const made = lot.process ? text(LOT_PAGE_PROCESS_LABELS[lot.process]) : t`Made`;
  const buyable = lot.product.on_sale && !lot.recalled;
  const productName = product.text;
  const size = lot.size;
  const heading = t`${productName}, ${size}`;
  const cropName = crop?.text ?? '';

  return (
    <article className={`container page ${styles.page}`}>
      <PageMeta
        title={t`Lot ${lotCode}: ${productName}, ${size}`}
        description={t`Where and when this jar of ${product.text} was grown and made.`}
      />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: title }]} />

      {lot.recalled ? (
        <section className={styles.recall} aria-labelledby="recall-title">
          <h2 id="recall-title">{text(LOT_PAGE_MESSAGES.recalled)}</h2>
          <p>{text(LOT_PAGE_MESSAGES.recalledAdvice)}</p>
          <p>
            <Link to={storefrontPaths.seller}>
              <Trans>The farm’s phone and e-mail</Trans>
            </Link>
          </p>
        </section>
      ) : null}

      <header className={styles.head}>
        <img className={styles.picture} src={lot.product.image} alt="" width={120} height={120} />
        <div>
          <p className={styles.code}>
            <Trans>
              Lot <strong translate="no">{lotCode}</strong>
            </Trans>
          </p>
          <h1 className={styles.title} lang={product.lang}>
            {heading}
          </h1>
          {lot.recalled ? null : (
            <p className={styles.lead}>
              <Trans>This jar was grown and made on our farm. Here is where, and when.</Trans>
            </p>
          )}
        </div>
      </header>

      <dl className={styles.facts}>
        {lot.harvested_on ? (
          <div>
            <dt>
              <Trans>Harvested</Trans>
            </dt>
            <dd>{longDate(lot.harvested_on)}</dd>
          </div>
        ) : null}
        {lot.processed_on ? (
          <div>
            <dt>{made}</dt>
            <dd>{longDate(lot.processed_on)}</dd>
          </div>
        ) : null}
        {lot.best_before ? (
          <div>
            <dt>
              <Trans>Best before</Trans>
            </dt>
            <dd>{longDate(lot.best_before)}</dd>
          </div>
        ) : null}
        {crop || lot.source ? (
          <div>
            <dt>
              <Trans>Where it was grown</Trans>
            </dt>
            <dd>
              {crop && lot.crop ? (
                <Link to={lot.crop.path} lang={crop.lang}>
                  {crop.text}
                </Link>
              ) : null}
              {lot.source ? (
                <span className={styles.source} lang="en">
                  {lot.source}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>

      {lot.certificate ? (
        <figure className={styles.certificate}>
          <a href={lot.certificate.url}>
            <img
              src={lot.certificate.url}
              {...(lot.certificate.srcset
                ? { srcSet: lot.certificate.srcset, sizes: '(max-width: 640px) 100vw, 480px' }
                : {})}
              alt={t`The lab test or certificate of lot ${lotCode}`}
              loading="lazy"
            />
          </a>
          <figcaption>
            <Trans>The lab test or certificate of this lot</Trans>
          </figcaption>
        </figure>
      ) : null}

      <p className={styles.actions}>
        {buyable ? (
          <Link to={lot.product.path} className="button">
            <Trans>Buy again</Trans>
          </Link>
        ) : null}
        {!lot.recalled && !lot.product.on_sale ? (
          <span className={styles.muted}>{text(LOT_PAGE_MESSAGES.notSold)}</span>
        ) : null}
        {crop && lot.crop ? (
          // One run of text: the button lays its children out as flex items, which would part the name from the words.
          <Link to={lot.crop.path} className="button button-outline">
            <Trans>How we grow {cropName}</Trans>
          </Link>
        ) : null}
      </p>
    </article>
  );
}
