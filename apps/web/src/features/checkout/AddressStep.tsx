import type { Address } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressLabel } from '../../shared/ui/AddressCard';
import { AddressForm } from '../../shared/ui/AddressForm';
import styles from './CheckoutPage.module.css';

export type AddressMode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/** Checkout's address area: choose one of the saved addresses, add a new one, or edit one (section 4's modes). */
export function AddressStep({
  addresses,
  selectedId,
  onSelect,
  mode,
  onMode,
}: {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  mode: AddressMode;
  onMode: (mode: AddressMode) => void;
}) {
  const { t } = useLingui();
  if (mode.kind === 'add' || addresses.length === 0) {
    return (
      <AddressForm
        focusFirstField={mode.kind === 'add'}
        title={addresses.length === 0 ? t`Where should we deliver?` : t`Add a new address`}
        offerDefault={addresses.length > 0}
        onCancel={addresses.length > 0 ? () => onMode({ kind: 'list' }) : undefined}
        onSaved={(saved) => {
          onSelect(saved.id);
          onMode({ kind: 'list' });
        }}
      />
    );
  }
  if (mode.kind === 'edit') {
    return (
      <AddressForm
        focusFirstField
        address={mode.address}
        onCancel={() => onMode({ kind: 'list' })}
        onSaved={(saved) => {
          onSelect(saved.id);
          onMode({ kind: 'list' });
        }}
      />
    );
  }
  return (
    <div className={styles.addressList}>
      <fieldset className={styles.plainFieldset}>
        <legend className="visually-hidden">
          <Trans>Choose a delivery address</Trans>
        </legend>
        <ul className={styles.choices}>
          {addresses.map((address) => {
            const checked = address.id === selectedId;
            const { name } = address;
            return (
              <li key={address.id} className={`${styles.choice} ${checked ? styles.chosen : ''}`}>
                <label className={styles.choiceLabel}>
                  <input
                    type="radio"
                    name="delivery-address"
                    value={address.id}
                    checked={checked}
                    onChange={() => onSelect(address.id)}
                    className={styles.radio}
                  />
                  <AddressLabel address={address} />
                </label>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onMode({ kind: 'edit', address })}
                >
                  <Trans>
                    Edit<span className="visually-hidden"> the address of {name}</span>
                  </Trans>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="button" className="button button-outline" onClick={() => onMode({ kind: 'add' })}>
        <Trans>+ Add a new address</Trans>
      </button>
    </div>
  );
}
