import { useEffect, useRef, useState, type ReactNode } from 'react';
import { onServerDrawnPage } from '../lib/useAfterFirstPaint';
import styles from './Reveal.module.css';

/**
 * A section that fades in once when it first scrolls into view (not at all for visitors who ask for less motion, nor
 * on the page the server drew: that page is shown as it arrives, before its script runs, and nothing on it waits).
 */
export function Reveal({
  children,
  as: Tag = 'section',
  className = '',
  ...rest
}: {
  children: ReactNode;
  as?: 'section' | 'div';
  className?: string;
  'aria-labelledby'?: string;
  id?: string;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState(onServerDrawnPage);

  useEffect(() => {
    if (shown) return;
    const node = ref.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!node || reduced || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      className={`${styles.reveal} ${shown ? styles.shown : ''} ${className}`}
      // index.html shows it at once when JavaScript is off (a <noscript> style: nothing would ever reveal it).
      data-reveal=""
      {...rest}
    >
      {children}
    </Tag>
  );
}
