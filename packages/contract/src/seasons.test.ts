import { describe, expect, it } from 'vitest';
import { SHOP_UTC_OFFSET_MINUTES } from './desk.js';
import {
  keralaMonth,
  inSeason,
  maskToMonths,
  monthRangeName,
  monthsToMask,
  nextHarvest,
  seasonInput,
  seasonOf,
  seasonRanges,
  seasonText,
  SEASON_MESSAGES,
} from './seasons.js';

const mask = (...months: number[]) => monthsToMask(months);

describe('seasons: months as a mask', () => {
  it('writes January as 1 and December as 2048, and reads them back in order', () => {
    expect(mask(1)).toBe(1);
    expect(mask(3)).toBe(4);
    expect(mask(12)).toBe(2048);
    expect(mask(12, 1, 2, 11, 2)).toBe(1 + 2 + 1024 + 2048);
    expect(maskToMonths(1 + 2 + 1024 + 2048)).toEqual([1, 2, 11, 12]);
    expect(mask(0, 13, 2.5)).toBe(0);
  });

  it('answers no season for none and for all twelve months (sold all year: the page says nothing)', () => {
    expect(seasonOf(0, '', '')).toBeNull();
    expect(seasonOf(4095, 'x', '')).toBeNull();
    expect(seasonOf(mask(3, 4), 'first flush', '')).toEqual({
      months: [3, 4],
      note: 'first flush',
      note_mal: '',
    });
  });
});

describe('seasons: the month in Kerala (UTC+5:30)', () => {
  it('keeps the desk’s offset', () => {
    // 23:59 on 31 January in Kerala, then midnight: the month turns where the desk's days turn.
    const lastMinute = Date.UTC(2026, 0, 31, 0, 24 * 60 - SHOP_UTC_OFFSET_MINUTES - 1);
    expect(keralaMonth(new Date(lastMinute))).toBe(1);
    expect(keralaMonth(new Date(lastMinute + 60_000))).toBe(2);
  });

  it('turns the month at midnight in Kerala, not in UTC', () => {
    expect(keralaMonth(new Date('2026-02-28T18:29:00Z'))).toBe(2);
    expect(keralaMonth(new Date('2026-02-28T18:31:00Z'))).toBe(3);
    expect(keralaMonth(new Date('2026-12-31T18:30:00Z'))).toBe(1);
    // Black pepper (Dec–Feb) is in season on 28 February evening in Kerala, and over at 00:01 on 1 March there.
    const pepper = mask(12, 1, 2);
    expect(inSeason(pepper, new Date('2026-02-28T18:29:00Z'))).toBe(true);
    expect(inSeason(pepper, new Date('2026-02-28T18:31:00Z'))).toBe(false);
    expect(seasonText(pepper, 'en', new Date('2026-02-28T18:29:00Z'))).toBe('In season now');
    expect(seasonText(pepper, 'en', new Date('2026-02-28T18:31:00Z'))).toBe(
      'Next harvest: December–February',
    );
    expect(seasonText(pepper, 'ml', new Date('2026-02-28T18:31:00Z'))).toBe('അടുത്ത വിളവെടുപ്പ്: ഡിസംബർ–ഫെബ്രുവരി');
  });
});

describe('seasons: ranges and the next harvest', () => {
  it('keeps a season over the year’s end as one range', () => {
    expect(seasonRanges(mask(11, 12, 1, 2))).toEqual([{ from: 11, to: 2 }]);
    expect(seasonRanges(mask(1, 2, 6, 12))).toEqual([
      { from: 6, to: 6 },
      { from: 12, to: 2 },
    ]);
    expect(seasonRanges(mask(3, 4, 5))).toEqual([{ from: 3, to: 5 }]);
    expect(seasonRanges(4095)).toEqual([{ from: 1, to: 12 }]);
    expect(seasonRanges(0)).toEqual([]);
  });

  it('names the next range to start after this month, wrapping into next year', () => {
    const mango = mask(3, 4, 5);
    expect(nextHarvest(mango, new Date('2026-11-15T06:00:00Z'))).toEqual({ from: 3, to: 5 });
    // In April, mango's next harvest is next March (this one has started).
    expect(nextHarvest(mango, new Date('2026-04-15T06:00:00Z'))).toEqual({ from: 3, to: 5 });
    const twice = mask(1, 2, 6, 7);
    expect(nextHarvest(twice, new Date('2026-03-10T06:00:00Z'))).toEqual({ from: 6, to: 7 });
    expect(nextHarvest(twice, new Date('2026-08-10T06:00:00Z'))).toEqual({ from: 1, to: 2 });
    expect(nextHarvest(0)).toBeNull();
    expect(nextHarvest(4095)).toBeNull();
  });

  it('writes a range as the signs do, in both languages', () => {
    expect(monthRangeName({ from: 3, to: 4 }, 'en')).toBe('March–April');
    expect(monthRangeName({ from: 6, to: 6 }, 'en')).toBe('June');
    expect(monthRangeName({ from: 11, to: 2 }, 'ml')).toBe('നവംബർ–ഫെബ്രുവരി');
    expect(seasonText(0, 'en')).toBeNull();
  });
});

describe('seasons: the console’s input', () => {
  it('takes months and notes, and refuses a month outside 1..12 or a note too long in words', () => {
    expect(seasonInput.parse({ months: [3, 4] })).toEqual({ months: [3, 4], note: '', note_mal: '' });
    const month = seasonInput.safeParse({ months: [13] });
    expect(month.error?.issues[0]?.message).toBe(SEASON_MESSAGES.monthInvalid);
    const note = seasonInput.safeParse({ months: [], note: 'x'.repeat(201) });
    expect(note.error?.issues[0]?.message).toBe(SEASON_MESSAGES.noteTooLong);
    expect(seasonInput.safeParse({ months: [], note_mal: 'മ'.repeat(400) }).success).toBe(true);
  });
});
