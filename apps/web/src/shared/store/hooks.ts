import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from '../api/api';
import type { CartState } from '../cart/cartSlice';
import type { AuthState } from '../session/authSlice';

/**
 * The store's state and dispatch as features and shared pieces see them, declared from the shared slices so that the
 * typed hooks live below the features (which may not import app/). app/store.ts builds the store and fails to compile
 * if its reducers ever stop matching this shape.
 */
export interface RootState {
  auth: AuthState;
  cart: CartState;
  api: ReturnType<typeof api.reducer>;
}
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * Whether the persisted sign-in has been read back (signed-in screens wait for it: app/router.tsx; the header's Login
 * link stays unseen until then: layout/Header.tsx).
 */
export const selectRehydrated = (state: unknown): boolean =>
  (state as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated === true;
