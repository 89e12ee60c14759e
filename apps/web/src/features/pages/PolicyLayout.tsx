import type { PageSlug } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale } from '../../shared/i18n/language';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { PageHtml } from './PageHtml';
import { pageInLanguage, usePageQuery } from './pagesApi';
import styles from './PolicyLayout.module.css';
import { ShopWords } from '../../layout/shopFacts';
import { ContactEmail, ContactPhones, ShopName, useShopContact } from './shopContact';

/** "November 2026" for the page's last change, as the shop's calendar has it, in the page's language. */
function monthOf(iso: string): { label: string; iso: string } {
  const date = new Date(iso);
  return {
    label: date.toLocaleDateString(intlLocale(), {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
    iso: iso.slice(0, 10),
  };
}

/**
 * The page's HTML cut at its `<h2>` headings: what comes before the first is the introduction, each heading starts
 * a section. The server gave every listed heading its anchor.
 */
function splitSections(html: string) {
  const [first = '', ...rest] = html.split(/(?=<h2[\s>])/);
  const intro = first.startsWith('<h2') ? '' : first;
  const chunks = first.startsWith('<h2') ? [first, ...rest] : rest;
  return {
    intro,
    sections: chunks.map((chunk, index) => {
      const id = /^<h2 id="([^"]+)"/.exec(chunk)?.[1];
      // The section's number, as the contents list counts it; hidden from screen readers, which count for themselves.
      const numbered = chunk.replace(
        /^<h2([^>]*)>/,
        `<h2$1><span class="${styles.number}" aria-hidden="true">${index + 1}.</span> `,
      );
      return { id, html: numbered };
    }),
  };
}

/**
 * The frame of the policy pages: title, "Last updated", a table of contents that jumps to each section, the
 * sections (the farm writes them in its console), and the shop's contact details at the end.
 */
export function PolicyLayout({
  slug,
  title,
  description,
}: {
  slug: PageSlug;
  /** The page's usual title: the head's title and the heading while the text loads. */
  title: string;
  description: string;
}) {
  const { t } = useLingui();
  const { name, farmAddress: address } = useShopContact();
  const { data, isError, refetch } = usePageQuery(slug);
  // The farm's text in the page's language; on a Malayalam page without one, the English, marked `lang="en"`.
  const page = pageInLanguage(data);
  const heading = page?.title ?? title;
  const updated = data ? monthOf(data.updated_at) : undefined;
  const month = updated?.label;
  const { intro, sections } = splitSections(page?.html ?? '');
  return (
    <div className="container page">
      <PageMeta title={heading} description={description} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: heading }]} />

      <header className={styles.header}>
        <h1 lang={page?.lang}>{heading}</h1>
        {updated && (
          <p className={styles.updated}>
            <Trans>
              Last updated: <time dateTime={updated.iso}>{month}</time>
            </Trans>
          </p>
        )}
        {intro && <PageHtml className={styles.intro} html={intro} lang={page?.lang} />}
      </header>

      {!page && (
        <p role={isError ? 'alert' : 'status'} className={styles.intro}>
          {isError ? (
            <>
              <Trans>This page could not be loaded just now.</Trans>{' '}
              <button type="button" className="button button-outline" onClick={() => void refetch()}>
                <Trans>Try again</Trans>
              </button>
            </>
          ) : (
            <Trans>Loading…</Trans>
          )}
        </p>
      )}

      <div className={styles.layout}>
        {page && page.toc.length > 0 ? (
          <nav className={styles.toc} aria-labelledby="policy-toc">
            <h2 id="policy-toc" className={styles.tocTitle}>
              <Trans>On this page</Trans>
            </h2>
            <ol lang={page.lang}>
              {page.toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div />
        )}

        <div className={styles.content}>
          {sections.map((section, index) => (
            <section key={section.id ?? index} {...(section.id ? { 'aria-labelledby': section.id } : {})}>
              <PageHtml html={section.html} lang={page?.lang} />
            </section>
          ))}

          <aside className={styles.contact} aria-labelledby="policy-contact">
            <h2 id="policy-contact">
              <Trans>Questions?</Trans>
            </h2>
            <p>
              <Trans>
                We are a small team and we read every message. Write to us at <ContactEmail /> or call{' '}
                <ContactPhones />.
              </Trans>
            </p>
            <p className={styles.signature}>
              {/* The farm's address often starts with its name; then the address alone signs the page. */}
              {address && name && address.text.startsWith(name.text) ? (
                <ShopWords value={address} />
              ) : (
                <>
                  <strong>
                    <ShopName fallback={t`The farm shop`} />
                  </strong>
                  {address ? (
                    <>
                      <br />
                      <ShopWords value={address} />
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
