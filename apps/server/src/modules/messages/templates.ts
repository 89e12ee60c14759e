import {
  NOTIFICATION_MESSAGES as M,
  stateName,
  STOREFRONT_ROUTES,
  inLanguage,
  formatPaise,
  paidWords,
  pathInLanguage,
  SETUP_MESSAGES,
  type Language,
} from '@farm/contract';
import { CUSTOMER_WORDS, type CustomerWords } from './words.js';

/** What an order message shows: read from the order's row and lines, never from the browser. */
export interface OrderFacts {
  orderNo: string;
  orderId: number | string;
  firstName: string;
  /** The language the order was placed in: the customer's messages are written in it (issue 24). */
  language: Language;
  lines: readonly {
    name: string;
    /** The Malayalam name the line was sold under, when the product had one. */
    nameMal?: string | null;
    size: string;
    quantity: number;
    totalPaise: number;
  }[];
  shippingPaise: number;
  totalPaise: number;
  address: {
    name: string;
    address: string;
    landmark: string | null;
    city: string;
    stateId: number;
    pincode: string;
    phone: string;
  };
  paid: boolean;
  /** Paid in the sandbox or with test keys: the farm's copy says no money came (issue 33). */
  testPayment?: boolean;
  courier?: string | null;
  trackingNumber?: string | null;
  /** The first parcel of a split order (issue 37): the dispatch window its pre-order lines follow in, in words. */
  followsIn?: string;
  refundPaise?: number;
  /** The GST credit note a refund on an invoiced order made (issue 35): its number, said under the refund. */
  creditNoteNo?: string;
  /** A refund of items or goodwill (issue 32): what it was for and the farm's reason, in the customer's message. */
  refund?: {
    reason: string;
    /** The reason is the shop's own sentence (a short-of-stock refund), said as it is, not as "The farm's reason". */
    fromShop?: boolean;
    /** The items refunded (empty for goodwill), and the part of the shipping charge refunded with them. */
    lines: readonly { name: string; nameMal?: string | null; size: string; quantity: number }[];
    shippingPaise: number;
  };
  /** Who cancelled the order and, when the farm did, its reason as typed (issue 32). */
  cancellation?: { by: 'customer' | 'farm'; reason: string | null };
}

