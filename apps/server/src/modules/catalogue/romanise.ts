/**
 * Malayalam names in Latin letters, as a shopper types them on a phone's English keyboard ("velichenna" for
 * വെളിച്ചെണ്ണ), for search (issue 32). No scheme is typed consistently (velichenna, velichchenna, velichena; manjal,
 * manjhal), so the output is lossy on purpose: long and short vowels are one letter, aspirated and plain consonants
 * one, doubled consonants single, ള/ല/ഴ all l, ട/ഡ/ത/ദ all t, ശ/ഷ/സ all s. What the shopper types goes through
 * the same folding (`foldLatin`), and the two are compared loosely (trigram similarity in the database), so a
 * spelling close to one of the common ones finds the product.
 *
 * No well-kept offline npm package does this: the transliteration libraries implement exact schemes (ISO 15919,
 * Mozhi) meant to be read back, which keep exactly the distinctions that typed spellings blur.
 */

/** Consonants, as written before the folding. */
const CONSONANTS: Record<string, string> = {
  ക: 'k',
  ഖ: 'kh',
  ഗ: 'g',
  ഘ: 'gh',
  ങ: 'ng',
  ച: 'ch',
  ഛ: 'chh',
  ജ: 'j',
  ഝ: 'jh',
  ഞ: 'nj',
  ട: 't',
  ഠ: 'th',
  ഡ: 'd',
  ഢ: 'dh',
  ണ: 'n',
  ത: 'th',
  ഥ: 'th',
  ദ: 'd',
  ധ: 'dh',
  ന: 'n',
  ഩ: 'n',
  പ: 'p',
  ഫ: 'ph',
  ബ: 'b',
  ഭ: 'bh',
  മ: 'm',
  യ: 'y',
  ര: 'r',
  റ: 'r',
  ല: 'l',
  ള: 'l',
  ഴ: 'zh',
  വ: 'v',
  ശ: 'sh',
  ഷ: 'sh',
  സ: 's',
  ഹ: 'h',
  ഺ: 't',
};

/** Vowels standing alone (at the start of a word). */
const VOWELS: Record<string, string> = {
  അ: 'a',
  ആ: 'aa',
  ഇ: 'i',
  ഈ: 'ee',
  ഉ: 'u',
  ഊ: 'oo',
  ഋ: 'ru',
  ൠ: 'ru',
  ഌ: 'lu',
  എ: 'e',
  ഏ: 'e',
  ഐ: 'ai',
  ഒ: 'o',
  ഓ: 'o',
  ഔ: 'au',
};

/** Vowel signs after a consonant. */
const VOWEL_SIGNS: Record<string, string> = {
  'ാ': 'aa',
  'ി': 'i',
  'ീ': 'ee',
  'ു': 'u',
  'ൂ': 'oo',
  'ൃ': 'ru',
  'ൄ': 'ru',
  'െ': 'e',
  'േ': 'e',
  'ൈ': 'ai',
  'ൊ': 'o',
  'ോ': 'o',
  'ൌ': 'au',
  'ൗ': 'au',
};

/** Chillu letters (a consonant with no vowel, at the end of a syllable). */
const CHILLUS: Record<string, string> = {
  ൺ: 'n',
  ൻ: 'n',
  ർ: 'r',
  ൽ: 'l',
  ൾ: 'l',
  ൿ: 'k',
  ൔ: 'm',
  ൕ: 'y',
  ൖ: 'zh',
};

const VIRAMA = '\u0d4d';
const ZWJ = '\u200d';
const ZWNJ = '\u200c';
const ANUSVARA = 'ം';
const VISARGA = 'ഃ';

/** Whether the text holds any Malayalam letter (a shopper may type in Malayalam script too). */
export function hasMalayalam(text: string): boolean {
  return /[\u0d00-\u0d7f]/.test(text);
}

