import type {
  CategoryWithProducts,
  ProductResponse,
  ProductSummary,
  Review,
  ReviewBody,
  messageResponse,
} from '@farm/contract';
import type { z } from 'zod';
import { apiPath } from '@farm/contract/routes';
import { api } from '../../shared/api/api';

/** The catalogue's calls: the categories, one category's products, one product with its reviews, a new review. */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    categoriesWithProducts: build.query<CategoryWithProducts[], void>({
      query: () => apiPath('categoriesWithProducts'),
    }),
    categoryProducts: build.query<ProductSummary[], number>({
      query: (id) => apiPath('categoryProducts', { id }),
    }),
    product: build.query<ProductResponse, number>({
      query: (id) => apiPath('product', { id }),
      providesTags: ['Reviews'],
    }),
    postReview: build.mutation<z.infer<typeof messageResponse> & { review: Review }, ReviewBody>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const {
  useCategoriesWithProductsQuery,
  useCategoryProductsQuery,
  useProductQuery,
  usePostReviewMutation,
} = catalogueApi;
