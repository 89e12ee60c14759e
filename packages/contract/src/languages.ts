// The storefront's two languages (issue 24): English at the shop's plain addresses, Malayalam under /ml. Constants and
// path helpers only, so the storefront's first screen and the server's page answerer may both use it.

export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ml: 'മലയാളം' };

/** The `Intl` locale of each language: Indian digit grouping (1,00,000) in both. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', ml: 'ml-IN' };

/** The path prefix of each language's pages: the Malayalam home page is /ml, a product /ml/product/... */
export const LANGUAGE_PREFIXES: Record<Language, string> = { en: '', ml: '/ml' };

/** The cookie that remembers the language a browser chose; the server reads it to send a plain address to /ml. */
export const LANGUAGE_COOKIE = 'shop_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a storefront path (no query string): Malayalam under /ml, otherwise English. */
export function languageOfPath(pathname: string): Language {
  return /^\/ml(?:\/|$)/i.test(pathname) ? 'ml' : 'en';
}

/** The path without its language prefix: /ml/cart is /cart, /ml is /. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** The same page in `language`: `pathInLanguage('/ml/cart', 'en')` is /cart, `pathInLanguage('/', 'ml')` is /ml. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = pathWithoutLanguage(pathname);
  const prefix = LANGUAGE_PREFIXES[language];
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/** A text the farm writes in both languages: the Malayalam one on Malayalam pages, the English one where it is empty. */
export function inLanguage(
  language: Language,
  english: string,
  malayalam: string | null | undefined,
): string {
  return language === 'ml' && malayalam && malayalam.trim() !== '' ? malayalam : english;
}
