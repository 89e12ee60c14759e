import { describe, expect, it } from 'vitest';
import { pageLanguageNote } from './pages.js';

const at = (iso: string) => new Date(iso).toISOString();
const dates = (english: string | null, malayalam: string | null) => ({
  english_updated_at: english && at(english),
  malayalam_updated_at: malayalam && at(malayalam),
});

describe('which language of a page is older (issue 32)', () => {
  it('says which is older and by how much, in minutes, hours or days', () => {
    expect(pageLanguageNote(dates('2026-11-26T10:00Z', '2026-11-14T09:00Z'), true)?.text).toBe(
      'The Malayalam was last changed 12 days before the English: check that it still says the same.',
    );
    expect(pageLanguageNote(dates('2026-11-26T10:00Z', '2026-11-26T13:30Z'), true)).toEqual({
      older: 'en',
      text: 'The English was last changed 3 hours before the Malayalam: check that it still says the same.',
    });
    expect(pageLanguageNote(dates('2026-11-26T10:05Z', '2026-11-26T10:00Z'), true)?.text).toMatch(
      /changed 5 minutes before/,
    );
    expect(pageLanguageNote(dates('2026-11-27T10:00Z', '2026-11-26T10:00Z'), true)?.text).toMatch(
      /changed 1 day before/,
    );
  });

  it('says nothing when both were saved by one save or the page is not written, and that there is no Malayalam yet', () => {
    expect(pageLanguageNote(dates('2026-11-26T10:00Z', '2026-11-26T10:00Z'), true)).toBeNull();
    expect(pageLanguageNote(dates('2026-11-26T10:00:30Z', '2026-11-26T10:00Z'), true)?.text).toMatch(
      /changed less than a minute before the English/,
    );
    expect(pageLanguageNote(dates(null, null), false)).toBeNull();
    expect(pageLanguageNote(dates('2026-11-26T10:00Z', null), false)?.older).toBe('none');
    expect(pageLanguageNote(dates('2026-11-26T10:00Z', '2026-11-01T10:00Z'), false)?.text).toBe(
      'There is no Malayalam of this page yet: the shop’s Malayalam page shows the English.',
    );
  });
});
