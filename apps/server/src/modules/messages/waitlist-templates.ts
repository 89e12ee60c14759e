import type { Language } from '@farm/contract';
import { escape, frame, type Rendered, type ShopFacts } from './templates.js';
import { CUSTOMER_WORDS } from './words.js';

/**
 * The e-mails of "Tell me when it's back" (issue 37), in the language the shopper asked in: a guest's confirmation
 * (double opt-in: nothing else is sent to an address its owner has not confirmed) and the one "it's back" message.
 * Both carry the one-click unsubscribe link, which ends every open request of the address.
 */
export interface WaitlistFacts {
  /** The product's name in the shopper's language (the English one where it has no Malayalam name). */
  productName: string;
  size: string;
  /** The confirmation page (confirmation) or the product page (it's back), in the shopper's language. */
  link: string;
  unsubscribeLink: string;
}

interface Words {
  confirmSubject: (f: WaitlistFacts) => string;
  confirmLead: (f: WaitlistFacts) => string;
  confirmButton: string;
  confirmIgnore: string;
  backSubject: (f: WaitlistFacts) => string;
  backLead: (f: WaitlistFacts) => string;
  backOnce: string;
  backButton: string;
  unsubscribe: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    confirmSubject: (f) => `Confirm: tell me when ${f.productName} (${f.size}) is back`,
    confirmLead: (f) =>
      `You asked us to e-mail you when ${f.productName} (${f.size}) can be bought again. Confirm that this is your address, and we will write to you once, when it is back.`,
    confirmButton: 'Confirm',
    confirmIgnore: 'If you did not ask, ignore this e-mail: we will not write to you about it.',
    backSubject: (f) => `${f.productName} (${f.size}) is back`,
    backLead: (f) =>
      `Good news: ${f.productName} (${f.size}), which you were waiting for, can be bought again. It may go quickly.`,
    backOnce: 'This is the only e-mail we send you about it.',
    backButton: 'See it in the shop',
    unsubscribe: 'Stop these e-mails',
  },
  ml: {
    confirmSubject: (f) => `ഉറപ്പാക്കുക: ${f.productName} (${f.size}) തിരികെ വരുമ്പോൾ അറിയിക്കുക`,
    confirmLead: (f) =>
      `${f.productName} (${f.size}) വീണ്ടും വാങ്ങാൻ കിട്ടുമ്പോൾ ഇ-മെയിൽ അയയ്ക്കാൻ നിങ്ങൾ ആവശ്യപ്പെട്ടു. ഇത് നിങ്ങളുടെ വിലാസമാണെന്ന് ഉറപ്പാക്കുക; അത് തിരികെ വരുമ്പോൾ ഞങ്ങൾ ഒരിക്കൽ മാത്രം എഴുതും.`,
    confirmButton: 'ഉറപ്പാക്കുക',
    confirmIgnore: 'നിങ്ങൾ ആവശ്യപ്പെട്ടതല്ലെങ്കിൽ ഈ ഇ-മെയിൽ അവഗണിക്കുക: ഇതിനെക്കുറിച്ച് ഞങ്ങൾ എഴുതില്ല.',
    backSubject: (f) => `${f.productName} (${f.size}) തിരികെ എത്തി`,
    backLead: (f) =>
      `സന്തോഷവാർത്ത: നിങ്ങൾ കാത്തിരുന്ന ${f.productName} (${f.size}) ഇപ്പോൾ വീണ്ടും വാങ്ങാം. വേഗം തീർന്നേക്കാം.`,
    backOnce: 'ഇതിനെക്കുറിച്ച് ഞങ്ങൾ അയയ്ക്കുന്ന ഒരേയൊരു ഇ-മെയിൽ ഇതാണ്.',
    backButton: 'കടയിൽ കാണുക',
    unsubscribe: 'ഈ ഇ-മെയിലുകൾ നിർത്തുക',
  },
};

function render(
  shop: ShopFacts,
  language: Language,
  parts: { subject: string; paragraphs: string[]; button: string; link: string; unsubscribeLink: string },
): Rendered {
  const w = WORDS[language];
  const subject = `${parts.subject} · ${shop.name}`;
  const html = frame(
    shop,
    {
      title: subject,
      bodyHtml: [
        ...parts.paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`),
        `<p style="margin:0 0 12px"><a href="${escape(parts.link)}">${escape(parts.link)}</a></p>`,
      ].join('\n'),
      button: { href: parts.link, label: parts.button },
    },
    language,
  ).replace(
    '</div>\n</div>\n</body>',
    // Below the card, small, as mailing lists place it: one click ends every request of this address.
    `</div>\n<p style="margin:12px 0 0;font-size:13px;color:#666666"><a href="${escape(parts.unsubscribeLink)}" style="color:#666666">${escape(w.unsubscribe)}</a></p>\n</div>\n</body>`,
  );
  const text = [
    ...parts.paragraphs.flatMap((p) => [p, '']),
    `${parts.button}: ${parts.link}`,
    '',
    CUSTOMER_WORDS[language].signOff,
    shop.name,
    '',
    `${w.unsubscribe}: ${parts.unsubscribeLink}`,
  ].join('\n');
  return { subject, html, text };
}

/** A guest's confirmation (double opt-in): the only e-mail an unconfirmed address gets. */
export function waitlistConfirmMessage(f: WaitlistFacts, shop: ShopFacts, language: Language): Rendered {
  const w = WORDS[language];
  return render(shop, language, {
    subject: w.confirmSubject(f),
    paragraphs: [w.confirmLead(f), w.confirmIgnore],
    button: w.confirmButton,
    link: f.link,
    unsubscribeLink: f.unsubscribeLink,
  });
}

/** "It's back": once per request, with the product page in the shopper's language. */
export function waitlistBackMessage(f: WaitlistFacts, shop: ShopFacts, language: Language): Rendered {
  const w = WORDS[language];
  return render(shop, language, {
    subject: w.backSubject(f),
    paragraphs: [w.backLead(f), w.backOnce],
    button: w.backButton,
    link: f.link,
    unsubscribeLink: f.unsubscribeLink,
  });
}
