import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionEnded } from '../shared/session/authSlice';
import type {
  Address,
  AddressBody,
  CartItem,
  CategoryWithProducts,
  Crop,
  HomepageResponse,
  LoginBody,
  Order,
  OrderItem,
  PaymentOutcome,
  ProductResponse,
  ProductSummary,
  RegisterBody,
  Review,
  ReviewBody,
  SearchResult,
  SiteResponse,
  User,
} from '@farm/contract';

interface AuthState {
  auth: { token: string | null };
}

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  status?: string;
}

/** The server's words for a failed call: the first field error, else its message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as FetchBaseQueryError | undefined)?.data as ApiErrorBody | undefined;
  const firstFieldError = data?.errors ? Object.values(data.errors)[0]?.[0] : undefined;
  return firstFieldError ?? data?.message ?? fallback;
}

export function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  return ((error as FetchBaseQueryError | undefined)?.data as ApiErrorBody | undefined)?.errors;
}

/**
 * Public reads the server asks the browser to fetch early (`<link rel="preload" as="fetch">` in each page's head,
 * apps/server/src/modules/seo/hints.ts). They go without the token, as the preload does, so the browser can hand the
 * preloaded answer over instead of asking twice; none of them depends on who asks.
 */
const PRELOADED = new Set(['homepage', 'site', 'categoryProducts', 'product']);

