/**
 * Hand-drawn objects: the product packs, a coconut-shell bowl, a ribbon banner, a certificate rosette and a
 * play button. Packs are drawn in their own units (origin at the bottom centre, up is negative y) and placed
 * with one transform, so every view can reuse them at any size.
 */
import type { Container } from '../demo-types.js';
import { embedIcon, type Icon } from './icons.js';
import { type Doc, darken, esc, fitText, inkOn, lighten, mix, SANS, svg, textBlock } from './svg.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface PackShape {
  /** Outer size in pack units. */
  width: number;
  height: number;
  /** Where the label content goes. */
  label: Box;
  /** The label's outline (some labels wrap around a curved body). */
  labelPath: string;
  labelRadius: number;
  /** Body and contents, drawn behind the label. */
  back(doc: Doc, colour: string): string;
  /** Shading, caps and lids, drawn over the label. */
  front(doc: Doc, colour: string): string;
}

/** Light from the upper left: a bright band on the left, a darker edge on the right, for round packs. */
function roundShading(doc: Doc, strength = 1): string {
  return doc.linear(
    [
      [0, '#000000', 0.16 * strength],
      [0.14, '#ffffff', 0.5 * strength],
      [0.3, '#ffffff', 0],
      [0.72, '#000000', 0],
      [1, '#000000', 0.26 * strength],
    ],
    0,
    0,
    1,
    0,
  );
}

function rectPath(b: Box, r = 0): string {
  if (r <= 0) return svg`M ${b.x} ${b.y} h ${b.width} v ${b.height} h ${-b.width} Z`;
  return svg`M ${b.x + r} ${b.y} H ${b.x + b.width - r} Q ${b.x + b.width} ${b.y} ${b.x + b.width} ${b.y + r} V ${b.y + b.height - r} Q ${b.x + b.width} ${b.y + b.height} ${b.x + b.width - r} ${b.y + b.height} H ${b.x + r} Q ${b.x} ${b.y + b.height} ${b.x} ${b.y + b.height - r} V ${b.y + r} Q ${b.x} ${b.y} ${b.x + r} ${b.y} Z`;
}

/** Evenly spaced vertical ridges, for caps, lids and crimped seals. */
function ridges(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  step: number,
  stroke: string,
  opacity: number,
): string {
  let d = '';
  for (let x = x0 + step / 2; x < x1; x += step) d += svg`M ${x} ${y0} V ${y1} `;
  return svg`<path d="${d.trim()}" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="2"/>`;
}

/** A serrated edge (crimp or tear edge) along y from x0 to x1; `dir` -1 points the teeth up. */
function serration(x0: number, x1: number, y: number, depth: number, teeth: number, dir: 1 | -1): string {
  const step = (x1 - x0) / teeth;
  let d = '';
  for (let i = 0; i < teeth; i += 1) {
    d += svg` L ${x0 + step * (i + 0.5)} ${y + depth * dir} L ${x0 + step * (i + 1)} ${y}`;
  }
  return d;
}

