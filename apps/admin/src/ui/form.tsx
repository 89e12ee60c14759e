import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ApiError } from '../api';
import { FieldError, FormError } from './errors';
import { describedBy, fieldErrors, useShownError } from './Field';

export { FieldError, FormError };

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="hint">
      {children}
    </p>
  );
}

/** A labelled text area with its error in words, tied to it for screen readers. */
export function TextArea({
  label,
  error,
  hint,
  onChange,
  ...area
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  // The error goes as soon as the text changes, and comes back only with the next submit's answer (ui/Field.tsx).
  const { ref, shown, changed } = useShownError<HTMLTextAreaElement>(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, shown, hint)}
        onChange={(event) => {
          changed();
          onChange?.(event);
        }}
        {...area}
      />
      {hint && <Hint id={id}>{hint}</Hint>}
      <FieldError id={`${id}-error`}>{shown}</FieldError>
    </div>
  );
}

/** A labelled choice from a list. */
export function Select({
  label,
  error,
  hint,
  options,
  onChange,
  ...select
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const { ref, shown, changed } = useShownError<HTMLSelectElement>(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={ref}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, shown, hint)}
        onChange={(event) => {
          changed();
          onChange?.(event);
        }}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <Hint id={id}>{hint}</Hint>}
      <FieldError id={`${id}-error`}>{shown}</FieldError>
    </div>
  );
}

/**
 * Issues of a schema, by field, first message each; one without a path is the form's. By the field's name (`lines`),
 * or with `wholePath` by the whole path (`lines.0.quantity`) as the server names a list's fields.
 */
export function issuesOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  { wholePath = false }: { wholePath?: boolean } = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const name = wholePath ? issue.path.map(String).join('.') : String(issue.path[0] ?? '');
    out[name || 'form'] ??= issue.message;
  }
  return out;
}

/** A refusal as the form shows it: a message for the form and one beside each field the server named. */
export function refusalOf(error: unknown): { form: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { form: error.message, fields: fieldErrors(error.fields) };
  return { form: error instanceof Error ? error.message : String(error), fields: {} };
}

/** The form's message after saving: a refusal (read out at once) or the server's confirmation. */
export function FormMessage({ error, done }: { error?: string | undefined; done?: string | undefined }) {
  if (error) return <FormError>{error}</FormError>;
  return done ? (
    <p className="note" role="status">
      {done}
    </p>
  ) : null;
}
