import { describe, expect, it } from 'vitest';
import { SEARCH_RULES, nameScore, rankSearch, searchTerms, type SearchRow } from './search-terms.js';

const row = (id: number, words: Partial<SearchRow['words'][number]>[], described = false): SearchRow => ({
  id,
  described,
  words: words.map((word) => ({ contains: false, english: 0, roman: 0, ...word })),
});

describe('search terms', () => {
  it('takes the distinct words in lower case, LIKE wildcards escaped, each folded or romanised', () => {
    expect(searchTerms('  Velichenna  OIL oil 50%_off ')).toEqual([
      { word: 'velichenna', pattern: '%velichenna%', folded: 'velichena' },
      { word: 'oil', pattern: '%oil%', folded: 'oil' },
      { word: '50%_off', pattern: '%50\\%\\_off%', folded: '50 op' },
    ]);
    expect(searchTerms('മുളക്')[0]?.folded).toBe('mulaku');
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('a b c d e f g h')).toHaveLength(SEARCH_RULES.maxWords);
  });
});

describe('ranking', () => {
  it('scores each word by its best match over its threshold, and the names by the mean', () => {
    expect(nameScore(row(1, [{ contains: true }]))).toBe(1);
    expect(nameScore(row(1, [{ english: 0.5 }]))).toBe(0.5);
    // A romanised name must be more alike than an English one (short folded words share trigrams easily).
    expect(nameScore(row(1, [{ roman: 0.5 }]))).toBe(0);
    expect(nameScore(row(1, [{ roman: 0.75 }]))).toBe(0.75);
    expect(nameScore(row(1, [{ contains: true }, {}]))).toBe(0.5);
  });

  it('puts names first by score, then descriptions, then the shorter name; leaves out what matches too little', () => {
    const rows = [
      row(1, [{ english: 0.45 }]),
      row(2, [{}], true),
      row(3, [{ contains: true }]),
      row(4, [{ contains: true }], true),
      row(5, [{ english: 0.2 }]),
      row(6, [{ contains: true }]),
    ];
    const lengths: Record<number, number> = { 1: 10, 2: 10, 3: 14, 4: 20, 5: 10, 6: 12 };
    expect(rankSearch(rows, (id) => lengths[id]!)).toEqual([4, 6, 3, 1, 2]);
  });
});
