import type { ReactNode } from 'react';
import styles from './States.module.css';

/** An empty list, in the spec's words (e.g. 'No data found.'). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      {children}
    </div>
  );
}

/** Section 8: load failures show 'Error: {message}'. */
export function ErrorState({ message }: { message: string }) {
  return (
    <p className={`${styles.error} error-text`} role="alert">
      Error: {message}
    </p>
  );
}
