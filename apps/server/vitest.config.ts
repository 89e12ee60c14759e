import { defineConfig } from 'vitest/config';

// Every test file runs once per database engine: PGlite always, the PostgreSQL server when TEST_DATABASE_URL is set.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: { name: engine, env: { TEST_DB_ENGINE: engine } },
    })),
  },
});
