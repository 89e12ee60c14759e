import { useLingui } from '@lingui/react';
import { i18n as pageI18n } from './language';

/**
 * Shows a text the contract gives in English (the spec's words, word for word, or a server's answer made of one) in
 * the page's language: the contract catalogue's ids are those English words (i18n/contract-extractor.ts). A text the
 * catalogue does not know (a sentence a server built around a name) stays as it came.
 */
export function useText(): (english: string) => string {
  const { i18n } = useLingui();
  return (english) => (english && i18n.messages[english] !== undefined ? i18n._(english) : english);
}

/**
 * The same outside a component (a server's error turned into a form's message): the page's language is fixed for
 * the page load (language.ts), so the shared Lingui instance says it. A text already shown in Malayalam, or one the
 * catalogue does not know, stays as it is, so passing a text through twice does no harm.
 */
export function textInPageLanguage(english: string): string {
  return english && pageI18n.messages[english] !== undefined ? pageI18n._(english) : english;
}
