import type { SearchResult } from '@farm/contract';
import { api } from '../../shared/api/api';

/** The product search, used by the header's box and the search page. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<{ results: SearchResult[]; total: number }, { q: string; limit?: number }>({
      query: ({ q, limit }) => ({ url: '/products/search', params: limit ? { q, limit } : { q } }),
      // The list may be cut at `limit`; the header says how many match in all.
      transformResponse: (results: SearchResult[], meta) => ({
        results,
        total: Number(meta?.response?.headers.get('x-total-count') ?? results.length) || results.length,
      }),
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
