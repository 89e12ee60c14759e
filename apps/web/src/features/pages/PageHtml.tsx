import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML the server rendered from the farm's Markdown and sanitised (no scripts, handlers or styles survive it). Links
 * to the shop's own pages move within the app instead of loading the whole site again.
 */
export function PageHtml({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** Set when the text is not in the page's language (the English of a page the farm has not put in Malayalam). */
  lang?: string | undefined;
}) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The links inside are real anchors: the keyboard reaches them and Enter clicks them, which lands here too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} lang={lang} onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
