/**
 * Backgrounds: a Kerala farm landscape (sky, Western Ghats hills, coconut palms, paddy field, backwater)
 * in a few times of day, and close-up surfaces (banana leaf, wooden board, woven mat) for ingredient shots.
 */
import { type Doc, lighten, svg } from './svg.js';

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  cloud: string;
  hillFar: string;
  hillNear: string;
  trees: string;
  fieldTop: string;
  fieldBottom: string;
  palm: string;
  palmNear: string;
  water: string;
}

export const PALETTES = {
  day: {
    skyTop: '#5fb4ea',
    skyBottom: '#d9f1fb',
    sun: '#fff7c2',
    cloud: '#ffffff',
    hillFar: '#8cb7b0',
    hillNear: '#5f9c74',
    trees: '#3f7d45',
    fieldTop: '#8fcb5a',
    fieldBottom: '#4c9a36',
    palm: '#2f6a39',
    palmNear: '#1f4a28',
    water: '#6fc1df',
  },
  morning: {
    skyTop: '#8fcbea',
    skyBottom: '#fde7c4',
    sun: '#fff1c9',
    cloud: '#fffaf0',
    hillFar: '#a9c4bd',
    hillNear: '#7eae8f',
    trees: '#4f8a56',
    fieldTop: '#a5d66f',
    fieldBottom: '#5da843',
    palm: '#3b7044',
    palmNear: '#264f2d',
    water: '#a9d8e6',
  },
  golden: {
    skyTop: '#f3a65a',
    skyBottom: '#ffe7a8',
    sun: '#fff4cf',
    cloud: '#ffe2bd',
    hillFar: '#c59a77',
    hillNear: '#8f8a52',
    trees: '#5f6b33',
    fieldTop: '#b9c25a',
    fieldBottom: '#6f8a32',
    palm: '#4a4524',
    palmNear: '#2f2c16',
    water: '#8fb1b8',
  },
  dusk: {
    skyTop: '#4d4a8c',
    skyBottom: '#f59a7c',
    sun: '#ffd7a8',
    cloud: '#f7b6a8',
    hillFar: '#7a6196',
    hillNear: '#4f5c78',
    trees: '#35465a',
    fieldTop: '#5f8a55',
    fieldBottom: '#33583a',
    palm: '#2b2a45',
    palmNear: '#1c1a2e',
    water: '#8e7fb0',
  },
} satisfies Record<string, Palette>;

export type TimeOfDay = keyof typeof PALETTES;

export interface SceneOptions {
  time: TimeOfDay;
  /** Horizon as a share of the height. */
  horizon: number;
  /** Palms along the horizon. */
  palms: number;
  /** Tall palms framing the picture at both edges, or only at the right (leaves the left calm for text). */
  nearPalms?: 'both' | 'right';
  water?: boolean;
  mist?: boolean;
  /** Sun position as a share of the width. */
  sunX?: number;
  /** Paddy rows on the field; off when the caller draws its own rows. */
  rows?: boolean;
}

/**
 * One coconut-palm frond: an arching midrib (`reach` sideways, `rise` up before it droops) with a fringe of
 * leaflets hanging from it, as one silhouette path.
 */
function frond(cx: number, cy: number, reach: number, rise: number, length: number): string {
  const tip = { x: cx + reach * length, y: cy - rise * length * 0.3 + length * 0.42 };
  const ctrl = { x: cx + reach * length * 0.55, y: cy - length * (0.3 + rise * 0.45) };
  const at = (t: number): { x: number; y: number; tx: number; ty: number } => {
    const u = 1 - t;
    const tx = 2 * u * (ctrl.x - cx) + 2 * t * (tip.x - ctrl.x);
    const ty = 2 * u * (ctrl.y - cy) + 2 * t * (tip.y - ctrl.y);
    const len = Math.hypot(tx, ty) || 1;
    return {
      x: u * u * cx + 2 * u * t * ctrl.x + t * t * tip.x,
      y: u * u * cy + 2 * u * t * ctrl.y + t * t * tip.y,
      tx: tx / len,
      ty: ty / len,
    };
  };
  const steps = 11;
  // Out along the top of the midrib, then back underneath through the hanging leaflet tips.
  const top: string[] = [];
  const fringe: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const p = at(t);
    top.push(svg`${p.x} ${p.y - 1}`);
    if (i === 0) continue;
    const hang = length * 0.3 * Math.sin(Math.PI * Math.min(1, t * 0.9 + 0.08)) ** 0.8;
    const q = at(t - 0.5 / steps);
    fringe.push(svg`${p.x} ${p.y + 0.6}`);
    fringe.push(svg`${q.x + q.tx * hang * 0.55} ${q.y + hang}`);
  }
  return `M ${top.join(' L ')} L ${fringe.reverse().join(' L ')} L ${svg`${cx} ${cy + 1}`} Z`;
}

