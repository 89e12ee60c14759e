/**
 * The storefront's server renderer (docs/decisions/2026-11-23-server-rendering.md): `vite build --ssr` bundles this
 * into dist/.ssr/entry-server.js, which the Fastify server imports to draw a public page's HTML from the same routes
 * and components as the browser, with the API answers the page carries (the same JSON block the browser reads).
 */
import { LANGUAGE_PREFIXES, LANGUAGES, languageOfPath, type Language } from '@farm/contract/languages';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { pageDataActions } from './app/api';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { ServedNotFound } from './layout/servedNotFound';
import { messages as englishTexts } from './locales/en';
import { messages as malayalamTexts } from './locales/ml';
import { i18n } from './shared/i18n/language';

export interface RenderRequest {
  /** The page's path with its query string. */
  url: string;
  /** The page's API answers, by path (parsed JSON), as the page's data block carries them. */
  answers: Record<string, unknown>;
  /** The server answers 404 for this path: the layout draws the not-found page, as in the browser. */
  notFound: boolean;
}

// Both languages' texts are loaded once; each render activates its page's language just before drawing it.
i18n.load({ en: englishTexts, ml: malayalamTexts });

// One handler per language for every render (Malayalam pages live under /ml): the screens' modules load once.
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createStaticHandler(routes, { basename: LANGUAGE_PREFIXES[language] || undefined }),
  ]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/** The HTML that goes inside `#root`, or undefined when the path is not one the storefront draws (a redirect). */
export async function render({ url, answers, notFound }: RenderRequest): Promise<string | undefined> {
  const address = new URL(url, 'http://storefront.invalid');
  const language = languageOfPath(address.pathname);
  const handler = handlers[language];
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return undefined;
  const { store } = makeStore({ visitor: false });
  for (const action of pageDataActions(answers)) store.dispatch(action);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Drawing is synchronous: the language activated here is the page's for the whole of renderToString.
  i18n.activate(language);
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider store={store}>
          <ServedNotFound value={notFound ? context.location.pathname : null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServedNotFound>
        </Provider>
      </I18nProvider>
    </StrictMode>,
  );
  // React writes the eager pictures' preloads ahead of the tree when it renders no <head>: the server's own hints
  // (apps/server/src/modules/seo/hints.ts) already preload the page's first pictures in the head, where they belong.
  return html.replace(LEADING_PRELOADS, '');
}

/**
 * A contract text (its English words, the id of the contract catalogue) in `language`: the server's own page for
 * visitors without JavaScript uses it, so its words match the storefront's.
 */
export function textIn(language: Language, english: string): string {
  const texts = language === 'ml' ? malayalamTexts : englishTexts;
  if (texts[english] === undefined) return english;
  const previous = i18n.locale;
  i18n.activate(language);
  try {
    return i18n._(english);
  } finally {
    if (previous) i18n.activate(previous);
  }
}

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;
