import { STAFF_MESSAGES } from '@farm/contract';
import type { z } from 'zod';

/** A refusal from the server, in its own words, with the fields it names. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** Listeners told when the session is over (a 401), so the console can ask to sign in again. */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * Calls the staff API: the session cookie goes along by itself (HttpOnly, SameSite=Strict); changes carry the
 * page's own Origin, which the browser adds. The answer is checked against the contract's schema.
 */
export async function api<S extends z.ZodType>(
  schema: S,
  path: string,
  /** `form`: a multipart form (files), sent as the browser encodes it, instead of a JSON `body`. */
  options: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    throw new ApiError(0, 'The shop could not be reached. Check the connection and try again.');
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: string; errors?: Record<string, string[]> };
    if (response.status === 401 && body.message === STAFF_MESSAGES.notSignedIn) {
      for (const listener of signedOutListeners) listener();
    }
    throw new ApiError(response.status, body.message ?? `The shop answered ${response.status}.`, body.errors);
  }
  return schema.parse(data);
}

/** The address of a file the staff API makes (a PDF, the CSV), for a plain link. */
export const fileUrl = (path: string) => `/api${path}`;
