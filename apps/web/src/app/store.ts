import { combineReducers, configureStore, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { PERSIST_TIMEOUT_MS } from '@farm/contract/constants';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import {
  TOKEN_STORAGE_KEY,
  authReducer,
  sessionEnded,
  signedIn,
  signedOut,
} from '../shared/session/authSlice';
import {
  CART_STORAGE_KEY,
  addToCart,
  capToStock,
  cartRestored,
  cartReducer,
  clearCart,
  decrement,
  increment,
  loadCart,
  removeFromCart,
} from '../shared/cart/cartSlice';
import { api } from '../shared/api/api';
import type { RootState as HooksRootState } from '../shared/store/hooks';

/** redux-persist's storage contract over localStorage (its own CommonJS adapter does not import cleanly as ESM). */
const hasStorage = () => typeof localStorage !== 'undefined';
const storage = {
  getItem: (key: string) => Promise.resolve(hasStorage() ? localStorage.getItem(key) : null),
  // Persisting is debounced: it may run after a test page is gone, where there is no storage to write to.
  setItem: (key: string, value: string) =>
    Promise.resolve(hasStorage() ? localStorage.setItem(key, value) : undefined),
  removeItem: (key: string) => Promise.resolve(hasStorage() ? localStorage.removeItem(key) : undefined),
};

const rootReducer = combineReducers({ auth: authReducer, cart: cartReducer, [api.reducerPath]: api.reducer });

/** Only the auth slice is persisted, under `root`; start-up waits for it at most PERSIST_TIMEOUT_MS. */
const persisted = persistReducer(
  { key: 'root', storage, whitelist: ['auth'], timeout: PERSIST_TIMEOUT_MS },
  rootReducer,
);

/** Cart changes are saved under `cartItems`; signing in and out keeps the token under `access` in step. */
const isCartChange = isAnyOf(addToCart, increment, decrement, removeFromCart, clearCart, capToStock);
const persistence: Middleware<object, RootState> = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (isCartChange(action)) {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(storeApi.getState().cart.items));
  } else if (signedIn.match(action)) {
    localStorage.setItem(TOKEN_STORAGE_KEY, action.payload.token);
  } else if (signedOut.match(action)) {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    storeApi.dispatch(api.util.resetApiState());
  } else if (sessionEnded.match(action)) {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  }
  return result;
};

/**
 * The store. `visitor: true` (tests, and what the app did before server rendering) starts with this browser's saved
 * cart and sign-in at once; `visitor: false` starts as every visitor's shared HTML was drawn (empty cart, signed out),
 * for the server and for the browser's first render, which must match it; `restoreVisitor` then brings the saved
 * state in.
 */
export function makeStore({ visitor = true }: { visitor?: boolean } = {}) {
  const store = configureStore({
    reducer: persisted,
    preloadedState: { cart: { items: visitor ? loadCart() : [] } } as never,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(persistence)
        .concat(api.middleware),
  });
  return { store, persistor: visitor ? persistStore(store) : undefined };
}

/** After the first render: this browser's saved cart, and its persisted sign-in (redux-persist's rehydration). */
export function restoreVisitor(store: AppStore) {
  store.dispatch(cartRestored(loadCart()));
  return persistStore(store);
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
/** The typed hooks' state (shared/store/hooks.ts) is the store's: this stops compiling if the two ever differ. */
type HooksStateMatches = [RootState, HooksRootState] extends [HooksRootState, RootState] ? true : never;
const _hooksStateMatches: HooksStateMatches = true;
export type AppDispatch = AppStore['dispatch'];
