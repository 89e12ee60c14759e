/**
 * Renders a piece of the storefront as the app does (store, router), with `fetch` answered by `routes`:
 * a map from "METHOD /api/path" (query string ignored) to a JSON body, or to [status, body].
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { makeStore } from '../app/store';

export type Answer = unknown | [number, unknown];
export type FakeApi = Record<string, Answer | ((url: URL, init: RequestInit | undefined) => Answer)>;

export function fakeFetch(routes: FakeApi) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const method = request.method.toUpperCase();
    const text = await request.clone().text();
    calls.push({ method, url, body: text ? (JSON.parse(text) as unknown) : undefined });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(url, init) : handler;
    if (answer === undefined) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    // A whole Response, for a test that needs headers.
    if (answer instanceof Response) return answer;
    const [status, body] =
      Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number' ? answer : [200, answer];
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status: status as number,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export function renderRoute(
  element: ReactNode,
  options: { path?: string; url?: string; extraRoutes?: RouteObject[]; state?: unknown } = {},
) {
  const { store } = makeStore();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [{ path, element }, ...(options.extraRoutes ?? []), { path: '*', element: <p>Another page</p> }],
    { initialEntries: [{ pathname: options.url ?? path, state: options.state }] },
  );
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...utils, store, router };
}
