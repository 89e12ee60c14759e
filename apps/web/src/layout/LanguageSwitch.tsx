import { LANGUAGE_COOKIE, LANGUAGE_NAMES, pathInLanguage, type Language } from '@farm/contract/languages';
import { useLocation } from 'react-router';
import { currentLanguage } from '../shared/i18n/language';
import styles from './LanguageSwitch.module.css';
import { MALAYALAM_WORD } from './malayalamWord';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice in this browser: the server then sends the shop's plain addresses to /ml. */
function remember(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The link to this page in the other language (issue 24), written in that language. A whole new page load, so the
 * server draws it in its language and the page loads only that language's texts; a plain link without JavaScript.
 */
export function LanguageSwitch({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const other: Language = currentLanguage() === 'ml' ? 'en' : 'ml';
  return (
    <a
      href={`${pathInLanguage(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className={className}
      // On an English page the word is drawn, not written (malayalamWord.ts): the page then never downloads the
      // Malayalam font for it; its name is still the word itself.
      aria-label={other === 'ml' ? LANGUAGE_NAMES.ml : undefined}
      onClick={() => {
        remember(other);
        onChoose?.();
      }}
    >
      {other === 'ml' ? (
        <svg className={styles.word} viewBox={MALAYALAM_WORD.viewBox} aria-hidden="true" focusable="false">
          <path d={MALAYALAM_WORD.path} fill="currentColor" />
        </svg>
      ) : (
        LANGUAGE_NAMES[other]
      )}
    </a>
  );
}
