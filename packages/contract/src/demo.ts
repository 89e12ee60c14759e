import { z } from 'zod';
import { text } from './common.js';

// Clearing the demo (issue 36): a shop that began as the demo removes the demo's content before it sells its own.
// The owner types the words below to confirm; the server refuses anything else and changes nothing.

/** What the owner types to confirm the clear-out (compared without regard to case or spaces around it). */
export const DEMO_CLEAR_PHRASE = 'CLEAR DEMO';

/** Whether the words typed are the confirmation. */
export function isDemoClearPhrase(typed: string): boolean {
  return typed.trim().replace(/\s+/g, ' ').toUpperCase() === DEMO_CLEAR_PHRASE;
}

export const DEMO_MESSAGES = {
  wrongWords: `Type ${DEMO_CLEAR_PHRASE} to confirm. Nothing was cleared.`,
  nothingLeft: 'There is nothing of the demo left to clear: the shop’s content is all your own.',
  cleared:
    'The demo is cleared. Orders, customers, invoices and staff are as they were. The shop shows “coming soon” ' +
    'until you open it from the setup checklist on the dashboard. Next: add your categories and products, and read ' +
    'each page (each is marked “review me”).',
} as const;

/** The clear-out's request: the words typed, which must be the phrase (the console checks them as the server does). */
export const demoClearBody = z.object({
  confirm: text({ error: DEMO_MESSAGES.wrongWords })
    .max(100, DEMO_MESSAGES.wrongWords)
    .refine(isDemoClearPhrase, DEMO_MESSAGES.wrongWords),
});
export type DemoClearBody = z.input<typeof demoClearBody>;

/** How much of the demo is still in the shop, thing by thing. */
export const demoContent = z.object({
  products: z.number().int(),
  categories: z.number().int(),
  crops: z.number().int(),
  certificates: z.number().int(),
  videos: z.number().int(),
  banners: z.number().int(),
  /** Page texts (a page counts once per language) still the demo's own words. */
  pages: z.number().int(),
  /** The shop's facts (contacts, addresses, seller and tax details) still holding the demo's made-up values. */
  shop_facts: z.number().int(),
});
export type DemoContent = z.infer<typeof demoContent>;

export const demoStatus = z.object({
  left: demoContent,
  /** Nothing of the demo is left. */
  clear: z.boolean(),
  /** The words to type. */
  phrase: z.string(),
});
export type DemoStatus = z.infer<typeof demoStatus>;

export const demoCleared = z.object({
  message: z.string(),
  /** What was removed or reset. */
  cleared: demoContent,
  /** Demo categories kept because the farm's own products are listed under them. */
  kept_categories: z.array(z.string()),
});
export type DemoCleared = z.infer<typeof demoCleared>;

/** The demo's things in words, for the console's lists: "36 products", "1 certificate". */
export const DEMO_CONTENT_WORDS: Record<keyof DemoContent, [string, string]> = {
  products: [
    'product (its sizes, prices, pictures and reviews)',
    'products (their sizes, prices, pictures and reviews)',
  ],
  categories: ['category', 'categories'],
  crops: ['crop of the farm pages', 'crops of the farm pages'],
  certificates: ['certificate', 'certificates'],
  videos: ['video', 'videos'],
  banners: ['banner picture', 'banner pictures'],
  pages: [
    'page text (replaced by our template, marked “review me”)',
    'page texts (replaced by our templates, marked “review me”)',
  ],
  shop_facts: ['shop detail (emptied for your own)', 'shop details (emptied for your own)'],
};

/** "36 products (…), 7 categories and 12 page texts (…)": the non-zero counts in words. */
export function demoContentWords(content: DemoContent): string[] {
  return (Object.keys(DEMO_CONTENT_WORDS) as (keyof DemoContent)[])
    .filter((key) => content[key] > 0)
    .map((key) => `${content[key]} ${DEMO_CONTENT_WORDS[key][content[key] === 1 ? 0 : 1]}`);
}
