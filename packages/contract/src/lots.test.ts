import { describe, expect, it } from 'vitest';
import {
  LOT_MESSAGES,
  LOT_PROCESS_LABELS,
  addDays,
  addMonths,
  dayWords,
  daysBetween,
  deliverByFor,
  floorDays,
  keralaDate,
  lotFields,
  lotPackable,
  madeOn,
} from './lots.js';

describe('lot dates', () => {
  it('counts whole days and adds them across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, the 31st of a short month becoming its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
  });

  it('says a date in words and the day in Kerala of a moment', () => {
    expect(dayWords('2026-12-05')).toBe('5 Dec 2026');
    expect(dayWords('2027-01-20')).toBe('20 Jan 2027');
    // 18:29 UTC is 23:59 in Kerala; 18:30 is the next day.
    expect(keralaDate(new Date('2026-11-27T18:29:00Z'))).toBe('2026-11-27');
    expect(keralaDate(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(deliverByFor('2026-11-28')).toBe('2026-12-05');
  });
});

describe('the shelf-life floor', () => {
  it('is 30 % of the shelf life rounded up, never under 45 days', () => {
    expect(floorDays('2026-01-01', '2026-01-01')).toBe(45);
    expect(floorDays('2026-01-01', '2026-06-30')).toBe(54); // 180 days: 54
    expect(floorDays('2026-01-01', '2026-06-01')).toBe(46); // 151 days: 45.3 → 46
    expect(floorDays('2026-01-01', '2026-05-31')).toBe(45); // 150 days: 45
    expect(floorDays('2026-06-01', '2026-01-01')).toBe(45); // dates the wrong way: no life, the 45 days
  });

  it('starts the life at processing, else harvest, else receiving', () => {
    expect(
      madeOn({ processed_on: '2026-02-01', harvested_on: '2026-01-01', received_on: '2026-03-01' }),
    ).toBe('2026-02-01');
    expect(madeOn({ processed_on: null, harvested_on: '2026-01-01', received_on: '2026-03-01' })).toBe(
      '2026-01-01',
    );
    expect(madeOn({ processed_on: null, harvested_on: null, received_on: '2026-03-01' })).toBe('2026-03-01');
  });

  it('refuses a lot a day short of it, names its last day to be packed, and never refuses a lot without dates', () => {
    const lot = {
      code: 'C-1',
      best_before: '2026-06-30',
      processed_on: '2026-01-01',
      harvested_on: null,
      received_on: '2026-01-02',
      blocked: false,
    };
    expect(lotPackable(lot, '2026-05-07')).toEqual({ ok: true, reason: null, lastDay: '2026-04-30' });
    expect(lotPackable(lot, '2026-05-08')).toEqual({
      ok: false,
      reason: LOT_MESSAGES.belowFloor('C-1', '2026-06-30', '2026-05-08', 54),
      lastDay: '2026-04-30',
    });
    expect(LOT_MESSAGES.belowFloor('C-1', '2026-06-30', '2026-05-08', 54)).toContain(
      'best before 30 Jun 2026: delivered by 8 May 2026',
    );
    expect(lotPackable({ ...lot, blocked: true }, '2026-01-03')).toEqual({
      ok: false,
      reason: LOT_MESSAGES.blocked('C-1'),
      lastDay: '2026-04-30',
    });
    expect(lotPackable({ ...lot, best_before: null }, '2099-01-01')).toEqual({
      ok: true,
      reason: null,
      lastDay: null,
    });
    expect(lotPackable({ ...lot, best_before: null, blocked: true }, '2026-01-03')).toEqual({
      ok: false,
      reason: LOT_MESSAGES.blocked('C-1'),
      lastDay: null,
    });
  });
});

describe('a lot received', () => {
  it('takes empty fields as not given, and refuses a code or date in words', () => {
    expect(lotFields.parse({ code: '', best_before: '', harvested_on: '' })).toMatchObject({
      code: undefined,
      best_before: null,
      harvested_on: null,
      crop_id: null,
      process: null,
      source: '',
    });
    expect(lotFields.parse({ code: ' CO-2611-A ' }).code).toBe('CO-2611-A');
    for (const code of ['A', 'no spaces', '-LEADING', 'x'.repeat(41)]) {
      const result = lotFields.safeParse({ code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(LOT_MESSAGES.codeInvalid);
    }
    expect(lotFields.safeParse({ code: 'A'.repeat(40) }).success).toBe(true);
    for (const bad of [
      '2026-13-01',
      'x2026-01-01',
      '2026-01-01x',
      '26-01-01',
      'abcd-01-01',
      '2026-00-01',
      '2026-01-00',
      '2026-01-32',
      '2026-01-1x',
      '2026-01-40',
      20260101,
    ]) {
      const date = lotFields.safeParse({ best_before: bad });
      expect(date.success, String(bad)).toBe(false);
      expect(date.error?.issues[0]?.message, String(bad)).toBe(LOT_MESSAGES.dateInvalid);
    }
    for (const good of [
      '2026-01-01',
      '2026-09-09',
      '2026-10-10',
      '2026-12-19',
      '2026-12-29',
      '2026-12-31',
      '2026-12-30',
    ])
      expect(lotFields.parse({ best_before: good }).best_before).toBe(good);
    expect(lotFields.safeParse({ code: 5 }).error?.issues[0]?.message).toBe(LOT_MESSAGES.codeInvalid);
    expect(lotFields.safeParse({ crop_id: 'coconut' }).error?.issues[0]?.message).toBe(
      LOT_MESSAGES.cropUnknown,
    );
    expect(lotFields.parse({ source: '  North grove  ' }).source).toBe('North grove');
    expect(lotFields.safeParse({ source: 'x'.repeat(201) }).success).toBe(false);
    expect(lotFields.safeParse({ source: 'x'.repeat(200) }).success).toBe(true);
  });

  it('names every process in words', () => {
    expect(Object.values(LOT_PROCESS_LABELS)).toEqual([
      'Pressing',
      'Drying',
      'Roasting',
      'Grinding',
      'Bottling',
      'Packing',
    ]);
  });
});
