import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

const PERKS: MessageDescriptor[] = [
  msg`Follow, cancel or reorder your orders`,
  msg`Keep your delivery addresses in one place`,
  msg`Pay securely online at checkout`,
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
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <div className={`container page ${styles.wrap}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
      <aside className={styles.aside} aria-label={t`Why have an account`}>
        <p className={styles.asideTitle}>
          <Trans>Fresh from our farm in Kerala</Trans>
        </p>
        <ul>
          {PERKS.map((perk) => (
            <li key={perk.id}>{i18n._(perk)}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
