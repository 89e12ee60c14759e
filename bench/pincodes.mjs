// npm run bench:pincodes: the server's PIN code directory (issue 39). Loads the shipped file as the server does
// (PinDirectory, apps/server/src/modules/addresses/pincodes/), then times 100,000 lookups one by one, half of them
// real PIN codes drawn from the directory and half six-digit numbers India Post never gave, in a random order.
// Measured: each lookup's time (p50, p99, max, in µs), the first lookup (which reads and parses the file), the file's
// size on disk (and gzipped), and what the loaded directory costs in memory (V8 heap and typed arrays' buffers, after
// a full collection), beside what a Map of one object per PIN code would cost. Writes bench/out/pincodes-latest.json
// and the "Issue 39: PIN code lookups" section of bench/RESULTS.md. Target: p99 under 1 ms.
// Options (environment): BENCH_PINCODE_LOOKUPS (100000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { writeResultsSection } from './results.mjs';
import { percentile } from './stats.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const LOOKUPS = Number(process.env.BENCH_PINCODE_LOOKUPS ?? 100_000);
const TARGET_US = 1000;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
/** Heap and typed arrays' buffers after a full collection, in bytes. */
function memory() {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const { PinDirectory, SHIPPED_PINCODES_FILE } = await tsImport(
  path.join(root, 'apps/server/src/modules/addresses/pincodes/directory.ts'),
  import.meta.url,
);
const text = fs.readFileSync(SHIPPED_PINCODES_FILE, 'utf8');
const realPins = text
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.split('\t')[0]);
const known = new Set(realPins);
const fileBytes = fs.statSync(SHIPPED_PINCODES_FILE).size;
const gzipBytes = zlib.gzipSync(text).length;

// Random, but the same every run: a small linear congruential generator.
let seed = 39;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const queries = [];
while (queries.length < LOOKUPS) {
  if (queries.length % 2 === 0) {
    queries.push(realPins[Math.floor(random() * realPins.length)]);
  } else {
    const pin = String(100000 + Math.floor(random() * 900000));
    if (!known.has(pin)) queries.push(pin);
  }
}
for (let i = queries.length - 1; i > 0; i -= 1) {
  const j = Math.floor(random() * (i + 1));
  [queries[i], queries[j]] = [queries[j], queries[i]];
}

// The directory as the server holds it: memory before and after its first lookup. Its code is compiled first on a
// directory of one line, so that what is measured is the data.
new PinDirectory(() => 'D\t1\tWayanad\n673121\t0\n').lookup('673121');
const before = memory();
const directory = PinDirectory.fromFile();
let start = process.hrtime.bigint();
directory.lookup('679328');
const firstLookupMs = Number(process.hrtime.bigint() - start) / 1e6;
const directoryBytes = memory() - before;

// For comparison: one object per PIN code in a Map, the obvious way.
const mapBefore = memory();
const naive = new Map(
  queries.filter((pin) => known.has(pin)).map((pin) => [pin, { ...directory.lookup(pin) }]),
);
for (const pin of realPins) naive.set(pin, { ...directory.lookup(pin) });
const naiveBytes = memory() - mapBefore;
if (naive.size !== realPins.length) throw new Error('the comparison Map lost PIN codes');

// Warm up, then each lookup timed on its own.
for (let i = 0; i < 10_000; i += 1) directory.lookup(queries[i]);
const times = new Float64Array(queries.length);
let found = 0;
const wallStart = process.hrtime.bigint();
for (let i = 0; i < queries.length; i += 1) {
  start = process.hrtime.bigint();
  const place = directory.lookup(queries[i]);
  times[i] = Number(process.hrtime.bigint() - start) / 1000;
  if (place) found += 1;
}
const wallMs = Number(process.hrtime.bigint() - wallStart) / 1e6;
if (found !== LOOKUPS / 2) throw new Error(`expected ${LOOKUPS / 2} PIN codes found, got ${found}`);
const sorted = Array.from(times).sort((a, b) => a - b);

const at = new Date().toISOString();
const loadAverage = os.loadavg().map((n) => n.toFixed(1));
const result = {
  pinCodes: directory.size,
  lookups: LOOKUPS,
  found,
  p50Us: Number(percentile(sorted, 50).toFixed(2)),
  p99Us: Number(percentile(sorted, 99).toFixed(2)),
  maxUs: Number(sorted.at(-1).toFixed(1)),
  wallMs: Number(wallMs.toFixed(1)),
  firstLookupMs: Number(firstLookupMs.toFixed(1)),
  fileBytes,
  gzipBytes,
  directoryBytes,
  naiveMapBytes: naiveBytes,
};
fs.mkdirSync(path.join(benchDir, 'out'), { recursive: true });
fs.writeFileSync(
  path.join(benchDir, 'out', 'pincodes-latest.json'),
  JSON.stringify({ at, loadAverage, ...result }, null, 2),
);

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const pass = result.p99Us < TARGET_US;
const section = [
  '## Issue 39: PIN code lookups',
  '',
  '<!-- pincodes:start (written by npm run bench:pincodes) -->',
  '',
  `\`bench/pincodes.mjs\` (\`npm run bench:pincodes\`, not part of \`npm run bench\`), run on ${at} on ` +
    `${os.cpus().length} cores, load average ${loadAverage.join(' / ')}, Node ${process.version}. The directory the ` +
    `server ships (\`apps/server/src/modules/addresses/pincodes/pincodes.tsv\`, ${result.pinCodes} PIN codes) loaded ` +
    `as the server loads it, then ${LOOKUPS} lookups timed one by one: half real PIN codes, half six-digit numbers ` +
    'India Post never gave, in a random order.',
  '',
  `- One lookup: ${result.p50Us} µs at the median, ${result.p99Us} µs at p99, ${result.maxUs} µs at most ` +
    `(${LOOKUPS} in ${result.wallMs} ms; target p99 < 1 ms: ${pass ? 'PASS' : 'FAIL'}). The first one reads and ` +
    `parses the file: ${result.firstLookupMs} ms, once per process.`,
  `- On disk: ${kb(fileBytes)} (${kb(gzipBytes)} gzipped). In memory once loaded: ${kb(directoryBytes)} (V8 heap ` +
    `and typed arrays' buffers, after a full collection; the code itself not counted), where a Map of one object per ` +
    'PIN code would take ' +
    `${kb(naiveBytes)}. The slowest lookups are the process being paused (a collection, another process on the ` +
    'shared cores), not the search: 15 steps of a binary search over a typed array.',
  '',
  '<!-- pincodes:end -->',
].join('\n');
await writeResultsSection('## Issue 39: PIN code lookups', '<!-- pincodes:end -->', section);
console.log(JSON.stringify(result, null, 2));
