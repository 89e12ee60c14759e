import { z } from 'zod';
import { email, password } from './customers.js';
import { REFUND_DAYS } from './constants.js';
import { LOGIN_MESSAGES } from './messages.js';
import { formatRupees } from './money.js';

/** What a message in the outbox is about; one row per cause (its dedupe key), whoever retries the cause. */
export const MESSAGE_KINDS = [
  'order-placed',
  'farm-new-order',
  'order-accepted',
  'order-shipped',
  /** A split order's ready goods went ahead of its pre-order lines (issue 37). */
  'order-first-parcel',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  'password-reset',
  'staff-invitation',
  /** A staff member changed their own console password: they are told, in case it was not them. */
  'staff-password-changed',
  /** Someone is guessing at a customer's password (many wrong ones within the hour): they are told, once an hour. */
  'sign-in-guessed',
  /** The same for a staff member's console account. */
  'staff-sign-in-guessed',
  /** A staff member's two-factor sign-in was turned on, or off (by them, or reset by the owner): they are told. */
  'staff-two-factor-on',
  'staff-two-factor-off',
  /** News from the farm (harvests, offers): only to customers who keep it on. Nothing sends it yet. */
  'farm-news',
  /** A complaint to the grievance officer (issue 35): its ticket at once, the farm's acknowledgement, replies, close. */
  'complaint-received',
  'complaint-acknowledged',
  'complaint-reply',
  'complaint-closed',
  /** The farm's copy of a new complaint (English), to its orders e-mail. */
  'farm-new-complaint',
  /** The setup checklist's test e-mail (issue 36), sent at once to the staff member who asked for it. */
  'setup-test-email',
  /** "Tell me when it's back" (issue 37): a guest's confirmation link, and the one message when the size is back. */
  'waitlist-confirm',
  'waitlist-back',
  /** A recall (issue 38): a customer who got a recalled lot is told what to do, in their order's language. */
  'lot-recall',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Messages carrying a link that lets its reader into an account: their words are never shown, not even to staff. */
export const PRIVATE_MESSAGE_KINDS = [
  'password-reset',
  'staff-invitation',
] as const satisfies readonly MessageKind[];
export type PrivateMessageKind = (typeof PRIVATE_MESSAGE_KINDS)[number];
export const isPrivateMessageKind = (kind: string): kind is PrivateMessageKind =>
  (PRIVATE_MESSAGE_KINDS as readonly string[]).includes(kind);

/**
 * What such a message keeps in the outbox once it is sent or given up (issue 33): its words are replaced by these, so
 * no database, dump or backup holds a live link. Migration 0021 wrote the same words into the messages sent before.
 */
export const LINK_REMOVED: Record<PrivateMessageKind, string> = {
  'password-reset': 'Password reset link — removed after sending',
  'staff-invitation': 'Staff invitation link — removed after sending',
};

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A "forgot password" link is good for this long, once. */
export const PASSWORD_RESET_MINUTES = 30;

/** The words of messages and of the screens around them, once for the server, the storefront and the console. */
export const NOTIFICATION_MESSAGES = {
  // Account recovery.
  forgotSent:
    'If an account uses this e-mail, we have sent it a link to set a new password. The link works for 30 minutes.',
  resetDone: 'Your new password is set. Sign in with it; you have been signed out everywhere else.',
  resetLinkBad:
    'This link does not work any more: it was used, or it is older than 30 minutes. Ask for a new one.',
  tokenRequired: 'The link is incomplete. Open it again from the e-mail.',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the e-mail you shop with and we will send you a link to set a new password.',
  resetTitle: 'Set a new password',
  // Subjects (the order number follows).
  subjectPlaced: 'Thank you for your order',
  subjectFarmNewOrder: 'New order',
  subjectAccepted: 'Your order is accepted',
  subjectShipped: 'Your order is on its way',
  subjectFirstParcel: 'The first parcel of your order is on its way',
  subjectDelivered: 'Your order is delivered',
  subjectCancelled: 'Your order is cancelled',
  subjectRefunded: 'Your refund is on its way',
  subjectReset: 'Set a new password',
  subjectInvitation: 'You are invited to the farm console',
  // Bodies.
  greeting: (name: string) => `Namaskaram ${name},`,
  placed: 'Thank you for ordering from our farm. We have your order and will pack it fresh for you.',
  farmNewOrder: 'A new order has come in. Open it in the console to accept it.',
  paidOnline: 'Paid online',
  // A sandbox or Razorpay test-key payment (issue 33): the farm must not ship jars for money it never received.
  testPayment: 'Test payment: no money received, do not ship',
  cashOnDelivery: 'Cash on delivery',
  accepted:
    'We have accepted your order and are getting it ready. We will write again when it leaves the farm.',
  shipped: 'Your order has left the farm.',
  /** The ready goods of a split order left first; the pre-order follows in its dispatch window (e.g. "12–18 January"). */
  firstParcel: (window: string) =>
    `The first parcel of your order has left the farm with the goods ready now; your pre-order follows, shipping ${window}.`,
  delivered: 'Your order has been delivered. We hope you enjoy it; tell us what you think with a review.',
  cancelled: 'Your order has been cancelled.',
  cancelledPaid: 'As it was paid online, the money is refunded to the way you paid.',
  refunded: (rupees: string) =>
    `We have refunded ₹${rupees}. Banks usually show it within ${REFUND_DAYS.from} to ${REFUND_DAYS.to} working days.`,
  /** A refund of items (issue 32): the list of what was refunded follows. */
  refundedFor: 'It is for these items:',
  /** The farm's reason for a refund or a cancel, as its staff typed it. */
  farmReason: (reason: string) => `The farm's reason: ${reason}`,
  cancelledByYou: 'You cancelled it yourself, in My Orders.',
  /** A refund on an invoiced order has its GST credit note (issue 35), downloaded from My Orders. */
  creditNote: (no: string) => `Its GST credit note, ${no}, is in My Orders beside the invoice.`,
  reset:
    'Someone, hopefully you, asked to set a new password for your account. The link below works once, for 30 minutes.',
  resetIgnore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  courier: 'Courier',
  tracking: 'Tracking number',
  total: 'Total',
  shipping: 'Shipping',
  deliverTo: 'Delivering to',
  viewOrders: 'See your order in My Orders',
  openInConsole: 'Open the order in the console',
  setPassword: 'Set a new password',
  invitation: (role: string, hours: number) =>
    `You are invited to join the farm's staff as ${role}. The link below works once, for ${hours} hours: open it to choose your password.`,
  acceptInvitation: 'Accept the invitation',
  subjectPasswordChanged: 'Your console password was changed',
  passwordChanged: (when: string) =>
    `Your password for the farm's console was changed on ${when} (India time). Your other sessions have ended.`,
  passwordChangedNotYou:
    'If it was not you, use "Forgot password?" on the console\'s sign-in page now to set a new one, and tell the shop\'s owner.',
  openConsole: 'Open the console',
  // Someone guessing at a password (security issue 33): the owner is told once an hour, not once a try.
  subjectSignInGuessed: 'Someone is trying to sign in to your account',
  signInGuessed: (failures: number) =>
    `In the last hour, someone has typed a wrong password for your account ${failures} times. Each address gets only a few tries, so your account is safe as long as your password is not easy to guess.`,
  signInGuessedAdvice:
    'If it was you, there is nothing to do. If not, choose a new password you use nowhere else, with "Forgot password?" on the sign-in page.',
  openShop: 'Open the shop',
  staffSignInGuessedAdvice:
    'If it was not you, set a new password with "Forgot password?" on the console\'s sign-in page, turn on two-factor sign-in if it is off, and tell the shop\'s owner.',
  // Two-factor sign-in turned on or off: the member is told, in case it was not them.
  subjectTwoFactorOn: 'Two-factor sign-in was turned on for your console account',
  subjectTwoFactorOff: 'Two-factor sign-in was turned off for your console account',
  twoFactorOnMail: (when: string) =>
    `Two-factor sign-in was turned on for your console account on ${when} (India time): after your password, the console asks for a code from the authenticator app it was set up with.`,
  twoFactorOffMail: (when: string) =>
    `Two-factor sign-in was turned off for your console account on ${when} (India time): the console now asks only for your password.`,
  twoFactorResetMail: (when: string) =>
    `The shop's owner reset your two-factor sign-in on ${when} (India time), as for a lost phone: set it up again when you next sign in.`,
  twoFactorNotYou:
    'If it was not you, someone has your password: set a new one now with "Forgot password?" on the console\'s sign-in page, and tell the shop\'s owner.',
  signOff: 'With love from the farm,',
  // The customer's choice.
  newsLabel: 'E-mail me news from the farm (harvests and offers)',
  newsHint: 'Messages about your orders and password links always come.',
  newsOn: 'You will get news from the farm by e-mail.',
  newsOff: 'You will no longer get news from the farm. Messages about your orders still come.',
  newsInvalid: 'Choose yes or no.',
  // WhatsApp click-to-chat.
  whatsAppToFarm: 'Send this order to the farm on WhatsApp',
  whatsAppToCustomer: 'Message the customer on WhatsApp',
  // The console's list.
  messagesTitle: 'Messages',
  messagesEmpty: 'No messages yet. Each order and each change to it writes one here.',
  messagesDemo:
    'No mail server is set (SMTP_URL), so messages are kept as .eml files in the data folder instead of being sent.',
} as const;

/**
 * How an order was paid, in the words the farm's e-mail, the desk and the accountant's CSV all use: a sandbox or
 * test-key payment is never "Paid online" (issue 33).
 */
export function paidWords(online: boolean, testPayment: boolean): string {
  if (!online) return NOTIFICATION_MESSAGES.cashOnDelivery;
  return testPayment ? NOTIFICATION_MESSAGES.testPayment : NOTIFICATION_MESSAGES.paidOnline;
}

/** The console's read-only list of the outbox. */
export const outboxMessage = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /**
   * The plain-text body; null for a password link or invitation still holding its link, which no one but its owner
   * may read (once sent, such a message holds only LINK_REMOVED's words, shown).
   */
  text: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.output<typeof outboxMessage>;
export const outboxListResponse = z.object({
  messages: z.array(outboxMessage),
  /** `smtp` sends e-mail; `files` keeps .eml files (no SMTP_URL, the demo). */
  transport: z.enum(['smtp', 'files']),
});
export type OutboxListResponse = z.output<typeof outboxListResponse>;

export const forgotPasswordBody = z.object({
  email: email(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: z
    .string({ error: NOTIFICATION_MESSAGES.tokenRequired })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.tokenRequired)
    .max(200, NOTIFICATION_MESSAGES.resetLinkBad),
  password: password(LOGIN_MESSAGES.passwordRequired, LOGIN_MESSAGES.passwordShort),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** A click-to-chat link (no API): WhatsApp opens a chat with `number` and `text` typed in, ready to send. */
export function whatsAppLink(number: string, text: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  // A 10-digit Indian mobile needs its country code for wa.me.
  const full = digits.length === 10 ? `91${digits}` : digits;
  if (full.length < 11 || full.length > 15) return undefined;
  return `https://wa.me/${full}?text=${encodeURIComponent(text)}`;
}

/** What the customer sends the farm about an order: its number and lines. */
export function orderWhatsAppText(order: {
  order_no: string;
  items: readonly { size: string; quantity: number; product: { product_name: string } }[];
  total_amount: number;
}): string {
  const lines = order.items.map((item) => `- ${item.product.product_name} (${item.size}) × ${item.quantity}`);
  return [`Order ${order.order_no}`, ...lines, `Total ${formatRupees(order.total_amount)}`].join('\n');
}

/** What the farm sends a customer about an order: its number, status and, once shipped, the tracking. */
export function customerWhatsAppText(order: {
  order_no: string;
  status: string;
  tracking?: { courier: string; tracking_number: string } | null;
}): string {
  const tracking = order.tracking
    ? ` ${NOTIFICATION_MESSAGES.courier}: ${order.tracking.courier}, ${NOTIFICATION_MESSAGES.tracking}: ${order.tracking.tracking_number}.`
    : '';
  return `Namaskaram! Your order ${order.order_no} is ${order.status.toLowerCase()}.${tracking}`;
}

/** The customer's e-mail choices: news from the farm on or off (order messages always go). */
export const messageSettings = z.object({ email_news: z.boolean() });
export type MessageSettings = z.output<typeof messageSettings>;
export const messageSettingsBody = z.object({
  email_news: z.boolean({ error: NOTIFICATION_MESSAGES.newsInvalid }),
});
export const messageSettingsResponse = messageSettings.extend({ message: z.string() });
