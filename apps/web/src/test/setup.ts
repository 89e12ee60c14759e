import '@testing-library/jest-dom/vitest';
import { I18nProvider } from '@lingui/react';
import { cleanup, configure, type RenderOptions } from '@testing-library/react';
import type * as Testing from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { messages } from '../locales/en';
import { i18n } from '../shared/i18n/language';

// The screens speak through Lingui (src/shared/i18n): tests read them in English, as the spec words them.
i18n.loadAndActivate({ locale: 'en', messages });

// Every render gets the page's i18n context, as main.tsx gives the whole app; a test may still pass its own wrapper.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof Testing>();
  const WithTexts = ({ children }: { children: ReactNode }) =>
    createElement(I18nProvider, { i18n }, children);
  return {
    ...library,
    render: ((ui: ReactNode, options?: RenderOptions) =>
      library.render(ui, { wrapper: WithTexts, ...options })) as typeof library.render,
  };
});

// findBy... waits up to this long for what a screen shows after its data arrives: a loaded machine took over the
// default second (a test still fails at once when the screen shows something else).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (the catalogue check) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
