/**
 * The setup checklist (issue 36 item 2): what a real shop must have before it opens, each item checked by the server
 * from the shop's own data (never a stored tick), and the owner's "Open the shop". Until then the storefront shows a
 * "coming soon" page and checkout takes no order (docs/domain.md "Opening the shop").
 */
import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { PAGE_LABELS, type PageSlug } from './pages.js';
import { sellerDetailsInWords, type SellerDetail } from './site.js';

/** The checklist's items, in the order the dashboard lists them. */
export const SETUP_ITEMS = [
  'seller',
  'contact',
  'payments',
  'email',
  'shipping',
  'pages',
  'catalogue',
  'backup',
  'two_factor',
] as const;
export type SetupItemKey = (typeof SETUP_ITEMS)[number];

/**
 * The items the shop cannot open without: the legal ones (who sells, the policies) and the operational ones (a way to
 * be reached, to be paid, to send mail, to charge shipping, something to sell). A recent backup and every owner on
 * two-factor are recommended: the dashboard keeps asking for them, but they do not stand between the farm and its
 * first order (a farm opening on its first day has little to lose yet, and an owner may set up two-factor later).
 */
export const REQUIRED_SETUP_ITEMS: readonly SetupItemKey[] = [
  'seller',
  'contact',
  'payments',
  'email',
  'shipping',
  'pages',
  'catalogue',
];
export const isRequiredSetupItem = (key: SetupItemKey) => REQUIRED_SETUP_ITEMS.includes(key);

/** Each item's title on the dashboard. */
export const SETUP_TITLES: Record<SetupItemKey, string> = {
  seller: 'Seller identity and legal facts',
  contact: 'The shop’s contact e-mail, phone and WhatsApp number',
  payments: 'Payments: live keys, or test payments on purpose',
  email: 'E-mail sending works',
  shipping: 'Shipping slabs reviewed',
  pages: 'Every page reviewed in English and Malayalam',
  catalogue: 'A category and a product ready to sell',
  backup: 'A backup taken in the last 24 hours',
  two_factor: 'Every owner signs in with two-factor',
};

/** Where each item is put right in the console. */
export const SETUP_LINKS: Record<SetupItemKey, string> = {
  seller: '/settings',
  contact: '/settings',
  payments: '/settings',
  email: '/messages',
  shipping: '/settings/shipping',
  pages: '/pages',
  catalogue: '/products',
  // The backups screen (issue 36 item 1); the command line's `npm run db:backup` is recorded too.
  backup: '/settings/backups',
  two_factor: '/staff',
};

/** A moment as the farm reads it, in India's time: "28 Nov 2026, 10:15 am". */
export const setupMoment = (at: Date) =>
  at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A backup counts for the checklist this long. */
export const SETUP_BACKUP_HOURS = 24;

const pageNames = (slugs: readonly PageSlug[]) => slugs.map((slug) => PAGE_LABELS[slug]).join('; ');

