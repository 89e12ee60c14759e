/**
 * Complaints to the grievance officer (Consumer Protection (E-Commerce) Rules 2020 r.4(5); issue 35): each gets a
 * ticket number at once, is acknowledged within 48 hours and settled within a month.
 */

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