const BOTTLE: PackShape = {
  width: 200,
  height: 468,
  label: { x: -100, y: -252, width: 200, height: 206 },
  labelPath: rectPath({ x: -100, y: -252, width: 200, height: 206 }),
  labelRadius: 0,
  back(doc, colour) {
    const outline =
      'M -74 0 H 74 Q 100 0 100 -26 V -285 C 100 -330 40 -332 40 -368 V -402 H -40 V -368 C -40 -332 -100 -330 -100 -285 V -26 Q -100 0 -74 0 Z';
    const glass = mix('#eef6f1', colour, 0.05);
    const oil = doc.linear([
      [0, mix('#fbf0c4', colour, 0.06)],
      [1, mix('#f1d98a', colour, 0.1)],
    ]);
    return (
      `<path d="${outline}" fill="${glass}"/>` +
      `<g clip-path="${doc.clip(`<path d="${outline}"/>`)}"><rect x="-100" y="-352" width="200" height="352" fill="${oil}"/>` +
      `<rect x="-100" y="-354" width="200" height="5" fill="#ffffff" opacity=".6"/></g>` +
      `<path d="${outline}" fill="${roundShading(doc)}" stroke="#9fb2a8" stroke-width="3"/>`
    );
  },
  front(doc, colour) {
    const cap = doc.linear(
      [
        [0, darken(colour, 0.45)],
        [0.25, lighten(colour, 0.15)],
        [0.55, darken(colour, 0.15)],
        [1, darken(colour, 0.5)],
      ],
      0,
      0,
      1,
      0,
    );
    return (
      `<rect x="-100" y="-252" width="200" height="206" fill="${roundShading(doc, 0.8)}"/>` +
      // A glint down the glass, the cue that says "bottle" more than the outline does.
      '<path d="M -82 -40 V -270 C -82 -300 -70 -316 -52 -330" stroke="#ffffff" stroke-opacity=".75" stroke-width="9" stroke-linecap="round" fill="none"/>' +
      `<rect x="-47" y="-412" width="94" height="16" rx="5" fill="${darken(colour, 0.3)}"/>` +
      `<rect x="-45" y="-468" width="90" height="60" rx="10" fill="${cap}"/>` +
      ridges(-45, 45, -460, -414, 9, '#000000', 0.22) +
      '<rect x="-45" y="-468" width="90" height="9" rx="4.5" fill="#ffffff" opacity=".35"/>'
    );
  },
};

const JAR: PackShape = {
  width: 280,
  height: 340,
  label: { x: -140, y: -226, width: 280, height: 178 },
  labelPath: rectPath({ x: -140, y: -226, width: 280, height: 178 }),
  labelRadius: 0,
  back(doc, colour) {
    const outline =
      'M -112 0 H 112 Q 140 0 140 -28 V -236 Q 140 -262 118 -270 V -282 H -118 V -270 Q -140 -262 -140 -236 V -28 Q -140 0 -112 0 Z';
    const amber = mix('#eaa523', colour, 0.2);
    const honey = doc.linear([
      [0, lighten(amber, 0.35)],
      [1, darken(amber, 0.08)],
    ]);
    return (
      `<path d="${outline}" fill="${honey}"/>` +
      `<path d="${outline}" fill="${roundShading(doc)}" stroke="${darken(amber, 0.35)}" stroke-width="3"/>` +
      `<rect x="-116" y="-262" width="232" height="6" fill="${lighten(amber, 0.5)}" opacity=".7"/>`
    );
  },
  front(doc) {
    const gold = doc.linear(
      [
        [0, '#9c6d1f'],
        [0.22, '#f6da86'],
        [0.5, '#d4a23e'],
        [1, '#8a5d17'],
      ],
      0,
      0,
      1,
      0,
    );
    return (
      '<rect x="-140" y="-226" width="280" height="178" fill="' +
      roundShading(doc, 0.7) +
      '"/>' +
      '<path d="M -122 -40 V -236 Q -122 -252 -108 -258" stroke="#ffffff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round" fill="none"/>' +
      `<rect x="-128" y="-340" width="256" height="62" rx="10" fill="${gold}"/>` +
      ridges(-128, 128, -326, -284, 10, '#5a3d0c', 0.25) +
      '<rect x="-128" y="-340" width="256" height="12" rx="6" fill="#fff6d5" opacity=".45"/>'
    );
  },
};

function pouchOutline(): string {
  return (
    svg`M -118 -392` +
    serration(-118, 118, -392, 6, 24, -1) +
    ' L 132 -60 Q 136 -6 112 0 H -112 Q -136 -6 -132 -60 Z'
  );
}

