/**
 * Complaints to the grievance officer (Consumer Protection (E-Commerce) Rules 2020 r.4(5); issue 35): each gets a
 * ticket number at once, is acknowledged within 48 hours and settled within a month.
 */
import { z } from 'zod';
import { text } from './common.js';

/** open (waiting for the farm) → answered (the farm replied; the customer may write again) → closed. */
export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** What a complaint is about, for the queue's filter. */
export const COMPLAINT_TOPICS = ['order', 'product', 'delivery', 'payment', 'refund', 'other'] as const;
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number];

/** Who wrote a message on a complaint. */
export const COMPLAINT_AUTHORS = ['customer', 'staff'] as const;
export type ComplaintAuthor = (typeof COMPLAINT_AUTHORS)[number];

/** The two clocks of r.4(5): an acknowledgement within 48 hours, a settlement within one month of the complaint. */
export const COMPLAINT_CLOCKS = { acknowledgeHours: 48, settleDays: 30 } as const;

/** The time, in milliseconds, each clock of r.4(5) gives from the complaint's `createdAt`. */
export const COMPLAINT_CLOCK_MS = {
  acknowledge: COMPLAINT_CLOCKS.acknowledgeHours * 60 * 60 * 1000,
  settle: COMPLAINT_CLOCKS.settleDays * 24 * 60 * 60 * 1000,
} as const;

/** The dates by which the farm promised to acknowledge and to settle a complaint made at `createdAt`. */
export function complaintDeadlines(createdAt: Date): { acknowledgeBy: Date; settleBy: Date } {
  return {
    acknowledgeBy: new Date(createdAt.getTime() + COMPLAINT_CLOCK_MS.acknowledge),
    settleBy: new Date(createdAt.getTime() + COMPLAINT_CLOCK_MS.settle),
  };
}

/**
 * A ticket number as the shop writes it: "GR-" (grievance), the year and month the complaint came (YYMM), and the
 * complaint's own counter, at least four digits: GR-2611-0042. Readable on the phone; following one needs the
 * e-mail it was made with too, so a guessed number shows nothing.
 */
export const TICKET_PATTERN = /^GR-\d{4}-\d{4,}$/;

/** The words of complaints, for the server's answers and both apps (the storefront shows them in its language). */
export const COMPLAINT_MESSAGES = {
  topicRequired: 'Choose what your complaint is about.',
  subjectRequired: 'Write a short subject for your complaint.',
  messageRequired: 'Tell us what went wrong.',
  messageShort: 'Tell us a little more: at least 10 characters.',
  nameRequired: 'Enter your name.',
  emailRequired: 'Enter the e-mail we should answer you at.',
  emailInvalid: 'Enter a valid e-mail address.',
  phoneInvalid: 'Enter a 10-digit mobile number, or leave it empty.',
  orderNoInvalid: 'That order number does not look right: it is written as on your order, e.g. SF-000123.',
  /** Said alike whether the order does not exist or is someone else's, so the form tells nobody which. */
  orderNotYours: 'We could not find that order among your orders. Check the number, or leave it empty.',
  received: 'Thank you. We have your complaint; keep its ticket number to follow it.',
  notFound: 'We could not find a complaint with that ticket number and e-mail.',
  linkBad: 'This link does not open that complaint. Enter the e-mail you made it with.',
  closed: 'This complaint is closed: to raise something new, make a new complaint.',
  replyRequired: 'Write your message.',
  replySent: 'Your message is on the complaint; the farm will answer by e-mail.',
  tooMany: 'Too many complaints or look-ups from here in a short time. Please try again in a while.',
  acknowledged: 'Acknowledged: the customer has been told a person is looking into it.',
  answered: 'Reply sent to the customer by e-mail.',
  closedByFarm: 'Complaint closed; the customer has been told.',
  alreadyClosed: 'This complaint is already closed.',
  alreadyAcknowledged: 'This complaint was already acknowledged.',
  noSuchComplaint: 'No such complaint.',
} as const;

/** Each topic in words (the storefront translates them; the console reads them in English). */
export const COMPLAINT_TOPIC_LABELS: Record<ComplaintTopic, string> = {
  order: 'An order',
  product: 'A product',
  delivery: 'Delivery',
  payment: 'Payment',
  refund: 'A refund or return',
  other: 'Something else',
};

/** Each status in words. */
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Waiting for the farm',
  answered: 'Answered',
  closed: 'Closed',
};

const trimmed = (required: string, max: number) =>
  text({ error: required }).trim().min(1, required).max(max, `Use at most ${max} characters.`);

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/**
 * A complaint as the storefront sends it. Signed in, the name and e-mail are the account's (anything sent is
 * ignored); signed out, `guestComplaintBody` asks them too. The order number is optional.
 */
