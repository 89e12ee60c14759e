import fs from 'node:fs';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_MARK } from './internal.js';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  MESSAGES,
  isLanguage,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@farm/contract';
import { parse as parseCookie } from 'cookie';
import { toStoredBody, type ReadCache } from '../shared/read-cache.js';
import { sendStored } from './send.js';

/** A storefront page as the page maker answers it. */
export interface PageAnswer {
  status: number;
  html: string;
  /** The whole page as it should be, worth keeping until the content changes (not a fallback or a partial page). */
  complete: boolean;
}

/** What the page maker may read: the build (its index.html, folder and files) and the API's GET answers. */
export interface BuiltStorefront {
  indexHtml: string;
  webDistDir: string;
  readAsset(href: string): string | undefined;
  /** The JSON body the API answers for a GET of `path`, when it answers 200. */
  readApi(path: string): Promise<string | undefined>;
  /** The storefront's server renderer (apps/web/src/entry-server.tsx), when the build has it. */
  renderer?: StorefrontRenderer;
}

/** What apps/web/src/entry-server.tsx exports (built into the web build's .ssr/ folder). */
export interface StorefrontRenderer {
  render(request: {
    url: string;
    answers: Record<string, unknown>;
    notFound: boolean;
  }): Promise<string | undefined>;
  /** A contract text in a storefront language, from the storefront's catalogues. */
  textIn?(language: Language, english: string): string;
}

/** The server renderer of a web build, or undefined when the build has none (pages are then drawn in the browser). */
export async function loadRenderer(webDistDir: string): Promise<StorefrontRenderer | undefined> {
  const file = path.join(webDistDir, '.ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<StorefrontRenderer>;
  if (typeof module.render !== 'function') return undefined;
  return { render: module.render, ...(typeof module.textIn === 'function' ? { textIn: module.textIn } : {}) };
}

/** Makes the page answerer from the build; the SEO module provides it (app.ts wires it in). */
export type PageMaker = (
  built: BuiltStorefront,
) => (request: FastifyRequest, path: string) => Promise<PageAnswer>;

const ONE_DAY = 24 * 60 * 60;
const ONE_YEAR = 365 * ONE_DAY;

/**
 * Uploaded media under /uploads, the built storefront's files, and the storefront's index.html for every other
 * GET path that is not a file (client-side routes such as /product/coconut-oil-12), with that page's SEO tags.
 */
export async function installStatic(
  app: FastifyInstance,
  dirs: {
    uploadsDir: string;
    webDistDir: string;
    /** The built console: its files under /admin/, its index.html for every other /admin address. */
    adminDistDir?: string;
    pages: PageMaker;
    cache: ReadCache;
    /** CORS_ORIGINS is set: other origins' pages may show the pictures. */
    crossOriginPictures?: boolean;
  },
) {
  fs.mkdirSync(dirs.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dirs.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${ONE_DAY}`);
      // Uploaded SVGs are opened as documents too: they must never run script in the shop's origin.
      res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.header('x-content-type-options', 'nosniff');
      if (dirs.crossOriginPictures) res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  const indexFile = path.join(dirs.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dirs.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      cacheControl: false,
      // The server writes these itself (modules/seo); a copy in the build must not clash with its routes. The build
      // manifest and the server renderer (.ssr/) are for the server only.
      globIgnore: ['robots.txt', 'sitemap.xml', '.vite/**', '.ssr/**'],
      setHeaders(res, filePath) {
        // Vite names built assets by content hash, so they never change; index.html must always be revalidated; the
        // few other files (the icon) may be kept for a day.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const page = path.basename(filePath).startsWith('index.html');
        res.header(
          'cache-control',
          immutable
            ? `public, max-age=${ONE_YEAR}, immutable`
            : page
              ? 'no-cache'
              : `public, max-age=${ONE_DAY}`,
        );
      },
    });
  }

  const adminIndex = dirs.adminDistDir ? path.join(dirs.adminDistDir, 'index.html') : undefined;
  const hasAdmin = adminIndex !== undefined && fs.existsSync(adminIndex);
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: dirs.adminDistDir!,
      prefix: '/admin/',
      // Files are looked up when asked for (not listed at start), so a console rebuilt under a running server works.
      wildcard: true,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
      },
    });
  }

  // Read once: every page answer is this file with the page's own tags in its head, and hints for the screen chunk
  // the page loads, found in the build's manifest (apps/web/vite.config.ts writes it).
  const answerPage = hasWeb
    ? dirs.pages({
        indexHtml: fs.readFileSync(indexFile, 'utf8'),
        webDistDir: dirs.webDistDir,
        renderer: await loadRenderer(dirs.webDistDir),
        readAsset: (href) => readBuiltFile(dirs.webDistDir, href),
        // The page carries the answers of its first API calls, exactly as the API gives them to the browser.
        readApi: async (apiPath) => {
          const answer = await app.inject({
            method: 'GET',
            url: apiPath,
            headers: { [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_MARK },
          });
          return answer.statusCode === 200 ? answer.body : undefined;
        },
      })
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // The console's screens are its own app: every /admin address that is not a file gets its index.html.
    if (
      (url === '/admin' || url.startsWith('/admin/')) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      if (!hasAdmin || /\.[a-z0-9]{1,8}$/i.test(url)) {
        return reply
          .code(hasAdmin ? 404 : 503)
          .type('text/plain; charset=utf-8')
          .send(
            hasAdmin
              ? 'Not found.'
              : 'The console has not been built yet: run `npm run build` (npm start does it for you).',
          );
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .send(fs.readFileSync(adminIndex!));
    }
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/uploads/') &&
      // A path with a file extension is a missing file, not a page of the storefront.
      !/\.[a-z0-9]{1,8}$/i.test(url);
    if (!isPage) return reply.code(404).send({ message: MESSAGES.routeNotFound });
    if (!answerPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront has not been built yet: run `npm run build` (npm start does it for you).');
    }
    // A browser whose visitor chose Malayalam (LanguageSwitch's cookie) is sent from a plain address to its /ml page;
    // a shared /ml link opens in Malayalam whatever the cookie says.
    if (languageOfPath(url) === 'en' && chosenLanguage(request) === 'ml') {
      const query = request.url.slice(url.length);
      return reply
        .code(302)
        .header('cache-control', 'no-store')
        .header('location', pathInLanguage(url, 'ml') + query)
        .send();
    }
    // An unknown product, category or crop still gets the page (the storefront shows its own not-found), as a 404.
    // A complete page is kept until the content changes: building one reads the API and writes 30 KB of HTML.
    const page = await dirs.cache.getBounded(
      `page:${request.shopOrigin}${url}`,
      async () => {
        const answer = await answerPage(request, url);
        return { ...toStoredBody(answer.html), status: answer.status, complete: answer.complete };
      },
      (answer) => answer.complete,
    );
    reply.code(page.status);
    return sendStored(request, reply, page, 'text/html; charset=utf-8');
  });
}

/** The storefront language this browser chose with the language switch, if any. */
function chosenLanguage(request: FastifyRequest): Language | undefined {
  const value = parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

/** A built file's text by its URL path under the build (/assets/…), if it is there. */
function readBuiltFile(webDistDir: string, href: string): string | undefined {
  const file = path.join(webDistDir, ...href.split('/').filter((part) => part && part !== '..'));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
