import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Every setting comes from the environment and is checked once at start-up with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Hops of reverse proxies to believe X-Forwarded-For from; 0 (default) trusts none, so clients cannot fake it. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * The embedded database's page cache. PGlite's own default (160 MB, all of it resident) is most of the process's
   * memory; a farm shop's whole database fits in far less, and the operating system caches its files as well.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must be a size such as 16MB')
    .default('16MB'),
  UPLOADS_DIR: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full address such as https://shop.example').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How often each process checks whether the shop's content changed, to drop its cached lists. */
  CONTENT_CHECK_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another address for Razorpay's API, e.g. a local fake in tests. */
  RAZORPAY_API_URL: z.url('RAZORPAY_API_URL must be a full address').optional(),
  /** The test-mode gateway's signing secret. */
  SANDBOX_SECRET: z.string().min(8).default('farm-shop-sandbox-secret'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxyHops: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  pgliteDir: string;
  pgliteSharedBuffers: string;
  uploadsDir: string;
  webDistDir: string;
  publicUrl: string | undefined;
  logLevel: string;
  contentCheckMs: number;
  /** Shared rate-limit counters; in-process counters when unset. */
  redisUrl: string | undefined;
  paymentGateway: 'razorpay' | 'sandbox';
  razorpay:
    | { keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string | undefined }
    | undefined;
  sandboxSecret: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(
    // Empty variables count as unset, as a shell's `FOO= npm start` intends.
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The shop's configuration is not valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for real payments, or neither for the sandbox.',
    );
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteDir: path.join(dataDir, 'db'),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    uploadsDir: path.resolve(cwd, e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? defaultWebDist()),
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    contentCheckMs: e.CONTENT_CHECK_MS,
    redisUrl: e.REDIS_URL,
    paymentGateway: e.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox',
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
          }
        : undefined,
    sandboxSecret: e.SANDBOX_SECRET,
  };
}

/** The web app's build sits beside the server in the repo: apps/web/dist. */
function defaultWebDist(): string {
  return path.join(serverRoot(), '..', 'web', 'dist');
}

/** apps/server, whether running from src/ (tests, tsx) or from the dist/ bundle. */
export function serverRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/config.ts → apps/server ; dist/main.js → apps/server
  return path.resolve(here, '..');
}
