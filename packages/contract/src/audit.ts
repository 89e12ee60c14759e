import { z } from 'zod';
import { idString, pageNumber, text } from './common.js';
import { REVIEWS_ADMIN_MESSAGES } from './reviews.js';

// The audit trail: who did what in the console (staff domain). Its query shares the console's date and page words.

/** The audit screen's pages. */
export const AUDIT_PAGE = { size: 50, maxSize: 200 } as const;

const page = (fallback: number, max: number) => pageNumber(fallback, max, REVIEWS_ADMIN_MESSAGES.pageInvalid);

const isoDate = text({ error: REVIEWS_ADMIN_MESSAGES.dateInvalid }).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  REVIEWS_ADMIN_MESSAGES.dateInvalid,
);

export const auditQuery = z
  .object({
    staff_id: idString.optional(),
    action: text()
      .trim()
      .max(60)
      .optional()
      .transform((value) => value || undefined),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: page(1, 100_000),
    per_page: page(AUDIT_PAGE.size, AUDIT_PAGE.maxSize),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: REVIEWS_ADMIN_MESSAGES.rangeReversed,
    path: ['to'],
  });
export type AuditQuery = z.output<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
  created_at: z.string(),
  /** Who, in words: the staff member's name ("Someone" for a wrong password typed for an account). */
  who: z.string(),
  /** Their role now ("Owner"); null when the row names no staff member. */
  role: z.string().nullable(),
  /** What they did, after their name: "moved order SF-000123 from Placed to Accepted". */
  what: z.string(),
  /** Only the fields that changed, one short line each: "price ₹250 → ₹240". */
  changes: z.array(z.string()),
});
export const auditResponse = z.object({
  data: z.array(auditRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The kinds of change the trail holds (the stored action names). */
  actions: z.array(z.string()),
  /** Every kind of change in words, for the filter ("Product changed"), by its label. */
  kinds: z.array(z.object({ action: z.string(), label: z.string() })),
  /** Every staff member, past ones too (their rows stay), for the person filter. */
  people: z.array(z.object({ id: z.number(), name: z.string(), role: z.string(), removed: z.boolean() })),
});
