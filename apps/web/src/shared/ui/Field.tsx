import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useText } from '../i18n/useText';
import styles from './Field.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled form field: the label, the control (rendered by `children` with the ids and aria attributes it
 * needs), an optional hint and the error message tied to the control with aria-describedby / aria-invalid.
 */
export function Field({
  label,
  error,
  hint,
  optional = false,
  className = '',
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  // Validation messages are the contract's English (its zod schemas, or the server's answer): said in the page's language.
  const text = useText();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? (
          <span className={styles.optional}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      {children({
        id,
        className: `${styles.control} ${error ? styles.invalid : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`${styles.error} error-text`}>
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A group of radio buttons (or checkboxes) with a legend, and its error tied to every option. */
export function ChoiceGroup({
  legend,
  error,
  className = '',
  children,
}: {
  legend: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (control: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const text = useText();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`${styles.group} ${className}`} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className={`${styles.error} error-text`}>
          {text(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A message about the whole form (not one field), read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.formAlert} role="alert">
      {children}
    </div>
  );
}
