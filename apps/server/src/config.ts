import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_PASSWORD_MIN_LENGTH } from '@farm/contract';
import { z } from 'zod';
import type { ConnectionLimits } from './http/limits.js';
import type { S3Settings } from './modules/media/index.js';

/** Every setting comes from the environment and is checked once at start-up with a clear message. */
const envSchema = z.object({
  /** Unset: the demo (production code, demo defaults). `production`: a real shop, held to stricter settings. */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
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
  /** A real shop's name on its first start (an empty start, issue 36); the owner changes it in the console later. */
  SHOP_NAME: z.string().trim().min(1).max(160, 'SHOP_NAME must be at most 160 characters').optional(),
  /** Where `npm run db:backup` writes when no file is named; owner-only like DATA_DIR. */
  BACKUPS_DIR: z.string().min(1).default('backups'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
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
  /** Exact origins (https://app.example) whose pages may call the API and load pictures; none by default. */
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url('CORS_ORIGINS must list full origins such as https://app.example, separated by commas')
          .refine(
            (origin) => URL.canParse(origin) && new URL(origin).origin === origin,
            'CORS_ORIGINS must list origins only: scheme, host and port, no path',
          ),
      ),
    )
    .default([]),
  /** A request, headers and body, must arrive within this many milliseconds. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(800),
  /** Default: 64 when clients connect directly (TRUST_PROXY_HOPS=0), off behind a proxy. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /**
   * Says on purpose which payments a NODE_ENV=production shop takes: `sandbox` (no keys, test payments only), `test`
   * (Razorpay test keys) or `live`. Without NODE_ENV=production it only has to agree with the keys when set.
   */
  PAYMENTS: z.enum(['sandbox', 'test', 'live']).optional(),
  /** The sandbox's signing secret; by default a random one the shop makes on its first start and keeps. */
  SANDBOX_SECRET: z.string().min(16, 'SANDBOX_SECRET must be at least 16 characters').optional(),
  /** The demo owner's password on a demo's first start, instead of a random one (the browser journeys set it). */
  DEMO_OWNER_PASSWORD: z
    .string()
    .min(
      STAFF_PASSWORD_MIN_LENGTH,
      `DEMO_OWNER_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
    )
    .optional(),
  /** How often the payments reconciliation pass runs. */
  RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  /** The mail server messages go through (smtp://user:pass@host:587 or smtps://...); unset: .eml files in DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** Who messages come from, e.g. "Green Farm <orders@greenfarm.example>". */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** How often each process looks for messages to send. */
  OUTBOX_EVERY_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** How long a process owns a message it is sending; after that (it died) another process sends it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /** An S3-compatible bucket for uploaded pictures, shared by every server; a folder under UPLOADS_DIR when unset. */
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server's address (MinIO, Garage, R2…); AWS S3 itself when unset. */
  MEDIA_S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'MEDIA_S3_ENDPOINT must be a full address such as https://s3.example',
    })
    .optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name; default: on with MEDIA_S3_ENDPOINT (most compatible servers). */
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'MEDIA_S3_FORCE_PATH_STYLE must be true or false' })
    .optional(),
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
  /** Where `npm run db:backup` writes when no file is named (BACKUPS_DIR, `./backups`), private like DATA_DIR. */
  backupsDir: string;
  /** The name a real shop's empty start gives the shop (SHOP_NAME); unset: a neutral one. */
  shopName: string | undefined;
  pgliteSharedBuffers: string;
  uploadsDir: string;
  webDistDir: string;
  /** The built console (apps/admin), served at /admin. */
  adminDistDir: string;
  publicUrl: string | undefined;
  logLevel: string;
  contentCheckMs: number;
  /** Shared rate-limit counters; in-process counters when unset. */
  redisUrl: string | undefined;
  paymentGateway: 'razorpay' | 'sandbox';
  /** sandbox (no keys), test (rzp_test_ keys) or live: only live moves money. */
  paymentMode: 'sandbox' | 'test' | 'live';
  razorpay:
    { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  sandboxSecret: string | undefined;
  demoOwnerPassword: string | undefined;
  reconcileEveryMs: number;
  /** Messages: SMTP when smtpUrl is set, else .eml files in mailDir (the demo). */
  mail: { smtpUrl: string | undefined; from: string; dir: string; everyMs: number; leaseMs: number };
  /** The bucket uploaded pictures go to; undefined: a folder under uploadsDir. */
  mediaS3: S3Settings | undefined;
  /** NODE_ENV=production was set: a real shop, which must say where it lives (PUBLIC_URL). */
  production: boolean;
  corsOrigins: string[];
  limits: ConnectionLimits;
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
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required with NODE_ENV=production: set it to the address customers use, e.g. https://shop.example ' +
        '(links in pages, the sitemap and e-mails are built from it, never from what a request claims).',
    );
  }
  const paymentMode = checkPayments(e);
  if (Boolean(e.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Set both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither.');
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  if (e.SMTP_URL && !e.MAIL_FROM && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Set MAIL_FROM with SMTP_URL: the address messages come from, e.g. "Farm <orders@farm.example>".',
    );
  }
  return {
    env: e.NODE_ENV ?? 'production',
    production: e.NODE_ENV === 'production',
    corsOrigins: e.CORS_ORIGINS,
    limits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY_HOPS === 0 ? 64 : 0),
    },
    port: e.PORT,
    host: e.HOST,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteDir: path.join(dataDir, 'db'),
    backupsDir: path.resolve(cwd, e.BACKUPS_DIR),
    shopName: e.SHOP_NAME,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    uploadsDir: path.resolve(cwd, e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? defaultWebDist()),
    adminDistDir: path.resolve(cwd, e.ADMIN_DIST_DIR ?? path.join(serverRoot(), '..', 'admin', 'dist')),
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    contentCheckMs: e.CONTENT_CHECK_MS,
    redisUrl: e.REDIS_URL,
    paymentGateway: e.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox',
    paymentMode,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
          }
        : undefined,
    sandboxSecret: e.SANDBOX_SECRET,
    demoOwnerPassword: e.DEMO_OWNER_PASSWORD,
    reconcileEveryMs: e.RECONCILE_EVERY_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'no-reply@localhost',
      dir: path.join(dataDir, 'mail'),
      everyMs: e.OUTBOX_EVERY_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
    },
    mediaS3: e.MEDIA_S3_BUCKET
      ? {
          bucket: e.MEDIA_S3_BUCKET,
          region: e.MEDIA_S3_REGION,
          endpoint: e.MEDIA_S3_ENDPOINT,
          accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
          secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE
            ? e.MEDIA_S3_FORCE_PATH_STYLE === 'true'
            : Boolean(e.MEDIA_S3_ENDPOINT),
        }
      : undefined,
  };
}

/**
 * Which payments the shop takes, refusing the settings that would lose or fake money (docs/decisions, "payments
 * mode"): keys without a webhook secret (Razorpay disables a webhook that keeps failing, and payments from customers
 * who close the tab are then never completed), and, for NODE_ENV=production, test payments that were not asked for.
 */
function checkPayments(e: z.infer<typeof envSchema>): 'sandbox' | 'test' | 'live' {
  const production = e.NODE_ENV === 'production';
  if (!e.RAZORPAY_KEY_ID) {
    if (e.PAYMENTS === 'test' || e.PAYMENTS === 'live') {
      throw new ConfigError(
        `PAYMENTS=${e.PAYMENTS} needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.`,
      );
    }
    if (production && e.PAYMENTS !== 'sandbox') {
      throw new ConfigError(
        'No Razorpay keys are set, so the shop could only take test payments, and NODE_ENV=production is a real shop. ' +
          'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (README, "Going live with Razorpay"), ' +
          'or PAYMENTS=sandbox to run in test mode on purpose.',
      );
    }
    return 'sandbox';
  }
  if (!e.RAZORPAY_WEBHOOK_SECRET) {
    throw new ConfigError(
      'RAZORPAY_WEBHOOK_SECRET is required with Razorpay keys: without the webhook, a customer who pays and closes the ' +
        'tab (or pays in a UPI app) is charged without an order. Create the webhook in the Razorpay dashboard ' +
        '(README, "Going live with Razorpay") and set its secret here.',
    );
  }
  const mode = e.RAZORPAY_KEY_ID.startsWith('rzp_live_') ? 'live' : 'test';
  if (e.PAYMENTS && e.PAYMENTS !== mode) {
    throw new ConfigError(`PAYMENTS=${e.PAYMENTS}, but RAZORPAY_KEY_ID is a ${mode} key.`);
  }
  if (production && mode === 'test' && e.PAYMENTS !== 'test') {
    throw new ConfigError(
      'RAZORPAY_KEY_ID is a test key (rzp_test_): no money moves, and NODE_ENV=production is a real shop. Use live keys, ' +
        'or set PAYMENTS=test to run in test mode on purpose.',
    );
  }
  return mode;
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
