// Global styles first, so each component's own styles come after them and win.
import './styles/global.css';
import { languageOfPath } from '@farm/contract/languages';
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { startWithPageData } from './app/api';
import { createRouter, loadScreensFor } from './app/router';
import { makeStore, restoreVisitor, type AppStore } from './app/store';
import { i18n, startLanguage } from './shared/i18n/language';
import { setServerDrawnPage } from './shared/lib/useAfterFirstPaint';

const root = document.getElementById('root');
// Section 8: a start-up error when the root element is missing.
if (!root) throw new Error('The page has no #root element to start the shop in.');

// The store starts as the server drew the page (every visitor's shared HTML: empty cart, signed out), with the API
// answers the page carries; this browser's saved cart and sign-in come in once that first screen is taken over.
const { store } = makeStore({ visitor: false });
startWithPageData(store.dispatch, document);

let restored = false;
/** Brings the visitor's saved state in after the first render (hydration or not), once. */
function RestoreVisitor({ store: app }: { store: AppStore }) {
  useEffect(() => {
    if (restored) return;
    restored = true;
    restoreVisitor(app);
  }, [app]);
  return null;
}

/** Resolves just after the browser has painted the next frame. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start(element: HTMLElement) {
  // Drawn on the server (docs/decisions/2026-11-23-server-rendering.md): taken over, not drawn again.
  // (A lone <noscript> is what a page the browser draws shows with JavaScript off.)
  const first = element.firstElementChild;
  const serverDrawn = first !== null && first.localName !== 'noscript';
  // The address says the page's language (/ml is Malayalam); its catalogue comes with the first screen's code.
  const language = languageOfPath(window.location.pathname);
  await Promise.all([
    startLanguage(language),
    serverDrawn ? loadScreensFor(window.location.pathname, language) : undefined,
  ]);
  const router = createRouter(language);
  if (serverDrawn) {
    // The server's page is drawn whole (its staged parts included) until the visitor moves to another page.
    setServerDrawnPage(true);
    const drawn = router.state.location;
    const stop = router.subscribe(({ location }) => {
      if (location.pathname === drawn.pathname && location.search === drawn.search) return;
      setServerDrawnPage(false);
      stop();
    });
  }
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider store={store}>
          <RouterProvider router={router} />
          <RestoreVisitor store={store} />
        </Provider>
      </I18nProvider>
    </StrictMode>
  );
  if (serverDrawn) {
    // The page is on screen before any of its taking over starts, and taking it over is an interruptible update done
    // in short slices: a tap or a scroll is answered meanwhile, and no single task keeps the page busy for long.
    await nextPaint();
    startTransition(() => {
      hydrateRoot(element, app, {
        // A page the browser could not take over as the server drew it is drawn again: said in the console, where
        // the journeys look for it (e2e/tests/server-rendering.spec.ts).
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else createRoot(element).render(app);
}

void start(root);
