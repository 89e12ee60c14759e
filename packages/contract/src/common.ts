import { z } from 'zod';
import { MESSAGES } from './messages.js';

/** Largest id a PostgreSQL `integer` column holds; bigger ids cannot exist, so they are malformed. */
export const MAX_ID = 2_147_483_647;

/** An id as it arrives in a path or query string: digits only, 1..MAX_ID. */
export const idString = z
  .string({ error: MESSAGES.invalidId })
  .trim()
  .regex(/^\d{1,10}$/, MESSAGES.invalidId)
  .transform(Number)
  .pipe(z.number().int().min(1, MESSAGES.invalidId).max(MAX_ID, MESSAGES.invalidId));

export const idParams = z.object({ id: idString });

/**
 * Control characters no field of the shop needs: C0 controls except tab, line feed and carriage return, DEL, and the
 * C1 block. NUL in particular reaches PostgreSQL, which refuses it in any text column.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** Text as it arrives from a client: any string without control characters. Every text input schema starts here. */
export const text = (error?: Parameters<typeof z.string>[0]) =>
  z.string(error).refine((value) => !hasControlCharacters(value), MESSAGES.controlCharacters);

/** A page number or page size of a console list, from the query string: whole, 1..max, `fallback` when absent. */
export const pageNumber = (fallback: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);

/** Rupees on the wire; the database holds paise. */
export const rupees = z.number().nonnegative();

export const errorBody = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

export const healthBody = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'down']),
});
export type HealthBody = z.infer<typeof healthBody>;