/** A palm 100 units tall with its base at the origin, defined once per document and reused with <use>. */
function palmSymbol(doc: Doc, variant: number): string {
  return doc.define(
    'palm',
    (id) => {
      const lean = variant === 0 ? 16 : -10;
      const crownY = -100;
      const trunk = svg`M -4 0 Q ${lean * 0.1} -60 ${lean - 1.8} ${crownY + 2} L ${lean + 1.8} ${crownY + 2} Q ${lean * 0.1 + 6} -60 4 0 Z`;
      // [reach, rise] per frond: wide drooping fronds at the sides, short upright ones on top.
      const shape: Array<[number, number]> =
        variant === 0
          ? [
              [-1, 0.1],
              [-0.8, 0.6],
              [-0.45, 1.1],
              [-0.1, 1.4],
              [0.3, 1.2],
              [0.7, 0.7],
              [1, 0.15],
              [0.55, -0.5],
            ]
          : [
              [-1, 0.2],
              [-0.65, 0.8],
              [-0.25, 1.3],
              [0.15, 1.35],
              [0.5, 1],
              [0.9, 0.5],
              [1, -0.2],
              [-0.6, -0.45],
            ];
      const fronds = shape
        .map(([reach, rise], i) => frond(lean, crownY, reach, rise, 40 + ((i * 5) % 9)))
        .join(' ');
      const nuts = svg`<circle cx="${lean - 3}" cy="${crownY + 4}" r="3"/><circle cx="${lean + 3}" cy="${crownY + 4.5}" r="3"/><circle cx="${lean}" cy="${crownY + 7.5}" r="3"/>`;
      return `<g id="${id}"><path d="${trunk} ${fronds}"/>${nuts}</g>`;
    },
    `palm:${variant}`,
  );
}

/** Places a palm: base at (x, y), `height` pixels tall, fill from the palette. */
function palm(
  doc: Doc,
  x: number,
  y: number,
  height: number,
  fill: string,
  variant: number,
  mirror: boolean,
): string {
  const id = palmSymbol(doc, variant);
  const s = height / 100;
  return svg`<use href="#${id}" transform="translate(${x} ${y}) scale(${mirror ? -s : s} ${s})" fill="${fill}"/>`;
}

/** A smooth ridge line across the width, closed to the bottom. */
function ridge(
  doc: Doc,
  width: number,
  height: number,
  base: number,
  amplitude: number,
  points: number,
): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= points; i += 1) {
    pts.push([(width * i) / points, base - amplitude * (0.35 + 0.65 * doc.rng.next())]);
  }
  const [first] = pts;
  if (!first) return '';
  let d = svg`M 0 ${height} L ${first[0] - 10} ${first[1]}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const p = pts[i];
    const q = pts[i + 1];
    if (!p || !q) continue;
    d += svg` Q ${p[0]} ${p[1]} ${(p[0] + q[0]) / 2} ${(p[1] + q[1]) / 2}`;
  }
  const last = pts[pts.length - 1] ?? first;
  d += svg` L ${last[0] + 10} ${last[1]} L ${width} ${height} Z`;
  return d;
}

/** A row of rounded tree crowns along a line, the tree line behind the field. */
function treeLine(doc: Doc, width: number, y: number, size: number): string {
  let d = svg`M 0 ${y + size}`;
  for (let x = 0; x < width + size; x += size * 0.8) {
    const r = size * doc.rng.between(0.45, 0.8);
    d += svg` L ${x} ${y} a ${r} ${r} 0 0 1 ${size * 0.8} 0`;
  }
  d += svg` L ${width + size} ${y + size} Z`;
  return d;
}

function cloud(x: number, y: number, s: number): string {
  return (
    svg`<ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${18 * s}"/>` +
    svg`<circle cx="${x - 22 * s}" cy="${y - 12 * s}" r="${22 * s}"/>` +
    svg`<circle cx="${x + 12 * s}" cy="${y - 20 * s}" r="${28 * s}"/>` +
    svg`<circle cx="${x + 38 * s}" cy="${y - 6 * s}" r="${18 * s}"/>`
  );
}