const fetchWithToken = fetchBaseQuery({
  // Absolute, so requests also resolve where no document base exists (tests).
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  prepareHeaders: (headers, { getState, endpoint }) => {
    const token = (getState() as AuthState).auth.token;
    if (token && !PRELOADED.has(endpoint)) headers.set('authorization', `Bearer ${token}`);
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
  const token = (apiCtx.getState() as AuthState).auth.token;
  if (result.error?.status === 401 && token && !SIGN_IN_CALLS.has(apiCtx.endpoint)) {
    apiCtx.dispatch(sessionEnded());
  }
  return result;
};

/** Every call of the storefront, with the signed-in customer's token when there is one. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Addresses', 'Orders', 'Reviews', 'User'],
  endpoints: (build) => ({
    // Catalogue and farm (public)
    homepage: build.query<HomepageResponse, void>({ query: () => '/homepage' }),
    categoriesWithProducts: build.query<CategoryWithProducts[], void>({
      query: () => '/categories-with-products',
    }),
    categoryProducts: build.query<ProductSummary[], number>({ query: (id) => `/categories/${id}/products` }),
    product: build.query<ProductResponse, number>({
      query: (id) => `/product/${id}`,
      providesTags: ['Reviews'],
    }),
    searchProducts: build.query<{ results: SearchResult[]; total: number }, { q: string; limit?: number }>({
      query: ({ q, limit }) => ({ url: '/products/search', params: limit ? { q, limit } : { q } }),
      // The list may be cut at `limit`; the header says how many match in all.
      transformResponse: (results: SearchResult[], meta) => ({
        results,
        total: Number(meta?.response?.headers.get('x-total-count') ?? results.length) || results.length,
      }),
    }),
    site: build.query<SiteResponse, void>({ query: () => '/site' }),
    bestYields: build.query<{ data: Crop[] }, { all: boolean }>({
      query: ({ all }) => (all ? '/whatInFarms-viewall' : '/whatInFarms-Full'),
    }),
    furtherCrops: build.query<{ data: Crop[] }, { all: boolean }>({
      query: ({ all }) =>
        all ? '/whatInFarms-most-cultivated-crops-view-all' : '/whatInFarms-most-cultivated-crops',
    }),
    cropsOfGroup: build.query<{ data: Crop[] }, string>({
      query: (category) => ({ url: '/whatInFarms-Category', params: { category } }),
    }),
    crop: build.query<{ data: Crop }, number>({ query: (id) => ({ url: '/whatInFarms', params: { id } }) }),
    postReview: build.mutation<{ message: string; review: Review }, ReviewBody>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      invalidatesTags: ['Reviews'],
    }),

    // Customers
    register: build.mutation<{ status: 'success'; token: string; user: User }, RegisterBody>({
      query: (body) => ({ url: '/customer.store', method: 'POST', body }),
    }),
    login: build.mutation<{ token: string; user: User }, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    logout: build.mutation<{ message: string }, void>({ query: () => ({ url: '/logout', method: 'POST' }) }),
    me: build.query<{ user: User }, void>({ query: () => '/user', providesTags: ['User'] }),
    updateMe: build.mutation<{ user: User }, Partial<Pick<User, 'name' | 'mobile' | 'gender'>>>({
      query: (body) => ({ url: '/customer.update', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<{ message: string }, { current_password: string; password: string }>({
      query: (body) => ({ url: '/customer.password', method: 'POST', body }),
    }),
    addresses: build.query<{ data: Address[] }, void>({
      query: () => '/addresses',
      providesTags: ['Addresses'],
    }),
    addAddress: build.mutation<{ data: Address }, AddressBody>({
      query: (body) => ({ url: '/addresses', method: 'POST', body }),
      invalidatesTags: ['Addresses'],
    }),
    updateAddress: build.mutation<{ data: Address }, { id: number; body: AddressBody }>({
      query: ({ id, body }) => ({ url: `/addresses/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Addresses'],
    }),
    deleteAddress: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Addresses'],
    }),
    setDefaultAddress: build.mutation<{ data: Address }, number>({
      query: (id) => ({ url: `/addresses/${id}/default`, method: 'POST' }),
      invalidatesTags: ['Addresses'],
    }),

    // Checkout and orders
    calculateShipping: build.mutation<
      { status: 'success'; shipping_charge: number; total_weight: number; zone: string },
      { address_id: number; items: { product_size_id: number; qty: number }[] }
    >({ query: (body) => ({ url: '/calculate-shipping', method: 'POST', body }) }),
    createOrder: build.mutation<
      {
        key: string;
        order_id: string;
        amount: number;
        currency: 'INR';
        gateway: 'razorpay' | 'sandbox';
        test_mode: boolean;
      },
      {
        address_id: number;
        cart: { product_id: number; product_size_id: number; quantity: number }[];
        amount?: number;
        special_instructions?: string | null;
      }
    >({ query: (body) => ({ url: '/create-order', method: 'POST', body }) }),
    verifyPayment: build.mutation<
      { status: 'success' },
      { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
    >({ query: (body) => ({ url: '/verify-payment', method: 'POST', body }) }),
    storeOrder: build.mutation<
      { status: true; message: string; order_id: number; order_no: string; order: Order },
      Record<string, unknown>
    >({ query: (body) => ({ url: '/store_order_user', method: 'POST', body }), invalidatesTags: ['Orders'] }),
    sandboxPayment: build.mutation<
      | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
      | { error: { code: string; description: string } },
      { order_id: string; outcome: 'success' | 'failure' }
    >({ query: (body) => ({ url: '/sandbox/payments', method: 'POST', body }) }),
    /** What became of one of the customer's payments (the storefront lost the answer of its store call). */
    paymentOutcome: build.query<PaymentOutcome, string>({
      query: (gatewayOrderId) => `/orders/by-payment/${encodeURIComponent(gatewayOrderId)}`,
      keepUnusedDataFor: 0,
    }),
    orders: build.query<Order[], number>({
      query: (userId) => `/orders/${userId}`,
      providesTags: ['Orders'],
    }),
    orderItems: build.query<OrderItem[], number>({ query: (id) => `/order/${id}/items` }),
    cancelOrder: build.mutation<{ message: string; order: Order }, number>({
      query: (id) => ({ url: `/order/cancel/${id}`, method: 'POST' }),
      invalidatesTags: ['Orders'],
    }),
    reorder: build.mutation<
      {
        items: CartItem[];
        unavailable: {
          product_id: number | null;
          product_size_id: number | null;
          product_name: string;
          size: string;
        }[];
      },
      number
    >({ query: (id) => ({ url: `/order/reorder/${id}`, method: 'POST' }) }),
  }),
});

