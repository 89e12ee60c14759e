import type { Messages } from '@lingui/core';

// Every Malayalam catalogue (one per folder, compiled from src/locales/ml/*.po by @lingui/vite-plugin), as one module.
const catalogues = import.meta.glob<{ messages: Messages }>('./ml/*.po', { eager: true });
export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
