import type { Order } from '@farm/contract';
import { api } from './api';

/** The customer's orders: My Orders lists them, the confirmation page finds the new one among them. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<Order[], number>({
      query: (userId) => `/orders/${userId}`,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useOrdersQuery } = ordersApi;
