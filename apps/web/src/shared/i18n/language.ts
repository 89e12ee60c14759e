/**
 * The page's language (issue 24): fixed for a page load by its address (/ml is Malayalam), so one Lingui instance
 * serves the whole page and code outside React (prices, dates) reads the same language. Switching reloads the page
 * in the other language (LanguageSwitch), which the server draws.
 */
import { i18n, type Messages } from '@lingui/core';
import { INTL_LOCALES, isLanguage, type Language } from '@farm/contract/languages';

/** The catalogues of a language, loaded on demand: a page loads only its own language's texts. */
const LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en'),
  ml: () => import('../../locales/ml'),
};

/** Loads `language`'s catalogues and makes it the page's language. */
export async function startLanguage(language: Language): Promise<void> {
  const { messages } = await LOADERS[language]();
  i18n.loadAndActivate({ locale: language, messages });
}

/** The page's language (English until one is started). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** The `Intl` locale of the page's language (en-IN or ml-IN): Indian digit grouping in both. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}

export { i18n };
