import { useState, type ReactNode } from 'react';
import { ActionDialog, DialogActions } from './Confirm';
import { FormError } from './form';

/**
 * A button that asks first: the dialog names what will happen, and the server's refusal is said in words inside it.
 * `onConfirm` answers the message to show, or throws.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  confirmLabel,
  onConfirm,
  danger = false,
  onOpen,
  children,
}: {
  label: string;
  /** A fuller name for screen readers when the visible label is short (which of several rows). */
  ariaLabel?: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  danger?: boolean;
  /** Called as the dialog opens: the page clears what its last action said (a new action has begun). */
  onOpen?: () => void;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      setOpen(false);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        className={`button small${danger ? ' danger' : ''}`}
        type="button"
        aria-label={ariaLabel}
        onClick={() => {
          setError(undefined);
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </button>
      <ActionDialog open={open} onOpenChange={setOpen} title={title} description={description}>
        {children}
        <FormError>{error}</FormError>
        <DialogActions
          keep="Keep as it is"
          action={{
            label: busy ? 'Working…' : confirmLabel,
            danger,
            disabled: busy,
            onClick: () => void confirm(),
          }}
        />
      </ActionDialog>
    </>
  );
}

/** A time as the farm reads it, in Kerala. */
export const keralaTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
