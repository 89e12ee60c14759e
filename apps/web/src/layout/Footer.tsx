import type { SiteResponse } from '@farm/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useSiteQuery } from '../shared/api/api';
import { useCategoryNames } from '../shared/api/categoryNames';
import { useNearScreen } from '../shared/lib/useNearScreen';
import styles from './Footer.module.css';
import { POLICY_LINKS, SERVICES } from './navigation';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Section 2's social links (video channel, photo sharing, social network), those the shop has. */
function socialLinks(site: SiteResponse | undefined) {
  const links = [
    { label: 'YouTube', href: site?.social.youtube },
    { label: 'Instagram', href: site?.social.instagram },
    { label: 'Facebook', href: site?.social.facebook },
  ];
  return links.filter((link): link is { label: string; href: string } => Boolean(link.href));
}

/** Section 2's footer, filled from the shop's facts (`/api/site`). */
export function Footer() {
  const { data: site } = useSiteQuery();
  const footerRef = useRef<HTMLElement | null>(null);
  // The category links are no part of the first screen: on a page without them already at hand, they are asked for
  // once the page has had a moment for its own first screen and the visitor is within a screen of the footer.
  const near = useNearScreen(footerRef, { margin: '100%', delayMs: 1500 });
  const { categories } = useCategoryNames({ skip: !near });
  const year = new Date().getFullYear();
  return (
    <footer ref={footerRef} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            {site?.name ?? 'Contact us'}
          </h2>
          {site?.tagline ? <p className={styles.tagline}>{site.tagline}</p> : null}
          <ul className={styles.list}>
            {site?.emails.contact ? (
              <li>
                <span className={styles.label}>E-mail</span>{' '}
                <a href={`mailto:${site.emails.contact}`}>{site.emails.contact}</a>
              </li>
            ) : null}
            {site?.phones.map((phone) => (
              <li key={phone}>
                <span className={styles.label}>Phone</span> <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            {site?.website ? (
              <li>
                <span className={styles.label}>Website</span>{' '}
                <a href={site.website} target="_blank" rel="noopener noreferrer">
                  {site.website.replace(/^https?:\/\//, '')}
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.title}>
            Useful links
          </h2>
          <ul className={styles.list}>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/aboutus">About Us</Link>
            </li>
          </ul>
          <h2 className={`${styles.title} ${styles.spaced}`}>Our services</h2>
          <ul className={styles.list}>
            {SERVICES.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>

        {/* Only with categories to list: a failed call leaves no empty heading. */}
        {categories && categories.length > 0 ? (
          <section aria-labelledby="footer-categories">
            <h2 id="footer-categories" className={styles.title}>
              Categories
            </h2>
            <ul className={styles.list}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={`/productsbycategory/${category.id}`} state={{ categoryName: category.name }}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.title}>
            Visit us
          </h2>
          {site?.addresses.farm ? (
            <p>
              <span className={styles.label}>The farm</span>
              <br />
              {site.addresses.farm}
            </p>
          ) : null}
          {site?.addresses.outlet ? (
            <p>
              <span className={styles.label}>Our food outlet</span>
              <br />
              {site.addresses.outlet}
            </p>
          ) : null}
          <ul className={styles.social} aria-label="Follow us">
            {socialLinks(site).map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          © {year} {site?.name ?? 'Organic farm'}. Grown and made in Kerala.
        </div>
      </div>
    </footer>
  );
}
