/**
 * The four product views: 0 the pack on its own (main image), 1 the raw ingredient close up, 2 the pack
 * beside a bowl of the ingredient, 3 the pack with its Malayalam name on a ribbon. All 800×800.
 */
import type { DemoProduct } from '../demo-types.js';
import { copiesWithin, embedIcon, type Icon } from './icons.js';
import { surface, studio, type Surface } from './scenes.js';
import { bowlWithHeap, drawPack, groundShadow, type PackArt, ribbon, scaledPackHeight } from './shapes.js';
import { Doc, fitText, lighten, MALAYALAM, motifWords, svg, textBlock } from './svg.js';

const SIZE = 800;

/** Repeats of a motif share this many bytes, keeping each document well under 40 KB. */
const REPEAT_BUDGET = 22_000;

function packArt(product: DemoProduct, icon: Icon): PackArt {
  return { container: product.art.container, colour: product.art.colour, icon, name: product.product_name };
}

function packView(product: DemoProduct, icon: Icon, file: string): string {
  const doc = new Doc(SIZE, SIZE, file);
  const floorY = 600;
  const height = scaledPackHeight(product.art.container, 520, 440);
  const body =
    studio(doc, product.art.colour, floorY) + drawPack(doc, packArt(product, icon), 400, 668, height);
  return doc.render(`${product.product_name}: the pack`, body);
}

function closeUpView(product: DemoProduct, icon: Icon, file: string): string {
  const doc = new Doc(SIZE, SIZE, file);
  const kind: Surface = doc.rng.pick(['leaf', 'wood', 'mat'] as const);
  const shadow = doc.dropShadow(9, 6, 14, 0.4);
  let body = surface(doc, kind);
  const spots: Array<[number, number, number]> = [
    [130, 140, 150],
    [680, 150, 130],
    [110, 640, 140],
    [690, 660, 160],
    [400, 720, 110],
    [660, 400, 100],
  ];
  const copies = copiesWithin(icon, spots.length + 1, REPEAT_BUDGET) - 1;
  for (const [x, y, size] of spots.slice(0, copies)) {
    body += embedIcon(doc, icon, {
      cx: x + doc.rng.between(-20, 20),
      cy: y + doc.rng.between(-20, 20),
      size,
      rotate: doc.rng.between(-35, 35),
      mirror: doc.rng.next() < 0.5,
      filter: shadow,
    });
  }
  body += embedIcon(doc, icon, {
    cx: 400,
    cy: 390,
    size: 430,
    rotate: doc.rng.between(-8, 8),
    filter: shadow,
  });
  const where = kind === 'leaf' ? 'a banana leaf' : kind === 'wood' ? 'a wooden board' : 'a woven mat';
  return doc.render(`${product.product_name}: ${motifWords(icon.motif)} on ${where}`, body);
}

function withBowlView(product: DemoProduct, icon: Icon, file: string): string {
  const doc = new Doc(SIZE, SIZE, file);
  const floorY = 560;
  const height = scaledPackHeight(product.art.container, 470, 330);
  let body = studio(doc, product.art.colour, floorY);
  body += drawPack(doc, packArt(product, icon), 290, 690, height);
  const heap = copiesWithin(icon, 6, REPEAT_BUDGET * 0.75);
  body += bowlWithHeap(doc, icon, 585, 560, 150, heap);
  // One piece fallen out of the bowl, unless the icon is so detailed that the heap already used the budget.
  if (heap >= 4) {
    body += groundShadow(doc, 470, 745, 50, 8, 0.25);
    body += embedIcon(doc, icon, { cx: 470, cy: 712, size: 90, rotate: doc.rng.between(-30, 30) });
  }
  return doc.render(`${product.product_name}: the pack beside a bowl of ${motifWords(icon.motif)}`, body);
}

function ribbonView(product: DemoProduct, icon: Icon, file: string): string {
  const doc = new Doc(SIZE, SIZE, file);
  const colour = product.art.colour;
  const floorY = 560;
  // Soft rays behind the pack make this the "celebration" shot of the set.
  let rays = '';
  for (let i = 0; i < 16; i += 1) {
    const a0 = (i * 2 * Math.PI) / 16;
    const a1 = a0 + Math.PI / 22;
    rays += svg`M 400 360 L ${400 + 900 * Math.cos(a0)} ${360 + 900 * Math.sin(a0)} L ${400 + 900 * Math.cos(a1)} ${360 + 900 * Math.sin(a1)} Z `;
  }
  let body = studio(doc, colour, floorY);
  body += svg`<path d="${rays.trim()}" fill="${lighten(colour, 0.55)}" opacity=".22"/>`;
  body += embedIcon(doc, icon, { cx: 130, cy: 130, size: 90, rotate: -18, opacity: 0.9 });
  body += embedIcon(doc, icon, { cx: 670, cy: 130, size: 90, rotate: 18, mirror: true, opacity: 0.9 });
  const height = scaledPackHeight(product.art.container, 450, 390);
  body += drawPack(doc, packArt(product, icon), 400, 592, height);
  body += ribbon(doc, 400, 676, 560, 92, colour);
  // Malayalam glyph clusters run wider than Latin letters per character; 0.62 keeps long names inside.
  const fitted = fitText(product.product_name_mal, 520, 76, {
    maxLines: 2,
    maxSize: 40,
    minSize: 14,
    advance: 0.62,
  });
  body += textBlock(fitted, 400, 676, { fill: '#ffffff', family: MALAYALAM });
  return doc.render(
    `${product.product_name} (${product.product_name_mal}): the pack with its Malayalam name`,
    body,
  );
}

const VIEWS = [packView, closeUpView, withBowlView, ribbonView] as const;

/** Main image and gallery of one product: view 0 for `image`, view i + 1 for `gallery[i]`. */
export function productImages(product: DemoProduct, icon: Icon): Array<{ file: string; content: string }> {
  const files = [product.image, ...product.gallery];
  return files.map((file, i) => {
    const view = VIEWS[Math.min(i, VIEWS.length - 1)] ?? packView;
    return { file, content: view(product, icon, file) };
  });
}
