import { COMPLAINT_CLOCKS, type Language } from '@farm/contract';
import { escape, frame, type Rendered, type ShopFacts } from './templates.js';
import { CUSTOMER_WORDS } from './words.js';

/**
 * The e-mails of a complaint to the grievance officer (Consumer Protection (E-Commerce) Rules 2020 r.4(5); issue 35),
 * in the language the customer wrote from: the ticket at once, a person's acknowledgement, each reply, the close.
 * Every one carries the ticket number and the link to follow it.
 */
export type ComplaintMessageKind =
  'complaint-received' | 'complaint-acknowledged' | 'complaint-reply' | 'complaint-closed';

export interface ComplaintFacts {
  ticketNo: string;
  name: string;
  subject: string;
  /** The follow page's address, with its token. */
  link: string;
  /** The dates promised, already written for the reader (e.g. "29 Nov 2026"). */
  acknowledgeBy: string;
  settleBy: string;
  /** The farm's reply, as its staff typed it (a reply or a close with words). */
  reply?: string;
}

interface Words {
  subject: Record<ComplaintMessageKind, (ticket: string) => string>;
  lead: Record<ComplaintMessageKind, (f: ComplaintFacts) => string>;
  farmWrote: string;
  follow: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subject: {
      'complaint-received': (t) => `We have your complaint: ticket ${t}`,
      'complaint-acknowledged': (t) => `Your complaint ${t} is being looked into`,
      'complaint-reply': (t) => `A reply to your complaint ${t}`,
      'complaint-closed': (t) => `Your complaint ${t} is closed`,
    },
    lead: {
      'complaint-received': (f) =>
        `Thank you for telling us. Your complaint "${f.subject}" has the ticket number ${f.ticketNo}. A person at the farm will acknowledge it by ${f.acknowledgeBy} (within ${COMPLAINT_CLOCKS.acknowledgeHours} hours) and settle it by ${f.settleBy} (within a month).`,
      'complaint-acknowledged': (f) =>
        `A person at the farm has read your complaint ${f.ticketNo} ("${f.subject}") and is looking into it. We will settle it by ${f.settleBy}.`,
      'complaint-reply': (f) => `The farm has answered your complaint ${f.ticketNo} ("${f.subject}").`,
      'complaint-closed': (f) =>
        `Your complaint ${f.ticketNo} ("${f.subject}") is now closed. If something is still wrong, make a new complaint and name this ticket.`,
    },
    farmWrote: 'The farm wrote:',
    follow: 'Follow your complaint',
  },
  ml: {
    subject: {
      'complaint-received': (t) => `നിങ്ങളുടെ പരാതി ലഭിച്ചു: ടിക്കറ്റ് ${t}`,
      'complaint-acknowledged': (t) => `നിങ്ങളുടെ പരാതി ${t} പരിശോധിക്കുന്നു`,
      'complaint-reply': (t) => `നിങ്ങളുടെ പരാതി ${t}-ന് മറുപടി`,
      'complaint-closed': (t) => `നിങ്ങളുടെ പരാതി ${t} അവസാനിപ്പിച്ചു`,
    },
    lead: {
      'complaint-received': (f) =>
        `അറിയിച്ചതിന് നന്ദി. നിങ്ങളുടെ പരാതി "${f.subject}"-ന്റെ ടിക്കറ്റ് നമ്പർ ${f.ticketNo} ആണ്. ${f.acknowledgeBy}-നകം (${COMPLAINT_CLOCKS.acknowledgeHours} മണിക്കൂറിനുള്ളിൽ) ഫാമിലെ ഒരാൾ ഇത് പരിശോധിച്ചതായി അറിയിക്കും; ${f.settleBy}-നകം (ഒരു മാസത്തിനുള്ളിൽ) പരിഹരിക്കും.`,
      'complaint-acknowledged': (f) =>
        `ഫാമിലെ ഒരാൾ നിങ്ങളുടെ പരാതി ${f.ticketNo} ("${f.subject}") വായിച്ചു, അത് പരിശോധിക്കുകയാണ്. ${f.settleBy}-നകം പരിഹരിക്കും.`,
      'complaint-reply': (f) => `നിങ്ങളുടെ പരാതി ${f.ticketNo} ("${f.subject}")-ന് ഫാം മറുപടി നൽകി.`,
      'complaint-closed': (f) =>
        `നിങ്ങളുടെ പരാതി ${f.ticketNo} ("${f.subject}") അവസാനിപ്പിച്ചു. ഇനിയും പ്രശ്നമുണ്ടെങ്കിൽ ഈ ടിക്കറ്റ് പരാമർശിച്ച് പുതിയ പരാതി നൽകുക.`,
    },
    farmWrote: 'ഫാം എഴുതിയത്:',
    follow: 'പരാതി പിന്തുടരുക',
  },
};

/** One complaint e-mail to the customer, in `language`: the greeting, what happened, the farm's words, the link. */
export function complaintMessage(
  kind: ComplaintMessageKind,
  f: ComplaintFacts,
  shop: ShopFacts,
  language: Language,
): Rendered {
  const w = WORDS[language];
  const subject = `${w.subject[kind](f.ticketNo)} · ${shop.name}`;
  const paragraphs = [CUSTOMER_WORDS[language].greeting(f.name), w.lead[kind](f)];
  const reply = f.reply ? [w.farmWrote, f.reply] : [];
  const html = frame(
    shop,
    {
      title: subject,
      bodyHtml: [
        ...paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`),
        ...(f.reply
          ? [
              `<p style="margin:0 0 4px">${escape(w.farmWrote)}</p>`,
              `<blockquote style="margin:0 0 12px;padding:8px 12px;background:#eef5ee;border-radius:6px;white-space:pre-wrap">${escape(f.reply)}</blockquote>`,
            ]
          : []),
      ].join('\n'),
      button: { href: f.link, label: w.follow },
    },
    language,
  );
  const text = [
    ...[...paragraphs, ...reply].flatMap((p) => [p, '']),
    `${w.follow}: ${f.link}`,
    '',
    CUSTOMER_WORDS[language].signOff,
    shop.name,
  ].join('\n');
  return { subject, html, text };
}

/** The farm's copy of a new complaint (English, to its orders e-mail): who, about what, and the console's link. */
export function farmNewComplaintMessage(
  f: { ticketNo: string; name: string; email: string; subject: string; body: string; acknowledgeBy: string },
  shop: ShopFacts,
): Rendered {
  const subject = `New complaint ${f.ticketNo}: acknowledge by ${f.acknowledgeBy}`;
  const link = `${shop.url}/admin/complaints`;
  const lines = [
    `${f.name} <${f.email}> made a complaint: "${f.subject}".`,
    f.body,
    `The law asks the farm to acknowledge it by ${f.acknowledgeBy} and to settle it within a month.`,
  ];
  const html = frame(
    shop,
    {
      title: subject,
      bodyHtml: lines
        .map((p) => `<p style="margin:0 0 12px;white-space:pre-wrap">${escape(p)}</p>`)
        .join('\n'),
      button: { href: link, label: 'Open the complaints' },
      signOff: false,
    },
    'en',
  );
  return { subject, html, text: [...lines, '', `Open the complaints: ${link}`].join('\n') };
}
