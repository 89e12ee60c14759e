/**
 * The artwork of the motifs: icons of the fluentui-emoji package (MIT), `icons/flat/<motif>.svg`,
 * each a small SVG with a 32×32 viewBox that we nest into our own documents. A built server reads the copies the
 * build made in dist/motifs/ (a production install has no dev dependencies); sources read the package.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serverRoot } from '../../config.js';
import { OWN_MOTIFS } from './own-motifs.js';
import { type Doc, svg } from './svg.js';

export interface Icon {
  motif: string;
  viewBox: string;
  /** The markup inside the icon's root `<svg>`. */
  body: string;
  /** Ids the icon defines (gradients, clip paths); renamed on every embed. */
  ids: string[];
  /** Length of the markup, to keep repeated embeds within a document budget. */
  bytes: number;
}

const cache = new Map<string, Icon>();
let packageFolder: string | null | undefined;

/** The package's icon folder, or null when the package is not installed (a production install). */
function packageIconFolder(): string | null {
  if (packageFolder === undefined) {
    try {
      packageFolder = join(
        dirname(createRequire(import.meta.url).resolve('fluentui-emoji/package.json')),
        'icons',
        'flat',
      );
    } catch {
      packageFolder = null;
    }
  }
  return packageFolder;
}

/** The file of a motif's icon: the build's copy first, then the package's. */
function iconFile(motif: string): string | undefined {
  const shipped = join(serverRoot(), 'dist', 'motifs', `${motif}.svg`);
  if (existsSync(shipped)) return shipped;
  const folder = packageIconFolder();
  const file = folder ? join(folder, `${motif}.svg`) : undefined;
  return file && existsSync(file) ? file : undefined;
}

function parse(motif: string, text: string): Icon {
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text);
  const viewBox = match?.[1] ? /\bviewBox="([^"]+)"/.exec(match[1])?.[1] : undefined;
  if (!match || match[2] === undefined || viewBox === undefined) {
    throw new Error(`fluentui-emoji icon "${motif}" is not the single <svg> with a viewBox it should be`);
  }
  const body = match[2];
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? '').filter(Boolean);
  return { motif, viewBox, body, ids, bytes: body.length };
}

/**
 * Loads (once) the icon a motif names. `owner` says which item asked for it, so a typo in the demo data
 * fails with a message that points at the item.
 */
export function loadIcon(motif: string, owner: string): Icon {
  const cached = cache.get(motif);
  if (cached) return cached;
  const own = OWN_MOTIFS[motif];
  if (own !== undefined) {
    const icon = parse(motif, own);
    cache.set(motif, icon);
    return icon;
  }
  // Motifs are file names; anything else (paths, dots) could escape the icon folder.
  const file = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(motif) ? iconFile(motif) : undefined;
  if (file === undefined) {
    throw new Error(
      `Unknown motif "${motif}" (${owner}): there is no fluentui-emoji icon icons/flat/${motif}.svg`,
    );
  }
  const icon = parse(motif, readFileSync(file, 'utf8'));
  cache.set(motif, icon);
  return icon;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Placement {
  /** Centre of the icon. */
  cx: number;
  cy: number;
  size: number;
  rotate?: number;
  opacity?: number;
  mirror?: boolean;
  /** A filter value such as the one `Doc.dropShadow` returns. */
  filter?: string;
}

/**
 * Nests the icon's own `<svg>` (keeping its viewBox) at the placement. Its ids get a prefix unique in the
 * document, so the same icon embedded twice, or two icons with equal ids, cannot take each other's gradients.
 */
export function embedIcon(doc: Doc, icon: Icon, place: Placement): string {
  let body = icon.body;
  if (icon.ids.length > 0) {
    const prefix = doc.id('e');
    for (const id of icon.ids) {
      const pattern = new RegExp(`(id="|#)${escapeRegExp(id)}(?=["')])`, 'g');
      body = body.replace(pattern, `$1${prefix}-${id}`);
    }
  }
  const { cx, cy, size } = place;
  const nested =
    svg`<svg x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" viewBox="${icon.viewBox}" fill="none">` +
    `${body}</svg>`;
  const transforms: string[] = [];
  if (place.rotate) transforms.push(svg`rotate(${place.rotate} ${cx} ${cy})`);
  if (place.mirror) transforms.push(svg`translate(${2 * cx} 0) scale(-1 1)`);
  const attrs =
    (transforms.length > 0 ? ` transform="${transforms.join(' ')}"` : '') +
    (place.opacity !== undefined && place.opacity < 1 ? svg` opacity="${place.opacity}"` : '') +
    (place.filter ? ` filter="${place.filter}"` : '');
  return attrs ? `<g${attrs}>${nested}</g>` : nested;
}

/**
 * How many copies of an icon fit a byte budget: repeats are drawn as separate nested copies, and a detailed
 * icon repeated a dozen times would blow the size we aim for.
 */
export function copiesWithin(icon: Icon, wanted: number, budget: number): number {
  return Math.max(1, Math.min(wanted, Math.floor(budget / (icon.bytes + 160))));
}

/**
 * For many copies (plantation rows): the icon is nested once inside a `<symbol>` and placed with `<use>`,
 * so thirty copies cost thirty short tags instead of thirty icons. Returns a function that places a copy.
 */
export function iconStamp(doc: Doc, icon: Icon): (cx: number, cy: number, size: number) => string {
  const id = doc.define(
    's',
    (sid) =>
      `<symbol id="${sid}" viewBox="0 0 1 1">${embedIcon(doc, icon, { cx: 0.5, cy: 0.5, size: 1 })}</symbol>`,
    `stamp:${icon.motif}`,
  );
  return (cx, cy, size) =>
    svg`<use href="#${id}" x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}"/>`;
}
