/**
 * The real server in a child process, for the crash, restart and load tests: built once with esbuild, started with its
 * own DATA_DIR and port on 127.0.0.1 (or a PostgreSQL database through DATABASE_URL), talked to over HTTP.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addressBody, customerBody } from '../factories.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SANDBOX_SECRET = 'hardening-sandbox-secret-0123456789';

let built = false;
/** `npm run build -w apps/server` (esbuild, a second or two), once per test process. */
export function buildServer(): void {
  if (built) return;
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], {
    cwd: path.resolve(serverDir, '..', '..'),
    stdio: 'pipe',
  });
  built = true;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A temporary directory with a minimal storefront build, so the server needs nothing from apps/web. */
export function tempDataDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-hardening-'));
  fs.mkdirSync(path.join(root, 'web'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'web', 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  return root;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL, and wait for the process to be gone. */
  kill: () => Promise<void>;
}

export async function startServer(options: {
  dataDir: string;
  port?: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** The process's limit on open files (`ulimit -n`), as on a typical server. */
  fileLimit?: number;
  /**
   * The demo's products in the shop before its first start (a real shop starts empty, issue 36), put there as an
   * owner trying the demo would: `npm run db:seed -- --demo`. Once per data folder; a restart keeps what it has.
   */
  demo?: boolean;
}): Promise<ServerProcess> {
  buildServer();
  const port = options.port ?? (await freePort());
  let log = '';
  const main = path.join(serverDir, 'dist', 'main.js');
  const [command, args] = options.fileLimit
    ? ['/bin/sh', ['-c', `ulimit -n ${options.fileLimit} && exec "$0" "$1"`, process.execPath, main]]
    : [process.execPath, [main]];
  const env = {
    PATH: process.env.PATH,
    ENV_FILE: 'none',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // A production shop in test mode on purpose: the sandbox, with a secret the test knows.
    PAYMENTS: 'sandbox',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    BACKUPS_DIR: path.join(options.dataDir, 'backups'),
    WEB_DIST_DIR: path.join(options.dataDir, 'web'),
    LOG_LEVEL: 'warn',
    SANDBOX_SECRET,
    DATABASE_POOL_SIZE: '20',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const seeded = path.join(options.dataDir, '.demo-seeded');
  if (options.demo && !fs.existsSync(seeded)) {
    execFileSync(process.execPath, [path.join(serverDir, 'dist', 'cli.js'), 'seed', '--demo'], {
      cwd: serverDir,
      env,
      stdio: 'pipe',
    });
    fs.writeFileSync(seeded, '');
  }
  const child = spawn(command, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => log,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not come up:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_hardening_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The sandbox's webhook signature: HMAC-SHA256 hex of the raw body with SANDBOX_SECRET. */
export function signWebhook(body: string): string {
  return createHmac('sha256', SANDBOX_SECRET).update(body).digest('hex');
}

/** A customer talking to a server over HTTP. */
export class HttpShopper {
  token = '';
  userId = 0;
  addressId = 0;
  /** Sent as X-Forwarded-For (for a server started with TRUST_PROXY_HOPS=1): each simulated customer its own address. */
  forwardedFor: string | undefined;
  constructor(public base: string) {}

  // The answer's JSON comes in many shapes; the tests state what they expect of it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.forwardedFor ? { 'x-forwarded-for': this.forwardedFor } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed };
  }

  async signUp(): Promise<void> {
    const registered = await this.call('POST', '/api/customer.store', customerBody({ name: 'Load Tester' }));
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    this.token = registered.body.token;
    this.userId = registered.body.user.id;
    const address = await this.call('POST', '/api/addresses', addressBody());
    if (address.status !== 201) throw new Error(`address: ${address.status} ${JSON.stringify(address.body)}`);
    this.addressId = address.body.data.id;
  }
}

/** A sellable cart line from the catalogue: the first in-stock size of an in-stock product. */
export async function sellableLines(
  shopper: HttpShopper,
): Promise<{ product_id: number; product_size_id: number }[]> {
  const categories = (await shopper.call('GET', '/api/categories-with-products')).body as {
    products: { id: number; in_stock: boolean }[];
  }[];
  const ids = categories.flatMap((c) => c.products.filter((p) => p.in_stock).map((p) => p.id));
  const lines = [];
  for (const id of ids.slice(0, 6)) {
    const { product } = (await shopper.call('GET', `/api/product/${id}`)).body as {
      product: { sizes: { id: number; in_stock: boolean }[] };
    };
    const size = product.sizes.find((s) => s.in_stock);
    if (size) lines.push({ product_id: id, product_size_id: size.id });
  }
  return lines;
}
