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

  it('keeps the data folder to the shop’s own user, tightening a loose one and saying so once (issue 33)', async () => {
    // A data folder as a shop started before the rule left it: open to everyone, with a mail file holding a link.
    const dir = dataDir();
    const mail = path.join(dir, 'mail');
    fs.mkdirSync(mail, { recursive: true });
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(mail, 0o755);
    fs.writeFileSync(path.join(mail, '1-password-reset.eml'), 'a live link');
    fs.chmodSync(path.join(mail, '1-password-reset.eml'), 0o644);
    const modeOf = (target: string) => fs.statSync(target).mode & 0o777;
    const said = /could be read by other users of this machine/g;

    const first = await startServer({ dataDir: dir });
    servers.push(first);
    await first.kill();
    expect(first.output().match(said) ?? []).toHaveLength(1);
    for (const folder of [dir, path.join(dir, 'db'), mail, path.join(dir, 'backups')]) {
      expect(modeOf(folder), folder).toBe(0o700);
    }
    expect(modeOf(path.join(mail, '1-password-reset.eml'))).toBe(0o600);
    // PGlite makes its files 666 whatever the umask: after a start they are tightened, and the folder keeps them.
    const walk = (folder: string): string[] =>
      fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(folder, entry.name);
        return entry.isDirectory() ? walk(full) : [full];
      });
    const second = await startServer({ dataDir: dir });
    servers.push(second);
    await second.kill();
    expect(second.output()).not.toMatch(said);
    const openFiles = walk(path.join(dir, 'db')).filter((file) => (modeOf(file) & 0o077) !== 0);
    // Only what PGlite made during the second run may still be open, and only inside the 0700 folder.
    expect(modeOf(path.join(dir, 'db'))).toBe(0o700);
    expect(openFiles.length).toBeLessThan(walk(path.join(dir, 'db')).length / 2);
  }, 120_000);

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
