import { META_DESCRIPTION_LENGTH } from '@farm/contract/constants';
import { useEffect } from 'react';
import { useSiteQuery } from '../api/api';
import { cutText } from '../lib/text';

/**
 * Keeps the document's title ("{page} | {shop}", as the server writes it) and meta description right as the
 * visitor moves between pages. The server already put them in the HTML of the first page; this updates those same
 * tags instead of adding second copies.
 */
export function PageMeta({ title, description }: { title: string; description?: string | undefined }) {
  const { data: site } = useSiteQuery();
  const full = site?.name && title !== site.name ? `${title} | ${site.name}` : title;
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
