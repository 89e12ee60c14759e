/**
 * Test helpers for the customer screens (auth, account, cart, checkout): rendering signed in, letting storage settle.
 * Their data is in ./factories.
 */
import { act, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { renderRoute } from './render';
import { signedIn } from '../shared/session/authSlice';
import { TEST_TOKEN, TEST_USER } from './factories';

/**
 * Lets the store's pending writes (redux-persist saves the auth slice on a timer) finish before the test page is
 * torn down; otherwise a write can land after jsdom has gone and fail the run with "localStorage is not defined".
 */
export function settleStorage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30));
}

/**
 * Renders `element` at `path` for a signed-in customer: the store is seeded with `signedIn` before the screen is
 * first shown (screens for customers only would otherwise send the visitor to /login at once).
 */
export async function renderSignedIn(
  element: ReactNode,
  options: { path: string; url?: string; state?: unknown; extraRoutes?: RouteObject[] },
): Promise<
  RenderResult & {
    store: ReturnType<typeof renderRoute>['store'];
    router: ReturnType<typeof renderRoute>['router'];
  }
> {
  const utils = renderRoute(<p>Starting</p>, {
    path: '/__start',
    extraRoutes: [{ path: options.path, element }, ...(options.extraRoutes ?? [])],
  });
  act(() => {
    utils.store.dispatch(signedIn({ token: TEST_TOKEN, user: TEST_USER }));
  });
  await act(() => utils.router.navigate(options.url ?? options.path, { state: options.state }));
  return utils;
}
