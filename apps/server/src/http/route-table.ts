import type { FastifyInstance } from 'fastify';

/** One row of the route table `buildApp` records (see `app.routeTable`). */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's `config.auth` is 'customer': it needs a signed-in customer. */
  customer: boolean;
  /** The route is the staff's: who may call it (a permission, or any signed-in staff member). */
  staff: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/**
 * The route table: every route's method, url and whether it needs a signed-in customer (its schema names the bearer
 * scheme). The hardening tests enumerate it, so a new route cannot escape the fuzzer or the ownership checks.
 * Installed before any route is registered.
 */
export function installRouteTable(app: FastifyInstance): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { auth?: string; staff?: string } | undefined;
    for (const method of methods) {
      routeTable.push({
        method: String(method),
        url: route.url ?? route.path,
        customer: config?.auth === 'customer',
        staff: config?.staff,
      });
    }
  });
}
