import { useLingui } from '@lingui/react';

/**
 * Shows a text the contract gives in English (the spec's words, word for word, or a server's answer made of one) in
 * the page's language: the contract catalogue's ids are those English words (i18n/contract-extractor.ts). A text the
 * catalogue does not know (a sentence a server built around a name) stays as it came.
 */
export function useText(): (english: string) => string {
  const { i18n } = useLingui();
  return (english) => (english && i18n.messages[english] !== undefined ? i18n._(english) : english);
}
