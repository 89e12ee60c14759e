import type { Messages } from '@lingui/core';

// Every English catalogue (one per folder, compiled from src/locales/en/*.po by @lingui/vite-plugin), as one module.
const catalogues = import.meta.glob<{ messages: Messages }>('./en/*.po', { eager: true });
export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
