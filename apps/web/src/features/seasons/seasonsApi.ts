import type { SeasonsResponse } from '@farm/contract';
import { apiPath } from '@farm/contract/routes';
import { api } from '../../shared/api/api';

/** The "What's in season" page's one call (the server writes its answer into the page). */
export const seasonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    seasons: build.query<SeasonsResponse, void>({ query: () => apiPath('seasons') }),
  }),
});

export const { useSeasonsQuery } = seasonsApi;
