import type { CropList } from '@farm/contract';
import { apiPath } from '@farm/contract/routes';
import { api } from './api';

/** The farm's two crop lists, shown on the home page, the farm's pages and the About page. */
export const cropsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bestYields: build.query<CropList, { all: boolean }>({
      query: ({ all }) => apiPath(all ? 'allBestYields' : 'bestYields'),
    }),
    furtherCrops: build.query<CropList, { all: boolean }>({
      query: ({ all }) => apiPath(all ? 'allFurtherCrops' : 'furtherCrops'),
    }),
  }),
});

export const { useBestYieldsQuery, useFurtherCropsQuery } = cropsApi;
