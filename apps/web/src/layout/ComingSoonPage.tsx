import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Link } from 'react-router';
import { useSiteQuery } from '../shared/api/api';
import { PageMeta } from '../shared/ui/PageMeta';
import { CHAT_WIDGET } from './ChatWidget';
import styles from './ComingSoonPage.module.css';
import { POLICY_LINKS } from './navigation';
import { shopFacts, ShopWords } from './shopFacts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What every storefront page shows while the shop is not open yet (issue 36): the farm's name and tagline, how to
 * reach it, and its legal pages, which stay open. Drawn on the server like the other public pages; no header, cart
 * or search, which would lead nowhere yet.
 */
export function ComingSoonPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { data: site } = useSiteQuery();
  const facts = shopFacts(site);
  const whatsapp = site?.whatsapp_number.replace(/\D/g, '') ?? '';
  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      <PageMeta title={t`Coming soon`} />
      <div className={styles.card}>
        <p className={styles.badge}>
          <Trans>Coming soon</Trans>
        </p>
        <h1 className={styles.name}>{facts.name ? <ShopWords value={facts.name} /> : null}</h1>
        {facts.tagline ? (
          <p className={styles.tagline}>
            <ShopWords value={facts.tagline} />
          </p>
        ) : null}
        <p>
          <Trans>Our online shop opens soon. Until then, write, call or message the farm.</Trans>
        </p>
        <ul className={styles.contacts}>
          {site?.emails.contact ? (
            <li>
              <span className={styles.label}>
                <Trans>E-mail</Trans>
              </span>{' '}
              <a href={`mailto:${site.emails.contact}`}>{site.emails.contact}</a>
            </li>
          ) : null}
          {site?.phones.map((phone) => (
            <li key={phone}>
              <span className={styles.label}>
                <Trans>Phone</Trans>
              </span>{' '}
              <a href={telHref(phone)}>{phone}</a>
            </li>
          ))}
          {whatsapp ? (
            <li>
              <span className={styles.label}>
                <Trans>WhatsApp</Trans>
              </span>{' '}
              <a href={`https://wa.me/${CHAT_WIDGET.countryCode}${whatsapp}`} rel="noopener noreferrer">
                {site?.whatsapp_number}
              </a>
            </li>
          ) : null}
          {facts.farmAddress ? (
            <li>
              <span className={styles.label}>
                <Trans>Farm</Trans>
              </span>{' '}
              <ShopWords value={facts.farmAddress} />
            </li>
          ) : null}
          {facts.outletAddress ? (
            <li>
              <span className={styles.label}>
                <Trans>Outlet</Trans>
              </span>{' '}
              <ShopWords value={facts.outletAddress} />
            </li>
          ) : null}
        </ul>
        <nav aria-label={t`The shop’s policies`} className={styles.links}>
          <Link to="/seller">
            <Trans>Seller details</Trans>
          </Link>
          {POLICY_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {i18n._(link.label)}
            </Link>
          ))}
        </nav>
      </div>
    </main>
  );
}
