import { inLanguage } from '@farm/contract/languages';
import { currentLanguage } from '../../shared/i18n/language';

/**
 * A text the farm writes in both languages, as this page shows it. `lang` is 'en' where the English stands in for a
 * Malayalam text the farm has not written yet, so that element is read out in English on a Malayalam page.
 */
export function inPageLanguage(
  english: string,
  malayalam: string | null | undefined,
): { text: string; lang: 'en' | undefined } {
  const language = currentLanguage();
  const text = inLanguage(language, english, malayalam);
  return { text, lang: language === 'ml' && text === english ? 'en' : undefined };
}
