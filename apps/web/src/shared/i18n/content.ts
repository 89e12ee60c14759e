import { inLanguage, type Language } from '@farm/contract/languages';
import { currentLanguage } from './language';

/**
 * A text the farm writes in both languages, as the page shows it: the Malayalam on a Malayalam page where the farm
 * wrote one, else the English. `lang` is 'en' where the English stands in on a Malayalam page, so its element is read
 * out in English; undefined when the text is in the page's language.
 */
export function inPageLanguage(
  english: string,
  malayalam: string | null | undefined,
  language: Language = currentLanguage(),
): { text: string; lang: 'en' | undefined } {
  const text = inLanguage(language, english, malayalam);
  return { text, lang: language === 'ml' && text !== malayalam ? 'en' : undefined };
}

/**
 * A name the farm gives in both languages, as cards and headings show it: the page's language leads and the other
 * follows on a second line (the Malayalam under the English on English pages, as before; the English under the
 * Malayalam on Malayalam pages). No second line when the farm gave one name only.
 */
export function namesInPageLanguage(
  english: string,
  malayalam: string | null | undefined,
  language: Language = currentLanguage(),
): { main: { text: string; lang: 'en' | 'ml' | undefined }; other?: { text: string; lang: 'en' | 'ml' } } {
  const hasMalayalam = Boolean(malayalam && malayalam.trim());
  if (language === 'ml') {
    return hasMalayalam
      ? { main: { text: malayalam!, lang: undefined }, other: { text: english, lang: 'en' } }
      : { main: { text: english, lang: 'en' } };
  }
  return hasMalayalam
    ? { main: { text: english, lang: undefined }, other: { text: malayalam!, lang: 'ml' } }
    : { main: { text: english, lang: undefined } };
}
