/**
 * Renders a console screen as the app does (the session, the Shell that guards each address, the router), signed in
 * as a role, with `fetch` answered by `routes`: a map from "METHOD /api/path" (query string ignored) to a JSON body,
 * or to [status, body], or to a function of the request giving either.
 */
import { ROLE_PERMISSIONS, type StaffRole } from '@farm/contract';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../session';
import { Shell } from '../Shell';

export type Answer = unknown;
export type FakeApi = Record<string, Answer | ((url: URL, body: unknown) => Answer)>;
export interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

const NAMES: Record<StaffRole, string> = {
  owner: 'Asha Owner',
  manager: 'Meera Manager',
  packer: 'Pappan Packer',
};

/** The server's answer to GET /admin/session for a member of this role, signed in fully. */
export function sessionOf(role: StaffRole) {
  return {
    staff: {
      id: 1,
      name: NAMES[role],
      email: `${role}@farm.test`,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
    },
    stage: 'full',
    two_factor: true,
  };
}

export function fakeFetch(routes: FakeApi) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : '';
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method, path, url, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer =
      typeof handler === 'function' ? (handler as (u: URL, b: unknown) => Answer)(url, body) : handler;
    if (answer === undefined) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    const [status, json] =
      Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number' ? answer : [200, answer];
    return new Response(json === undefined ? '' : JSON.stringify(json), {
      status: status as number,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls that changed something (not GETs), for asserting what a screen sent. */
  const changes = () => calls.filter((call) => call.method !== 'GET');
  return { fetchMock, calls, changes };
}

/**
 * Renders `element` at `path` (a route pattern; `url` the address opened) inside the Shell, signed in as `role`,
 * and waits for the session to be known. `api` answers the screen's own calls.
 */
export async function renderConsole(
  element: ReactNode,
  options: { role: StaffRole; path: string; url?: string; api?: FakeApi },
) {
  const api = fakeFetch({ 'GET /api/admin/session': sessionOf(options.role), ...options.api });
  const router = createMemoryRouter([{ element: <Shell />, children: [{ path: options.path, element }] }], {
    initialEntries: [options.url ?? options.path],
  });
  const utils = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  // The Shell names who is signed in once the session has come.
  await screen.findByText(NAMES[options.role]);
  return { ...utils, ...api, router };
}
