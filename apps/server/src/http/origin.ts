import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop's own address for absolute links in this answer (see installShopOrigin). */
    readonly shopOrigin: string;
  }
}

/** A Host header fit to appear in a link: a name or address and a port, nothing else. */
const SAFE_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The names this machine answers to without any DNS: loopback, its own interface addresses and its host name. */
function localNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) names.add(address.address.toLowerCase());
  }
  return names;
}

/**
 * Where absolute links (canonical, Open Graph, sitemap, robots.txt) point. With `PUBLIC_URL` set, there. Without it,
 * the Host header is believed only when it names this machine itself (localhost, a loopback or interface address,
 * the host name): any other Host could be an attacker's, and pages built from it may be kept by a shared cache and
 * served to everyone. Anything else gets `http://localhost:{PORT}`.
 */
export function installShopOrigin(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; port: number },
) {
  const fixed = options.publicUrl?.replace(/\/+$/, '');
  const fallback = `http://localhost:${options.port}`;
  const local = localNames();
  app.decorateRequest('shopOrigin', {
    getter(this: FastifyRequest) {
      if (fixed) return fixed;
      const host = this.host;
      if (!SAFE_HOST.test(host)) return fallback;
      const name = host
        .replace(/:\d+$/, '')
        .replace(/^\[(.*)\]$/, '$1')
        .toLowerCase();
      return local.has(name) || name.startsWith('127.') ? `${this.protocol}://${host}` : fallback;
    },
  });
}
