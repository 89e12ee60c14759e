import type { ReactNode } from 'react';

/**
 * A text the farm writes in both languages: the English field and the Malayalam one beside it on a wide screen,
 * the Malayalam under the English on a phone. The Malayalam field names its language in its label and carries
 * lang="ml" itself, so screen readers read each in its own voice.
 */
export function LanguagePair({ english, malayalam }: { english: ReactNode; malayalam: ReactNode }) {
  return (
    <div className="language-pair">
      <div className="language-pair-en">{english}</div>
      <div className="language-pair-ml">{malayalam}</div>
    </div>
  );
}

/** Said once above the pairs of a form. */
export function MalayalamNote() {
  return (
    <p className="hint language-note">
      Each text has an English field and a Malayalam one beside it. A Malayalam field may stay empty: the
      shop’s Malayalam pages then show the English.
    </p>
  );
}
