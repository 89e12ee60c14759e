import { BOOT_ID, BOOT_SCRIPT } from '../../shared/boot-script.js';
import { escapeHtml } from './html.js';

/** The boot script's tags (shared/boot-script.ts says why the scripts start after the first paint). */
export interface EntryScripts {
  /** The entry module's address. */
  entry: string;
  /** The modules it imports at once (Vite's modulepreload links). */
  preload: string[];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"\s*\/?>\s*/g;

/**
 * index.html without its entry tag and module preloads, and what they were; the same html and no scripts when the
 * build has no such tag (the pages then load as Vite wrote them).
 */
export function takeEntryScripts(indexHtml: string): { html: string; scripts?: EntryScripts } {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (entry === undefined) return { html: indexHtml };
  const preload = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const html = indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return { html, scripts: { entry, preload } };
}

/** The tags that start the page's scripts after its first paint: the entry's modules, then the screen's. */
export function bootTags(scripts: EntryScripts, screenScripts: string[]): string {
  const preload = [...new Set([...scripts.preload, ...screenScripts])];
  // JSON in a data block: `<` only inside strings, escaped, so the block cannot be ended early.
  const data = JSON.stringify({ entry: scripts.entry, preload }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${escapeHtml(BOOT_ID)}">${data}</script><script>${BOOT_SCRIPT}</script>`;
}
