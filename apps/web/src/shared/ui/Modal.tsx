import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

/** A dialog frame on Radix: focus kept inside, Escape and the × close it, focus returns where it was. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  tone = 'plain',
  dismissible = true,
  focusDialog = false,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  tone?: 'plain' | 'alert' | 'test';
  /** False while something is under way that closing must not interrupt. */
  dismissible?: boolean;
  /** Focus the dialog itself on opening, not its first button (where a stray Enter would press it). */
  focusDialog?: boolean;
  /** Room for a picture (a certificate shown full size). */
  wide?: boolean;
}) {
  const { t } = useLingui();
  // Radix returns focus to its own Trigger, and these dialogs are opened by the page's buttons: remember the button.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && dismissible) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles[tone]} ${wide ? styles.wide : ''}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (!focusDialog) return;
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description asChild>
              <div className={styles.description}>{description}</div>
            </Dialog.Description>
          ) : null}
          {children}
          {dismissible ? (
            <Dialog.Close className={styles.close} aria-label={t`Close`}>
              ×
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A message the customer acknowledges with OK (checkout's and the address form's modals). */
export function MessageModal({
  message,
  detail,
  onClose,
}: {
  /** The message (a text, or words with a part marked in another language), or null when the modal is closed. */
  message: ReactNode | null;
  detail?: string | null | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      tone="alert"
      title={message}
      description={detail ? <p>{detail}</p> : undefined}
    >
      <div className={styles.actions}>
        {/* The dialog's first button: Radix puts the focus on it when the message opens. */}
        <button type="button" className="button" onClick={onClose}>
          <Trans>OK</Trans>
        </button>
      </div>
    </Modal>
  );
}

/** Asks before something that cannot be undone. */
export function ConfirmModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onCancel} title={title} description={message} dismissible={!busy}>
      {error ? (
        <div className={`${styles.error} error-text`} role="alert">
          {error}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t`No, keep it`}
        </button>
        <button type="button" className={`button ${styles.danger}`} onClick={onConfirm} disabled={busy}>
          {busy ? t`Please wait…` : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

export { styles as modalStyles };
