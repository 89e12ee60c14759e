import type { ErrorBody } from '@farm/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { textInPageLanguage } from '../i18n/useText';

/** A failed call's body, as far as the server's error shape (the contract's ErrorBody) goes; any part may be absent. */
type FailedBody = Partial<ErrorBody> | undefined;

const bodyOf = (error: unknown) => (error as FetchBaseQueryError | undefined)?.data as FailedBody;

/**
 * The server's words for a failed call: the first field error, else its message, else `fallback`; in the page's
 * language when they are the contract's (the server answers in the spec's English).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const data = bodyOf(error);
  const firstFieldError = data?.errors ? Object.values(data.errors)[0]?.[0] : undefined;
  return textInPageLanguage(firstFieldError ?? data?.message ?? fallback);
}

export function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  return bodyOf(error)?.errors;
}