export const complaintBody = z.object({
  topic: z.enum(COMPLAINT_TOPICS, { error: COMPLAINT_MESSAGES.topicRequired }),
  subject: trimmed(COMPLAINT_MESSAGES.subjectRequired, 200),
  message: trimmed(COMPLAINT_MESSAGES.messageRequired, 4000).refine(
    (value) => value.length >= 10,
    COMPLAINT_MESSAGES.messageShort,
  ),
  order_no: text()
    .trim()
    .toUpperCase()
    .max(20, COMPLAINT_MESSAGES.orderNoInvalid)
    .regex(/^([A-Z0-9-]+)?$/, COMPLAINT_MESSAGES.orderNoInvalid)
    .optional()
    .transform((value) => value || undefined),
  name: optionalText(120),
  email: optionalText(254),
  phone: text()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^((\+91)?[6-9]\d{9})?$/, COMPLAINT_MESSAGES.phoneInvalid))
    .transform((value) => value.slice(-10))
    .optional(),
});
export type ComplaintBody = z.input<typeof complaintBody>;

/** The same, signed out: the name and the e-mail to answer at are needed. */
export const guestComplaintBody = complaintBody.extend({
  name: trimmed(COMPLAINT_MESSAGES.nameRequired, 120),
  email: trimmed(COMPLAINT_MESSAGES.emailRequired, 254)
    .pipe(z.email(COMPLAINT_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase()),
});
export type GuestComplaintBody = z.input<typeof guestComplaintBody>;

export const ticketParams = z.object({
  ticket: text().trim().toUpperCase().regex(TICKET_PATTERN, COMPLAINT_MESSAGES.notFound),
});

/**
 * How a guest opens their complaint: the e-mail typed, or the token of the e-mail's link (sent in a body, so neither
 * lands in an address bar's history or a server's log). The signed-in owner needs neither.
 */
export const complaintAccessBody = z.object({
  email: optionalText(254).transform((value) => value?.toLowerCase()),
  token: optionalText(100),
});
export type ComplaintAccess = { email?: string | undefined; token?: string | undefined };

/** The customer writes again on their complaint. */
export const complaintWriteBody = complaintAccessBody.extend({
  message: trimmed(COMPLAINT_MESSAGES.replyRequired, 4000),
});

/** The farm's reply. */
export const complaintReplyBody = z.object({
  message: trimmed(COMPLAINT_MESSAGES.replyRequired, 4000),
});

/** Closing a complaint, with the farm's last words if it has any. */
export const complaintCloseBody = z.object({
  message: optionalText(4000),
});

export const complaintMessage = z.object({
  id: z.number().int(),
  author: z.enum(COMPLAINT_AUTHORS),
  body: z.string(),
  created_at: z.string(),
});

/** A complaint as its owner sees it: the clocks are the farm's promised dates. */
export const complaintView = z
  .object({
    ticket_no: z.string(),
    topic: z.enum(COMPLAINT_TOPICS),
    subject: z.string(),
    status: z.enum(COMPLAINT_STATUSES),
    order_no: z.string().nullable(),
    created_at: z.string(),
    acknowledge_by: z.string(),
    settle_by: z.string(),
    acknowledged_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    messages: z.array(complaintMessage),
  })
  .meta({ id: 'Complaint' });
export type ComplaintView = z.infer<typeof complaintView>;

export const complaintCreated = z.object({
  message: z.string(),
  ticket_no: z.string(),
  /** The follow page's link with its token, for a guest to keep (the same goes out by e-mail). */
  follow_token: z.string(),
});

export const complaintAnswer = z.object({ message: z.string(), complaint: complaintView });

/** My Account's list. */
export const myComplaintsResponse = z.object({
  complaints: z.array(
    z.object({
      ticket_no: z.string(),
      subject: z.string(),
      status: z.enum(COMPLAINT_STATUSES),
      created_at: z.string(),
    }),
  ),
});

// ---- The console ----

export const adminComplaintsQuery = z.object({
  status: z.enum([...COMPLAINT_STATUSES, 'all'], { error: 'Choose a status.' }).default('all'),
});

/** One complaint in the queue, with both clocks. */
export const adminComplaintSummary = z.object({
  id: z.number().int(),
  ticket_no: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.enum(COMPLAINT_TOPICS),
  subject: z.string(),
  language: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  created_at: z.string(),
  acknowledge_by: z.string(),
  settle_by: z.string(),
  acknowledged_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Not acknowledged within 48 hours / not closed within the month, now. */
  overdue: z.object({ acknowledge: z.boolean(), settle: z.boolean() }),
});
export type AdminComplaintSummary = z.infer<typeof adminComplaintSummary>;

export const adminComplaintsResponse = z.object({ complaints: z.array(adminComplaintSummary) });

export const adminComplaint = adminComplaintSummary.extend({
  messages: z.array(complaintMessage.extend({ staff: z.string().nullable() })),
});
export type AdminComplaint = z.infer<typeof adminComplaint>;

export const adminComplaintAnswer = z.object({ message: z.string(), complaint: adminComplaint });

/** The dashboard's warning: complaints past either clock. */
export const complaintsOverdueResponse = z.object({
  overdue: z.number().int(),
  unacknowledged: z.number().int(),
  unsettled: z.number().int(),
});
