import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { HomepageResponse, SiteResponse } from '@farm/contract';
import { API_BASE, apiPath, type ApiRoute } from '@farm/contract/routes';
import { intlLocale } from '../i18n/language';
import { sessionEnded, type AuthState } from '../session/authSlice';

/**
 * Public reads the server asks the browser to fetch early (`<link rel="preload" as="fetch">` in each page's head,
 * apps/server/src/modules/seo/hints.ts). They go without the token, as the preload does, so the browser can hand the
 * preloaded answer over instead of asking twice; none of them depends on who asks.
 */
const PRELOADED = new Set<string>(['homepage', 'site', 'categoryProducts', 'product'] satisfies ApiRoute[]);

const fetchWithToken = fetchBaseQuery({
  // Absolute, so requests also resolve where no document base exists (tests).
  baseUrl: `${globalThis.location?.origin ?? ''}${API_BASE}`,
  prepareHeaders: (headers, { getState, endpoint }) => {
    // The preloaded reads go exactly as the preload went (a header it did not have would make the browser ask again);
    // their answers hold both languages anyway.
    if (PRELOADED.has(endpoint)) return headers;
    const token = (getState() as { auth: AuthState }).auth.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    // The page's language (en-IN or ml-IN), not the browser's: the server keeps it for the customer's e-mails and
    // invoices.
    headers.set('accept-language', intlLocale());
    return headers;
  },
});

/** Calls whose 401 is an answer about the credentials sent, not a sign-in that has ended. */
const SIGN_IN_CALLS = new Set(['login', 'register', 'logout']);

/**
 * The one place every 401 is handled: a call made with the stored token that the server refuses means the sign-in
 * has ended (expired, revoked, or signed out elsewhere). The token is dropped and the sign-in dialog asks the
 * customer to sign in again on the page they are on (features/auth/SessionEndedDialog).
 */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, apiCtx, extra) => {
  const result = await fetchWithToken(args, apiCtx, extra);
  const token = (apiCtx.getState() as { auth: AuthState }).auth.token;
  if (result.error?.status === 401 && token && !SIGN_IN_CALLS.has(apiCtx.endpoint)) {
    apiCtx.dispatch(sessionEnded());
  }
  return result;
};

/**
 * The storefront's one API, with the signed-in customer's token when there is one. It lives in shared/ so that each
 * feature declares its own calls on it (`api.injectEndpoints` in the feature's *Api.ts) without importing app/;
 * app/store.ts mounts its reducer and middleware. Only the two calls every page may make are declared here: the
 * shop's details (header, footer, page titles, checkout) and the home page's data (also the menus' categories),
 * both of which the server can write into the page (app/api.ts startWithPageData).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Addresses', 'Orders', 'Reviews', 'User'],
  endpoints: (build) => ({
    homepage: build.query<HomepageResponse, void>({ query: () => apiPath('homepage') }),
    site: build.query<SiteResponse, void>({ query: () => apiPath('site') }),
  }),
});

export const { useHomepageQuery, useSiteQuery } = api;