export const {
  useHomepageQuery,
  useCategoriesWithProductsQuery,
  useCategoryProductsQuery,
  useProductQuery,
  useSearchProductsQuery,
  useSiteQuery,
  useBestYieldsQuery,
  useFurtherCropsQuery,
  useCropsOfGroupQuery,
  useCropQuery,
  usePostReviewMutation,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useUpdateMeMutation,
  useChangePasswordMutation,
  useAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  useCalculateShippingMutation,
  useCreateOrderMutation,
  useVerifyPaymentMutation,
  useStoreOrderMutation,
  useSandboxPaymentMutation,
  useLazyPaymentOutcomeQuery,
  usePaymentOutcomeQuery,
  useOrdersQuery,
  useOrderItemsQuery,
  useCancelOrderMutation,
  useReorderMutation,
} = api;

/**
 * Puts into the store, as the app starts, the API answers the server wrote into the page (a JSON data block, by
 * path) and starts the calls it asked the browser to preload (`<link rel="preload" as="fetch">`; both from
 * apps/server/src/modules/seo/hints.ts): the first screen is then drawn with its data in one go, instead of a
 * spinner first and the page once the screen's own calls return.
 */
export function startWithPageData(dispatch: AppDispatchLike, doc: Document) {
  const block = doc.getElementById('api-data')?.textContent;
  if (block) {
    try {
      const answers = JSON.parse(block) as Record<string, unknown>;
      const entries = Object.entries(answers).flatMap(([path, value]) => {
        const entry = entryFor(path, value);
        return entry ? [entry] : [];
      });
      if (entries.length > 0) dispatch(api.util.upsertQueryEntries(entries));
    } catch {
      // A page without usable data: the screens ask the API themselves.
    }
  }
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const call = preloadedCall(new URL(link.href).pathname);
    if (call) dispatch(call);
  }
}

type AppDispatchLike = (
  action: NonNullable<ReturnType<typeof preloadedCall>> | ReturnType<typeof api.util.upsertQueryEntries>,
) => unknown;
type CacheEntry = Parameters<typeof api.util.upsertQueryEntries>[0][number];

/** The store entry an API answer fills, by the path it was read from (as the screens ask for it). */
function entryFor(path: string, value: unknown): CacheEntry | undefined {
  const id = Number(/(\d+)/.exec(path)?.[1]);
  if (path === '/api/homepage') {
    return { endpointName: 'homepage', arg: undefined, value: value as HomepageResponse };
  }
  if (path === '/api/site') return { endpointName: 'site', arg: undefined, value: value as SiteResponse };
  if (/^\/api\/categories\/\d+\/products$/.test(path)) {
    return { endpointName: 'categoryProducts', arg: id, value: value as ProductSummary[] };
  }
  if (/^\/api\/product\/\d+$/.test(path)) {
    return { endpointName: 'product', arg: id, value: value as ProductResponse };
  }
  return undefined;
}

/** The query a preloaded API path stands for, as the screens ask for it (the same URL, so the answer is reused). */
function preloadedCall(path: string) {
  const id = Number(/(\d+)/.exec(path)?.[1]);
  if (path === '/api/homepage') return api.endpoints.homepage.initiate(undefined, { subscribe: false });
  if (path === '/api/site') return api.endpoints.site.initiate(undefined, { subscribe: false });
  if (/^\/api\/categories\/\d+\/products$/.test(path)) {
    return api.endpoints.categoryProducts.initiate(id, { subscribe: false });
  }
  if (/^\/api\/product\/\d+$/.test(path)) return api.endpoints.product.initiate(id, { subscribe: false });
  return undefined;
}
