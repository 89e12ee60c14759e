import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ChipBar.module.css';

/**
 * A row of chips (the category links) that scrolls sideways when it is wider than the page: it fades out at an end
 * with more to see, and has arrows to scroll it, so it never just looks cut off.
 */
export function ChipBar({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      setMore({ start: scrollLeft > 2, end: scrollLeft + clientWidth < scrollWidth - 2 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const what = label.toLowerCase();
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <nav aria-label={label} className={styles.bar}>
      {more.start ? (
        <button type="button" className={`${styles.arrow} ${styles.start}`} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">
            <Trans>Scroll {what} back</Trans>
          </span>
        </button>
      ) : null}
      <div
        ref={row}
        className={`${styles.row} ${more.start ? styles.fadeStart : ''} ${more.end ? styles.fadeEnd : ''}`}
      >
        {children}
      </div>
      {more.end ? (
        <button type="button" className={`${styles.arrow} ${styles.end}`} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">
            <Trans>Scroll {what} on</Trans>
          </span>
        </button>
      ) : null}
    </nav>
  );
}
