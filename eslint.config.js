import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The storefront's features (apps/web/src/features/*), each of which may import only itself and the layers below. */
const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = fs
  .readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The console's sections (apps/admin/src/*: orders, stock, content...), each of which may import only itself, ui/
 * and the app's api.ts, session.tsx and sections.ts. ui/ is what sections share; test/ is the tests' harness.
 */
const adminSrc = path.join(import.meta.dirname, 'apps/admin/src');
const adminShared = ['ui', 'test'];
const adminSections = fs
  .readdirSync(adminSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !adminShared.includes(entry.name))
  .map((entry) => entry.name);

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
  // ---- The console (apps/admin), held to the storefront's rules (issue 34, item 1). Its layers: the app's frame
  // (App.tsx, Shell.tsx, main.tsx) -> the sections (orders/, stock/, content/...) -> ui/ (the pieces two sections
  // share) and the app's api.ts, session.tsx and sections.ts, which every layer may use. A section never imports
  // another section or the frame; ui/ imports no section. Checked on the import's path as written, CSS included;
  // tests may put sections together.
  {
    files: ['apps/admin/src/ui/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(api|session|sections)$)',
              message: 'ui/ sits below the sections and the frame: move what it needs into ui/.',
            },
          ],
        },
      ],
    },
  },
  ...adminSections.map((section) => ({
    files: [`apps/admin/src/${section}/**/*.{ts,tsx}`],
    ignores: ['apps/admin/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!ui/|${section}/|(api|session|sections)$)`,
              message:
                'A section never imports another section or the frame (App, Shell, main): move what both need into ui/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/admin/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // ---- (end of the console's blocks)
  // The storefront's layers: app/ (store, router, the page data it starts with) -> features/* and layout/ -> shared/
  // (ui, lib, api, session, cart, store hooks). shared/ never imports from above it; a feature never imports another
  // feature or app/ (what two features need, and the typed store hooks and the base api, live in shared/); layout/ may
  // compose features but not reach into app/. Checked on the import's path as written (static and type-only imports).
  // Tests may put features together (test/ is the harness). (eslint-plugin-import-x resolved the paths, but its
  // resolver's platform packages are not all on the registry this project installs from, so `npm ci` refused it.)
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|layout|app|test)(/|$)',
              message: 'shared/ sits below features/, layout/ and app/: move what it needs into shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/layout/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)app(/|$)', message: 'app/ sits above the layout: use shared/ instead.' }],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)app(/|$)',
              message: 'app/ sits above the features: use shared/ (api, store hooks) instead.',
            },
            {
              regex: `^\\.\\./(?!\\.\\./|${feature}/)|(^|/)features/(?!${feature}/)`,
              message: 'A feature never imports another feature: move what both need into shared/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      // A choice's label wraps its radio button and two lines of text (name and hint), three elements deep.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
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
