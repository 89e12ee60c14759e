import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { STATES } from '@farm/contract/constants';
import { i18n as pageI18n } from './language';

interface Template {
  id: string;
  names: string[];
  pattern: RegExp;
}

const PLACEHOLDER = /\{(\w+)\}/;

/**
 * The contract's message templates ("PIN code {pincode} is in {pinState}, …", PINCODE_MESSAGES) as patterns that
 * find their values in a filled message: every catalogue id with `{name}` placeholders is one (the contract
 * catalogue's ids are its English words; the screens' own ids are hashes). Read from the loaded catalogue, once per
 * language, so this file needs none of the contract's message tables (which live in the shared `common` chunk).
 */
const templatesOf = new WeakMap<Messages, Template[]>();
function templates(messages: Messages): Template[] {
  let found = templatesOf.get(messages);
  if (found) return found;
  found = Object.keys(messages)
    .filter((id) => PLACEHOLDER.test(id))
    .map((id) => {
      const names: string[] = [];
      const source = id
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { id, names, pattern: new RegExp(`^${source}$`) };
    });
  templatesOf.set(messages, found);
  return found;
}

/** A value filled into a template, in the page's language: a state's name (a `…state` placeholder) in Malayalam. */
function valueInLanguage(i18n: I18n, name: string, value: string): string {
  if (i18n.locale !== 'ml' || !/state$/i.test(name)) return value;
  return STATES.find((state) => state.name === value)?.nameMl ?? value;
}

/**
 * A text the contract gives in English, in the page's language: the catalogue's ids are those English words
 * (i18n/contract-extractor.ts). A message the server filled from a contract template (PINCODE_MESSAGES) is found
 * by its template, whose translation is filled with the same values (state names translated too). Anything else (a
 * sentence a server built around a name, the payment service's words) stays as it came.
 */
function translate(i18n: I18n, english: string): string {
  if (!english) return english;
  if (i18n.messages[english] !== undefined) return i18n._(english);
  for (const { id, names, pattern } of templates(i18n.messages)) {
    const found = pattern.exec(english);
    if (!found) continue;
    const values = Object.fromEntries(
      names.map((name, i) => [name, valueInLanguage(i18n, name, found[i + 1] ?? '')]),
    );
    return i18n._(id, values);
  }
  return english;
}

/**
 * Shows a text the contract gives in English (the spec's words, word for word, or a server's answer made of one) in
 * the page's language.
 */
export function useText(): (english: string) => string {
  const { i18n } = useLingui();
  return (english) => translate(i18n, english);
}

/**
 * The same outside a component (a server's error turned into a form's message): the page's language is fixed for
 * the page load (language.ts), so the shared Lingui instance says it. A text already shown in Malayalam, or one the
 * catalogue does not know, stays as it is, so passing a text through twice does no harm.
 */
export function textInPageLanguage(english: string): string {
  return translate(pageI18n, english);
}