export interface ShopFacts {
  name: string;
  /** The shop's public address (PUBLIC_URL), links are built from it. */
  url: string;
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A figure after the template's own ₹ sign: the contract's formatter, paise only when there are some. */
const rupees = (paise: number) => formatPaise(paise, 'en', { symbol: false });

/** The frame every message shares: the shop's name, the words, a button, a plain sign-off. Inline styles only. */
export function frame(
  shop: ShopFacts,
  parts: { title: string; bodyHtml: string; button?: { href: string; label: string }; signOff?: boolean },
  language: Language = 'en',
) {
  const button = parts.button
    ? `<p style="margin:24px 0"><a href="${escape(parts.button.href)}" style="background:#2f6b2f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold">${escape(parts.button.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(parts.title)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ea;font-family:Arial,Helvetica,sans-serif;color:#222222;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:16px">
<p style="margin:0 0 12px;font-size:20px;font-weight:bold;color:#2f6b2f">${escape(shop.name)}</p>
<div style="background:#ffffff;border-radius:8px;padding:20px">
${parts.bodyHtml}
${button}
${parts.signOff === false ? '' : `<p style="margin:16px 0 0">${escape(CUSTOMER_WORDS[language].signOff)}<br>${escape(shop.name)}</p>`}
</div>
</div>
</body></html>`;
}

/** A line's product name: the Malayalam one in a Malayalam message where the line has it. */
const lineName = (l: { name: string; nameMal?: string | null }, language: Language) =>
  inLanguage(language, l.name, l.nameMal);

function linesHtml(o: OrderFacts, language: Language): string {
  const w = CUSTOMER_WORDS[language];
  const rows = o.lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #eeeeee">${escape(lineName(l, language))} <span style="color:#666666;white-space:nowrap">(${escape(l.size)}) × ${l.quantity}</span></td><td style="padding:6px 0;border-bottom:1px solid #eeeeee;text-align:right;white-space:nowrap">₹${rupees(l.totalPaise)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">${rows}
<tr><td style="padding:6px 0;color:#666666">${escape(w.shipping)}</td><td style="padding:6px 0;text-align:right">₹${rupees(o.shippingPaise)}</td></tr>
<tr><td style="padding:6px 0;font-weight:bold">${escape(w.total)}</td><td style="padding:6px 0;text-align:right;font-weight:bold">₹${rupees(o.totalPaise)}</td></tr></table>`;
}

function linesText(o: OrderFacts, language: Language): string {
  const w = CUSTOMER_WORDS[language];
  return [
    ...o.lines.map((l) => `- ${lineName(l, language)} (${l.size}) × ${l.quantity}: ₹${rupees(l.totalPaise)}`),
    `${w.shipping}: ₹${rupees(o.shippingPaise)}`,
    `${w.total}: ₹${rupees(o.totalPaise)}`,
  ].join('\n');
}

function addressLines(o: OrderFacts): string[] {
  const a = o.address;
  // The state in the message's language: a Malayalam e-mail names it in Malayalam.
  const state = stateName(a.stateId, o.language);
  return [a.name, a.address, a.landmark ?? '', `${a.city}, ${state} ${a.pincode}`, a.phone].filter(
    (line) => line.trim() !== '',
  );
}

function addressHtml(o: OrderFacts, w: CustomerWords): string {
  return `<p style="margin:12px 0 0"><strong>${escape(w.deliverTo)}</strong><br>${addressLines(o).map(escape).join('<br>')}</p>`;
}

function trackingParts(o: OrderFacts, w: CustomerWords): { html: string; text: string } {
  if (!o.courier && !o.trackingNumber) return { html: '', text: '' };
  const rows = [
    o.courier ? [w.courier, o.courier] : undefined,
    o.trackingNumber ? [w.tracking, o.trackingNumber] : undefined,
  ].filter((row): row is [string, string] => row !== undefined);
  return {
    html: `<p style="margin:12px 0;padding:12px;background:#eef5ee;border-radius:6px">${rows.map(([k, v]) => `${escape(k)}: <strong>${escape(v)}</strong>`).join('<br>')}</p>`,
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
  };
}

/** What a refund of items or goodwill was for, and why, after the lead: a list and the farm's reason. */
function refundParts(o: OrderFacts, w: CustomerWords): { html: string; text: string } {
  if (!o.refund) return { html: '', text: '' };
  const items = [
    ...o.refund.lines.map((l) => `${lineName(l, o.language)} (${l.size}) × ${l.quantity}`),
    ...(o.refund.shippingPaise > 0 ? [`${w.shipping}: ₹${rupees(o.refund.shippingPaise)}`] : []),
  ];
  const reason = o.refund.fromShop ? o.refund.reason : w.farmReason(o.refund.reason);
  const list =
    items.length > 0
      ? `<p style="margin:0 0 4px">${escape(w.refundedFor)}</p>
<ul style="margin:0 0 12px;padding-left:20px">${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`
      : '';
  return {
    html: `${list}<p style="margin:0 0 12px">${escape(reason)}</p>`,
    text: [
      ...(items.length > 0 ? [w.refundedFor, ...items.map((item) => `- ${item}`), ''] : []),
      reason,
    ].join('\n'),
  };
}

/** Who cancelled, and the farm's reason as its staff typed it. */
function cancellationWords(o: OrderFacts, w: CustomerWords): string {
  if (!o.cancellation) return '';
  if (o.cancellation.by === 'customer') return w.cancelledByYou;
  return o.cancellation.reason ? w.farmReason(o.cancellation.reason) : '';
}

/** Which words each customer message says, after the greeting. */
const ORDER_WORDS = {
  'order-placed': (w: CustomerWords) => ({ subject: w.subjectPlaced, lead: w.placed }),
  'order-accepted': (w: CustomerWords) => ({ subject: w.subjectAccepted, lead: w.accepted }),
  'order-shipped': (w: CustomerWords) => ({ subject: w.subjectShipped, lead: w.shipped }),
  'order-first-parcel': (w: CustomerWords) => ({ subject: w.subjectFirstParcel, lead: '' }),
  'order-delivered': (w: CustomerWords) => ({ subject: w.subjectDelivered, lead: w.delivered }),
  'order-cancelled': (w: CustomerWords) => ({ subject: w.subjectCancelled, lead: w.cancelled }),
  'order-refunded': (w: CustomerWords) => ({ subject: w.subjectRefunded, lead: '' }),
} as const;
export type CustomerOrderKind = keyof typeof ORDER_WORDS;

/**
 * A message to the customer about their order, in the order's language: what happened, the lines, total, address,
 * a link to My Orders (on the storefront's pages in that language).
 */
export function customerOrderMessage(kind: CustomerOrderKind, o: OrderFacts, shop: ShopFacts): Rendered {
  const w = CUSTOMER_WORDS[o.language];
  const words = ORDER_WORDS[kind](w);
  const lead =
    kind === 'order-refunded'
      ? w.refunded(rupees(o.refundPaise ?? 0))
      : kind === 'order-first-parcel'
        ? w.firstParcel(o.followsIn ?? '')
        : kind === 'order-cancelled' && o.paid
          ? `${words.lead} ${w.cancelledPaid}`
          : words.lead;
  const subject = `${words.subject}: ${o.orderNo}`;
  const link = `${shop.url}${pathInLanguage(STOREFRONT_ROUTES.myAccount, o.language)}`;
  const tracking =
    kind === 'order-shipped' || kind === 'order-first-parcel' ? trackingParts(o, w) : { html: '', text: '' };
  const refund = kind === 'order-refunded' ? refundParts(o, w) : { html: '', text: '' };
  const why =
    kind === 'order-cancelled'
      ? cancellationWords(o, w)
      : kind === 'order-refunded' && o.creditNoteNo
        ? w.creditNote(o.creditNoteNo)
        : '';
  const html = frame(
    shop,
    {
      title: subject,
      bodyHtml: `<p style="margin:0 0 12px">${escape(w.greeting(o.firstName))}</p>
<p style="margin:0 0 12px">${escape(lead)}</p>
${why ? `<p style="margin:0 0 12px">${escape(why)}</p>\n` : ''}${refund.html}<p style="margin:0;font-weight:bold">${escape(o.orderNo)}</p>
${tracking.html}${linesHtml(o, o.language)}${addressHtml(o, w)}`,
      button: { href: link, label: w.viewOrders },
    },
    o.language,
  );
  const text = [
    w.greeting(o.firstName),
    '',
    lead,
    ...(why ? ['', why] : []),
    ...(refund.text ? ['', refund.text] : []),
    '',
    o.orderNo,
    ...(tracking.text ? [tracking.text] : []),
    '',
    linesText(o, o.language),
    '',
    `${w.deliverTo}:`,
    ...addressLines(o),
    '',
    `${w.viewOrders}: ${link}`,
    '',
    w.signOff,
    shop.name,
  ].join('\n');
  return { subject, html, text };
}

/** The farm's own "new order" message, with a link to the order in the console. */
export function farmNewOrderMessage(o: OrderFacts, shop: ShopFacts): Rendered {
  const subject = `${M.subjectFarmNewOrder}: ${o.orderNo} (₹${rupees(o.totalPaise)})`;
  const link = `${shop.url}/admin/orders/${o.orderId}`;
  const html = frame(shop, {
    title: subject,
    bodyHtml: `<p style="margin:0 0 12px">${escape(M.farmNewOrder)}</p>
<p style="margin:0;font-weight:bold">${escape(o.orderNo)} · ${paidWords(o.paid, o.testPayment ?? false)}</p>
${linesHtml(o, 'en')}${addressHtml(o, CUSTOMER_WORDS.en)}`,
    button: { href: link, label: M.openInConsole },
    signOff: false,
  });
  const text = [
    M.farmNewOrder,
    '',
    `${o.orderNo} · ${paidWords(o.paid, o.testPayment ?? false)}`,
    '',
    linesText(o, 'en'),
    '',
    `${M.deliverTo}:`,
    ...addressLines(o),
    '',
    `${M.openInConsole}: ${link}`,
  ].join('\n');
  return { subject, html, text };
}

/** The "forgot password" message, in the language it was asked in: the link, and what to do if it was not you. */
export function passwordResetMessage(
  name: string,
  link: string,
  shop: ShopFacts,
  language: Language = 'en',
): Rendered {
  const w = CUSTOMER_WORDS[language];
  const subject = `${w.subjectReset} · ${shop.name}`;
  const html = frame(
    shop,
    {
      title: subject,
      bodyHtml: `<p style="margin:0 0 12px">${escape(w.greeting(name))}</p>
<p style="margin:0 0 12px">${escape(w.reset)}</p>
<p style="margin:0 0 12px;color:#666666">${escape(w.resetIgnore)}</p>`,
      button: { href: link, label: w.setPassword },
    },
    language,
  );
  const text = [
    w.greeting(name),
    '',
    w.reset,
    '',
    `${w.setPassword}: ${link}`,
    '',
    w.resetIgnore,
    '',
    w.signOff,
    shop.name,
  ].join('\n');
  return { subject, html, text };
}

/**
 * A staff invitation (for the staff module to write with its invitation, in the same transaction:
 * `tx.outbox.enqueue([{ kind: 'staff-invitation', to: { email }, dedupeKey: 'staff-invitation:<id>', ...this }])`).
 */
export function staffInvitationMessage(
  name: string,
  role: string,
  hours: number,
  link: string,
  shop: ShopFacts,
): Rendered {
  const subject = `${M.subjectInvitation} · ${shop.name}`;
  const words = M.invitation(role, hours);
  const html = frame(shop, {
    title: subject,
    bodyHtml: `<p style="margin:0 0 12px">${escape(M.greeting(name))}</p>
<p style="margin:0 0 12px">${escape(words)}</p>`,
    button: { href: link, label: M.acceptInvitation },
  });
  const text = [
    M.greeting(name),
    '',
    words,
    '',
    `${M.acceptInvitation}: ${link}`,
    '',
    M.signOff,
    shop.name,
  ].join('\n');
  return { subject, html, text };
}

/**
 * A staff member changed their own console password: the when, and what to do if it was not them (no link that
 * signs anyone in; the console's address only).
 */
export function staffPasswordChangedMessage(name: string, when: string, shop: ShopFacts): Rendered {
  const subject = `${M.subjectPasswordChanged} · ${shop.name}`;
  const words = M.passwordChanged(when);
  const html = frame(shop, {
    title: subject,
    bodyHtml: `<p style="margin:0 0 12px">${escape(M.greeting(name))}</p>
<p style="margin:0 0 12px">${escape(words)}</p>
<p style="margin:0 0 12px">${escape(M.passwordChangedNotYou)}</p>`,
    button: { href: `${shop.url}/admin/`, label: M.openConsole },
  });
  const text = [
    M.greeting(name),
    '',
    words,
    '',
    M.passwordChangedNotYou,
    '',
    `${M.openConsole}: ${shop.url}/admin/`,
    '',
    M.signOff,
    shop.name,
  ].join('\n');
  return { subject, html, text };
}

/** The setup checklist's test e-mail (issue 36): it arrived, so the shop's e-mails go out. */
export function setupTestMessage(name: string, shop: ShopFacts): Rendered {
  const subject = `${SETUP_MESSAGES.testEmailSubject} · ${shop.name}`;
  const words = SETUP_MESSAGES.testEmailBody(name);
  const html = frame(shop, {
    title: subject,
    bodyHtml: `<p style="margin:0 0 12px">${escape(words)}</p>`,
    button: { href: `${shop.url}/admin/`, label: M.openConsole },
  });
  const text = [words, '', `${M.openConsole}: ${shop.url}/admin/`, '', M.signOff, shop.name].join('\n');
  return { subject, html, text };
}
