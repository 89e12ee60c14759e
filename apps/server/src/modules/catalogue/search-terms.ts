import { foldLatin, hasMalayalam, romaniseMalayalam } from './romanise.js';

/**
 * How loosely search matches (issue 32). Each typed word is compared with the English name, the Malayalam name and
 * the romanised Malayalam name; the descriptions are searched by their words (full-text) and rank below the names.
 */
export const SEARCH_RULES = {
  /** Trigram word similarity a word needs with the English name: "cocnut" scores 0.5 with "Coconut Oil". */
  englishSimilarity: 0.4,
  /**
   * With the romanised Malayalam name: higher, as the folded words are short and alike ("chaku" and "chaya" share
   * half their trigrams; "mulaku" in "kurumulaku" scores 0.71).
   */
  romanSimilarity: 0.6,
  /** Shorter words are matched only where a name contains them (three letters are too few to be similar). */
  englishFuzzyLength: 4,
  romanFuzzyLength: 3,
  /** A product is found when its names' score (the mean over the words) reaches this, or its description matches. */
  found: 0.4,
  /** Words looked at; the rest of a long text is ignored. */
  maxWords: 6,
} as const;

export interface SearchTerm {
  /** The word in lower case. */
  word: string;
  /** `%word%` with LIKE's wildcards escaped, for "the name contains it". */
  pattern: string;
  /** The word folded as romanised names are (Malayalam script is romanised first). */
  folded: string;
}

/** The distinct words of a search text, each ready to compare; none for a text of spaces. */
export function searchTerms(text: string): SearchTerm[] {
  const words = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, SEARCH_RULES.maxWords);
  return words.map((word) => ({
    word,
    pattern: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    folded: hasMalayalam(word) ? romaniseMalayalam(word) : foldLatin(word),
  }));
}

/** A product a search found, with how each word matches its names (repository `search`). */
export interface SearchRow {
  id: number;
  /** Its description (English or Malayalam) holds the words. */
  described: boolean;
  /** For each term, in order: a name contains it; its trigram word similarity (0 to 1) with each name. */
  words: { contains: boolean; english: number; roman: number }[];
}

/**
 * How well a product's names match the words, 0 to 1: the mean over the words of each word's best match, where a name
 * containing the word counts 1, and a similar word its similarity once it reaches that name's threshold.
 */
export function nameScore(row: SearchRow): number {
  if (row.words.length === 0) return 0;
  const best = row.words.map((word) =>
    Math.max(
      word.contains ? 1 : 0,
      word.english >= SEARCH_RULES.englishSimilarity ? word.english : 0,
      word.roman >= SEARCH_RULES.romanSimilarity ? word.roman : 0,
    ),
  );
  return best.reduce((sum, score) => sum + score, 0) / best.length;
}

/**
 * The products a search shows, best first: those whose names score at least `found`, by score; then those found by
 * their description only; among equals the description's match first, then the shorter name (closer to what was
 * typed: "Honey 7" before "Honey 17"). Further ties keep the order given (the shop's), as the sort is stable.
 * `nameLength` gives the length of a product's name in the language typed.
 */
export function rankSearch(rows: SearchRow[], nameLength: (id: number) => number): number[] {
  const scored = rows
    .map((row) => ({ row, score: nameScore(row) }))
    .filter(({ row, score }) => score >= SEARCH_RULES.found || row.described);
  const named = (score: number) => (score >= SEARCH_RULES.found ? score : 0);
  return scored
    .sort(
      (a, b) =>
        named(b.score) - named(a.score) ||
        Number(b.row.described) - Number(a.row.described) ||
        nameLength(a.row.id) - nameLength(b.row.id),
    )
    .map(({ row }) => row.id);
}
