import { api, useHomepageQuery } from './api';

/**
 * The shop's categories (id and name) for the menus, the footer and a category page's title: from the home page's
 * data, a short list the home page loads anyway. The categories-with-products list has the same categories but
 * brings every product of the catalogue along (half a megabyte for a thousand products). With `skip`, only what is
 * already at hand is used.
 */
export function useCategoryNames({ skip = false }: { skip?: boolean } = {}) {
  const cached = api.endpoints.homepage.useQueryState();
  const query = useHomepageQuery(undefined, { skip });
  const data = query.data ?? cached.data;
  return { categories: data?.categories, isLoading: query.isLoading, error: query.error };
}
