/**
 * The vitest configuration Stryker runs (npm run test:mutation, see stryker.config.mjs): one project per workspace,
 * each including only the test files that exercise the mutated files, so that a run takes minutes, not hours. The
 * server project runs on PGlite only; the hardening suite and the browser journeys are never part of it.
 *
 * MUTATE=path[,path] narrows the tests to those of the given files (stryker.config.mjs narrows `mutate` the same way).
 * MUTATION_BASELINE=1 leaves out the mutation-*.test.ts files, to measure what the other tests alone kill.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Mutated file -> the test files (relative to the repository) that can kill its mutants. */
export const TESTS: Record<string, string[]> = {
  'apps/server/src/modules/checkout/pricing.ts': [
    'apps/server/test/mutation-pricing.test.ts',
    'apps/server/test/checkout.test.ts',
    'apps/server/test/rules.test.ts',
  ],
  'apps/server/src/modules/customers/tokens.ts': [
    'apps/server/test/mutation-tokens.test.ts',
    'apps/server/test/customers.test.ts',
  ],
  'apps/server/src/modules/customers/rate-limits.ts': [
    'apps/server/test/mutation-rate-limits.test.ts',
    'apps/server/test/rate-limits.test.ts',
  ],
  'apps/server/src/modules/payments/signatures.ts': [
    'apps/server/test/mutation-signatures.test.ts',
    'apps/server/test/razorpay.test.ts',
  ],
  // Refunds by line, cancels and moves (issue 32): what the order, the ledger, the shelf and the customer see.
  'apps/server/src/flows/order-changes.ts': [
    'apps/server/test/refund-lines.test.ts',
    'apps/server/test/staff-orders.test.ts',
  ],
  'apps/web/src/shared/cart/cartSlice.ts': [
    'apps/web/src/shared/cart/mutation-cartSlice.test.ts',
    'apps/web/src/shared/cart/cartSlice.test.ts',
  ],
  // The contract's schemas are built when the module loads, so each of their mutants reruns every test selected
  // here: only the contract's own (fast) tests, which check the schemas as the server applies them.
  'packages/contract/src/orders.ts': [
    'packages/contract/src/mutation-orders.test.ts',
    'packages/contract/src/contract.test.ts',
  ],
  'packages/contract/src/common.ts': [
    'packages/contract/src/mutation-common.test.ts',
    'packages/contract/src/contract.test.ts',
  ],
  'packages/contract/src/pricing.ts': [
    'packages/contract/src/mutation-common.test.ts',
    'packages/contract/src/contract.test.ts',
  ],
  'packages/contract/src/money.ts': ['packages/contract/src/money.test.ts'],
  'packages/contract/src/order-life.ts': ['packages/contract/src/order-life.test.ts'],
  'packages/contract/src/labelling.ts': ['packages/contract/src/labelling.test.ts'],
  'packages/contract/src/bulk-prices.ts': ['packages/contract/src/bulk-prices.test.ts'],
  'apps/server/src/modules/preorders/parcels.ts': ['apps/server/test/mutation-parcels.test.ts'],
  'packages/contract/src/lots.ts': ['packages/contract/src/lots.test.ts'],
  'apps/server/src/modules/stock/lots.ts': ['apps/server/test/mutation-lots.test.ts'],
};

const wanted = process.env.MUTATE?.split(',')
  .map((file) => file.trim())
  .filter(Boolean);
const files = [
  ...new Set(
    Object.entries(TESTS)
      .filter(([source]) => !wanted || wanted.includes(source))
      .flatMap(([, tests]) => tests),
  ),
].filter((file) => !process.env.MUTATION_BASELINE || !path.basename(file).startsWith('mutation-'));

/** Test files of one workspace, relative to it; a pattern that matches nothing when there are none. */
function testsUnder(workspace: string): string[] {
  const mine = files
    .filter((file) => file.startsWith(`${workspace}/`))
    .map((file) => file.slice(workspace.length + 1));
  return mine.length > 0 ? mine : ['__no_mutation_tests__'];
}

// Through node_modules, @farm/contract is the repository's own copy; Stryker's sandbox must use its mutated one.
const contract = path.join(root, 'packages/contract/src');
const alias = [
  { find: /^@farm\/contract$/, replacement: path.join(contract, 'index.ts') },
  { find: /^@farm\/contract\/(constants|messages)$/, replacement: path.join(contract, '$1.ts') },
];

export default defineConfig({
  resolve: { alias },
  test: {
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: path.join(root, 'apps/server'),
          include: testsUnder('apps/server'),
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: path.join(root, 'apps/web/vitest.config.ts'),
        resolve: { alias },
        test: {
          name: 'web',
          root: path.join(root, 'apps/web'),
          include: testsUnder('apps/web'),
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          root: path.join(root, 'packages/contract'),
          include: testsUnder('packages/contract'),
        },
      },
    ],
  },
});
