// Seasons (issue 37): the shapes the server, the storefront and the console share. The month helpers and words are in
// season-words.ts (no zod, for the storefront's pages); docs/domain.md "Seasons".
import { z } from 'zod';
import { text } from './common.js';
import { maskToMonths } from './season-words.js';

export * from './season-words.js';

/** The columns' limits: varchar(200) and varchar(400) (Malayalam takes more letters for the same words). */
export const SEASON_NOTE_MAX = { en: 200, ml: 400 } as const;

export const SEASON_MESSAGES = {
  monthInvalid: 'Choose months from January (1) to December (12).',
  noteTooLong: `Keep the season note to ${SEASON_NOTE_MAX.en} characters.`,
  noteMalTooLong: `Keep the Malayalam season note to ${SEASON_NOTE_MAX.ml} characters.`,
  cropUnknown: 'Choose crops the farm has: one of them no longer exists.',
} as const;

/**
 * A product's or crop's season as the pages get it: the months (1..12) it is in season and the farm's note in both
 * languages; null when it is not seasonal (or in season all year): the page says nothing. Whether it is in season
 * *now* is worked out where it is shown (season-words.ts `seasonLine`), so a cached answer never goes stale at the
 * turn of a month.
 */
export const season = z
  .object({
    months: z.array(z.number().int().min(1).max(12)),
    note: z.string(),
    /** Empty when the farm has not written one (the English shows). */
    note_mal: z.string(),
  })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof season>;

/** The answer's season from the stored columns: null when the months are none or all twelve. */
export function seasonOf(mask: number, note: string, noteMal: string): Season | null {
  const months = maskToMonths(mask);
  if (months.length === 0 || months.length === 12) return null;
  return { months, note, note_mal: noteMal };
}

/** A crop a product is made from, as its page links to it (contract routes.ts `storefrontPaths.crop`). */
export const productCrop = z.object({
  id: z.number().int(),
  name: z.string(),
  name_mala: z.string(),
  category: z.string(),
});
export type ProductCrop = z.infer<typeof productCrop>;

/** The console's season fieldset: the months ticked, and the note in each language (empty = none). */
export const seasonInput = z.object({
  months: z
    .array(
      z
        .number({ error: SEASON_MESSAGES.monthInvalid })
        .int(SEASON_MESSAGES.monthInvalid)
        .min(1, SEASON_MESSAGES.monthInvalid)
        .max(12, SEASON_MESSAGES.monthInvalid),
      { error: SEASON_MESSAGES.monthInvalid },
    )
    .max(12, SEASON_MESSAGES.monthInvalid)
    .default([]),
  note: text().trim().max(SEASON_NOTE_MAX.en, SEASON_MESSAGES.noteTooLong).default(''),
  note_mal: text().trim().max(SEASON_NOTE_MAX.ml, SEASON_MESSAGES.noteMalTooLong).default(''),
});
export type SeasonInput = z.input<typeof seasonInput>;
/** A fresh "no season" for a default (a new array each time). */
export const noSeason = (): { months: number[]; note: string; note_mal: string } => ({
  months: [],
  note: '',
  note_mal: '',
});

/** The season as the console reads it back (months in order; [] = not seasonal). */
export const adminSeason = z.object({
  months: z.array(z.number().int()),
  note: z.string(),
  note_mal: z.string(),
});
