import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DEMO_OWNER } from './support/console';
import { ONE_ENGINE_TAG } from './support/engines';

interface ServerSpec {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Only these journeys run against this server (the S3 one repeats the picture journeys). */
  testMatch?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// run.mjs chooses the ports and databases; run alone, the suite uses one PGlite server on 3999.
const servers: ServerSpec[] = process.env.E2E_SERVERS
  ? (JSON.parse(process.env.E2E_SERVERS) as ServerSpec[])
  : [{ name: 'pglite', port: 3999, env: { DATA_DIR: path.join(root, 'data', 'e2e') } }];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: servers.map((server, index) => ({
    name: server.name,
    ...(server.testMatch ? { testMatch: server.testMatch } : {}),
    // The engine-independent sweeps (support/engines.ts) run against the first server only.
    ...(index > 0 ? { grepInvert: ONE_ENGINE_TAG } : {}),
    use: { baseURL: `http://127.0.0.1:${server.port}` },
  })),
  webServer: servers.map((server) => ({
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${server.port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ENV_FILE: 'none',
      ...server.env,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The demo owner the console journeys sign in as (e2e/support/console.ts).
      DEMO_OWNER_PASSWORD: DEMO_OWNER.password,
    },
  })),
});
