import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input with its error in words, tied to it for screen readers. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a refusal says about each field, first message only. */
export function fieldErrors(fields: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([name, messages]) => [name, messages[0] ?? '']),
  );
}
