import { MESSAGES } from '@farm/contract/messages';
import { useText } from '../i18n/useText';
import styles from './Spinner.module.css';

/** Loading state: a spinner with 'Loading...' for screen readers (and on screen when `visibleLabel`). */
export function Spinner({ label, visibleLabel = false }: { label?: string; visibleLabel?: boolean }) {
  const text = useText();
  return (
    // `is-loading`: while it shows, the layout keeps the page a screen tall (Layout.module.css).
    <div className={`${styles.wrap} is-loading`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={visibleLabel ? styles.label : 'visually-hidden'}>
        {label ?? text(MESSAGES.loading)}
      </span>
    </div>
  );
}
