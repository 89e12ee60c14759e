import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  LANGUAGES,
  NEEDS_JAVASCRIPT,
  STOREFRONT_ROUTES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '@farm/contract';
import { escapeHtml } from './html.js';
import { bootTags, takeEntryScripts } from './boot.js';
import {
  ScreenAssetIndex,
  inlineEntryStyles,
  pageDataBlock,
  preloadTags,
  screenTags,
  type ViteManifest,
} from './hints.js';
import { parsePagePath } from './paths.js';
import type { SeoService } from './service.js';
import { PageTemplate } from './template.js';

/** Crawlers fetch these often; an hour keeps them fresh enough after the farm adds a product. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(seo.robotsTxt(request.shopOrigin)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(await seo.sitemapXml(request.shopOrigin)),
  );
};

export interface PageAnswer {
  status: number;
  html: string;
  /** The whole page as it should be, worth keeping until the content changes (not a fallback or a partial page). */
  complete: boolean;
}

/** What the page answerer may use of the build and the API beside the page's own tags. */
export interface PageSources {
  /** Vite's build manifest, for the screen chunk hints. */
  manifest?: ViteManifest;
  /** A built file's text by its path (/assets/…), to write the entry's stylesheet into the page. */
  readAsset?: (href: string) => string | undefined;
  /** The JSON body the API answers for a GET of `path`, when it answers 200. */
  readApi?: (path: string) => Promise<string | undefined>;
  /** Start the storefront's scripts after the page's first paint (boot.ts), not from the head. */
  deferScripts?: boolean;
  /**
   * The storefront's server renderer (apps/web/src/entry-server.tsx): the HTML inside `#root` for a page, from its
   * API answers (docs/decisions/2026-11-23-server-rendering.md). Without it the page is drawn in the browser.
   */
  render?: (request: {
    url: string;
    answers: Record<string, unknown>;
    notFound: boolean;
  }) => Promise<string | undefined>;
  /** A contract text (its English words) in a storefront language, from the storefront's catalogues. */
  textIn?: (language: Language, english: string) => string;
}

/** Pages that belong to one shopper (or say nothing of their own) are drawn in the browser only. */
const RENDERED_KINDS = new Set<ReturnType<typeof parsePagePath>['kind']>([
  'home',
  'categories',
  'category',
  'product',
  'bestYields',
  'extraHarvest',
  'group',
  'crop',
  'info',
  'lot',
  'missing',
]);

/**
 * Answers a storefront page: the index.html read at start-up (`indexHtml`) with the page's tags in its head, and
 * what lets the browser draw the page's first screen without waiting for one request after another (hints.ts): its
 * picture preloaded, its first API answers in the page, its screen chunk hinted, the entry's styles inline. When the
 * shop's data cannot be read the page is still served, so the storefront can show its own error.
 */
