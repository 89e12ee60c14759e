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
}

const initialState: AuthState = { user: null, addresses: [], token: null, loading: false, error: null };

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

export const { signedIn, userLoaded, addressesLoaded, authFailed, signedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
