import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useText } from '../i18n/useText';
import styles from './States.module.css';

/** An empty list, in the spec's words (e.g. 'No data found.'). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  const text = useText();
  return (
    <div className={styles.empty}>
      <p>{text(message)}</p>
      {children}
    </div>
  );
}

/** Section 8: load failures show 'Error: {message}'. */
export function ErrorState({ message }: { message: string }) {
  // The message is often the server's words: the spec's, which the contract catalogue holds in Malayalam too.
  const text = useText();
  const reason = text(message);
  return (
    <p className={`${styles.error} error-text`} role="alert">
      <Trans>Error: {reason}</Trans>
    </p>
  );
}
