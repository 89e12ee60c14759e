import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

/**
 * A dialog for a step that cannot be undone (or that asks for details): it names what will happen, holds the form,
 * and says the server's refusal in words. Focus goes into it and back to the button that opened it.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  // Radix gives focus back only to its own Trigger: these dialogs open from page buttons, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="dialog"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const CloseDialog = Dialog.Close;

/**
 * A dialog's buttons: the one that closes it keeping things as they are (`keep`), then the step itself, which submits
 * the dialog's form unless it has its own `onClick`. Red (`danger`) for a step that removes or cancels.
 */
export function DialogActions({
  keep = 'Not now',
  action,
}: {
  keep?: ReactNode;
  action?: { label: ReactNode; danger?: boolean; disabled?: boolean; onClick?: () => void };
}) {
  return (
    <div className="dialog-actions">
      <CloseDialog asChild>
        <button className="button" type="button">
          {keep}
        </button>
      </CloseDialog>
      {action && (
        <button
          className={`button ${action.danger ? 'danger' : 'primary'}`}
          type={action.onClick ? 'button' : 'submit'}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}

/** A row's "Remove" button, naming what it removes for screen readers ("Remove Pepper"); its dialog asks first. */
export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button className="button small" type="button" aria-label={`Remove ${name}`} onClick={onClick}>
      Remove
    </button>
  );
}
