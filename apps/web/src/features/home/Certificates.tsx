import type { HomepageResponse } from '@farm/contract';
import { IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useText } from '../../shared/i18n/useText';
import { Reveal } from '../../shared/ui/Reveal';
import { Carousel } from './Carousel';
import { HOME_CAROUSEL_SETTINGS, loopingOptions } from './carouselSettings';
import styles from './Certificates.module.css';
import { FEATURE_CARDS } from './featureCards';

/** The dialog (and its library) loads when a certificate is first opened, not with the home page. */
const Modal = lazy(() => import('../../shared/ui/Modal').then((module) => ({ default: module.Modal })));

type Certificate = HomepageResponse['certificates'][number];

/**
 * The certificates carousel on a dark band (the spec's #5caf47 heading passes WCAG AA there even as body text),
 * then the row of four fixed feature cards.
 */
export function Certificates({ certificates }: { certificates: HomepageResponse['certificates'] }) {
  const { i18n, t } = useLingui();
  const text = useText();
  const certificateName = ({ title }: Certificate, index: number) => {
    const number = index + 1;
    return title ? t`Certificate: ${title}` : t`Certificate ${number}`;
  };
  const options = useMemo(
    () => loopingOptions(HOME_CAROUSEL_SETTINGS.certificates, certificates.length),
    [certificates.length],
  );
  const empty = certificates.length === 0;
  const [open, setOpen] = useState<{ certificate: Certificate; index: number } | null>(null);
  const openName = open ? certificateName(open.certificate, open.index) : '';
  // Once loaded the dialog stays mounted (closed), so that closing it returns focus to the certificate pressed.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  return (
    <Reveal className={styles.section} aria-labelledby="home-certificates">
      <div className={styles.band}>
        <div className="container">
          <h2 id="home-certificates" className={styles.title}>
            {empty ? <Trans>Our Certificates</Trans> : <Trans>Our Recognized Certificates</Trans>}
          </h2>
          {empty ? (
            <p className={styles.empty}>{text(MESSAGES.noCertificates)}</p>
          ) : (
            <Carousel
              label={t`Certificates`}
              items={certificates}
              options={options}
              extra={{ centerInsufficientSlides: true }}
              variant="dark"
              slideKey={(certificate) => certificate.id}
              renderSlide={(certificate: Certificate, index) => {
                const name = certificateName(certificate, index);
                return (
                  <figure className={styles.certificate}>
                    {/* Small in the carousel (three across on a phone): a press opens it full size to read. */}
                    <button
                      type="button"
                      className={styles.open}
                      onClick={() => {
                        setDialogLoaded(true);
                        setOpen({ certificate, index });
                      }}
                    >
                      <img
                        src={uploadUrl(IMAGE_BASES.certificate, certificate.image)}
                        alt=""
                        width={800}
                        height={600}
                        loading="lazy"
                        decoding="async"
                      />
                      <span className="visually-hidden">
                        <Trans>View {name} full size</Trans>
                      </span>
                    </button>
                    {certificate.title ? <figcaption>{certificate.title}</figcaption> : null}
                  </figure>
                );
              }}
            />
          )}
        </div>
      </div>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <Modal open={open !== null} onClose={() => setOpen(null)} title={openName} wide>
            {open ? (
              <img
                className={styles.full}
                src={uploadUrl(IMAGE_BASES.certificate, open.certificate.image)}
                alt={t`${openName}, full size`}
                width={800}
                height={600}
              />
            ) : null}
          </Modal>
        </Suspense>
      ) : null}
      <div className="container">
        <ul className={styles.features} aria-label={t`Why shop with us`}>
          {FEATURE_CARDS.map((card) => (
            <li key={card.image} className={styles.feature}>
              <img src={card.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
              <h3>{i18n._(card.title)}</h3>
              <p>{i18n._(card.description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
