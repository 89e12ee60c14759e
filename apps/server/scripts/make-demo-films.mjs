// Makes the demo's short films (run by hand, once, when the demo pictures change; the results are committed in
// media/films/ so neither CI nor a new machine needs the tools): the home banner's looping film and the video
// feed's clips. Each is the project's own drawn picture (src/seed/images), rasterised by Chromium and moved by a slow
// camera (zoom and pan that come back to where they started, so the film loops without a jump), encoded by ffmpeg.
//
//   node apps/server/scripts/make-demo-films.mjs     (needs /usr/bin/chromium, ffmpeg and the dev dependencies)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(serverDir, 'media', 'films');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-films-'));

try {
  // The pictures as the seed draws them.
  execFileSync(
    'npx',
    ['tsx', '-e', `import('./src/seed/seed.ts').then((m) => m.writeDemoImages(${JSON.stringify(work)}))`],
    { cwd: serverDir, stdio: 'inherit' },
  );
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
  });
  const films = [
    {
      svg: 'video/farm-banner.svg',
      film: 'farm-banner-loop.mp4',
      width: 1280,
      height: 720,
      seconds: 10,
      crf: 31,
    },
    ...[
      'coconut-harvest-day',
      'making-virgin-coconut-oil',
      'pepper-picking-season',
      'morning-with-cows-and-goats',
      'opening-the-bee-boxes',
      'paddy-transplanting',
    ].map((name) => ({
      svg: `video/${name}.svg`,
      film: `${name}.mp4`,
      width: 640,
      height: 360,
      seconds: 6,
      crf: 33,
    })),
  ];
  for (const film of films) {
    // Twice the film's size, so the camera's zoom never shows pixels.
    const page = await browser.newPage({ viewport: { width: film.width * 2, height: film.height * 2 } });
    const html = path.join(work, 'still.html');
    fs.writeFileSync(
      html,
      `<body style="margin:0"><img src="${path.join(work, film.svg)}" ` +
        'style="display:block;width:100vw;height:100vh;object-fit:cover"></body>',
    );
    await page.goto(`file://${html}`);
    await page.waitForLoadState('load');
    const still = path.join(work, `${path.basename(film.film, '.mp4')}.png`);
    await page.screenshot({ path: still });
    await page.close();
    const fps = 24;
    const frames = film.seconds * fps;
    // One cycle of a cosine: zoom 1 → 1.08 → 1 and a small drift right and back, ending where it began.
    const zoom = `1+0.04*(1-cos(2*PI*on/${frames}))`;
    const x = `(iw-iw/zoom)/2+iw*0.015*sin(2*PI*on/${frames})`;
    const y = `(ih-ih/zoom)/2`;
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-loop',
        '1',
        '-i',
        still,
        '-vf',
        `zoompan=z='${zoom}':x='${x}':y='${y}':d=${frames}:s=${film.width}x${film.height}:fps=${fps}`,
        '-frames:v',
        String(frames),
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        String(film.crf),
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-an',
        path.join(out, film.film),
      ],
      { stdio: 'inherit' },
    );
    console.log(`${film.film}: ${fs.statSync(path.join(out, film.film)).size.toLocaleString('en-IN')} bytes`);
  }
  await browser.close();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
