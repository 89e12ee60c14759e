// Writes one bench's section of bench/RESULTS.md: replaced from its heading to its end mark when it is there, added at
// the end when not; formatted as Prettier writes it (the repository's lint checks RESULTS.md too).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/** `section` starts with `heading` and ends with `endMark`. */
export async function writeResultsSection(heading, endMark, section) {
  const current = fs.readFileSync(resultsFile, 'utf8');
  const start = current.indexOf(heading);
  const next =
    start < 0
      ? `${current.trimEnd()}\n\n${section}\n`
      : `${current.slice(0, start)}${section}${current.slice(current.indexOf(endMark, start) + endMark.length)}`;
  const options = (await prettier.resolveConfig(resultsFile)) ?? {};
  fs.writeFileSync(resultsFile, await prettier.format(next, { ...options, filepath: resultsFile }));
}
