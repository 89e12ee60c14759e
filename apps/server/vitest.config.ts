import { defineConfig } from 'vitest/config';

// Unit tests beside the code run once; the API tests in test/ run once per database engine: PGlite always, and the
// PostgreSQL server too when TEST_DATABASE_URL is set.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Two files at a time even on a two-core machine (vitest's default there is one): much of a file's time is spent
    // waiting on PostgreSQL's own process, password hashing threads and timers, which the other file fills.
    maxWorkers: 2,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      ...engines.map((engine) => ({
        extends: true as const,
        test: {
          name: engine,
          include: ['test/**/*.test.ts'],
          env: { TEST_DB_ENGINE: engine },
          // Each file's database is a copy of one the run migrates and seeds once (test/database-templates.ts).
          globalSetup: ['test/database-templates.ts'],
        },
      })),
    ],
  },
});