/** The sky on its own (gradient, sun with glow, clouds, birds). */
export function sky(doc: Doc, palette: Palette, horizonY: number, sunX: number): string {
  const { width } = doc;
  const unit = Math.min(width, doc.height);
  const sunY = horizonY * 0.45;
  const sunR = unit * 0.06;
  let out = svg`<rect width="${width}" height="${horizonY + 2}" fill="${doc.linear([
    [0, palette.skyTop],
    [1, palette.skyBottom],
  ])}"/>`;
  const glow = doc.radial([
    [0, palette.sun, 0.9],
    [0.35, palette.sun, 0.35],
    [1, palette.sun, 0],
  ]);
  out += svg`<circle cx="${sunX * width}" cy="${sunY}" r="${sunR * 4}" fill="${glow}"/>`;
  out += svg`<circle cx="${sunX * width}" cy="${sunY}" r="${sunR}" fill="${palette.sun}"/>`;
  let clouds = '';
  const count = 2 + Math.floor(doc.rng.next() * 3);
  for (let i = 0; i < count; i += 1) {
    const x = ((i + 0.5) / count) * width + doc.rng.between(-0.08, 0.08) * width;
    clouds += cloud(x, horizonY * doc.rng.between(0.15, 0.55), (unit / 800) * doc.rng.between(0.7, 1.3));
  }
  out += `<g fill="${palette.cloud}" opacity=".8">${clouds}</g>`;
  let birds = '';
  const bx = width * doc.rng.between(0.15, 0.7);
  const by = horizonY * doc.rng.between(0.2, 0.45);
  const b = unit / 160;
  for (let i = 0; i < 3; i += 1) {
    const x = bx + i * 9 * b;
    const y = by + ((i * 5) % 7) * b;
    birds += svg`M ${x - 2.5 * b} ${y - 1.2 * b} Q ${x - 1.2 * b} ${y - 2 * b} ${x} ${y} Q ${x + 1.2 * b} ${y - 2 * b} ${x + 2.5 * b} ${y - 1.2 * b} `;
  }
  out += svg`<path d="${birds.trim()}" stroke="#2d3440" stroke-opacity=".55" stroke-width="${Math.max(1.2, b * 0.45)}" fill="none" stroke-linecap="round"/>`;
  return out;
}

/** Paddy rows converging on the horizon, drawn over the field. */
export function fieldRows(doc: Doc, top: number, colour: string): string {
  const { width, height } = doc;
  let d = '';
  for (let k = -14; k <= 14; k += 1) {
    d += svg`M ${width / 2 + k * width * 0.025} ${top} L ${width / 2 + k * width * 0.14} ${height} `;
  }
  return svg`<path d="${d.trim()}" stroke="${colour}" stroke-opacity=".35" stroke-width="${width / 300}" fill="none"/>`;
}

