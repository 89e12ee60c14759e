/**
 * Lingui extractor for the contract's customer texts (packages/contract): the spec's messages stay word for word in
 * English there, one source for both sides. Each exported text table named *MESSAGES or *_LABELS (and NEEDS_JAVASCRIPT) goes into
 * the "contract" catalogue with its English words as the id, so the storefront shows a contract text, or a server's
 * answer made of one, in the page's language with `useText()` (src/shared/i18n), and the Malayalam catalogue carries
 * the translation.
 */
import type { ExtractorType } from '@lingui/conf';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** The contract files whose texts a customer reads in the storefront (the console's stay English). */
const STOREFRONT_TEXT_FILES =
  /packages[\\/]contract[\\/]src[\\/](?:messages|stock-words|notifications|order-life|complaints|waitlist-words|lot-page-words)\.ts$/;
const TEXT_TABLE = /(?:^|_)MESSAGES$|_LABELS$|^NEEDS_JAVASCRIPT$/;

export const contractTexts: ExtractorType = {
  match: (filename) => STOREFRONT_TEXT_FILES.test(filename),
  async extract(filename, _code, onMessageExtracted) {
    const module = await jiti.import<Record<string, unknown>>(filename);
    for (const [name, table] of Object.entries(module)) {
      if (!TEXT_TABLE.test(name) || typeof table !== 'object' || table === null) continue;
      for (const [key, text] of Object.entries(table)) {
        if (typeof text !== 'string') continue;
        onMessageExtracted({ id: text, message: text, comment: `${name}.${key}`, origin: [filename, 1] });
      }
    }
  },
};
