import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ScreenAssetIndex, preloadTags, screenTags, type ViteManifest } from './hints.js';
import { parsePagePath } from './paths.js';
import type { SeoService } from './service.js';
import { PageTemplate } from './template.js';

/** Crawlers fetch these often; an hour keeps them fresh enough after the farm adds a product. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

/** A Host header fit to appear in a link: a name or address and a port, nothing else. */
const SAFE_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Where the request came in (scheme, host and port), for absolute links when PUBLIC_URL is not set. */
export function requestOrigin(request: FastifyRequest): string {
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(seo.robotsTxt(requestOrigin(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(await seo.sitemapXml(requestOrigin(request))),
  );
};

export interface PageAnswer {
  status: number;
  html: string;
}

/**
 * Answers a storefront page: the index.html read at start-up (`indexHtml`) with the page's tags in its head, and
 * the hints that let the browser fetch the page's picture, data and screen chunk at once (hints.ts; the chunks from
 * the build's `manifest`). When the shop's data cannot be read the page is still served, so the storefront can show
 * its own error.
 */
export function pageAnswerer(
  seo: SeoService,
  indexHtml: string,
  manifest?: ViteManifest,
): (request: FastifyRequest, path: string) => Promise<PageAnswer> {
  const template = new PageTemplate(indexHtml);
  const screens = new ScreenAssetIndex(manifest);
  return async (request, path) => {
    try {
      const ref = parsePagePath(path);
      const page = await seo.page(ref, requestOrigin(request));
      const head = [page.head, ...preloadTags(page.preloads)].join('\n    ');
      // A missing page shows the storefront's not-found, not the screen its path names.
      const tail = page.status === 200 ? screenTags(screens.forPage(ref)).join('\n    ') : '';
      return { status: page.status, html: template.render(head, tail && `  ${tail}\n  `) };
    } catch (error) {
      request.log.error({ err: error, path }, 'page tags could not be built');
      const page = seo.unavailable();
      return { status: page.status, html: template.render(page.head) };
    }
  };
}
