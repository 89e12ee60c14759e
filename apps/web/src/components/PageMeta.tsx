import { META_DESCRIPTION_LENGTH } from '@farm/contract/constants';
import { useSiteQuery } from '../app/api';
import { cutText } from '../lib/text';

/**
 * The page's title ("{page} | {shop}", as the server writes it) and description in the document head (React 19
 * hoists them). The server already sends them in the HTML for shared links; this keeps them right as the visitor
 * moves between pages.
 */
export function PageMeta({ title, description }: { title: string; description?: string | undefined }) {
  const { data: site } = useSiteQuery();
  const full = site?.name && title !== site.name ? `${title} | ${site.name}` : title;
  return (
    <>
      <title>{full}</title>
      {description ? (
        <meta name="description" content={cutText(description, META_DESCRIPTION_LENGTH)} />
      ) : null}
    </>
  );
}