/** The whole landscape; callers put their subject on top of it. */
export function farmScene(doc: Doc, options: SceneOptions): string {
  const { width, height } = doc;
  const palette: Palette = PALETTES[options.time];
  const horizonY = height * options.horizon;
  const unit = Math.min(width, height);
  let out = sky(doc, palette, horizonY, options.sunX ?? 0.72);
  out += `<path d="${ridge(doc, width, height, horizonY - unit * 0.12, unit * 0.14, 6)}" fill="${palette.hillFar}"/>`;
  out += `<path d="${ridge(doc, width, height, horizonY - unit * 0.03, unit * 0.1, 5)}" fill="${palette.hillNear}"/>`;
  if (options.mist) {
    out += svg`<rect y="${horizonY - unit * 0.1}" width="${width}" height="${unit * 0.12}" fill="${doc.linear(
      [
        [0, '#ffffff', 0],
        [0.6, '#ffffff', 0.55],
        [1, '#ffffff', 0.2],
      ],
    )}"/>`;
  }
  // Palms stand on the horizon in front of the hills; a few are taller to break up the skyline.
  let palms = '';
  for (let i = 0; i < options.palms; i += 1) {
    const x = ((i + doc.rng.between(0.15, 0.85)) / options.palms) * width;
    const h = unit * doc.rng.between(0.2, 0.38);
    palms += palm(doc, x, horizonY + unit * 0.01, h, palette.palm, i % 2, doc.rng.next() < 0.5);
  }
  out += palms;
  out += `<path d="${treeLine(doc, width, horizonY - unit * 0.012, unit * 0.035)}" fill="${palette.trees}"/>`;
  let groundTop = horizonY;
  if (options.water) {
    const waterH = unit * 0.09;
    out += svg`<rect y="${horizonY}" width="${width}" height="${waterH}" fill="${doc.linear([
      [0, lighten(palette.water, 0.2)],
      [1, palette.water],
    ])}"/>`;
    let ripples = '';
    for (let i = 0; i < 14; i += 1) {
      const x = doc.rng.next() * width;
      const y = horizonY + waterH * doc.rng.between(0.15, 0.9);
      ripples += svg`M ${x} ${y} h ${unit * doc.rng.between(0.03, 0.08)} `;
    }
    out += svg`<path d="${ripples.trim()}" stroke="#ffffff" stroke-opacity=".55" stroke-width="${unit / 400}" stroke-linecap="round"/>`;
    // The sun's glitter on the water under it: the cue that makes the band read as water.
    let glitter = '';
    const sunX = (options.sunX ?? 0.72) * width;
    for (let i = 0; i < 5; i += 1) {
      const w = unit * (0.1 - i * 0.012);
      glitter += svg`M ${sunX - w / 2 + doc.rng.between(-8, 8)} ${horizonY + waterH * (0.15 + i * 0.18)} h ${w} `;
    }
    out += svg`<path d="${glitter.trim()}" stroke="${palette.sun}" stroke-opacity=".85" stroke-width="${unit / 220}" stroke-linecap="round"/>`;
    groundTop = horizonY + waterH;
  }
  out += svg`<path d="M 0 ${groundTop + unit * 0.01} Q ${width * 0.3} ${groundTop - unit * 0.012} ${width * 0.6} ${groundTop + unit * 0.004} T ${width} ${groundTop} V ${height} H 0 Z" fill="${doc.linear(
    [
      [0, palette.fieldTop],
      [1, palette.fieldBottom],
    ],
  )}"/>`;
  if (options.rows !== false) out += fieldRows(doc, groundTop, lighten(palette.fieldTop, 0.4));
  if (options.nearPalms === 'both')
    out += palm(doc, width * 0.04, height * 1.02, height * 0.95, palette.palmNear, 0, false);
  if (options.nearPalms)
    out += palm(doc, width * 0.97, height * 1.02, height * 0.8, palette.palmNear, 1, true);
  return out;
}

// ---------------------------------------------------------------- close-up surfaces

export type Surface = 'leaf' | 'wood' | 'mat';

/** A fresh banana leaf: deep green, a pale midrib and fine parallel veins. */
function bananaLeaf(doc: Doc): string {
  const { width, height } = doc;
  const veins = doc.define(
    'v',
    (id) =>
      `<pattern id="${id}" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">` +
      '<rect width="2" height="16" fill="#b9e08a" opacity=".28"/><rect x="8" width="1" height="16" fill="#1f4f1c" opacity=".25"/></pattern>',
  );
  const base = doc.linear(
    [
      [0, '#6fb34d'],
      [0.5, '#4a9838'],
      [1, '#2f6f29'],
    ],
    0,
    0,
    1,
    1,
  );
  const sheen = doc.radial([
    [0, '#ffffff', 0.25],
    [1, '#ffffff', 0],
  ]);
  return (
    svg`<rect width="${width}" height="${height}" fill="${base}"/>` +
    svg`<rect width="${width}" height="${height}" fill="url(#${veins})"/>` +
    svg`<path d="M ${-width * 0.1} ${height * 0.62} L ${width * 1.1} ${height * -0.07}" stroke="#c6e59c" stroke-width="${width * 0.05}"/>` +
    svg`<path d="M ${-width * 0.1} ${height * 0.62} L ${width * 1.1} ${height * -0.07}" stroke="#e6f5c9" stroke-width="${width * 0.012}" stroke-opacity=".8" transform="translate(0 ${-width * 0.01})"/>` +
    svg`<ellipse cx="${width * 0.3}" cy="${height * 0.3}" rx="${width * 0.5}" ry="${height * 0.4}" fill="${sheen}"/>`
  );
}

