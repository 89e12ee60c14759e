import type {
  ChangePasswordBody,
  addressOne,
  cancelResponse,
  customerUpdateBody,
  messageResponse,
  myComplaintsResponse,
  reorderResponse,
  userResponse,
} from '@farm/contract';
import type { z } from 'zod';
import { api } from '../../shared/api/api';

/** My Account's own calls: the profile and password, removing an address or making it the default, an order's
 * cancel and reorder. (The address list and form, and the orders list, are shared: shared/api.) */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<z.infer<typeof userResponse>, z.input<typeof customerUpdateBody>>({
      query: (body) => ({ url: '/customer.update', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<z.infer<typeof messageResponse>, ChangePasswordBody>({
      query: (body) => ({ url: '/customer.password', method: 'POST', body }),
    }),
    deleteAddress: build.mutation<z.infer<typeof messageResponse>, number>({
      query: (id) => ({ url: `/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Addresses'],
    }),
    setDefaultAddress: build.mutation<z.infer<typeof addressOne>, number>({
      query: (id) => ({ url: `/addresses/${id}/default`, method: 'POST' }),
      invalidatesTags: ['Addresses'],
    }),
    cancelOrder: build.mutation<z.infer<typeof cancelResponse>, number>({
      query: (id) => ({ url: `/order/cancel/${id}`, method: 'POST' }),
      invalidatesTags: ['Orders'],
    }),
    reorder: build.mutation<z.infer<typeof reorderResponse>, number>({
      query: (id) => ({ url: `/order/reorder/${id}`, method: 'POST' }),
    }),
    /** The customer's complaints to the grievance officer (issue 35), newest first. */
    myComplaints: build.query<z.infer<typeof myComplaintsResponse>, void>({
      query: () => '/complaints/mine',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useUpdateMeMutation,
  useChangePasswordMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  useCancelOrderMutation,
  useReorderMutation,
  useMyComplaintsQuery,
} = accountApi;