const POUCH: PackShape = {
  width: 270,
  height: 398,
  label: { x: -104, y: -318, width: 208, height: 236 },
  labelPath: rectPath({ x: -104, y: -318, width: 208, height: 236 }, 14),
  labelRadius: 14,
  back(doc, colour) {
    const kraft = mix('#c99b62', colour, 0.08);
    const outline = pouchOutline();
    return (
      `<path d="${outline}" fill="${kraft}"/>` +
      `<g clip-path="${doc.clip(`<path d="${outline}"/>`)}">` +
      `<rect x="-140" y="-400" width="280" height="44" fill="${darken(kraft, 0.1)}"/>` +
      `<path d="M -140 -56 Q 0 -30 140 -56 V 0 H -140 Z" fill="${darken(kraft, 0.12)}"/></g>` +
      `<path d="M -120 -346 H 120" stroke="${darken(kraft, 0.3)}" stroke-width="3" stroke-dasharray="2 5" stroke-linecap="round"/>` +
      `<path d="M -120 -370 l 8 4 l -8 4 Z M 120 -370 l -8 4 l 8 4 Z" fill="${darken(kraft, 0.4)}"/>`
    );
  },
  front(doc) {
    return `<path d="${pouchOutline()}" fill="${roundShading(doc, 0.8)}"/>`;
  },
};