/** The consonant as it sounds before `next` (the consonant after a virama), where typing differs from the letter. */
function consonantBefore(consonant: string, next: string | undefined): string {
  // ഞ്ച, ഞ്ജ: "inchi", "manja"; ങ്ക: "thenkaay" (ങ്ങ is handled as a doubled letter).
  if (consonant === 'ഞ' && (next === 'ച' || next === 'ജ')) return 'n';
  if (consonant === 'ങ' && next === 'ക') return 'n';
  return CONSONANTS[consonant]!;
}

/** Malayalam script in Latin letters, then folded (see the module's comment). Other characters are kept. */
export function romaniseMalayalam(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    if (char in CONSONANTS) {
      const previous = chars[i - 1] === VIRAMA ? chars[i - 2] : undefined;
      // റ after ന് or റ് sounds t: എന്റെ "ente", റ്റ "tt".
      let latin = char === 'റ' && (previous === 'ന' || previous === 'റ') ? 't' : CONSONANTS[char]!;
      const next = chars[i + 1];
      if (next === VIRAMA) {
        const after = chars[i + 2];
        if (after === ZWJ) {
          // The old way of writing a chillu: ന്‍ is ൻ.
          out += latin;
          i += 2;
        } else if (after === char) {
          // A doubled consonant (ച്ച, ണ്ണ, ക്ക) is typed once: the second one writes it.
          i += 1;
        } else if (after !== undefined && after in CONSONANTS) {
          // A conjunct: no vowel between the two.
          out += char === 'റ' && after === 'റ' ? '' : consonantBefore(char, after);
          i += 1;
        } else {
          // A word ending in ് is said with a short "u": മുളക് "mulaku", കുരുമുളക് "kurumulaku".
          out += `${latin}u`;
          i += after === ZWNJ ? 2 : 1;
        }
        continue;
      }
      if (next !== undefined && next in VOWEL_SIGNS) {
        latin += VOWEL_SIGNS[next]!;
        i += 1;
      } else {
        latin += 'a';
      }
      out += latin;
    } else if (char in VOWELS) {
      out += VOWELS[char]!;
    } else if (char in CHILLUS) {
      out += CHILLUS[char]!;
    } else if (char === ANUSVARA) {
      // Before k or g it is typed n: ശംഖ് "shankhu".
      out += 'കഖഗഘ'.includes(chars[i + 1] ?? '-') ? 'n' : 'm';
    } else if (char === VISARGA) {
      out += 'h';
    } else if (char === ZWJ || char === ZWNJ || char === VIRAMA || char in VOWEL_SIGNS) {
      // A stray sign (a typing slip) adds nothing.
    } else {
      out += char;
    }
  }
  return foldLatin(out);
}

/**
 * Latin letters folded so that the common ways of typing one Malayalam word meet: lower case, no accents, one letter
 * for long vowels, aspirates, doubled consonants and the letters typists swap (zh/l, d/t, mb/mp, c/k, w/v, sh/s).
 * Words are kept apart by single spaces; other characters go.
 */
export function foldLatin(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/zh/g, 'l')
      .replace(/chh/g, 'ch')
      .replace(/([kgjtdpb])h/g, '$1')
      .replace(/ph/g, 'p')
      .replace(/sh/g, 's')
      .replace(/ck/g, 'k')
      // c alone (not in ch) is k: "achar" keeps its ch, "cocnut" reads "koknut".
      .replace(/c(?!h)/g, 'k')
      .replace(/q/g, 'k')
      .replace(/x/g, 'ks')
      .replace(/z/g, 's')
      .replace(/f/g, 'p')
      .replace(/w/g, 'v')
      .replace(/d/g, 't')
      .replace(/mb/g, 'mp')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/(ch|nj|ng)\1+/g, '$1')
      .replace(/([a-z])\1+/g, '$1')
      .trim()
  );
}

/** What a product's Malayalam name is stored as for search (`products.product_name_roman`). */
export function romanName(nameMal: string): string {
  return romaniseMalayalam(nameMal).slice(0, 600);
}
