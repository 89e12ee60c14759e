/**
 * Shared helpers for the demo pictures: escaping, compact numbers, colours, seeded randomness, text fitting
 * and a per-document builder that hands out ids, so nothing in one document can clash.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and attribute values, and drops characters XML 1.0 cannot carry at all. */
export function esc(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const forbidden =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0xd800 && code <= 0xdfff) ||
      code === 0xfffe ||
      code === 0xffff;
    out += forbidden ? ' ' : (ENTITIES[ch] ?? ch);
  }
  return out;
}

/** Tenths of a pixel are plenty, and rounding keeps documents short and byte-stable. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * Template tag for markup: numbers are rounded with `num`, strings go in as they are, so any text that
 * comes from the data must pass through `esc` first.
 */
export function svg(strings: TemplateStringsArray, ...values: Array<number | string>): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += (typeof value === 'number' ? num(value) : value) + (strings[i + 1] ?? '');
  });
  return out;
}

// ---------------------------------------------------------------- colours

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends `a` towards `b`; t = 0 is `a`, t = 1 is `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? c) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function lighten(colour: string, t: number): string {
  return mix(colour, '#ffffff', t);
}

export function darken(colour: string, t: number): string {
  return mix(colour, '#000000', t);
}

/** Relative luminance (WCAG), to pick readable ink on a coloured label. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function inkOn(colour: string): string {
  return luminance(colour) > 0.42 ? '#2b2a1f' : '#ffffff';
}

// ---------------------------------------------------------------- randomness

/** FNV-1a: a stable 32-bit hash, so each file's variations depend on its name only. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32, seeded from a string: repeatable variety without Math.random. */
export class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = hash(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick needs at least one item');
    return item;
  }
}

// ---------------------------------------------------------------- documents

/** [offset 0..1, colour, opacity] */
export type Stop = [number, string, number?];

function stopsMarkup(stops: Stop[]): string {
  return stops
    .map(([offset, colour, opacity]) =>
      opacity === undefined
        ? svg`<stop offset="${offset}" stop-color="${colour}"/>`
        : svg`<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/**
 * One SVG document under construction. Definitions (gradients, clip paths, filters, shared shapes) are
 * collected here with ids unique in the document; identical definitions are shared rather than repeated.
 */
export class Doc {
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private readonly shared = new Map<string, string>();
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    key: string,
  ) {
    this.rng = new Rng(key);
  }

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /**
   * Adds a definition built around a fresh id and returns the id; `build` must use the id it is given.
   * Definitions with the same `key` (by default, the markup itself) are made once and shared.
   */
  define(prefix: string, build: (id: string) => string, key?: string): string {
    const probe = key ?? build('\u0000');
    const known = this.shared.get(probe);
    if (known !== undefined) return known;
    const id = this.id(prefix);
    this.defs.push(build(id));
    this.shared.set(probe, id);
    return id;
  }

  /** A linear gradient in bounding-box units; returns a paint value `url(#…)`. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.define(
      'g',
      (gid) =>
        svg`<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
        stopsMarkup(stops) +
        '</linearGradient>',
    );
    return `url(#${id})`;
  }

  /** A radial gradient in bounding-box units; returns a paint value `url(#…)`. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.define(
      'r',
      (gid) =>
        svg`<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}">` +
        stopsMarkup(stops) +
        '</radialGradient>',
    );
    return `url(#${id})`;
  }

  /** A soft drop shadow; returns a filter value `url(#…)`. */
  dropShadow(blur: number, dx: number, dy: number, opacity: number): string {
    const id = this.define(
      'f',
      (fid) =>
        svg`<filter id="${fid}" x="-25%" y="-25%" width="150%" height="150%">` +
        svg`<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dx="${dx}" dy="${dy}"/>` +
        svg`<feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>` +
        '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
    );
    return `url(#${id})`;
  }

  /** A clip path around the given shape markup; returns a clip-path value `url(#…)`. */
  clip(shape: string): string {
    const id = this.define('c', (cid) => `<clipPath id="${cid}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  render(title: string, body: string): string {
    const { width, height } = this;
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      svg`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
      `<title>${esc(title)}</title>${defs}${body}</svg>\n`
    );
  }
}

// ---------------------------------------------------------------- text

export const SANS = "'Trebuchet MS', 'Segoe UI', 'DejaVu Sans', Arial, sans-serif";
export const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
export const MALAYALAM = 'Noto Sans Malayalam, Manjari, sans-serif';

export interface FitOptions {
  maxLines: number;
  maxSize: number;
  minSize?: number;
  /** Average glyph advance as a share of the font size (no font metrics on the server). */
  advance?: number;
  lineHeight?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
}

function wrapGreedy(words: string[], maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function longest(lines: string[]): number {
  return Math.max(1, ...lines.map((line) => [...line].length));
}

/** Chooses the line breaks (up to maxLines) that allow the largest font inside the box. */
export function fitText(text: string, width: number, height: number, options: FitOptions): FittedText {
  const advance = options.advance ?? 0.58;
  const lineHeight = options.lineHeight ?? 1.15;
  const minSize = options.minSize ?? 10;
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], size: options.maxSize, lineHeight };
  const sizeFor = (lines: string[]): number =>
    Math.min(options.maxSize, width / (longest(lines) * advance), height / (lines.length * lineHeight));

  let best: string[] = [words.join(' ')];
  let bestSize = sizeFor(best);
  const total = best[0]?.length ?? 0;
  for (let maxChars = total - 1; maxChars >= 1; maxChars -= 1) {
    const lines = wrapGreedy(words, maxChars);
    if (lines.length > options.maxLines) break;
    const size = sizeFor(lines);
    if (size > bestSize + 0.01) {
      best = lines;
      bestSize = size;
    }
  }
  if (bestSize >= minSize) return { lines: best, size: bestSize, lineHeight };

  // Too long even at the smallest size: cut the last line short with an ellipsis.
  const perLine = Math.max(4, Math.floor(width / (minSize * advance)));
  const lines = wrapGreedy(words, perLine);
  const kept = lines.slice(0, options.maxLines);
  if (lines.length > options.maxLines) {
    const last = kept[kept.length - 1] ?? '';
    kept[kept.length - 1] = `${[...last].slice(0, perLine - 1).join('')}…`;
  }
  return { lines: kept.map((line) => [...line].slice(0, perLine).join('')), size: minSize, lineHeight };
}

export interface TextStyle {
  fill: string;
  family?: string;
  weight?: string | number;
  anchor?: 'start' | 'middle' | 'end';
}

/** Draws fitted lines centred vertically on `cy`. */
export function textBlock(fitted: FittedText, x: number, cy: number, style: TextStyle): string {
  const { lines, size, lineHeight } = fitted;
  const blockHeight = size * (1 + lineHeight * (lines.length - 1));
  const firstBaseline = cy - blockHeight / 2 + size * 0.78;
  const family = style.family ?? SANS;
  const weight = style.weight ?? 'bold';
  const anchor = style.anchor ?? 'middle';
  return lines
    .map(
      (line, i) =>
        svg`<text x="${x}" y="${firstBaseline + i * size * lineHeight}" font-family="${family}" font-size="${size}" font-weight="${String(weight)}" text-anchor="${anchor}" fill="${style.fill}">` +
        `${esc(line)}</text>`,
    )
    .join('');
}

/** 'honey-pot' → 'honey pot', for titles. */
export function motifWords(motif: string): string {
  return motif.replace(/-/g, ' ');
}
