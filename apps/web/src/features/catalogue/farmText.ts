import { inLanguage, type Language } from '@farm/contract/languages';
import { currentLanguage } from '../../shared/i18n/language';

/**
 * A text the farm writes in both languages as the page shows it (the English where the Malayalam is empty), with the
 * `lang` its element needs when that text is not in the page's language (undefined when it is).
 */
export function farmText(
  english: string,
  malayalam: string | null | undefined,
  language: Language = currentLanguage(),
): { text: string; lang: Language | undefined } {
  const text = inLanguage(language, english, malayalam);
  return { text, lang: language === 'ml' && text !== malayalam ? 'en' : undefined };
}
