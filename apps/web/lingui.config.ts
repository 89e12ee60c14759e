import babel from '@lingui/cli/api/extractors/babel';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { contractTexts } from './i18n/contract-extractor';

/**
 * The storefront's catalogues (docs/decisions/2026-11-23-i18n-library.md): one per feature folder and locale, in
 * src/locales/{locale}/, so each folder's texts sit in one small file. `npm run i18n:extract -w apps/web` brings them
 * up to date with the code; src/shared/i18n/catalogues.test.ts fails while they are not, or while one lacks a
 * Malayalam translation.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  extractors: [contractTexts, babel],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/layout',
      include: ['<rootDir>/src/layout/', '<rootDir>/src/app/', '<rootDir>/src/main.tsx'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shared',
      include: ['<rootDir>/src/shared/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/contract',
      include: [
        '<rootDir>/../../packages/contract/src/messages.ts',
        '<rootDir>/../../packages/contract/src/stock-words.ts',
        '<rootDir>/../../packages/contract/src/notifications.ts',
        '<rootDir>/../../packages/contract/src/order-life.ts',
        '<rootDir>/../../packages/contract/src/complaints.ts',
        '<rootDir>/../../packages/contract/src/waitlist-words.ts',
        '<rootDir>/../../packages/contract/src/lot-page-words.ts',
      ],
    },
  ],
});