/** Warm wooden planks with wavy grain and a knot or two. */
function woodBoard(doc: Doc): string {
  const { width, height } = doc;
  const plank = height / 4;
  let out = svg`<rect width="${width}" height="${height}" fill="${doc.linear(
    [
      [0, '#d19a62'],
      [1, '#a86c3a'],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  let grain = '';
  let seams = '';
  let knots = '';
  for (let p = 0; p < 4; p += 1) {
    const y0 = p * plank;
    if (p > 0) seams += svg`M 0 ${y0} H ${width} `;
    for (let g = 0; g < 6; g += 1) {
      const y = y0 + plank * ((g + doc.rng.between(0.2, 0.8)) / 6);
      const a = doc.rng.between(3, 9);
      grain += svg`M 0 ${y} C ${width * 0.25} ${y - a} ${width * 0.35} ${y + a} ${width * 0.55} ${y} S ${width * 0.85} ${y - a} ${width} ${y + a * 0.5} `;
    }
    if (doc.rng.next() < 0.6) {
      knots += svg`<ellipse cx="${doc.rng.between(0.1, 0.9) * width}" cy="${y0 + plank * doc.rng.between(0.3, 0.7)}" rx="${width * 0.03}" ry="${plank * 0.08}" fill="#7a4a22" opacity=".45"/>`;
    }
  }
  out += svg`<path d="${grain.trim()}" stroke="#7d4c24" stroke-opacity=".28" stroke-width="2" fill="none"/>`;
  out += knots;
  out += svg`<path d="${seams.trim()}" stroke="#5e3817" stroke-opacity=".55" stroke-width="4"/>`;
  out += svg`<path d="${seams.trim()}" stroke="#f0c48e" stroke-opacity=".35" stroke-width="2" transform="translate(0 3)"/>`;
  return out;
}

/** A woven screw-pine mat (pāya), the everyday Kerala drying mat. */
function wovenMat(doc: Doc): string {
  const { width, height } = doc;
  const weave = doc.define(
    'w',
    (id) =>
      `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
      '<rect width="36" height="36" fill="#d8b77c"/>' +
      '<rect y="1" width="18" height="16" rx="3" fill="#e3c690"/><rect x="18" y="19" width="18" height="16" rx="3" fill="#e3c690"/>' +
      '<rect x="1" y="18" width="16" height="18" rx="3" fill="#cfab6c"/><rect x="19" width="16" height="18" rx="3" fill="#cfab6c"/>' +
      '</pattern>',
  );
  const vignette = doc.radial([
    [0.5, '#000000', 0],
    [1, '#3b2405', 0.35],
  ]);
  return (
    svg`<rect width="${width}" height="${height}" fill="url(#${weave})"/>` +
    svg`<rect width="${width}" height="${height}" fill="${vignette}"/>`
  );
}

export function surface(doc: Doc, kind: Surface): string {
  switch (kind) {
    case 'leaf':
      return bananaLeaf(doc);
    case 'wood':
      return woodBoard(doc);
    case 'mat':
      return wovenMat(doc);
  }
}

/** A light studio backdrop tinted by the product colour, with a table edge for the pack to stand on. */
export function studio(doc: Doc, colour: string, floorY: number): string {
  const { width, height } = doc;
  const wall = doc.linear([
    [0, lighten(colour, 0.95)],
    [1, lighten(colour, 0.84)],
  ]);
  const floor = doc.linear([
    [0, lighten(colour, 0.8)],
    [1, lighten(colour, 0.9)],
  ]);
  const spot = doc.radial([
    [0, '#ffffff', 0.9],
    [1, '#ffffff', 0],
  ]);
  return (
    svg`<rect width="${width}" height="${height}" fill="${wall}"/>` +
    svg`<ellipse cx="${width / 2}" cy="${floorY * 0.55}" rx="${width * 0.45}" ry="${floorY * 0.5}" fill="${spot}"/>` +
    svg`<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${floor}"/>` +
    svg`<rect y="${floorY}" width="${width}" height="3" fill="#ffffff" opacity=".7"/>`
  );
}
