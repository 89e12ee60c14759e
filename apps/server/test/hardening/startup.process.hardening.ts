/**
 * What the built server says at start-up: a port already in use is one clear line naming PORT, said before any data
 * is opened, seeded or locked; an unreachable REDIS_URL is a warning, and the shop still starts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, tempDataDir, type ServerProcess } from './server-process.js';

const folders: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function dataDir() {
  const dir = tempDataDir();
  folders.push(dir);
  return dir;
}

describe('start-up', () => {
  it('names the port when it is in use, and opens nothing', async () => {
    // Another web server holds the port (it answers, so the wait for our health check does not hang).
    const blocker = http.createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dir = dataDir();
    try {
      const failure = await startServer({ dataDir: dir, port }).then(
        () => undefined,
        (error: unknown) => String(error),
      );
      expect(failure).toContain(`Port ${port} is already in use`);
      expect(failure).toContain('PORT=');
      // Nothing was opened or seeded: no database folder, no pictures.
      expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);

  it('warns once when Redis cannot be reached, and opens the shop all the same', async () => {
    // A port nothing listens on.
    const closedPort = await freePort();
    const server = await startServer({
      dataDir: dataDir(),
      env: { REDIS_URL: `redis://127.0.0.1:${closedPort}` },
    });
    servers.push(server);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const warnings = server.output().match(/Redis \(REDIS_URL\) is not answering/g) ?? [];
    expect(warnings).toHaveLength(1);
  }, 60_000);
});
