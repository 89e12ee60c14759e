import { createContext } from 'react';

/**
 * The path the server answered 404 for, or null. In the browser the page says so in a meta tag (the server writes it:
 * apps/server/src/modules/seo); the server's own render provides it, so both draw the not-found page for it.
 */
export const ServedNotFound = createContext<string | null>(
  typeof document !== 'undefined' && document.querySelector('meta[name="shop-page"][content="not-found"]')
    ? window.location.pathname
    : null,
);
