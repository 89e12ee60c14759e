import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styles from './Home.module.css';

/**
 * A home section's longer words on a phone (issue 32): the section shows its first lines and a Read more button opens
 * the rest. Wider screens show everything and no button (Home.module.css). `region` goes on the element holding the
 * shortened parts; `styles.more` hides a part until it is opened, `styles.clamped` cuts a paragraph to its first
 * lines. The server draws it closed, as the browser first does, so nothing differs when the page is taken over; without
 * JavaScript everything shows (index.html's <noscript> style, by the `data-more` mark those parts also carry).
 */
export function useReadMore() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return {
    open,
    region: { id, 'data-open': open },
    toggle: () => setOpen((value) => !value),
  };
}

/** The button that opens (and closes again) a section's shortened parts; `section` names it for a screen reader. */
export function ReadMoreButton({ more, section }: { more: ReturnType<typeof useReadMore>; section: string }) {
  return (
    <button
      type="button"
      className={styles.moreButton}
      aria-expanded={more.open}
      aria-controls={more.region.id}
      onClick={more.toggle}
      data-needs-js
    >
      {more.open ? (
        <Trans>
          Show less<span className="visually-hidden">: {section}</span>
        </Trans>
      ) : (
        <Trans>
          Read more<span className="visually-hidden">: {section}</span>
        </Trans>
      )}
    </button>
  );
}
