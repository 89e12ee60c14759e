import { useEffect } from 'react';
import { useMeQuery } from '../api/session';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { userLoaded } from './authSlice';

/**
 * The signed-in customer (token present) and their details. When a token is stored without the user (for instance
 * one written by an older version of the shop), the user is fetched once and kept in the auth slice.
 */
export function useSignedIn() {
  const token = useAppSelector((state) => state.auth.token);
  const user = useAppSelector((state) => state.auth.user);
  const dispatch = useAppDispatch();
  const { data } = useMeQuery(undefined, { skip: !token || user !== null });
  useEffect(() => {
    if (data?.user && !user) dispatch(userLoaded(data.user));
  }, [data, user, dispatch]);
  // While an ended sign-in is being renewed in the dialog, the customer's page stays where it is.
  const ended = useAppSelector((state) => state.auth.ended);
  return { signedIn: Boolean(token) || ended, user };
}
