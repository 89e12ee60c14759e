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
  // ---- The server (apps/server/src). Its layers (docs/architecture.md): http/, shared/ and db/ know nothing of the
  // modules; a module (modules/*) is reached only through its index.ts, its one public face, so what a module keeps
  // to itself can change without another module noticing. Checked on the import's path as written.
  ...serverModules().map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverModulePatterns(module) }],
    },
  })),
  {
    // A module's schema.ts names other modules' tables for its foreign keys, from their schema.ts and nothing else, so
    // that drizzle-kit and the database client load tables alone, never a module's services.
    files: ['apps/server/src/modules/*/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!schema\\.js$)',
              message: "A schema file imports only other modules' schema files.",
            },
          ],
        },
      ],
    },
  },
  {
    // flows/, app.ts, seed/, backup/ and the command line use the modules too, through their indexes alone.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [deepModuleImport('(^|/)modules/[^/]+/(?!index\\.js$)')] },
      ],
    },
  },
  {
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
    // The one exception: db/schema.ts gathers every module's schema.ts for drizzle-kit and the database client.
    files: ['apps/server/src/db/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/flows/**'], message: 'db/ sits below the flows.' },
            {
              regex: '(^|/)modules/[^/]+/(?!schema\\.js$)',
              message: "db/schema.ts gathers the modules' schema files and nothing else of theirs.",
            },
          ],
        },
      ],
    },
  },
);

/** The server's modules (apps/server/src/modules/*), each of which may import another only through its index.ts. */
function serverModules() {
  return fs
    .readdirSync(path.join(import.meta.dirname, 'apps/server/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The imports a file of one server module may not write. */
function serverModulePatterns(module) {
  const patterns = [
    // `../other/file.js`, or any path through `modules/other/`, unless the file is the other module's index.
    deepModuleImport(
      `^\\.\\./(?!${module}/)[^./][^/]*/(?!index\\.js$)|(^|/)modules/(?!${module}/)[^/]+/(?!index\\.js$)`,
    ),
  ];
  // Orders, checkout and payments never reach into each other's repositories: a step that crosses them is a flow.
  const ledger = ['orders', 'checkout', 'payments'];
  if (ledger.includes(module)) {
    patterns.push({
      regex: `^\\.\\./(${ledger.filter((other) => other !== module).join('|')})/`,
      importNamePattern: 'Repository',
      message: "Another module's repository: write the cross-module step as a flow (apps/server/src/flows).",
    });
  }
  return patterns;
}

function deepModuleImport(regex) {
  return { regex, message: "Another module's insides: import what it offers from its index.ts." };
}
