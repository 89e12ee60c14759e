import { z } from 'zod';
import { text } from './common.js';
import { CONTENT_MESSAGES } from './content.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';

// The shop's own pages (about, story and the policies): what the storefront shows and what the console edits.

/** The pages the owner edits: the about and story texts of /aboutus, and the four policy pages. */
export const PAGE_SLUGS = ['about', 'story', 'terms', 'privacy', 'shipping', 'refund'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * Words a page's text may hold that the shop fills in when it shows the page, so a change of phone number or e-mail
 * reaches every page at once.
 */
export const PAGE_PLACEHOLDERS = {
  '{{shop_name}}': 'the shop’s name',
  '{{contact_email}}': 'the contact e-mail, as a link',
  '{{phones}}': 'the phone numbers, as links',
  '{{farm_address}}': 'the farm’s address',
  '{{outlet_address}}': 'the outlet’s address',
} as const;

/** Any slug is accepted here: one the shop does not have is a 404, as for any missing page. */
export const pageSlugParams = z.object({ slug: text().max(60, CONTENT_MESSAGES.pageNotFound) });

export function isPageSlug(slug: string): slug is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(slug);
}

const pageFields = z.object({
  title: text({ error: CONTENT_MESSAGES.pageTitleRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.pageTitleRequired)
    .max(200, CONTENT_MESSAGES.tooLong(200)),
  body: text({ error: CONTENT_MESSAGES.pageBodyRequired })
    .min(1, CONTENT_MESSAGES.pageBodyRequired)
    .max(100_000, CONTENT_MESSAGES.tooLong(100_000))
    .refine((value) => value.trim() !== '', CONTENT_MESSAGES.pageBodyRequired),
  /** The page in Malayalam: both empty, or both written (the Malayalam pages show the English until then). */
  title_mal: text().trim().max(200, CONTENT_MESSAGES.tooLong(200)).default(''),
  body_mal: text().max(100_000, CONTENT_MESSAGES.tooLong(100_000)).default(''),
});

export const pageBody = pageFields.superRefine((page, ctx) => {
  const hasTitle = page.title_mal !== '';
  const hasBody = page.body_mal.trim() !== '';
  if (hasBody && !hasTitle) {
    ctx.addIssue({ code: 'custom', path: ['title_mal'], message: CONTENT_MESSAGES.pageTitleMalRequired });
  }
  if (hasTitle && !hasBody) {
    ctx.addIssue({ code: 'custom', path: ['body_mal'], message: CONTENT_MESSAGES.pageBodyMalRequired });
  }
});
export type PageBody = z.input<typeof pageBody>;
/** A text to preview; `language` picks the words a placeholder stands for when the shop lacks the fact. */
export const pagePreviewBody = pageFields
  .pick({ body: true })
  .extend({ language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) });

/** A page as the storefront shows it: its `##` headings (the table of contents) and its text as safe HTML. */
export const publicPage = z
  .object({
    slug: z.string(),
    title: z.string(),
    html: z.string(),
    toc: z.array(z.object({ id: z.string(), heading: z.string() })),
    updated_at: z.string(),
    /** The page in Malayalam, drawn the same way; null while the farm has not written it (the English shows). */
    ml: z
      .object({
        title: z.string(),
        html: z.string(),
        toc: z.array(z.object({ id: z.string(), heading: z.string() })),
      })
      .nullable(),
  })
  .meta({ id: 'Page' });
export type PublicPage = z.infer<typeof publicPage>;
export const pagePreview = publicPage.pick({ html: true, toc: true });

/** What each page is, for the console's list (a page not written yet still has its place). */
export const PAGE_LABELS: Record<PageSlug, string> = {
  about: 'About us: what we grow',
  story: 'About us: our story',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Notice',
  shipping: 'Shipping Policy',
  refund: 'Return and Cancellation Policy',
};

export const adminPage = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  /** The Malayalam title and Markdown; empty while the farm has not written them. */
  title_mal: z.string(),
  body_mal: z.string(),
  /** Null for a page not written yet. */
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  /**
   * When the English (title or text) and the Malayalam last changed, each moved only by a save that changes that
   * language (issue 32): null for a page not written yet, and the Malayalam's for one never written in Malayalam.
   */
  english_updated_at: z.string().nullable(),
  malayalam_updated_at: z.string().nullable(),
  /**
   * When the owner last saved or confirmed each language (issue 36); null = "review me" (a page from the templates, or
   * one from before the setup checklist). The setup checklist asks for both on every page.
   */
  english_reviewed_at: z.string().nullable(),
  malayalam_reviewed_at: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPage>;

/** How long apart two moments are, in the console's words: "5 minutes", "3 hours", "12 days". */
function spanInWords(ms: number): string {
  const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return count(hours, 'hour');
  return count(Math.floor(hours / 24), 'day');
}

/**
 * What the page editor says about its two languages (issue 32): that there is no Malayalam yet, or which language is
 * older and by how much, so that editing one does not leave the other saying something else without a word. Null for
 * a page not written yet, or when both were last changed by the same save (their dates are then equal).
 */
export function pageLanguageNote(
  page: Pick<AdminPage, 'english_updated_at' | 'malayalam_updated_at'>,
  hasMalayalam: boolean,
): { older: 'en' | 'ml' | 'none'; text: string } | null {
  if (page.english_updated_at === null) return null;
  if (!hasMalayalam || page.malayalam_updated_at === null) {
    return {
      older: 'none',
      text: 'There is no Malayalam of this page yet: the shop’s Malayalam page shows the English.',
    };
  }
  const gap = Date.parse(page.english_updated_at) - Date.parse(page.malayalam_updated_at);
  if (gap === 0) return null;
  const span = spanInWords(Math.abs(gap));
  return gap > 0
    ? {
        older: 'ml',
        text: `The Malayalam was last changed ${span} before the English: check that it still says the same.`,
      }
    : {
        older: 'en',
        text: `The English was last changed ${span} before the Malayalam: check that it still says the same.`,
      };
}
export const adminPageSummary = adminPage
  .pick({
    slug: true,
    title: true,
    updated_at: true,
    updated_by: true,
    english_updated_at: true,
    malayalam_updated_at: true,
    english_reviewed_at: true,
    malayalam_reviewed_at: true,
  })
  /** The page is written in Malayalam too (its title and its text). */
  .extend({ has_ml: z.boolean() });
export type AdminPageSummary = z.infer<typeof adminPageSummary>;
export const adminPageList = z.object({ data: z.array(adminPageSummary) });