export function pageAnswerer(
  seo: SeoService,
  indexHtml: string,
  sources: PageSources = {},
): (request: FastifyRequest, path: string) => Promise<PageAnswer> {
  const { manifest, readAsset, readApi, render } = sources;
  const styled = readAsset ? inlineEntryStyles(indexHtml, readAsset) : indexHtml;
  const { html, scripts } = sources.deferScripts ? takeEntryScripts(styled) : { html: styled };
  // The page's language is in its address (/ml...): the <html lang> says it, for screen readers and search engines.
  const templates = Object.fromEntries(
    LANGUAGES.map((language) => [language, new PageTemplate(withLanguage(html, language))]),
  ) as Record<Language, PageTemplate>;
  const noScriptPages = Object.fromEntries(
    LANGUAGES.map((language) => [language, needsJavaScriptPage(language, sources.textIn)]),
  ) as Record<Language, string>;
  const screens = new ScreenAssetIndex(manifest);
  /** The end of the page's body: its data block, then (when deferred) the tags that start its scripts. */
  const bodyEnd = (data: string, screenScripts: string[]) =>
    data + (scripts ? bootTags(scripts, screenScripts) : '');
  return async (request, path) => {
    try {
      const language = languageOfPath(path);
      const ref = parsePagePath(pathWithoutLanguage(path));
      const page = await seo.page(ref, request.shopOrigin, language);
      const answers = new Map<string, string>();
      if (readApi) {
        const bodies = await Promise.all(
          page.preloads.fetches.map((href) => readApi(href).catch(() => undefined)),
        );
        page.preloads.fetches.forEach((href, i) => {
          const body = bodies[i];
          if (body !== undefined) answers.set(href, body);
        });
      }
      const head = [page.head, ...preloadTags(page.preloads, answers)].join('\n    ');
      // A missing page shows the storefront's not-found, not the screen its path names.
      const assets = page.status === 200 ? screens.forPage(ref, language) : { scripts: [], styles: [] };
      const tail = screenTags(scripts ? { ...assets, scripts: [] } : assets, readAsset).join('\n    ');
      const allRead = answers.size === page.preloads.fetches.length;
      // Drawn on the server only from every answer the page carries: the browser starts from the very same data.
      const drawn =
        render &&
        allRead &&
        (page.status === 200 || page.status === 404) &&
        (RENDERED_KINDS.has(ref.kind) || page.comingSoon === true)
          ? await drawPage(request, render, path, answers, page.status === 404)
          : { body: '', failed: false };
      return {
        status: page.status,
        html: templates[language].render(
          head,
          tail && `  ${tail}\n  `,
          drawn.body || noScriptPages[language],
          bodyEnd(pageDataBlock(page.preloads, answers), assets.scripts),
        ),
        // A not-found page drawn by the server is kept too (per path, in the bounded part of the cache): drawing it
        // costs a render, which a crawler's dead link must not cost on every visit.
        complete:
          (page.status === 200 || drawn.body !== '') && allRead && !drawn.failed && page.fresh !== true,
      };
    } catch (error) {
      request.log.error({ err: error, path }, 'page tags could not be built');
      const page = seo.unavailable();
      return {
        status: page.status,
        html: templates[languageOfPath(path)].render(page.head, '', '', bodyEnd('', [])),
        complete: false,
      };
    }
  };
}

/**
 * What a page the browser draws (cart, checkout, account, search results) shows with JavaScript off, instead of
 * nothing: main.tsx draws over it (a `<noscript>` is not a page drawn by the server).
 */
function needsJavaScriptPage(
  language: Language,
  textIn: PageSources['textIn'] = (_language, english) => english,
): string {
  const link = (path: string, text: string) =>
    `<a href="${pathInLanguage(path, language)}">${escapeHtml(textIn(language, text))}</a>`;
  return `<noscript><div class="noscript-page"><p>${escapeHtml(textIn(language, NEEDS_JAVASCRIPT.page))}</p><p>${link(STOREFRONT_ROUTES.home, NEEDS_JAVASCRIPT.homeLink)} · ${link(STOREFRONT_ROUTES.categories, NEEDS_JAVASCRIPT.productsLink)}</p></div></noscript>`;
}

/** index.html with its `<html lang>` set to the page's language (added when the file has none). */
function withLanguage(html: string, language: Language): string {
  const tag = /<html\b[^>]*>/i.exec(html);
  if (!tag) return html;
  const set = /\blang="[^"]*"/i.test(tag[0])
    ? tag[0].replace(/\blang="[^"]*"/i, `lang="${language}"`)
    : tag[0].replace(/^<html/i, `<html lang="${language}"`);
  return html.slice(0, tag.index) + set + html.slice(tag.index + tag[0].length);
}

/** The server-drawn HTML of a page; a page that fails to draw is drawn in the browser (and not kept in the cache). */
async function drawPage(
  request: FastifyRequest,
  render: NonNullable<PageSources['render']>,
  path: string,
  answers: ReadonlyMap<string, string>,
  notFound: boolean,
): Promise<{ body: string; failed: boolean }> {
  try {
    const parsed = Object.fromEntries(
      [...answers].map(([href, json]) => [href, JSON.parse(json) as unknown]),
    );
    return { body: (await render({ url: path, answers: parsed, notFound })) ?? '', failed: false };
  } catch (error) {
    request.log.error({ err: error, path }, 'page could not be drawn on the server');
    return { body: '', failed: true };
  }
}
