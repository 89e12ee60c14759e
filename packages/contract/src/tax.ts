import { z } from 'zod';
import { idString, rupees, text } from './common.js';

// Tax (domain): the shop's GST identity, which the tax invoice prints and the console's settings check. Imports no
// other domain, so the settings (site.ts) may use it.

/** The GSTIN's messages; the settings screen's CONTENT_MESSAGES names them too. */
export const TAX_MESSAGES = {
  gstinInvalid:
    'A GSTIN has 15 characters: the 2-digit state code, the 10-character PAN, the entity number, Z and a check character, e.g. 32AABCP1234M1ZO.',
  gstinChecksum: 'This GSTIN’s last character does not match the rest: check it for a mistyped character.',
} as const;

/** The GSTIN's check character (GST rules: a base-36 weighted sum over the first 14 characters). */
export function gstinCheckCharacter(first14: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = alphabet.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

export const gstin = text()
  .trim()
  .toUpperCase()
  .regex(/^(0[1-9]|[1-3]\d)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, TAX_MESSAGES.gstinInvalid)
  .refine((value) => gstinCheckCharacter(value.slice(0, 14)) === value[14], TAX_MESSAGES.gstinChecksum);

/**
 * A GST credit note as the order pages list it (issue 35): one per refund on an invoiced order, downloaded as a PDF
 * by its id (`GET /api/order/:id/credit-notes/:noteId.pdf`, the console's under /api/admin/orders).
 */
export const creditNoteSummary = z
  .object({
    id: z.number().int(),
    /** Its number in the shop's credit note series of the financial year, e.g. SF/CN/26-27/0001. */
    credit_note_no: z.string(),
    issued_at: z.string(),
    /** The invoice it reduces. */
    invoice_no: z.string(),
    /** What it took back, tax included (the refund's amount). */
    total: rupees,
  })
  .meta({ id: 'CreditNote' });
export type CreditNoteSummary = z.infer<typeof creditNoteSummary>;

/** One credit note of an order, by the order's id and the note's (its number has slashes, unfit for a path). */
export const creditNoteParams = z.object({ id: idString, noteId: idString });
