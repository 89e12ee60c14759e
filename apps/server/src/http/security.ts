import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { BOOT_SCRIPT_HASH } from '../shared/boot-script.js';

/** Razorpay Checkout's script, its API and the frame it opens (the only third parties the pages talk to). */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * Security headers for every answer. Pages (and the files they load) get a Content-Security-Policy that allows the
 * shop's own files and Razorpay Checkout and nothing else, no framing by other sites, no MIME sniffing, a careful
 * referrer policy.
 */
const pageHeaders = (hsts: HstsOption) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the same few lines on every page, which start the storefront after the first paint.
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH, RAZORPAY.script],
        // Swiper and React set some styles at run time; no script can be injected through styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...RAZORPAY.connect],
        frameSrc: RAZORPAY.frames,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: hsts,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

/**
 * The API only answers JSON, which no browser runs or renders: its policy allows nothing at all, and the headers
 * that only mean something for documents (opener and agent-cluster isolation, old IE and Flash switches) are left
 * out. A product's answer carries about 250 bytes of headers instead of 1 KB.
 */
const apiHeaders = (hsts: HstsOption) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    strictTransportSecurity: hsts,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

type HstsOption = false | { maxAge: number; includeSubDomains: boolean };

/**
 * HSTS only when the shop's public address is https: a farm may serve the shop over plain http on its own network,
 * where forcing https would lock everyone out. A year, for this host only (the farm's other sites are its own).
 */
function hstsFor(https: boolean): HstsOption {
  return https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false;
}

export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  // Helmet's middleware is built once: @fastify/helmet rebuilt it (re-parsing the whole policy) on every request.
  const forPages = pageHeaders(hstsFor(options.https));
  const forApi = apiHeaders(hstsFor(options.https));
  app.addHook('onRequest', (request, reply, done) => {
    // The API reference at /api/docs is a page (Swagger UI); its JSON document is an API answer.
    const isApi =
      request.url.startsWith('/api/') &&
      (!request.url.startsWith('/api/docs') || request.url.startsWith('/api/docs/json'));
    const setHeaders = isApi ? forApi : forPages;
    // Helmet only sets headers (it throws rather than passing errors on).
    setHeaders(request.raw, reply.raw, () => done());
  });
}
