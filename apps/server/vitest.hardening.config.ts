import { defineConfig } from 'vitest/config';

// The hardening suite (npm run test:hardening): property-based bad input, other customers' data, money replays and
// stored HTML on every engine, then the child-process tests (crash, PostgreSQL restart, load) once.
// Files run one at a time: the PostgreSQL restart test would otherwise break the other files' connections.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    projects: [
      ...engines.map((engine) => ({
        extends: true as const,
        test: {
          name: `hardening-${engine}`,
          include: ['test/hardening/**/*.hardening.ts'],
          exclude: ['test/hardening/**/*.process.hardening.ts'],
          env: { TEST_DB_ENGINE: engine },
          globalSetup: ['test/database-templates.ts'],
        },
      })),
      {
        extends: true as const,
        test: { name: 'hardening-process', include: ['test/hardening/**/*.process.hardening.ts'] },
      },
    ],
  },
});
