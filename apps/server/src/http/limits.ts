import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

export interface ConnectionLimits {
  /** A request, headers and body, must arrive within this (a body trickled in slowly holds a socket and memory). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept for the client's next request. */
  keepAliveTimeoutMs: number;
  /** Open connections in all; beyond it new ones are closed at once (keep it below the process's file limit). */
  maxConnections: number;
  /** Open connections from one address; 0 turns the check off (behind a proxy every socket is the proxy's). */
  maxConnectionsPerAddress: number;
}

/** The headers must come quickly even when the body may take longer. */
const HEADERS_TIMEOUT_MS = 10_000;

/** How often Node looks for requests past their time (its default, 30 s, would let them stay that much longer). */
const CHECK_EVERY_MS = 1000;

/**
 * The Node server, made here rather than by Fastify so that every limit is set in one place, including how often
 * the time limits are checked, which Fastify does not pass on.
 */
export function limitedServerFactory(limits: ConnectionLimits): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.min(HEADERS_TIMEOUT_MS, limits.requestTimeoutMs),
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: CHECK_EVERY_MS,
      },
      handler,
    );
    server.maxRequestsPerSocket = 1000;
    server.maxConnections = limits.maxConnections;
    return server;
  };
}

/**
 * The per-address cap: a new socket from an address that already holds its share is closed at once. Without it
 * and the time limits, a thousand connections that send `Content-Length: 100000` and nothing else starved the
 * process of file descriptors for minutes, sign-in not needed.
 */
export function installConnectionLimits(app: FastifyInstance, limits: ConnectionLimits): void {
  const server = app.server;
  if (limits.maxConnectionsPerAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
