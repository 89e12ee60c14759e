/**
 * Where a visitor sent to sign in or register came from (the router state's `from`, set by the cart, the checkout's
 * sign-in redirect or a review's login link), as a path to go back to once signed in; /myaccount otherwise. Only a
 * path of this shop, and never the sign-in or registration page itself.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (
    typeof from?.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//') ||
    from.pathname === '/login' ||
    from.pathname === '/register'
  ) {
    return '/myaccount';
  }
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}

/** The router state that carries `from` on to the other sign-in page (login ⇄ register), when there is one. */
export function carriedState(state: unknown): { from: unknown } | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return from === undefined ? undefined : { from };
}