const PACKET: PackShape = {
  width: 300,
  height: 430,
  label: { x: -112, y: -344, width: 224, height: 266 },
  labelPath: rectPath({ x: -112, y: -344, width: 224, height: 266 }, 18),
  labelRadius: 18,
  back(doc, colour) {
    const body = 'M -136 -392 H 136 C 160 -300 160 -126 136 -38 H -136 C -160 -126 -160 -300 -136 -392 Z';
    const foil = doc.linear(
      [
        [0, darken(colour, 0.3)],
        [0.5, darken(colour, 0.06)],
        [1, darken(colour, 0.34)],
      ],
      0,
      0,
      1,
      0,
    );
    const seal = darken(colour, 0.35);
    return (
      `<path d="${body}" fill="${foil}"/>` +
      `<path d="M -138 -390 V -424${serration(-138, 138, -424, 5, 23, -1)} V -390 Z" fill="${seal}"/>` +
      ridges(-138, 138, -418, -394, 8, '#000000', 0.25) +
      `<path d="M -138 -40 V -4${serration(-138, 138, -4, 5, 23, 1)} V -40 Z" fill="${seal}"/>` +
      ridges(-138, 138, -36, -8, 8, '#000000', 0.25)
    );
  },
  front(doc) {
    const body = 'M -136 -392 H 136 C 160 -300 160 -126 136 -38 H -136 C -160 -126 -160 -300 -136 -392 Z';
    const gloss = doc.linear(
      [
        [0, '#ffffff', 0],
        [0.3, '#ffffff', 0],
        [0.45, '#ffffff', 0.2],
        [0.6, '#ffffff', 0],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      1,
    );
    return `<path d="${body}" fill="${roundShading(doc, 0.9)}"/><path d="${body}" fill="${gloss}"/>`;
  },
};

const BOX: PackShape = {
  width: 296,
  height: 336,
  label: { x: -124, y: -276, width: 208, height: 250 },
  labelPath: rectPath({ x: -124, y: -276, width: 208, height: 250 }, 6),
  labelRadius: 6,
  back(_doc, colour) {
    const board = mix('#f3e6c9', colour, 0.05);
    return (
      `<path d="M -136 -300 H 96 L 146 -336 H -86 Z" fill="${lighten(board, 0.35)}"/>` +
      `<path d="M 96 -300 L 146 -336 V -36 L 96 0 Z" fill="${darken(board, 0.18)}"/>` +
      `<path d="M 96 -276 L 146 -312 V -62 L 96 -26 Z" fill="${darken(colour, 0.3)}"/>` +
      `<rect x="-136" y="-300" width="232" height="300" fill="${board}"/>` +
      `<path d="M -136 -300 H 96 L 146 -336" stroke="${darken(board, 0.25)}" stroke-width="2" fill="none"/>`
    );
  },
  front(doc) {
    const light = doc.linear(
      [
        [0, '#ffffff', 0.25],
        [0.35, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      0,
      0,
      1,
      1,
    );
    return '<rect x="-136" y="-300" width="232" height="300" fill="' + light + '"/>';
  },
};

const TIN_BODY = 'M -110 -270 V 0 A 110 22 0 0 0 110 0 V -270 Z';

const TIN: PackShape = {
  width: 228,
  height: 344,
  label: { x: -110, y: -222, width: 220, height: 166 },
  labelPath: 'M -110 -238 A 110 22 0 0 0 110 -238 V -44 A 110 22 0 0 1 -110 -44 Z',
  labelRadius: 0,
  back(doc) {
    const steel = doc.linear(
      [
        [0, '#7f888e'],
        [0.2, '#f2f5f6'],
        [0.45, '#c3cace'],
        [0.8, '#9aa3a9'],
        [1, '#6d767c'],
      ],
      0,
      0,
      1,
      0,
    );
    return `<path d="${TIN_BODY}" fill="${steel}"/>`;
  },
  front(doc, colour) {
    const lid = doc.linear(
      [
        [0, darken(colour, 0.5)],
        [0.2, lighten(colour, 0.2)],
        [0.5, darken(colour, 0.15)],
        [1, darken(colour, 0.55)],
      ],
      0,
      0,
      1,
      0,
    );
    return (
      `<path d="M -110 -238 A 110 22 0 0 0 110 -238 V -44 A 110 22 0 0 1 -110 -44 Z" fill="${roundShading(doc, 0.8)}"/>` +
      `<path d="M -114 -302 V -266 A 114 22 0 0 0 114 -266 V -302 Z" fill="${lid}"/>` +
      `<ellipse cx="0" cy="-302" rx="114" ry="22" fill="${lighten(colour, 0.25)}"/>` +
      `<ellipse cx="0" cy="-302" rx="96" ry="16" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="3" opacity=".6"/>` +
      '<path d="M -110 0 A 110 22 0 0 0 110 0" fill="none" stroke="#5d666b" stroke-width="3"/>'
    );
  },
};

const PACKS: Record<Container, PackShape> = {
  bottle: BOTTLE,
  jar: JAR,
  pouch: POUCH,
  packet: PACKET,
  box: BOX,
  tin: TIN,
};

export interface PackArt {
  container: Container;
  colour: string;
  icon: Icon;
  name: string;
}

/** The label: a coloured panel with the motif on a cream disc and the product name. */
function labelArt(doc: Doc, shape: PackShape, art: PackArt): string {
  const { label: b, labelRadius } = shape;
  const ink = inkOn(art.colour);
  const panel = doc.linear([
    [0, lighten(art.colour, 0.08)],
    [1, darken(art.colour, 0.1)],
  ]);
  // A pale printed edge keeps the label apart from contents of a similar colour (honey behind an amber label).
  let out = `<path d="${shape.labelPath}" fill="${panel}" stroke="${lighten(art.colour, 0.65)}" stroke-width="3"/>`;
  const inset = 8;
  out += svg`<rect x="${b.x + inset}" y="${b.y + inset}" width="${b.width - 2 * inset}" height="${b.height - 2 * inset}" rx="${Math.max(0, labelRadius - 4)}" fill="none" stroke="${ink}" stroke-opacity=".45" stroke-width="2"/>`;
  const cx = b.x + b.width / 2;
  // Sized from the label width so the tagline never runs past the inner border.
  const tagSize = Math.min(11, b.width * 0.048);
  const tagline = svg`<text x="${cx}" y="${b.y + b.height - inset - 9}" font-family="${SANS}" font-size="${tagSize}" font-weight="bold" letter-spacing="${tagSize * 0.18}" text-anchor="middle" fill="${ink}" fill-opacity=".8">ORGANIC · KERALA</text>`;
  const disc = (x: number, y: number, size: number): string =>
    svg`<circle cx="${x}" cy="${y}" r="${size * 0.6}" fill="#fffaf0" stroke="${ink}" stroke-opacity=".3" stroke-width="2"/>` +
    embedIcon(doc, art.icon, { cx: x, cy: y, size });

  if (b.width / b.height > 1.35) {
    // Wide labels (jar, tin) read better with the motif beside the name.
    const size = Math.min(b.height * 0.52, b.width * 0.34);
    const iconX = b.x + inset + 12 + size * 0.6;
    const iconY = b.y + b.height / 2 - 6;
    const textLeft = iconX + size * 0.6 + 12;
    const textWidth = b.x + b.width - inset - 12 - textLeft;
    const fitted = fitText(art.name, textWidth, b.height - 2 * inset - 40, {
      maxLines: 3,
      maxSize: 34,
      minSize: 11,
    });
    out += disc(iconX, iconY, size);
    out += textBlock(fitted, textLeft + textWidth / 2, iconY, { fill: ink });
  } else {
    const size = Math.min(b.width * 0.42, b.height * 0.36);
    const iconY = b.y + inset + 14 + size * 0.6;
    const textTop = iconY + size * 0.6 + 8;
    const textBottom = b.y + b.height - inset - 26;
    const fitted = fitText(art.name, b.width - 2 * inset - 20, textBottom - textTop, {
      maxLines: 3,
      maxSize: 34,
      minSize: 11,
    });
    out += disc(cx, iconY, size);
    out += textBlock(fitted, cx, (textTop + textBottom) / 2, { fill: ink });
  }
  return out + tagline;
}

/**
 * Pixel height for a pack so that it fills `maxHeight` unless its width would pass `maxWidth`: tall bottles
 * and squat jars then look equally substantial in the frame.
 */
export function scaledPackHeight(container: Container, maxHeight: number, maxWidth: number): number {
  const { width, height } = PACKS[container];
  return Math.min(maxHeight, (maxWidth * height) / width);
}

/** A soft elliptical shadow on the ground. */
export function groundShadow(
  doc: Doc,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.32,
): string {
  const fill = doc.radial([
    [0, '#2b2416', opacity],
    [0.6, '#2b2416', opacity * 0.45],
    [1, '#2b2416', 0],
  ]);
  return svg`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}

/** The full pack with its label and shadow, bottom centre at (x, y), `height` pixels tall. */
export function drawPack(doc: Doc, art: PackArt, x: number, y: number, height: number): string {
  const shape = PACKS[art.container];
  const scale = height / shape.height;
  const shadow = groundShadow(doc, x + 6 * scale, y, shape.width * 0.68 * scale, shape.width * 0.1 * scale);
  return (
    shadow +
    svg`<g transform="translate(${x} ${y}) scale(${scale})">` +
    shape.back(doc, art.colour) +
    labelArt(doc, shape, art) +
    shape.front(doc, art.colour) +
    '</g>'
  );
}

/**
 * A coconut-shell bowl heaped with the motif. The heap goes between the inner rim and the front of the
 * bowl so the pieces look as if they sit inside it.
 */
export function bowlWithHeap(
  doc: Doc,
  icon: Icon,
  cx: number,
  rimY: number,
  rx: number,
  copies: number,
): string {
  const depth = rx * 0.72;
  const ry = rx * 0.2;
  const shell = doc.linear([
    [0, '#9a6334'],
    [0.55, '#6e4220'],
    [1, '#4a2a12'],
  ]);
  const inner = doc.radial(
    [
      [0, '#2c170a'],
      [1, '#5a3518'],
    ],
    0.5,
    0.4,
    0.6,
  );
  const size = rx * 0.62;
  const slots: Array<[number, number]> = [
    [-0.5, -0.05],
    [0.5, -0.05],
    [0, 0.02],
    [-0.25, -0.38],
    [0.27, -0.36],
    [0, -0.7],
  ];
  let heap = '';
  slots.slice(0, Math.max(1, copies)).forEach(([dx, dy], i) => {
    heap += embedIcon(doc, icon, {
      cx: cx + dx * rx,
      cy: rimY + dy * rx,
      size: size * (i === slots.length - 1 ? 0.95 : 1),
      rotate: doc.rng.between(-25, 25),
      mirror: i % 2 === 1,
    });
  });
  const front = svg`M ${cx - rx} ${rimY} A ${rx} ${ry} 0 0 0 ${cx + rx} ${rimY} C ${cx + rx} ${rimY + depth * 0.8} ${cx + rx * 0.55} ${rimY + depth} ${cx} ${rimY + depth} C ${cx - rx * 0.55} ${rimY + depth} ${cx - rx} ${rimY + depth * 0.8} ${cx - rx} ${rimY} Z`;
  let fibres = '';
  for (let i = 0; i < 9; i += 1) {
    const fx = cx + doc.rng.between(-0.75, 0.75) * rx;
    const fy = rimY + ry + doc.rng.between(0.1, 0.55) * depth;
    fibres += svg`M ${fx} ${fy} q ${doc.rng.between(6, 14)} ${doc.rng.between(-3, 3)} ${doc.rng.between(14, 26)} ${doc.rng.between(-2, 4)} `;
  }
  return (
    groundShadow(doc, cx, rimY + depth - 2, rx * 1.05, rx * 0.14) +
    svg`<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${ry}" fill="${inner}"/>` +
    heap +
    `<path d="${front}" fill="${shell}"/>` +
    `<path d="${fibres.trim()}" stroke="#c08a55" stroke-opacity=".45" stroke-width="2" stroke-linecap="round" fill="none"/>` +
    svg`<path d="M ${cx - rx} ${rimY} A ${rx} ${ry} 0 0 0 ${cx + rx} ${rimY}" stroke="#b98350" stroke-width="5" fill="none"/>` +
    svg`<path d="M ${cx - rx * 0.78} ${rimY + depth * 0.3} Q ${cx - rx * 0.7} ${rimY + depth * 0.7} ${cx - rx * 0.35} ${rimY + depth * 0.85}" stroke="#ffffff" stroke-opacity=".18" stroke-width="8" stroke-linecap="round" fill="none"/>`
  );
}

/** A ribbon banner with folded swallow-tail ends, centred on (cx, cy); callers write their text over it. */
export function ribbon(
  doc: Doc,
  cx: number,
  cy: number,
  width: number,
  height: number,
  colour: string,
): string {
  const half = width / 2;
  const top = cy - height / 2;
  const tail = height * 1.1;
  const drop = height * 0.32;
  const band = doc.linear([
    [0, lighten(colour, 0.12)],
    [1, darken(colour, 0.12)],
  ]);
  const back = darken(colour, 0.28);
  const fold = darken(colour, 0.5);
  const left =
    svg`<path d="M ${cx - half + height * 0.4} ${top + drop} H ${cx - half - tail} L ${cx - half - tail + height * 0.45} ${top + drop + height / 2} L ${cx - half - tail} ${top + drop + height} H ${cx - half + height * 0.4} Z" fill="${back}"/>` +
    svg`<path d="M ${cx - half} ${top + height} L ${cx - half + height * 0.4} ${top + drop + height} V ${top + height} Z" fill="${fold}"/>`;
  const right =
    svg`<path d="M ${cx + half - height * 0.4} ${top + drop} H ${cx + half + tail} L ${cx + half + tail - height * 0.45} ${top + drop + height / 2} L ${cx + half + tail} ${top + drop + height} H ${cx + half - height * 0.4} Z" fill="${back}"/>` +
    svg`<path d="M ${cx + half} ${top + height} L ${cx + half - height * 0.4} ${top + drop + height} V ${top + height} Z" fill="${fold}"/>`;
  return (
    `<g filter="${doc.dropShadow(4, 0, 4, 0.3)}">` +
    left +
    right +
    svg`<rect x="${cx - half}" y="${top}" width="${width}" height="${height}" fill="${band}"/>` +
    svg`<path d="M ${cx - half} ${top + 6} H ${cx + half} M ${cx - half} ${top + height - 6} H ${cx + half}" stroke="#ffffff" stroke-opacity=".45" stroke-width="2" stroke-dasharray="6 5"/>` +
    '</g>'
  );
}

/** A certificate rosette: a scalloped star with ribbon tails, text round the ring and a sprout in the middle. */
export function rosette(
  doc: Doc,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  top: string,
  bottom: string,
): string {
  const dark = darken(colour, 0.25);
  const tails =
    svg`<path d="M ${cx - r * 0.5} ${cy + r * 0.4} L ${cx - r * 0.85} ${cy + r * 1.45} L ${cx - r * 0.55} ${cy + r * 1.25} L ${cx - r * 0.38} ${cy + r * 1.55} L ${cx - r * 0.05} ${cy + r * 0.55} Z" fill="${dark}"/>` +
    svg`<path d="M ${cx + r * 0.5} ${cy + r * 0.4} L ${cx + r * 0.85} ${cy + r * 1.45} L ${cx + r * 0.55} ${cy + r * 1.25} L ${cx + r * 0.38} ${cy + r * 1.55} L ${cx + r * 0.05} ${cy + r * 0.55} Z" fill="${colour}"/>`;
  const points: string[] = [];
  const spikes = 32;
  for (let i = 0; i < spikes * 2; i += 1) {
    const a = (Math.PI * i) / spikes;
    const rad = i % 2 === 0 ? r : r * 0.9;
    points.push(svg`${cx + rad * Math.cos(a)},${cy + rad * Math.sin(a)}`);
  }
  const font = r * 0.16;
  // Upper text runs over the top of the ring, lower text under it from left to right so both read upright.
  const upper = r * 0.64 - font * 0.35;
  const lower = r * 0.64 + font * 0.35;
  const upperId = doc.define(
    'p',
    (id) => svg`<path id="${id}" d="M ${cx - upper} ${cy} A ${upper} ${upper} 0 0 1 ${cx + upper} ${cy}"/>`,
  );
  const lowerId = doc.define(
    'p',
    (id) => svg`<path id="${id}" d="M ${cx - lower} ${cy} A ${lower} ${lower} 0 0 0 ${cx + lower} ${cy}"/>`,
  );
  const ringText = (pathId: string, text: string): string =>
    svg`<text font-family="${SANS}" font-size="${font}" font-weight="bold" letter-spacing="${font * 0.12}" fill="#fffaf0" text-anchor="middle"><textPath href="#${pathId}" startOffset="50%">${esc(text)}</textPath></text>`;
  const leaf = (angle: number): string =>
    svg`<path transform="rotate(${angle} ${cx} ${cy + r * 0.22})" d="M ${cx} ${cy + r * 0.22} C ${cx - r * 0.28} ${cy - r * 0.02} ${cx - r * 0.14} ${cy - r * 0.3} ${cx} ${cy - r * 0.38} C ${cx + r * 0.14} ${cy - r * 0.3} ${cx + r * 0.28} ${cy - r * 0.02} ${cx} ${cy + r * 0.22} Z" fill="#fffaf0"/>`;
  return (
    tails +
    `<polygon points="${points.join(' ')}" fill="${colour}"/>` +
    svg`<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${dark}"/>` +
    svg`<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#f3d27a" stroke-width="2"/>` +
    svg`<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="none" stroke="#f3d27a" stroke-width="1.5"/>` +
    ringText(upperId, top) +
    ringText(lowerId, bottom) +
    leaf(-28) +
    leaf(28) +
    svg`<path d="M ${cx} ${cy + r * 0.22} V ${cy + r * 0.4}" stroke="#fffaf0" stroke-width="${r * 0.05}" stroke-linecap="round"/>`
  );
}

/** The universal "this is a video" cue: a translucent disc with a white triangle. */
export function playButton(cx: number, cy: number, r: number): string {
  return (
    svg`<circle cx="${cx}" cy="${cy + r * 0.06}" r="${r * 1.04}" fill="#000000" opacity=".18"/>` +
    svg`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1b1b" fill-opacity=".55" stroke="#ffffff" stroke-width="${r * 0.09}"/>` +
    svg`<path d="M ${cx - r * 0.3} ${cy - r * 0.45} L ${cx + r * 0.5} ${cy} L ${cx - r * 0.3} ${cy + r * 0.45} Z" fill="#ffffff" stroke="#ffffff" stroke-width="${r * 0.08}" stroke-linejoin="round"/>`
  );
}
