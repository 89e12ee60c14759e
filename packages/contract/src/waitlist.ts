/**
 * "Tell me when it's back" (issue 37; docs/domain.md "Waiting for a size"): a shopper waits for a sold-out size and is
 * told once, by e-mail in their language, when it can be bought again. The words are in waitlist-words.ts.
 */
import { z } from 'zod';
import { text } from './common.js';
import { WAITLIST_MESSAGES as M } from './waitlist-words.js';

export * from './waitlist-words.js';

/** unconfirmed (a guest's address, until its link is followed) → waiting → told | unsubscribed. */
export const WAITLIST_STATES = ['unconfirmed', 'waiting', 'told', 'unsubscribed'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/**
 * POST /api/waitlist: the size and, signed out, the e-mail (a signed-in shopper's account says it; one typed then is
 * ignored). The page's language (Accept-Language) is the language of every message the request brings.
 */
export const waitlistBody = z.object({
  product_size_id: z
    .number({ error: M.sizeRequired })
    .int(M.sizeRequired)
    .positive(M.sizeRequired)
    .max(2_147_483_647, M.sizeUnknown),
  email: text({ error: M.emailInvalid })
    .trim()
    .max(254, M.emailInvalid)
    .optional()
    .transform((value) => value?.toLowerCase() || undefined),
});
export type WaitlistBody = z.input<typeof waitlistBody>;

/** A guest's address, checked when nobody is signed in. */
export const guestWaitlistEmail = text({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

/** What an ask answers: what happens next, in words, and the request's state (unconfirmed for a guest). */
export const waitlistAnswer = z.object({
  message: z.string(),
  state: z.enum(['unconfirmed', 'waiting']),
});

/** POST /api/waitlist/confirm and /unsubscribe: the secret of the e-mail's link (in a body, never in a log). */
export const waitlistTokenBody = z.object({
  token: text({ error: M.linkBad }).trim().min(20, M.linkBad).max(100, M.linkBad),
});
export const waitlistDone = z.object({ message: z.string() });

/** GET /api/waitlist/mine: the signed-in shopper's open requests (My Account), newest first. */
export const myWaitlistRequest = z.object({
  id: z.number().int(),
  product_size_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_name_mal: z.string(),
  product_slug: z.string(),
  size: z.string(),
  state: z.enum(WAITLIST_STATES),
  created_at: z.string(),
});
export type MyWaitlistRequest = z.infer<typeof myWaitlistRequest>;
export const myWaitlistResponse = z.object({ requests: z.array(myWaitlistRequest) });

/** GET /api/admin/waitlist/most-wanted: the sizes most shoppers wait for (the dashboard's card). */
export const mostWantedSize = z.object({
  product_size_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  size: z.string(),
  waiting: z.number().int(),
});
export type MostWantedSize = z.infer<typeof mostWantedSize>;
export const mostWantedResponse = z.object({ sizes: z.array(mostWantedSize) });
