import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, User } from '@farm/contract';

/** The spec's storage key for the token. */
export const TOKEN_STORAGE_KEY = 'access';

export interface AuthState {
  user: User | null;
  addresses: Address[];
  token: string | null;
  loading: boolean;
  error: string | null;
  /**
   * The server refused the stored sign-in (expired or revoked): the token is gone and the header shows Login, but the
   * page the customer is on stays, with whatever they typed, while the sign-in dialog asks them to sign in again.
   */
  ended: boolean;
}

const initialState: AuthState = {
  user: null,
  addresses: [],
  token: null,
  loading: false,
  error: null,
  ended: false,
};

/** Section 4's auth state; only this slice is persisted (under `root`), the token also under `access`. */
const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.error = null;
      state.loading = false;
      state.ended = false;
    },
    /** A 401 on a call made with the stored token (app/api.ts). */
    sessionEnded(state) {
      if (!state.token) return;
      state.token = null;
      state.ended = true;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    addressesLoaded(state, action: PayloadAction<Address[]>) {
      state.addresses = action.payload;
    },
    authFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.loading = false;
    },
    signedOut() {
      return initialState;
    },
  },
});

export const { signedIn, sessionEnded, userLoaded, addressesLoaded, authFailed, signedOut } =
  authSlice.actions;
export const authReducer = authSlice.reducer;
