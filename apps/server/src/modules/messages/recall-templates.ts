import type { Language } from '@farm/contract';
import { escape, frame, type Rendered, type ShopFacts } from './templates.js';
import { CUSTOMER_WORDS } from './words.js';

/**
 * A recall's message (issue 38; FSS Food Recall Procedure Regulations 2017): one to each customer who got units of a
 * recalled lot, in their order's language, saying which product and lot, why, what to do now (stop using it and keep
 * it) and how they get their money back or a replacement: by contacting the farm, whose phone and e-mail it gives.
 */
export interface RecallFacts {
  firstName: string;
  /** The farm's reason, in the message's language where the farm wrote one (else the English one). */
  reason: string;
  /** What the customer got of the recalled lots: the product's name in the message's language. */
  items: readonly { productName: string; size: string; code: string; orderNo: string; quantity: number }[];
  contact: { phone: string; email: string };
}

interface Words {
  subjectOne: (item: RecallFacts['items'][number]) => string;
  subjectMany: string;
  lead: string;
  item: (item: RecallFacts['items'][number]) => string;
  reason: (reason: string) => string;
  stop: string;
  contact: (contact: RecallFacts['contact']) => string;
  sorry: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subjectOne: (i) => `Important: stop using ${i.productName} (${i.size}), lot ${i.code}`,
    subjectMany: 'Important: stop using products we sent you',
    lead: 'We are recalling a product you bought from us. It is about:',
    item: (i) =>
      `${i.productName} (${i.size}), lot ${i.code}: ${i.quantity} in order ${i.orderNo}. The lot code is printed on the label.`,
    reason: (reason) => `Why: ${reason}`,
    stop: 'Please stop using it now and do not give it to anyone. Keep it, with its label, until we have spoken.',
    contact: (c) =>
      `Contact us and we will refund it or send you a replacement, as you prefer: ${[c.phone && `phone ${c.phone}`, c.email && `e-mail ${c.email}`].filter(Boolean).join(', ')}. Mention your order number.`,
    sorry: 'We are sorry for the trouble.',
  },
  ml: {
    subjectOne: (i) => `പ്രധാനം: ${i.productName} (${i.size}), ലോട്ട് ${i.code} ഉപയോഗിക്കരുത്`,
    subjectMany: 'പ്രധാനം: ഞങ്ങൾ അയച്ച ഉൽപ്പന്നങ്ങൾ ഉപയോഗിക്കരുത്',
    lead: 'നിങ്ങൾ ഞങ്ങളിൽ നിന്ന് വാങ്ങിയ ഒരു ഉൽപ്പന്നം ഞങ്ങൾ തിരിച്ചുവിളിക്കുന്നു. ഇതിനെക്കുറിച്ചാണ്:',
    item: (i) =>
      `${i.productName} (${i.size}), ലോട്ട് ${i.code}: ഓർഡർ ${i.orderNo}-ൽ ${i.quantity} എണ്ണം. ലോട്ട് കോഡ് ലേബലിൽ അച്ചടിച്ചിട്ടുണ്ട്.`,
    reason: (reason) => `കാരണം: ${reason}`,
    stop: 'ദയവായി ഇത് ഉടൻ ഉപയോഗിക്കുന്നത് നിർത്തുക, ആർക്കും നൽകരുത്. ഞങ്ങളുമായി സംസാരിക്കുന്നതുവരെ ലേബലോടെ സൂക്ഷിച്ചുവയ്ക്കുക.',
    contact: (c) =>
      `ഞങ്ങളെ ബന്ധപ്പെടുക: നിങ്ങളുടെ ഇഷ്ടംപോലെ പണം തിരികെ നൽകുകയോ പകരം പുതിയത് അയച്ചുതരികയോ ചെയ്യാം. ${[c.phone && `ഫോൺ ${c.phone}`, c.email && `ഇ-മെയിൽ ${c.email}`].filter(Boolean).join(', ')}. ഓർഡർ നമ്പർ പറയുക.`,
    sorry: 'ഉണ്ടായ ബുദ്ധിമുട്ടിന് ഞങ്ങൾ ക്ഷമ ചോദിക്കുന്നു.',
  },
};

/** The recall's message to one customer, in `language`. */
export function recallMessage(f: RecallFacts, shop: ShopFacts, language: Language): Rendered {
  const w = WORDS[language];
  const first = f.items[0];
  // One lot (in one order or several): the subject names it; several lots: the message lists them.
  const oneLot = new Set(f.items.map((item) => item.code)).size === 1;
  const subject = `${oneLot && first ? w.subjectOne(first) : w.subjectMany} · ${shop.name}`;
  const greeting = CUSTOMER_WORDS[language].greeting(f.firstName);
  const items = f.items.map(w.item);
  const after = [w.reason(f.reason), w.stop, w.contact(f.contact), w.sorry];
  const paragraph = (p: string, bold = false) =>
    `<p style="margin:0 0 12px">${bold ? `<strong>${escape(p)}</strong>` : escape(p)}</p>`;
  const html = frame(
    shop,
    {
      title: subject,
      bodyHtml: [
        paragraph(greeting),
        paragraph(w.lead),
        `<ul style="margin:0 0 12px;padding-left:20px">${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`,
        paragraph(after[0]!),
        paragraph(after[1]!, true),
        ...after.slice(2).map((p) => paragraph(p)),
      ].join('\n'),
    },
    language,
  );
  const text = [
    greeting,
    '',
    w.lead,
    ...items.map((i) => `- ${i}`),
    '',
    ...after.flatMap((p) => [p, '']),
    CUSTOMER_WORDS[language].signOff,
    shop.name,
  ].join('\n');
  return { subject, html, text };
}
