import type { CropList, cropOne } from '@farm/contract';
import type { z } from 'zod';
import { apiPath } from '@farm/contract/routes';
import { api } from '../../shared/api/api';

/** The farm pages' own calls: the crops of one Extra Harvest group, and one crop. */
export const farmApi = api.injectEndpoints({
  endpoints: (build) => ({
    cropsOfGroup: build.query<CropList, string>({
      query: (category) => apiPath('cropsOfGroup', { category }),
    }),
    crop: build.query<z.infer<typeof cropOne>, number>({
      query: (id) => apiPath('crop', { id }),
    }),
  }),
});

export const { useCropsOfGroupQuery, useCropQuery } = farmApi;
