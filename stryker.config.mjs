// Mutation testing of the shop's money and access rules: npm run test:mutation (bench/mutation/RESULTS.md has the
// scores, the survivors and how long a run takes). Only the files below are mutated, and vitest.mutation.config.ts
// runs only the tests that exercise them. MUTATE=path[,path] narrows a run to some of them, for quick iterations:
//   MUTATE=apps/server/src/modules/customers/tokens.ts npm run test:mutation
// Incremental: results of unchanged code and tests are reused from bench/mutation/stryker-incremental.json
// (--force retests everything). Reports: reports/mutation/mutation.html and .json (not committed).

/** The money and access rules (issue 16). */
const MUTATE = [
  'apps/server/src/modules/checkout/pricing.ts',
  'apps/server/src/modules/customers/tokens.ts',
  'apps/server/src/modules/customers/rate-limits.ts',
  'apps/server/src/modules/payments/signatures.ts',
  'apps/web/src/shared/cart/cartSlice.ts',
  'packages/contract/src/orders.ts',
  'packages/contract/src/common.ts',
  // The payable price and paise <-> rupees (moved out of common.ts); a pattern, so a run still starts without it.
  'packages/contract/src/pricing.ts',
  // Paise and rupees, the one rounding rule and the one formatter per language (issue 34).
  'packages/contract/src/money.ts',
  // The order's life (issue 34): every status list the server, the storefront and the console derive from it.
  'packages/contract/src/order-life.ts',
  // The unit sale price and the net quantity as the label declares them (issue 35).
  'packages/contract/src/labelling.ts',
  // A category's prices in bulk (issue 36): the new MRP and offer, rounded to whole rupees.
  'packages/contract/src/bulk-prices.ts',
  // Which lines a parcel holds and when a split order's first parcel may go (issue 37).
  'apps/server/src/modules/preorders/parcels.ts',
  // The shelf-life floor and lot dates (issue 38), and first expiry first with the generated lot code.
  'packages/contract/src/lots.ts',
  'apps/server/src/modules/stock/lots.ts',
];

const narrowed = process.env.MUTATE?.split(',')
  .map((file) => file.trim())
  .filter(Boolean);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  checkers: ['typescript'],
  // One program holding every mutated file, with the libraries of both the server (node) and the storefront (DOM).
  tsconfigFile: 'bench/mutation/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: narrowed ?? MUTATE,
  // The machine has 2 cores; the server tests start PGlite in-process.
  concurrency: 1,
  timeoutMS: 30_000,
  incremental: true,
  // A narrowed run keeps its own record, so that it never drops the other files' results from the committed one.
  incrementalFile: narrowed
    ? `reports/mutation/incremental-${narrowed.map((file) => file.replace(/\W+/g, '-')).join('+')}.json`
    : 'bench/mutation/stryker-incremental.json',
  // Not needed by the selected tests: the database, builds, browser journeys, docs, the other benchmarks.
  ignorePatterns: [
    '/data',
    'dist',
    '/e2e',
    '/docs',
    '/bench/*',
    '!/bench/mutation',
    'test-results',
    'coverage',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  cleanTempDir: 'always',
};
