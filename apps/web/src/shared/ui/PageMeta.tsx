import { META_DESCRIPTION_LENGTH } from '@farm/contract/constants';
import { useEffect } from 'react';
import { inLanguage } from '@farm/contract/languages';
import { useSiteQuery } from '../api/api';
import { currentLanguage } from '../i18n/language';
import { useText } from '../i18n/useText';
import { cutText } from '../lib/text';

/**
 * Keeps the document's title ("{page} | {shop}", as the server writes it) and meta description right as the
 * visitor moves between pages. The server already put them in the HTML of the first page; this updates those same
 * tags instead of adding second copies. Pages pass their title in the page's language (t`Cart`); one that is a
 * contract text is said in it here, and the shop's name stays as the shop writes it.
 */
export function PageMeta({ title, description }: { title: string; description?: string | undefined }) {
  const { data: site } = useSiteQuery();
  const text = useText();
  const name = text(title);
  // The shop's name in the page's language, as the server writes it into the page's title (issue 32).
  const shop = site ? inLanguage(currentLanguage(), site.name, site.name_mal) : undefined;
  const full = shop && title !== shop ? `${name} | ${shop}` : name;
  useEffect(() => {
    document.title = full;
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = cutText(description, META_DESCRIPTION_LENGTH);
  }, [full, description]);
  return null;
}
