import { z } from 'zod';
import { idString, text } from './common.js';
import { STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from './staff.js';

/** The console's review list: 25 a page unless asked, at most 100. */
export const REVIEWS_ADMIN_PAGE = { size: 25, maxSize: 100 } as const;
/** The farm's reply under a review: plain text, this long at most. */
export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** An invitation link works this long after it is made. */
export const STAFF_INVITATION_HOURS = 48;
/** The audit screen's pages. */
export const AUDIT_PAGE = { size: 50, maxSize: 200 } as const;

export const REVIEWS_ADMIN_MESSAGES = {
  noSuchReview: 'There is no such review.',
  hidden: 'The review is hidden: it no longer counts in the product’s rating.',
  shown: 'The review is shown again and counts in the product’s rating.',
  replyRequired: 'Write the reply.',
  replyTooLong: `Keep the reply to at most ${REVIEW_REPLY_MAX_LENGTH} characters.`,
  replySaved: 'The reply is published under the review.',
  replyRemoved: 'The reply is removed.',
  pageInvalid: 'Ask for a page from 1 on.',
  ratingInvalid: 'Choose a rating from 1 to 5.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeReversed: 'The end date must be on or after the start date.',
} as const;

export const STAFF_ADMIN_MESSAGES = {
  /** The invitation is e-mailed (through the outbox) and its link shown once to the owner, who may pass it on too. */
  invitationMade: (email: string) =>
    `We have e-mailed the invitation to ${email}; you can also copy the link and send it yourself. It works once, within ${STAFF_INVITATION_HOURS} hours.`,
  invitationRevoked: 'The invitation is revoked; its link no longer works.',
  noSuchInvitation: 'There is no such pending invitation.',
  invitationExpired: 'This invitation has expired. Ask the shop’s owner for a new one.',
  invitationUsed: 'This invitation has already been used. Sign in instead.',
  invitationUnknown: 'This invitation link is not valid. Ask the shop’s owner for a new one.',
  invitationAccepted: 'Welcome: your account is ready and you are signed in.',
  removed: 'The staff member is removed; their sessions have ended.',
  alreadyRemoved: 'This staff member has already been removed.',
  removeYourself: 'You cannot remove yourself. Ask another owner.',
  sessionEnded: 'The session has ended.',
  othersEnded: 'Your other sessions have ended.',
  noSuchSession: 'There is no such session of yours.',
  passwordTooShort: STAFF_MESSAGES.passwordTooShort,
} as const;

const page = (fallback: number, max: number) =>
  z.coerce
    .number({ error: REVIEWS_ADMIN_MESSAGES.pageInvalid })
    .int(REVIEWS_ADMIN_MESSAGES.pageInvalid)
    .min(1, REVIEWS_ADMIN_MESSAGES.pageInvalid)
    .max(max, REVIEWS_ADMIN_MESSAGES.pageInvalid)
    .default(fallback);

export const adminReviewsQuery = z.object({
  product_id: idString.optional(),
  /** Whole stars: 4 finds 4 and 4.5. */
  rating: z.coerce
    .number({ error: REVIEWS_ADMIN_MESSAGES.ratingInvalid })
    .int(REVIEWS_ADMIN_MESSAGES.ratingInvalid)
    .min(0, REVIEWS_ADMIN_MESSAGES.ratingInvalid)
    .max(5, REVIEWS_ADMIN_MESSAGES.ratingInvalid)
    .optional(),
  page: page(1, 100_000),
  per_page: page(REVIEWS_ADMIN_PAGE.size, REVIEWS_ADMIN_PAGE.maxSize),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuery>;

export const adminReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  name: z.string(),
  review: z.string(),
  start_ratings: z.number(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type AdminReview = z.output<typeof adminReview>;

export const adminReviewsResponse = z.object({
  data: z.array(adminReview),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const adminReviewAnswer = z.object({ message: z.string(), review: adminReview });

export const reviewReplyBody = z.object({
  reply: text({ error: REVIEWS_ADMIN_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEWS_ADMIN_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX_LENGTH, REVIEWS_ADMIN_MESSAGES.replyTooLong),
});

/* Staff: invitations, removal, sessions. */

export const invitationBody = z.object({
  name: text({ error: 'Enter the name.' })
    .trim()
    .min(1, 'Enter the name.')
    .max(120, 'Use at most 120 characters.'),
  email: text({ error: 'Enter the e-mail address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address.').max(254, 'Enter a valid e-mail address.')),
  role: z.enum(STAFF_ROLES, { error: 'Choose a role.' }),
});

export const staffInvitation = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expires_at: z.string(),
  created_at: z.string(),
});
export const invitationMadeResponse = z.object({
  message: z.string(),
  invitation: staffInvitation,
  /** Shown once: the server keeps only a hash of the token. */
  link: z.string(),
});
export const invitationsResponse = z.object({ data: z.array(staffInvitation) });

export const invitationTokenParams = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{20,100}$/, STAFF_ADMIN_MESSAGES.invitationUnknown),
});
export const invitationLookupResponse = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expires_at: z.string(),
});
export const invitationAcceptBody = z.object({
  password: text({ error: STAFF_ADMIN_MESSAGES.passwordTooShort }).min(
    STAFF_PASSWORD_MIN_LENGTH,
    STAFF_ADMIN_MESSAGES.passwordTooShort,
  ),
});

export const mySession = z.object({
  id: z.number().int(),
  started_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export const mySessionsResponse = z.object({ data: z.array(mySession) });

/* The audit trail. */

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
