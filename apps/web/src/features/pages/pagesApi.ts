import type { PageSlug, PublicPage } from '@farm/contract';
import { api } from '../../shared/api/api';

/** The texts the farm writes in its console: the policy pages and the About page's story, as sanitised HTML. */
export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    page: build.query<PublicPage, PageSlug>({ query: (slug) => `/pages/${slug}` }),
  }),
});

export const { usePageQuery } = pagesApi;
