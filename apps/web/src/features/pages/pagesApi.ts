import type { PageSlug, PublicPage } from '@farm/contract';
import { apiPath } from '@farm/contract/routes';
import { api } from '../../shared/api/api';
import { currentLanguage } from '../../shared/i18n/language';

/** The texts the farm writes in its console: the policy pages and the About page's story, as sanitised HTML. */
export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    page: build.query<PublicPage, PageSlug>({ query: (slug) => apiPath('page', { slug }) }),
  }),
});

export const { usePageQuery } = pagesApi;

/**
 * A page as the page's language shows it: on a Malayalam page its Malayalam text where the farm wrote one, else the
 * English, marked `lang: 'en'` for its element.
 */
export function pageInLanguage(
  page: PublicPage | undefined,
): (Pick<PublicPage, 'title' | 'html' | 'toc'> & { lang: 'en' | undefined }) | undefined {
  if (!page) return undefined;
  if (currentLanguage() !== 'ml') return { ...page, lang: undefined };
  return page.ml ? { ...page.ml, lang: undefined } : { ...page, lang: 'en' };
}