/** Each item's words: what is done, and what is missing. */
export const SETUP_MESSAGES = {
  sellerDone: 'The legal name, registered address, FSSAI number, contacts and grievance officer are given.',
  sellerMissing: (missing: readonly SellerDetail[]) =>
    `Missing in the settings: the ${sellerDetailsInWords(missing)}.`,
  contactDone: 'Customers can write, call and message the shop on WhatsApp.',
  contactMissing: (gaps: readonly string[]) => `Fill in the settings: ${gaps.join('; ')}.`,
  contactEmail: 'a valid contact e-mail',
  contactPhone: 'a valid main phone number',
  contactWhatsapp: 'the WhatsApp number (10 digits, starting 6–9)',
  paymentsLive: 'Payments are live: customers pay with real money.',
  paymentsTestConfirmed:
    'Payments are in test mode, on purpose: no real money moves until live keys are set on the server.',
  paymentsTest:
    'Payments are in test mode: no real money moves. Set live Razorpay keys on the server (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET), or say test payments are on purpose.',
  emailDone: (when: string) => `A test e-mail was accepted by the mail server on ${when}.`,
  emailMissing: 'Send a test e-mail to see that the shop’s e-mails go out.',
  shippingDone: 'The shipping slabs of both zones are reviewed.',
  shippingMissing: 'Check the shipping charges of both zones, then save them or press “These are right”.',
  pagesDone: 'Every page is reviewed in both languages.',
  pagesMissing: (english: readonly PageSlug[], malayalam: readonly PageSlug[]) =>
    [
      english.length > 0 ? `To review in English: ${pageNames(english)}.` : '',
      malayalam.length > 0 ? `To review in Malayalam: ${pageNames(malayalam)}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  catalogueDone: (products: number) =>
    `${products} ${products === 1 ? 'product is' : 'products are'} ready to sell in an active category.`,
  catalogueNoCategory: 'Add a category and keep it shown in the shop.',
  catalogueNoProduct:
    'Publish a product in an active category with a picture, a size with its MRP and net quantity, its shelf life and its ingredients.',
  backupDone: (when: string) => `The last backup was taken on ${when}.`,
  backupOld: (when: string) =>
    `The last backup was taken on ${when}, more than ${SETUP_BACKUP_HOURS} hours ago. Take one now.`,
  backupNone: 'No backup has been taken yet. Take one now.',
  twoFactorDone: 'Every owner signs in with a code from their phone too.',
  twoFactorMissing: (names: readonly string[]) =>
    `Without two-factor sign-in: ${names.join(', ')}. Each sets it up under their own account.`,
  /** The refusal to open, naming what is missing. */
  cannotOpen: (titles: readonly string[]) => `The shop cannot open yet. Still to do: ${titles.join('; ')}.`,
  opened: 'The shop is open: the storefront shows the products and checkout takes orders.',
  closed: 'The shop is closed for now: the storefront shows “coming soon” and checkout takes no order.',
  alreadyOpen: 'The shop is already open.',
  alreadyClosed: 'The shop is not open.',
  testPaymentsConfirmed: 'Noted: test payments are on purpose.',
  testPaymentsWithdrawn: 'Noted: test payments are no longer marked as on purpose.',
  testEmailSent: (to: string) => `A test e-mail went to ${to}. Look in that mailbox for it.`,
  testEmailRefused: (reason: string) =>
    `The test e-mail could not be sent: ${reason}. Check SMTP_URL and MAIL_FROM on the server, then try again.`,
  testEmailSubject: 'A test e-mail from your shop',
  testEmailBody: (name: string) =>
    `Hello ${name}, this is the test e-mail you asked for from the console’s setup checklist. It reached you, so the shop’s e-mails go out: order confirmations, password links and the farm’s own notices.`,
  slabsReviewed: 'Noted: the shipping slabs are right.',
  pageNotWritten: 'This page is not written yet: write it and save it, which marks it reviewed.',
  pageReviewed: (language: 'en' | 'ml') =>
    `Noted: the ${language === 'en' ? 'English' : 'Malayalam'} page is reviewed.`,
  /** Shown by the console while the shop is not open. */
  comingSoonNote:
    'The shop is not open yet: the storefront shows a “coming soon” page with the farm’s name and contacts, and checkout takes no order.',
} as const;

export const setupItem = z.object({
  key: z.enum(SETUP_ITEMS),
  done: z.boolean(),
  /** The shop cannot open until a required item is done; the others are recommended. */
  required: z.boolean(),
  title: z.string(),
  /** What is done or what is missing, in words. */
  detail: z.string(),
  /** The console path of the screen that puts it right. */
  link: z.string(),
});
export type SetupItem = z.infer<typeof setupItem>;

export const setupChecklistResponse = z
  .object({
    open: z.boolean(),
    opened_at: z.string().nullable(),
    /** Every required item is done: "Open the shop" is allowed. */
    can_open: z.boolean(),
    items: z.array(setupItem),
    /** Payments run on test keys (or the offline sandbox): the "on purpose" action applies. */
    payments_test_mode: z.boolean(),
    test_payments_confirmed: z.boolean(),
    message: z.string().optional(),
  })
  .meta({ id: 'SetupChecklist' });
export type SetupChecklist = z.infer<typeof setupChecklistResponse>;

/** The owner says test payments are on purpose (true), or withdraws it (false). */
export const testPaymentsBody = z.object({ confirmed: z.boolean() });

/** Marks one language of a page as reviewed without changing its words. */
export const pageReviewBody = z.object({
  language: z.enum(LANGUAGES, { error: 'Say which language was reviewed: en or ml.' }),
});
