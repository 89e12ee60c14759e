/**
 * Slow clients cannot take the shop down: a thousand connections that announce a body and never send it, from one
 * address, against the built server limited to 1,024 open files as a typical server is. The shop keeps answering
 * others at once, and the slow connections are closed when their time is up.
 */
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir, type ServerProcess } from './server-process.js';

const SLOW_CONNECTIONS = 1000;
const REQUEST_TIMEOUT_MS = 4000;

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDataDir();
  server = await startServer({
    dataDir,
    fileLimit: 1024,
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
}, 120_000);
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A connection from `localAddress` that sends a request's headers promising a body, then nothing. */
function slowClient(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100000\r\n\r\n{"email":',
      );
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
    // Read what the server says (its 408), so the end of the connection is seen here.
    socket.resume();
  });
}

describe('a thousand slow connections', () => {
  it('leave /api/health answering within a second, and are closed when their time is up', async () => {
    const port = Number(new URL(server.url).port);
    const sockets = await Promise.all(
      // 127.0.0.2 is this machine too, seen by the server as another address than the health check's.
      Array.from({ length: SLOW_CONNECTIONS }, () => slowClient(port, '127.0.0.2')),
    );
    const closed = new Set<net.Socket>();
    for (const socket of sockets) {
      if (socket.destroyed) closed.add(socket);
      socket.on('close', () => closed.add(socket));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = Date.now();
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(1000) });
    expect(health.status).toBe(200);
    console.log(
      `slow clients: ${SLOW_CONNECTIONS} opened, ${closed.size} closed at once by the per-address cap; ` +
        `/api/health answered in ${Date.now() - started} ms`,
    );

    // Every slow connection is gone once the request time limit has passed.
    const deadline = Date.now() + REQUEST_TIMEOUT_MS + 5000;
    while (closed.size < SLOW_CONNECTIONS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(closed.size, server.output().slice(-3000)).toBe(SLOW_CONNECTIONS);
    for (const socket of sockets) socket.destroy();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
