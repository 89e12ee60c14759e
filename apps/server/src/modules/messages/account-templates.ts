import { NOTIFICATION_MESSAGES as M, pathInLanguage, type Language } from '@farm/contract';
import { escape, frame, type Rendered, type ShopFacts } from './templates.js';
import { CUSTOMER_WORDS } from './words.js';

/**
 * Messages that tell a person about their own account's safety (security issue 33): someone guessing at the password,
 * two-factor sign-in turned on or off. None carries a link that signs anyone in: the shop's or the console's address
 * only.
 */

/** The "someone is guessing" words of a customer's message, in each storefront language. */
const GUESSED_WORDS: Record<
  Language,
  { subject: string; guessed: (failures: number) => string; advice: string; openShop: string }
> = {
  en: {
    subject: M.subjectSignInGuessed,
    guessed: M.signInGuessed,
    advice: M.signInGuessedAdvice,
    openShop: M.openShop,
  },
  ml: {
    subject: 'നിങ്ങളുടെ അക്കൗണ്ടിൽ കയറാൻ ആരോ ശ്രമിക്കുന്നു',
    guessed: (failures: number) =>
      `കഴിഞ്ഞ ഒരു മണിക്കൂറിനുള്ളിൽ നിങ്ങളുടെ അക്കൗണ്ടിനായി ആരോ ${failures} തവണ തെറ്റായ പാസ്‌വേഡ് നൽകി. ഓരോ നെറ്റ്‌വർക്ക് വിലാസത്തിനും കുറച്ച് ശ്രമങ്ങൾ മാത്രമേ കിട്ടൂ; നിങ്ങളുടെ പാസ്‌വേഡ് എളുപ്പം ഊഹിക്കാവുന്നതല്ലെങ്കിൽ അക്കൗണ്ട് സുരക്ഷിതമാണ്.`,
    advice:
      'ഇത് നിങ്ങൾ തന്നെയായിരുന്നെങ്കിൽ ഒന്നും ചെയ്യേണ്ടതില്ല. അല്ലെങ്കിൽ, ലോഗിൻ പേജിലെ "പാസ്‌വേഡ് മറന്നോ?" വഴി മറ്റെവിടെയും ഉപയോഗിക്കാത്ത ഒരു പുതിയ പാസ്‌വേഡ് സജ്ജമാക്കുക.',
    openShop: 'കട തുറക്കുക',
  },
};

/** A message of a few paragraphs and one button, in the frame every message shares, as HTML and as text. */
function simple(
  shop: ShopFacts,
  subject: string,
  paragraphs: readonly string[],
  button: { href: string; label: string },
  language: Language,
): Rendered {
  const w = CUSTOMER_WORDS[language];
  const html = frame(
    shop,
    {
      title: subject,
      bodyHtml: paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`).join('\n'),
      button,
    },
    language,
  );
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `${button.label}: ${button.href}`,
    '',
    w.signOff,
    shop.name,
  ];
  return { subject, html, text: text.join('\n') };
}

/**
 * A customer's password is being guessed at (many wrong ones within the hour): in the customer's language, what
 * happened and what to do if it was not them.
 */
export function signInGuessedMessage(
  name: string,
  failures: number,
  shop: ShopFacts,
  language: Language = 'en',
): Rendered {
  const w = GUESSED_WORDS[language];
  return simple(
    shop,
    `${w.subject} · ${shop.name}`,
    [CUSTOMER_WORDS[language].greeting(name), w.guessed(failures), w.advice],
    { href: `${shop.url}${pathInLanguage('/', language)}`, label: w.openShop },
    language,
  );
}

/** A staff member's console password is being guessed at: the same, with the console's advice (English). */
export function staffSignInGuessedMessage(name: string, failures: number, shop: ShopFacts): Rendered {
  return simple(
    shop,
    `${M.subjectSignInGuessed} · ${shop.name}`,
    [M.greeting(name), M.signInGuessed(failures), M.staffSignInGuessedAdvice],
    { href: `${shop.url}/admin/`, label: M.openConsole },
    'en',
  );
}

/**
 * A staff member's two-factor sign-in was turned on, turned off, or reset by the owner: when, and what to do if it
 * was not them.
 */
export function staffTwoFactorMessage(
  change: 'on' | 'off' | 'reset',
  name: string,
  when: string,
  shop: ShopFacts,
): Rendered {
  const subject = change === 'on' ? M.subjectTwoFactorOn : M.subjectTwoFactorOff;
  const words =
    change === 'on'
      ? M.twoFactorOnMail(when)
      : change === 'off'
        ? M.twoFactorOffMail(when)
        : M.twoFactorResetMail(when);
  return simple(
    shop,
    `${subject} · ${shop.name}`,
    [M.greeting(name), words, ...(change === 'reset' ? [] : [M.twoFactorNotYou])],
    { href: `${shop.url}/admin/`, label: M.openConsole },
    'en',
  );
}
