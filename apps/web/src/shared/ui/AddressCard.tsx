import type { Address } from '@farm/contract';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './AddressCard.module.css';
import { addressLines } from '../lib/format';

/** One saved address as a postal label, with a Default mark; `children` are its actions. */
export function AddressLabel({ address }: { address: Address }) {
  const [name, ...rest] = addressLines(address);
  return (
    <div className={styles.label}>
      <p className={styles.name}>
        {name}
        {address.is_default ? (
          <span className={styles.badge}>
            <Trans>Default</Trans>
          </span>
        ) : null}
      </p>
      {rest.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className={styles.phone}>
        <span className="visually-hidden">
          <Trans>Phone:</Trans>{' '}
        </span>
        <span aria-hidden="true">☎ </span>
        {address.phone_number}
      </p>
    </div>
  );
}

export function AddressCard({ address, children }: { address: Address; children?: ReactNode }) {
  return (
    <li className={`${styles.card} ${address.is_default ? styles.isDefault : ''}`}>
      <AddressLabel address={address} />
      {children ? <div className={styles.actions}>{children}</div> : null}
    </li>
  );
}

export { styles as addressCardStyles };
