import type { LotView } from '@farm/contract';
import { apiPath } from '@farm/contract/routes';
import { api } from '../../shared/api/api';

/** The lot page's one call (the server writes its answer into the page); read fresh, as a recall must show at once. */
export const lotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    lot: build.query<LotView, string>({ query: (code) => apiPath('lot', { code }) }),
  }),
});

export const { useLotQuery } = lotsApi;
