// npm run bench:uploads: the server's memory after the farm uploads pictures (issue 33). Starts the built server on a
// fresh PGlite data folder, signs in as the demo owner and uploads, one after another: twelve 12-megapixel phone
// photos, two 48-megapixel photos, and the attack's 97 KB PNG of 1,000,000 × 100 pixels (refused). Reports the
// server's peak RSS (VmHWM) (of its second start: the first draws the demo's pictures) after start-up and after the uploads, and its RSS (VmRSS) a few seconds later (what the
// process keeps), and writes them into bench/RESULTS.md between the bench:uploads markers.
// Options (environment): BENCH_SKIP_BUILD=1, BENCH_PORT (3921).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3921);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-uploads-pepper-42';

if (!process.env.BENCH_SKIP_BUILD) {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** A photo-like JPEG: smooth colour with fine noise, so it compresses as a camera's does (a few MB). */
async function photo(width, height, seed) {
  const small = Buffer.alloc(64 * 48 * 3);
  for (let i = 0; i < small.length; i += 1) small[i] = (i * 37 + seed * 101) % 256;
  return sharp(small, { raw: { width: 64, height: 48, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 0, sigma: 12 },
          },
        },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A valid all-black grey PNG, deflated row by row (tiny on disk whatever its pixel count). */
async function blackPng(width, height) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const deflate = zlib.createDeflate({ level: 9 });
  const parts = [];
  deflate.on('data', (part) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1);
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const memory = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return { peak: mb('VmHWM'), now: mb('VmRSS') };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-uploads-'));
// The storefront is not what is measured: a one-line page stands in for its build.
fs.mkdirSync(path.join(dataDir, 'web'));
fs.writeFileSync(
  path.join(dataDir, 'web', 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
let log = '';
function startServer() {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ENV_FILE: 'none',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      BACKUPS_DIR: path.join(dataDir, 'backups'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_OWNER_PASSWORD: PASSWORD,
    },
  });
  child.stdout.on('data', (chunk) => (log = (log + chunk).slice(-8000)));
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-8000)));
  return child;
}
async function waitUp(child) {
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    if (Date.now() > until) throw new Error(`the server did not start:\n${log}`);
    if ((await fetch(`${BASE}/api/health`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
}

// The demo's first start draws its pictures; the farm's day-to-day server starts on a shop that exists. Measured there.
const first = startServer();
await waitUp(first);
const firstStartPeak = memory(first.pid).peak;
const email = /Demo owner: (\S+),/.exec(log)?.[1];
await stopServer(first);
const server = startServer();

const results = { uploads: [] };
try {
  await waitUp(server);
  if (!email) throw new Error(`no demo owner in the start-up log:\n${log}`);
  const signIn = await fetch(`${BASE}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.get('set-cookie').split(';')[0];
  results.afterStart = memory(server.pid);

  const pictures = [];
  for (let i = 0; i < 12; i += 1)
    pictures.push({ name: `phone-${i + 1}.jpg`, make: () => photo(4032, 3024, i) });
  for (let i = 0; i < 2; i += 1)
    pictures.push({ name: `camera-48mp-${i + 1}.jpg`, make: () => photo(8000, 6000, 20 + i) });
  pictures.push({ name: 'strip-1000000x100.png', make: () => blackPng(1_000_000, 100) });

  for (const picture of pictures) {
    const file = await picture.make();
    const form = new FormData();
    form.append('file', new Blob([file]), picture.name);
    const started = performance.now();
    const response = await fetch(`${BASE}/api/admin/media`, {
      method: 'POST',
      headers: { cookie, origin: BASE },
      body: form,
    });
    const ms = performance.now() - started;
    const answer = await response.json().catch(() => ({}));
    results.uploads.push({
      name: picture.name,
      kB: Math.round(file.length / 1024),
      status: response.status,
      ms: Math.round(ms),
      message: response.ok ? '' : answer.message,
      peakMb: Math.round(memory(server.pid).peak),
    });
    console.log(results.uploads.at(-1));
  }
  results.afterUploads = memory(server.pid);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  results.settled = memory(server.pid);
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const mb = (n) => `${Math.round(n)} MB`;
const lines = [
  `Run on ${new Date().toISOString()} with \`npm run bench:uploads\` (PGlite, the demo shop, one upload at a time).`,
  '',
  '| picture | size | answer | time | server peak RSS after it |',
  '| --- | ---: | --- | ---: | ---: |',
  ...results.uploads.map(
    (u) =>
      `| ${u.name} | ${u.kB} KB | ${u.status}${u.message ? ` (${u.message})` : ''} | ${u.ms} ms | ${u.peakMb} MB |`,
  ),
  '',
  `Peak RSS (VmHWM) of a start on the shop (not its first, which draws the demo's pictures: ${mb(firstStartPeak)}): ` +
    `${mb(results.afterStart.peak)} after start-up and sign-in, ${mb(results.afterUploads.peak)} after the uploads; ` +
    `RSS 5 s after the last upload: ${mb(results.settled.now)}.`,
];
console.log(lines.join('\n'));
const file = path.join(benchDir, 'RESULTS.md');
const text = fs.readFileSync(file, 'utf8');
const start = '<!-- bench:uploads:start (written by npm run bench:uploads) -->';
const end = '<!-- bench:uploads:end -->';
const block = `${start}\n\n${lines.join('\n')}\n\n${end}`;
const at = text.indexOf(start);
fs.writeFileSync(
  file,
  at >= 0
    ? text.slice(0, at) + block + text.slice(text.indexOf(end) + end.length)
    : `${text.trimEnd()}\n\n## Memory after picture uploads (issue 33)\n\n${block}\n`,
);
