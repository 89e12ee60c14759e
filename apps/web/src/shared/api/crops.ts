import type { CropList } from '@farm/contract';
import { api } from './api';

/** The farm's two crop lists, shown on the home page, the farm's pages and the About page. */
export const cropsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bestYields: build.query<CropList, { all: boolean }>({
      query: ({ all }) => (all ? '/whatInFarms-viewall' : '/whatInFarms-Full'),
    }),
    furtherCrops: build.query<CropList, { all: boolean }>({
      query: ({ all }) =>
        all ? '/whatInFarms-most-cultivated-crops-view-all' : '/whatInFarms-most-cultivated-crops',
    }),
  }),
});

export const { useBestYieldsQuery, useFurtherCropsQuery } = cropsApi;
