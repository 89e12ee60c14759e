import { storefrontPaths } from '@farm/contract/routes';
import type { SiteResponse } from '@farm/contract';
import { inLanguage } from '@farm/contract/languages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useSiteQuery } from '../shared/api/api';
import { useCategoryNames } from '../shared/api/categoryNames';
import { currentLanguage } from '../shared/i18n/language';
import { useNearScreen } from '../shared/lib/useNearScreen';
import styles from './Footer.module.css';
import { POLICY_LINKS, SERVICES } from './navigation';
import { FssaiNumber, sellerFacts, shopFacts, ShopWords, type ShopText } from './shopFacts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Section 2's social links (video channel, photo sharing, social network), those the shop has. */
function socialLinks(site: SiteResponse | undefined) {
  const links = [
    { label: msg`YouTube`, href: site?.social.youtube },
    { label: msg`Instagram`, href: site?.social.instagram },
    { label: msg`Facebook`, href: site?.social.facebook },
  ];
  return links.filter((link): link is { label: MessageDescriptor; href: string } => Boolean(link.href));
}

/**
 * Who sells, in brief (Consumer Protection (E-Commerce) Rules 2020 r.4(2) and r.4(4); the FSSAI order of 8 June 2021):
 * the legal name, address, FSSAI number and the grievance officer's contact, each only when the farm has written it,
 * and the link to the Seller details page with everything.
 */
function SellerSection({ site }: { site: SiteResponse | undefined }) {
  const seller = sellerFacts(site);
  const officer = seller.grievance;
  return (
    <section aria-labelledby="footer-seller">
      <h2 id="footer-seller" className={styles.title}>
        <Trans>Who sells</Trans>
      </h2>
      {seller.legalName || seller.address ? (
        <p>
          {seller.legalName ? <span lang={seller.legalName.lang}>{seller.legalName.text}</span> : null}
          {seller.legalName && seller.address ? <br /> : null}
          {seller.address ? <span lang={seller.address.lang}>{seller.address.text}</span> : null}
        </p>
      ) : null}
      <ul className={styles.list}>
        {seller.fssai ? (
          <li>
            <FssaiNumber fssai={seller.fssai} />
          </li>
        ) : null}
        {officer ? (
          <li>
            <span className={styles.label}>
              <Trans>Grievance officer</Trans>
            </span>{' '}
            <ShopWords value={officer.name} />
            {officer.email ? (
              <>
                {', '}
                <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </>
            ) : null}
          </li>
        ) : null}
        <li>
          <Link to={storefrontPaths.seller}>
            <Trans>Seller details</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** Section 2's footer, filled from the shop's facts (`/api/site`). */
export function Footer() {
  const { i18n } = useLingui();
  const { t } = useT();
  const language = currentLanguage();
  const { data: site } = useSiteQuery();
  // The name, tagline and addresses in the page's language (the English, marked so, where the farm wrote none).
  const { name, tagline, farmAddress, outletAddress } = shopFacts(site);
  const footerRef = useRef<HTMLElement | null>(null);
  // The category links are no part of the first screen: on a page without them already at hand, they are asked for
  // once the page has had a moment for its own first screen and the visitor is within a screen of the footer.
  const near = useNearScreen(footerRef, { margin: '100%', delayMs: 1500 });
  const { categories } = useCategoryNames({ skip: !near });
  const year = new Date().getFullYear();
  const shopName: ShopText = name ?? { text: t`Organic farm`, lang: undefined };
  return (
    <footer ref={footerRef} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title} lang={name?.lang}>
            {name?.text ?? t`Contact us`}
          </h2>
          {tagline ? (
            <p className={styles.tagline} lang={tagline.lang}>
              {tagline.text}
            </p>
          ) : null}
          <ul className={styles.list}>
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
            {site?.website ? (
              <li>
                <span className={styles.label}>
                  <Trans>Website</Trans>
                </span>{' '}
                <a href={site.website} target="_blank" rel="noopener noreferrer">
                  {site.website.replace(/^https?:\/\//, '')}
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.title}>
            <Trans>Useful links</Trans>
          </h2>
          <ul className={styles.list}>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link to="/aboutus">
                <Trans>About Us</Trans>
              </Link>
            </li>
            <li>
              <Link to={storefrontPaths.seasons}>
                <Trans>What's in season</Trans>
              </Link>
            </li>
          </ul>
          <h2 className={`${styles.title} ${styles.spaced}`}>
            <Trans>Our services</Trans>
          </h2>
          <ul className={styles.list}>
            {SERVICES.map((service) => (
              <li key={service.id}>{i18n._(service)}</li>
            ))}
          </ul>
        </section>

        {/* Only with categories to list: a failed call leaves no empty heading. */}
        {categories && categories.length > 0 ? (
          <section aria-labelledby="footer-categories">
            <h2 id="footer-categories" className={styles.title}>
              <Trans>Categories</Trans>
            </h2>
            <ul className={styles.list}>
              {categories.map((category) => {
                const name = inLanguage(language, category.name, category.name_mal);
                return (
                  <li key={category.id}>
                    <Link to={storefrontPaths.category(category.id)} state={{ categoryName: name }}>
                      {name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.title}>
            <Trans>Visit us</Trans>
          </h2>
          {farmAddress ? (
            <p>
              <span className={styles.label}>
                <Trans>The farm</Trans>
              </span>
              <br />
              <ShopWords value={farmAddress} />
            </p>
          ) : null}
          {outletAddress ? (
            <p>
              <span className={styles.label}>
                <Trans>Our food outlet</Trans>
              </span>
              <br />
              <ShopWords value={outletAddress} />
            </p>
          ) : null}
          <ul className={styles.social} aria-label={t`Follow us`}>
            {socialLinks(site).map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {i18n._(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <SellerSection site={site} />
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <Trans>
            © {year} <ShopWords value={shopName} />. Grown and made in Kerala.
          </Trans>
        </div>
      </div>
    </footer>
  );
}
