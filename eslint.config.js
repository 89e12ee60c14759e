import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/server/drizzle/**',
      'bench/out/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**', 'apps/admin/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The server's layers (docs/architecture.md): http/, shared/ and db/ know nothing of the modules; orders, checkout
    // and payments never reach into each other's repositories (a flow that crosses them lives in flows/).
    files: ['apps/server/src/http/**', 'apps/server/src/shared/**', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/flows/**'],
              message: 'http/, shared/ and db/ sit below the modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/orders/**',
      'apps/server/src/modules/checkout/**',
      'apps/server/src/modules/payments/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/repository*'],
              message:
                "Another module's repository: write the cross-module step as a flow (apps/server/src/flows).",
            },
          ],
        },
      ],
    },
  },
);
