import styles from './Spinner.module.css';

/** Loading state: a spinner with 'Loading...' for screen readers (and on screen when `visibleLabel`). */
export function Spinner({
  label = 'Loading...',
  visibleLabel = false,
}: {
  label?: string;
  visibleLabel?: boolean;
}) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={visibleLabel ? styles.label : 'visually-hidden'}>{label}</span>
    </div>
  );
}
