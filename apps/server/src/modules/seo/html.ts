/**
 * Text helpers for the tags the server writes into pages and the sitemap. Everything that comes from the database
 * passes through `escapeHtml` (or `jsonLdScript`) on its way out, so a name with `<` or quotes stays text.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in HTML text, double- or single-quoted attributes, and XML (all five are predefined or numeric there). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` can never close the script, and `>`, `&`, U+2028 and
 * U+2029 are escaped too. They only ever occur inside JSON strings, where `\uXXXX` means the same character.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tags that end a line or a block: they become a space, so "<li>a</li><li>b</li>" reads "a b", not "ab". */
const BLOCK_TAG = /^(p|br|li|ul|ol|div|h[1-6]|tr|td|th|table|section|article|blockquote|hr|dd|dt)$/i;

/** The readable text of a description that may hold HTML (crop key features do): no tags, entities decoded. */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Only `<` that starts a tag: "price < 100" stays.
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (BLOCK_TAG.test(name) ? ' ' : ''));
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * Text cut to at most `max` characters (UTF-16 units, as browsers and crawlers count) at a word boundary, the cut
 * marked with an ellipsis that counts towards `max`. A single word longer than `max` is cut inside.
 */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const endsOnWord = clean[max - 1] === ' ';
  const space = room.lastIndexOf(' ');
  let cut = endsOnWord || space <= 0 ? room : room.slice(0, space);
  // Never leave half of a surrogate pair (an emoji) before the ellipsis.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:–—-]+$/, '')}…`;
}
