/**
 * Seasons (issue 37, docs/domain.md "Seasons"): the months a product or crop is in season, kept as a 12-bit mask
 * (January = 1, February = 2, March = 4 … December = 2048; 0 = not seasonal, sold all year), the month of a moment in
 * the farm's time, and the words the pages say. Without zod: the storefront's product and crop pages import this file
 * alone (`@farm/contract/season-words`); seasons.ts exports it with its schemas.
 */
import type { Language } from './languages.js';

/** The farm keeps Indian time (UTC+5:30, no summer time); the same as desk.ts SHOP_UTC_OFFSET_MINUTES. */
const KERALA_OFFSET_MINUTES = 330;

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Every month: a product in season all year is not seasonal (the pages say nothing). */
export const ALL_MONTHS_MASK = 4095;

/** The mask of a list of months (1..12); repeats and months outside 1..12 are ignored. */
export function monthsToMask(months: readonly number[]): number {
  let mask = 0;
  for (const month of months) {
    if (Number.isInteger(month) && month >= 1 && month <= 12) mask |= 1 << (month - 1);
  }
  return mask;
}

/** The months (1..12, in order) of a mask. */
export function maskToMonths(mask: number): number[] {
  return MONTHS.filter((month) => (mask & (1 << (month - 1))) !== 0);
}

/**
 * The month (1..12) a moment falls in, in Kerala: 2026-02-28T18:29Z is still 28 February there, 18:30Z is already
 * 1 March. The server's clock and the shopper's browser may keep any zone; the farm's month is the one that counts.
 */
export function keralaMonth(at: Date = new Date()): number {
  return new Date(at.getTime() + KERALA_OFFSET_MINUTES * 60_000).getUTCMonth() + 1;
}

/** Whether a seasonal mask holds `at`'s month in Kerala; a mask of 0 (not seasonal) is never "in season". */
export function inSeason(mask: number, at: Date = new Date()): boolean {
  return (mask & (1 << (keralaMonth(at) - 1))) !== 0;
}

/** A run of months in season, `from` to `to` both included; from > to wraps the year's end (Nov–Feb). */
export interface MonthRange {
  from: number;
  to: number;
}

/**
 * The season's runs of months, by their first month: a run over the year's end is one range (November to February is
 * {from: 11, to: 2}, not two). All twelve months are one range January–December; no months, no ranges.
 */
export function seasonRanges(mask: number): MonthRange[] {
  const on = (month: number) => (mask & (1 << (month - 1))) !== 0;
  const months = maskToMonths(mask);
  if (months.length === 0) return [];
  if (months.length === 12) return [{ from: 1, to: 12 }];
  const ranges: MonthRange[] = [];
  for (const month of months) {
    const previous = month === 1 ? 12 : month - 1;
    if (on(previous)) continue; // Not a run's first month.
    let to = month;
    while (on(to === 12 ? 1 : to + 1)) to = to === 12 ? 1 : to + 1;
    ranges.push({ from: month, to });
  }
  return ranges;
}

/**
 * The next season to come: the range whose first month is the nearest after `at`'s month in Kerala (a range starting
 * this month has started, so it is next year's); null when the mask has no months or every month.
 */
export function nextHarvest(mask: number, at: Date = new Date()): MonthRange | null {
  const ranges = seasonRanges(mask);
  if (ranges.length === 0 || maskToMonths(mask).length === 12) return null;
  const now = keralaMonth(at);
  const ahead = (range: MonthRange) => (range.from - now + 12) % 12 || 12;
  return ranges.reduce((best, range) => (ahead(range) < ahead(best) ? range : best));
}

/**
 * What a product or crop page says of its season at a moment: in season now, the next harvest, or nothing (not
 * seasonal, or in season all year).
 */
export type SeasonLine = { kind: 'now' } | { kind: 'next'; range: MonthRange } | null;

export function seasonLine(mask: number, at: Date = new Date()): SeasonLine {
  if (mask === 0 || maskToMonths(mask).length === 12) return null;
  if (inSeason(mask, at)) return { kind: 'now' };
  const range = nextHarvest(mask, at);
  return range ? { kind: 'next', range } : null;
}

/** The Gregorian months' names as Kerala writes them. */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ml: [
    'ജനുവരി',
    'ഫെബ്രുവരി',
    'മാർച്ച്',
    'ഏപ്രിൽ',
    'മേയ്',
    'ജൂൺ',
    'ജൂലൈ',
    'ഓഗസ്റ്റ്',
    'സെപ്റ്റംബർ',
    'ഒക്ടോബർ',
    'നവംബർ',
    'ഡിസംബർ',
  ],
};

/** Three letters for the console's compact lists and the spreadsheet ("Mar–May"). */
export const MONTH_SHORT = MONTH_NAMES.en.map((name) => name.slice(0, 3));

export function monthName(month: number, language: Language): string {
  return MONTH_NAMES[language][month - 1] ?? '';
}

/** "March–April", or "March" for a one-month range (an en dash between, as the farm's signs write it). */
export function monthRangeName(range: MonthRange, language: Language): string {
  const from = monthName(range.from, language);
  return range.from === range.to ? from : `${from}–${monthName(range.to, language)}`;
}

/** The seasons' words in both languages: the storefront's pages and the server's messages say the same. */
export const SEASON_WORDS: Record<
  Language,
  {
    inSeasonNow: string;
    nextHarvest: (range: string) => string;
    allYear: string;
    madeFrom: string;
    productsMadeFrom: (crop: string) => string;
    inSeasonIn: (month: string) => string;
    pageTitle: string;
    nothingInSeason: string;
    crops: string;
    products: string;
  }
> = {
  en: {
    inSeasonNow: 'In season now',
    nextHarvest: (range) => `Next harvest: ${range}`,
    allYear: 'All year',
    madeFrom: 'Made from',
    productsMadeFrom: (crop) => `Products made from ${crop}`,
    inSeasonIn: (month) => `In season in ${month}`,
    pageTitle: "What's in season",
    nothingInSeason: 'Nothing from the farm is in season.',
    crops: 'From the farm',
    products: 'In the shop',
  },
  ml: {
    inSeasonNow: 'ഇപ്പോൾ സീസൺ ആണ്',
    nextHarvest: (range) => `അടുത്ത വിളവെടുപ്പ്: ${range}`,
    allYear: 'വർഷം മുഴുവൻ',
    madeFrom: 'ഇതിൽ നിന്ന് ഉണ്ടാക്കിയത്',
    productsMadeFrom: (crop) => `${crop} കൊണ്ട് ഉണ്ടാക്കിയ ഉൽപ്പന്നങ്ങൾ`,
    inSeasonIn: (month) => `${month} മാസത്തിൽ സീസണിലുള്ളവ`,
    pageTitle: 'ഇപ്പോൾ സീസണിലുള്ളവ',
    nothingInSeason: 'ഫാമിൽ നിന്ന് ഒന്നും സീസണിൽ ഇല്ല.',
    crops: 'ഫാമിൽ നിന്ന്',
    products: 'കടയിൽ',
  },
};

/** The season line in a language: "In season now", "Next harvest: March–April", or null (say nothing). */
export function seasonText(mask: number, language: Language, at: Date = new Date()): string | null {
  const line = seasonLine(mask, at);
  if (!line) return null;
  const words = SEASON_WORDS[language];
  return line.kind === 'now' ? words.inSeasonNow : words.nextHarvest(monthRangeName(line.range, language));
}
