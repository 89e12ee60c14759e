import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '@farm/contract/messages';
import { errorMessage, fieldErrors } from '../api/errors';
import { textInPageLanguage } from '../i18n/useText';

export const NO_ANSWER_MESSAGE = ACCOUNT_MESSAGES.somethingWrong;

/**
 * Shows a failed call's field errors (the first message of each) on the form's own fields, and returns what is
 * left to say about the form as a whole: a message for fields the form does not have, the server's message when
 * there are no field errors, or 'Something went wrong' when the failure carried no body at all.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const errors = fieldErrors(error);
  if (errors && Object.keys(errors).length > 0) {
    let other: string | null = null;
    let focused = false;
    for (const [field, messages] of Object.entries(errors)) {
      const first = messages[0];
      if (!first) continue;
      // The server answers in the spec's English: shown in the page's language.
      const message = textInPageLanguage(first);
      if ((fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      } else {
        other ??= message;
      }
    }
    return other;
  }
  return errorMessage(error, NO_ANSWER_MESSAGE);
}
