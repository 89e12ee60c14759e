import { zodResolver } from '@hookform/resolvers/zod';
import {
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api';
import { FieldError, FormError } from './errors';
import { ControlFrame, fieldErrors, useControl } from './Field';

export { FieldError, FormError };

/** A labelled text area with its error in words, tied to it for screen readers. */
export function TextArea({
  label,
  error,
  hint,
  onChange,
  ref,
  ...area
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The form's own ref (react-hook-form's register gives one), beside the error's. */
  ref?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  // The error goes as soon as the text changes, and comes back only with the next submit's answer (ui/Field.tsx).
  const control = useControl<HTMLTextAreaElement>({ error, hint, ref, onChange });
  return (
    <ControlFrame id={control.id} label={label} hint={hint} error={control.shown}>
      <textarea {...control.props} {...area} />
    </ControlFrame>
  );
}

/** A labelled choice from a list. */
export function Select({
  label,
  error,
  hint,
  options,
  onChange,
  ref,
  ...select
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The form's own ref (react-hook-form's register gives one), beside the error's. */
  ref?: Ref<HTMLSelectElement>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const control = useControl<HTMLSelectElement>({ error, hint, ref, onChange });
  return (
    <ControlFrame id={control.id} label={label} hint={hint} error={control.shown}>
      <select {...control.props} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </ControlFrame>
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

/**
 * The console's one way to run a form (issue 34): react-hook-form with the contract's zod schema, as the storefront's
 * forms do. `submit(send)` checks the values against the schema (each field's first issue beside it, nothing sent),
 * then sends the parsed values; a refusal from the server comes back as the form's message (`refusal`) and the errors
 * it names beside their fields. A field's error is checked again as it changes after a submit, so a fixed field's
 * error goes (Field hides it as soon as the person edits, too).
 *
 * `errors` is each field's message by name, as Field's `error` takes it; `busy` is true while the values are sent.
 */
export function useZodForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  {
    refusalBesideFields = false,
  }: {
    /**
     * A refusal that names fields is said beside them only, not as the form's message too (its message repeats
     * theirs: "The current password is wrong"), so it goes once the field is fixed; the rest are the form's.
     */
    refusalBesideFields?: boolean;
  } = {},
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const errors: Record<string, string | undefined> = {};
  for (const [name, error] of Object.entries(form.formState.errors)) {
    errors[name] = typeof error?.message === 'string' ? error.message : undefined;
  }

  /** The form's onSubmit: `onBegin` runs first on every submit (the page clears what it said last). */
  function submit(send: (values: Out) => Promise<void>, onBegin?: () => void) {
    const handle = form.handleSubmit(
      async (values) => {
        setBusy(true);
        try {
          await send(values);
        } catch (failure) {
          const { form: message, fields } = refusalOf(failure);
          const named = Object.entries(fields);
          if (!refusalBesideFields || named.length === 0) setRefusal(message);
          for (const [name, text] of named) {
            form.setError(name as Path<In>, { type: 'server', message: text });
          }
        } finally {
          setBusy(false);
        }
      },
      () => setRefusal(undefined),
    );
    return (event: FormEvent<HTMLFormElement>) => {
      onBegin?.();
      // The last try's refusal goes as this one begins; this one's answer replaces it.
      setRefusal(undefined);
      void handle(event);
    };
  }

  return { ...form, errors, refusal, busy, submit };
}
