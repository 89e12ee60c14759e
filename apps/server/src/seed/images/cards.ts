/**
 * Flat compositions: the category tiles (600×600) and the certificate sheets (800×600).
 */
import type { DemoCategory, DemoCertificate } from '../demo-types.js';
import { copiesWithin, embedIcon, type Icon } from './icons.js';
import { rosette } from './shapes.js';
import { Doc, darken, esc, fitText, lighten, SANS, SERIF, svg, textBlock } from './svg.js';

export function categoryTile(category: DemoCategory, icon: Icon): string {
  const doc = new Doc(600, 600, category.image);
  const colour = category.colour;
  const bg = doc.radial(
    [
      [0, lighten(colour, 0.9)],
      [1, lighten(colour, 0.68)],
    ],
    0.5,
    0.42,
    0.75,
  );
  let body = svg`<rect width="600" height="600" fill="${bg}"/>`;
  // Small copies around the edges give the tile a patterned, hand-made feel without competing with the hero.
  const slots: Array<[number, number, number]> = [
    [78, 84, 70],
    [522, 78, 62],
    [52, 300, 54],
    [548, 292, 60],
    [170, 42, 44],
    [440, 430, 46],
    [150, 420, 42],
  ];
  const copies = copiesWithin(icon, slots.length + 1, 16_000) - 1;
  for (const [x, y, size] of slots.slice(0, copies)) {
    body += embedIcon(doc, icon, {
      cx: x,
      cy: y,
      size,
      rotate: doc.rng.between(-30, 30),
      mirror: doc.rng.next() < 0.5,
      opacity: 0.42,
    });
  }
  body += svg`<circle cx="300" cy="250" r="168" fill="${lighten(colour, 0.5)}" opacity=".55"/>`;
  body += svg`<circle cx="300" cy="250" r="150" fill="#ffffff" opacity=".55"/>`;
  body += embedIcon(doc, icon, { cx: 300, cy: 250, size: 250, filter: doc.dropShadow(8, 0, 10, 0.28) });
  const fitted = fitText(category.name, 520, 100, { maxLines: 2, maxSize: 52, minSize: 18 });
  body += textBlock(fitted, 300, 512, { fill: darken(colour, 0.55) });
  return doc.render(`${category.name} category`, body);
}

/** A scrolled corner flourish; `sx`, `sy` mirror it into each corner. */
function corner(x: number, y: number, sx: 1 | -1, sy: 1 | -1, colour: string): string {
  return (
    svg`<g transform="translate(${x} ${y}) scale(${sx} ${sy})" fill="none" stroke="${colour}" stroke-width="2">` +
    '<path d="M 0 40 V 8 Q 0 0 8 0 H 40"/><path d="M 10 40 V 18 Q 10 10 18 10 H 40"/>' +
    `<circle cx="22" cy="22" r="5" fill="${colour}"/></g>`
  );
}

export function certificateSheet(certificate: DemoCertificate): string {
  const doc = new Doc(800, 600, certificate.image);
  const colour = certificate.colour;
  const ink = darken(colour, 0.35);
  const paper = doc.linear(
    [
      [0, '#fffdf6'],
      [1, '#f6efdc'],
    ],
    0,
    0,
    1,
    1,
  );
  let body = svg`<rect width="800" height="600" fill="${darken(lighten(colour, 0.75), 0.08)}"/>`;
  body += svg`<rect x="28" y="26" width="744" height="548" fill="${paper}" filter="${doc.dropShadow(8, 0, 6, 0.35)}"/>`;
  // A faint guilloche of overlapping rings stands in for the security print of a real certificate.
  let rings = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    rings += svg`<circle cx="${400 + 46 * Math.cos(a)}" cy="${300 + 46 * Math.sin(a)}" r="120"/>`;
  }
  body += `<g fill="none" stroke="${colour}" stroke-opacity=".07" stroke-width="1.5">${rings}</g>`;
  body += svg`<rect x="44" y="42" width="712" height="516" fill="none" stroke="${colour}" stroke-width="6"/>`;
  body += svg`<rect x="56" y="54" width="688" height="492" fill="none" stroke="${colour}" stroke-width="1.5"/>`;
  body += corner(66, 64, 1, 1, colour) + corner(734, 64, -1, 1, colour);
  body += corner(66, 536, 1, -1, colour) + corner(734, 536, -1, -1, colour);

  body += svg`<text x="400" y="112" font-family="${SANS}" font-size="15" font-weight="bold" letter-spacing="5" text-anchor="middle" fill="${colour}">ORGANIC FARM · KERALA</text>`;
  const title = certificate.title ?? 'Certificate';
  // Serif bold fallbacks (DejaVu Serif) run wide: 0.64 em a letter keeps long titles inside the border.
  const titleFit = fitText(title, 600, 110, { maxLines: 2, maxSize: 54, minSize: 20, advance: 0.64 });
  body += textBlock(titleFit, 400, 180, { fill: ink, family: SERIF });
  body += svg`<path d="M 250 252 H 380 M 420 252 H 550" stroke="${colour}" stroke-width="2"/>`;
  body += svg`<path d="M 400 244 L 408 252 L 400 260 L 392 252 Z" fill="${colour}"/>`;
  body += svg`<text x="400" y="284" font-family="${SERIF}" font-size="18" font-style="italic" text-anchor="middle" fill="#5b5547">issued by</text>`;
  const issuerFit = fitText(certificate.issuer, 500, 80, {
    maxLines: 3,
    maxSize: 28,
    minSize: 13,
    advance: 0.56,
  });
  body += textBlock(issuerFit, 400, 338, { fill: '#2f2b22', family: SERIF, weight: 'normal' });

  // Signature: a made-up flourish above a line, as on any printed certificate.
  body += svg`<path d="M 118 452 c 14 -30 26 -34 22 -8 c -3 18 10 -22 24 -20 c 10 2 2 22 14 16 c 12 -6 18 -20 30 -14 c 8 4 4 14 18 8 c 10 -4 20 -8 36 -6" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>`;
  body += svg`<path d="M 100 474 H 300" stroke="#7a7363" stroke-width="1.5"/>`;
  body += svg`<text x="200" y="496" font-family="${SANS}" font-size="14" text-anchor="middle" fill="#5b5547">Authorised signatory</text>`;
  body += svg`<text x="100" y="526" font-family="${SANS}" font-size="13" font-style="italic" fill="#8a8270">${esc('Demo certificate: sample content, not a real certification.')}</text>`;
  body += rosette(doc, 648, 440, 56, colour, 'ORGANIC', '★ DEMO ★');
  return doc.render(`${title}, issued by ${certificate.issuer} (demo certificate)`, body);
}
