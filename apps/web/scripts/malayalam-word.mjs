// Draws the language switch's label "മലയാളം" as SVG outlines (src/layout/malayalamWord.ts), from the same Noto Sans
// Malayalam the Malayalam pages use, shaped by fontkit. The English pages show the switch in Malayalam letters yet
// never download the Malayalam font (issue 24: unicode-range keeps it off English pages). Run again only if the
// word or the font changes: `node apps/web/scripts/malayalam-word.mjs`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const WORD = 'മലയാളം';
const font = fontkit.openSync(
  require.resolve('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-600-normal.woff'),
);
const run = font.layout(WORD);
let x = 0;
const paths = [];
run.glyphs.forEach((glyph, i) => {
  const position = run.positions[i];
  // Font units have y up; SVG has y down: flip each glyph about the baseline.
  const d = glyph.path
    .scale(1, -1)
    .translate(x + position.xOffset, -position.yOffset)
    .toSVG();
  if (d) paths.push(d);
  x += position.xAdvance;
});
const ascent = font.ascent;
const descent = -font.descent;
const out = fileURLToPath(new URL('../src/layout/malayalamWord.ts', import.meta.url));
writeFileSync(
  out,
  `// Made by apps/web/scripts/malayalam-word.mjs from Noto Sans Malayalam (SIL Open Font License): do not edit.\n` +
    `/** "${WORD}" as outlines: the language switch's label on English pages, drawn without the Malayalam font. */\n` +
    `export const MALAYALAM_WORD = {\n` +
    `  viewBox: '0 ${-ascent} ${Math.ceil(x)} ${ascent + descent}',\n` +
    `  path: '${paths.join(' ')}',\n` +
    `} as const;\n`,
);
console.log(`wrote ${out}: ${paths.join(' ').length} characters of path`);
