import { META_DESCRIPTION_LENGTH } from '@farm/contract/constants';
import { cutText } from '../lib/text';

/**
 * The page's title and description in the document head (React 19 hoists them). The server already sends them in
 * the HTML for shared links; this keeps them right as the visitor moves between pages.
 */
export function PageMeta({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <>
      <title>{title}</title>
      {description ? (
        <meta name="description" content={cutText(description, META_DESCRIPTION_LENGTH)} />
      ) : null}
    </>
  );
}
