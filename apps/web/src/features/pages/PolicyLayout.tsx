import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import styles from './PolicyLayout.module.css';
import { ContactEmail, ContactPhones, ShopName, useShopContact } from './shopContact';

export interface PolicySection {
  /** The section's anchor, e.g. "cookies" for /privacy-policy#cookies. */
  id: string;
  heading: string;
  body: ReactNode;
}

/** When every policy page was last reviewed. */
export const LAST_UPDATED = { label: 'November 2026', iso: '2026-11' } as const;

/**
 * The frame of the static policy pages: title, "Last updated", a table of contents that jumps to each section,
 * the sections, and the shop's contact details at the end.
 */
export function PolicyLayout({
  title,
  description,
  intro,
  sections,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}) {
  const { name, farmAddress: address } = useShopContact();
  return (
    <div className="container page">
      <PageMeta title={title} description={description} />
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />

      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </p>
        <div className={styles.intro}>{intro}</div>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="policy-toc">
          <h2 id="policy-toc" className={styles.tocTitle}>
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.content}>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.heading}
              </h2>
              {section.body}
            </section>
          ))}

          <aside className={styles.contact} aria-labelledby="policy-contact">
            <h2 id="policy-contact">Questions?</h2>
            <p>
              We are a small team and we read every message. Write to us at <ContactEmail /> or call{' '}
              <ContactPhones />.
            </p>
            <p className={styles.signature}>
              {/* The farm's address often starts with its name; then the address alone signs the page. */}
              {address && name && address.startsWith(name) ? (
                address
              ) : (
                <>
                  <strong>
                    <ShopName fallback="The farm shop" />
                  </strong>
                  {address ? (
                    <>
                      <br />
                      {address}
                    </>
                  ) : null}
                </>
              )}
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}
