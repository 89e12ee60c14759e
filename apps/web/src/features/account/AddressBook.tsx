import { ADDRESS_MESSAGES, type Address } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { useText } from '../../shared/i18n/useText';
import { useAddressList } from '../../shared/api/addresses';
import { useDeleteAddressMutation, useSetDefaultAddressMutation } from './accountApi';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { Spinner } from '../../shared/ui/Spinner';
import { AddressCard, addressCardStyles as card } from '../../shared/ui/AddressCard';
import styles from './AccountPage.module.css';
import { AddressForm } from '../../shared/ui/AddressForm';
import { ConfirmModal, MessageModal } from '../../shared/ui/Modal';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/** The Address tab: list (default first, marked), add, edit, remove with a confirmation, set default. */
export function AddressBook() {
  const { t } = useLingui();
  const text = useText();
  const { addresses, isLoading, error } = useAddressList();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [removing, setRemoving] = useState<Address | null>(null);
  const [deleteAddress, deletion] = useDeleteAddressMutation();
  const [setDefault, defaulting] = useSetDefaultAddressMutation();
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (isLoading) return <Spinner label={t`Loading your addresses...`} />;
  if (error) return <ErrorState message={text(errorMessage(error, t`Could not load your addresses.`))} />;

  if (mode.kind !== 'list') {
    return (
      <AddressForm
        focusFirstField
        address={mode.kind === 'edit' ? mode.address : null}
        offerDefault={addresses.length > 0}
        onCancel={() => setMode({ kind: 'list' })}
        onSaved={() => {
          setNotice(mode.kind === 'edit' ? t`Your changes are saved.` : t`The address has been added.`);
          setMode({ kind: 'list' });
        }}
      />
    );
  }

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const result = await deleteAddress(removing.id).unwrap();
      setNotice(text(result.message || ADDRESS_MESSAGES.deleted));
      setRemoving(null);
    } catch {
      // The dialog stays open and says so.
    }
  };

  const makeDefault = async (address: Address) => {
    try {
      await setDefault(address.id).unwrap();
      const name = `${address.first_name} ${address.last_name}`;
      setNotice(t`${name}'s address is now your default.`);
    } catch (failure) {
      setProblem(text(errorMessage(failure, t`Could not change your default address. Please try again.`)));
    }
  };

  return (
    <div className={styles.tabBody}>
      <div className={styles.tabHead}>
        <h2 className={styles.tabTitle}>
          <Trans>Your addresses</Trans>
        </h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            setNotice('');
            setMode({ kind: 'add' });
          }}
        >
          <Trans>+ Add a new address</Trans>
        </button>
      </div>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {addresses.length === 0 ? (
        <EmptyState message={t`You have not saved a delivery address yet.`} />
      ) : (
        <ul className={styles.addressGrid}>
          {addresses.map((address) => {
            const { name } = address;
            return (
              <AddressCard key={address.id} address={address}>
                <button
                  type="button"
                  className={card.action}
                  onClick={() => {
                    setNotice('');
                    setMode({ kind: 'edit', address });
                  }}
                >
                  <Trans>
                    Edit<span className="visually-hidden"> the address of {name}</span>
                  </Trans>
                </button>
                <button
                  type="button"
                  className={`${card.action} ${card.remove}`}
                  onClick={() => {
                    deletion.reset();
                    setRemoving(address);
                  }}
                >
                  <Trans>
                    Remove<span className="visually-hidden"> the address of {name}</span>
                  </Trans>
                </button>
                {!address.is_default ? (
                  <button
                    type="button"
                    className={card.action}
                    disabled={defaulting.isLoading}
                    onClick={() => void makeDefault(address)}
                  >
                    <Trans>Set as default</Trans>
                  </button>
                ) : null}
              </AddressCard>
            );
          })}
        </ul>
      )}
      <ConfirmModal
        open={removing !== null}
        title={t`Remove address`}
        message={
          <>
            <p>{text(ADDRESS_MESSAGES.deleteConfirm)}</p>
            {removing ? (
              <p className={styles.quote}>
                {removing.name}, {removing.address}, {removing.city}
              </p>
            ) : null}
          </>
        }
        confirmLabel={t`Yes, remove it`}
        busy={deletion.isLoading}
        error={deletion.isError ? text(errorMessage(deletion.error, t`Could not remove the address.`)) : null}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      <MessageModal message={problem} onClose={() => setProblem(null)} />
    </div>
  );
}
