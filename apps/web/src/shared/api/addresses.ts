import type { Address, AddressBody, addressList, addressOne, PincodePlace } from '@farm/contract';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { addressesLoaded } from '../session/authSlice';
import { useAppDispatch } from '../store/hooks';
import { api } from './api';

/** The customer's saved addresses: the address book and checkout list them, the address form adds and edits. */
export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addresses: build.query<z.infer<typeof addressList>, void>({
      query: () => '/addresses',
      providesTags: ['Addresses'],
    }),
    addAddress: build.mutation<z.infer<typeof addressOne>, AddressBody>({
      query: (body) => ({ url: '/addresses', method: 'POST', body }),
      invalidatesTags: ['Addresses'],
    }),
    updateAddress: build.mutation<z.infer<typeof addressOne>, { id: number; body: AddressBody }>({
      query: ({ id, body }) => ({ url: `/addresses/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Addresses'],
    }),
    /**
     * Where a PIN code is (issue 39): the address form fills the state from it. The directory of every code stays on
     * the server; one small answer per code typed, kept by RTK Query for the page's life.
     */
    pincode: build.query<{ data: PincodePlace }, string>({
      query: (pin) => `/pincodes/${pin}`,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, usePincodeQuery } =
  addressesApi;

/** Default first, then as the server lists them. */
export function defaultFirst(addresses: Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** The customer's addresses, kept in the auth slice as section 4 describes. */
export function useAddressList() {
  const dispatch = useAppDispatch();
  const query = useAddressesQuery();
  const addresses = useMemo(() => defaultFirst(query.data?.data ?? []), [query.data]);
  useEffect(() => {
    if (query.data) dispatch(addressesLoaded(query.data.data));
  }, [query.data, dispatch]);
  return { ...query, addresses };
}
