import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldError } from './errors';

/**
 * A field's error as the person sees it: the error the form gives, until they change the field's value (they are
 * fixing it: a red message beside a value already fixed only misleads), and again from the form's next submit, whose
 * answer is the field's error now. Every console field (Field here, TextArea and Select in ui/form.tsx) shows
 * its error through this, so no form has to clear a field's error by hand.
 *
 * `ref` goes on the control (its form is listened to for submits); `changed` is called from its onChange.
 */
export function useShownError<E extends HTMLElement>(error: string | undefined) {
  const ref = useRef<E>(null);
  const [edited, setEdited] = useState(false);
  // A new error from the form (a submit's answer) is shown even if the field was edited before it came.
  const [given, setGiven] = useState(error);
  if (given !== error) {
    setGiven(error);
    setEdited(false);
  }
  useEffect(() => {
    const form = formOf(ref.current);
    if (!form) return;
    // The native submit event comes before React's onSubmit handler, which answers with the errors of now.
    const sent = () => setEdited(false);
    form.addEventListener('submit', sent);
    return () => form.removeEventListener('submit', sent);
  }, []);
  return { ref, shown: edited ? undefined : error, changed: () => setEdited(true) };
}

/** The form a control belongs to (its `form` attribute may name one it is not inside), or the one around it. */
function formOf(element: HTMLElement | null): HTMLFormElement | null {
  if (!element) return null;
  const control = element.matches('input, select, textarea')
    ? element
    : element.querySelector('input, select, textarea');
  return (control as HTMLInputElement | null)?.form ?? element.closest('form');
}

/** The ids a control points to for its hint and its error, or undefined when it has neither. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode | undefined) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Gives a ref its node, whether it is a function or an object. */
function fill<E>(ref: Ref<E> | undefined, node: E | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * The wiring every labelled control shares (Field here, TextArea and Select in ui/form.tsx): its id, a ref that is
 * both the shown error's and the form's own (react-hook-form's register gives one), its error and hint tied to it for
 * screen readers, and a change that hides the error (useShownError). `props` go on the control; `shown` is the error.
 */
export function useControl<E extends Control>({
  error,
  hint,
  ref: given,
  onChange,
}: {
  error: string | undefined;
  hint: ReactNode | undefined;
  ref: Ref<E> | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
}) {
  const id = useId();
  const { ref, shown, changed } = useShownError<E>(error);
  return {
    id,
    shown,
    props: {
      id,
      ref: (node: E | null) => {
        ref.current = node;
        fill(given, node);
      },
      'aria-invalid': shown ? (true as const) : undefined,
      'aria-describedby': describedBy(id, shown, hint),
      onChange: (event: ChangeEvent<E>) => {
        changed();
        onChange?.(event);
      },
    },
  };
}

/** A control's frame: its label, then the control, its hint and its error (ids as useControl ties them). */
export function ControlFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled input with its error in words, tied to it for screen readers. */
export function Field({
  label,
  error,
  hint,
  onChange,
  ref,
  ...input
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The form's own ref on the input (react-hook-form's register gives one), beside the error's. */
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const control = useControl<HTMLInputElement>({ error, hint, ref, onChange });
  return (
    <ControlFrame id={control.id} label={label} hint={hint} error={control.shown}>
      <input {...control.props} {...input} />
    </ControlFrame>
  );
}

/**
 * A label and its own control (a select, a textarea) with the error beside it, tied for screen readers; the error
 * goes when the control's value changes, as Field's does.
 */
export function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const { ref, shown, changed } = useShownError<HTMLDivElement>(error);
  return (
    // A change in the control inside (React's change events bubble) is the person fixing it.
    <div className="field" ref={ref} onChange={changed}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(shown ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      <FieldError id={`${id}-error`}>{shown}</FieldError>
    </div>
  );
}

/** What a refusal says about each field, first message only. */
export function fieldErrors(fields: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([name, messages]) => [name, messages[0] ?? '']),
  );
}
