import type { ReactNode } from 'react';

/**
 * A form's (or a screen's) refusal in words, read out at once (role="alert"); nothing when there is none. Every
 * refusal the console shows is drawn by this, so they look and are announced alike.
 */
export function FormError({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}

/**
 * A field's error in words, beside its control: `id` is what the control's aria-describedby names. `alert` reads it
 * out at once, for an error that comes with no field focused (a list's). Nothing when there is no error.
 */
export function FieldError({
  id,
  alert = false,
  children,
}: {
  id?: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} className="field-error" role={alert ? 'alert' : undefined}>
      {children}
    </p>
  );
}
