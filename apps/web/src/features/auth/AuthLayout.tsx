import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

const PERKS = [
  'Follow, cancel or reorder your orders',
  'Keep your delivery addresses in one place',
  'Pay securely online at checkout',
];

/** The frame of the sign-in and sign-up screens: the form in a card, with a short word on what an account gives. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className={`container page ${styles.wrap}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
      <aside className={styles.aside} aria-label="Why have an account">
        <p className={styles.asideTitle}>Fresh from our farm in Kerala</p>
        <ul>
          {PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
