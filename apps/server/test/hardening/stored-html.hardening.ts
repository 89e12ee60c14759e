/**
 * Browser-side: a crop's `description5` (HTML written by the farm) carrying script or event-handler HTML is stored
 * inert, through sanitizeKeyFeatures and the seed path, and served that way by the API.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeKeyFeatures } from '../../src/modules/farm/sanitize.js';
import { demoData } from '../../src/seed/demo-data.js';
import { seedDemo } from '../../src/seed/seed.js';
import { createTestApp, json, type TestApp } from '../harness.js';

const attacks = [
  '<script>alert(document.cookie)</script><p>Rich in iron</p>',
  '<img src=x onerror="alert(1)"><ul><li>Organic</li></ul>',
  '<a href="javascript:alert(1)" onclick="steal()">Grown here</a>',
  '<svg onload=alert(1)><p>Pepper</p></svg>',
  '<iframe src="https://evil.example"></iframe><p style="background:url(javascript:alert(1))">x</p>',
  '<p onmouseover=alert(1)>hover</p><scr<script>ipt>alert(1)</script>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
];

/** Nothing that runs: no script-capable element, no on* attribute, no script-ish URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|iframe|svg|img|style|math|object|embed)/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/(href|src|action)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
  expect(html).not.toMatch(/style\s*=/i);
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const crops = demoData.crops.map((crop, i) => ({ ...crop, description5: attacks[i % attacks.length]! }));
  await seedDemo(t.database, {
    reset: true,
    uploadsDir: t.dirs.uploads,
    images: false,
    data: { ...demoData, crops },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('crop key features (description5)', () => {
  it('are stored and served inert when the seed data carries script and event handlers', async () => {
    const all = json<{ data: { id: number; description5: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/whatInFarms-viewall' }),
    ).data;
    expect(all.length).toBeGreaterThan(0);
    for (const crop of all) {
      const one = json<{ data: { description5: string } }>(
        await t.app.inject({ method: 'GET', url: `/api/whatInFarms?id=${crop.id}` }),
      ).data;
      expectInert(one.description5);
      expectInert(crop.description5);
    }
    // The harmless formatting survives.
    expect(all.map((c) => c.description5).join('')).toContain('<li>Organic</li>');
  });

  it('sanitizeKeyFeatures leaves nothing that runs, for generated HTML', () => {
    const tag = fc.constantFrom(
      'script',
      'img',
      'a',
      'p',
      'svg',
      'iframe',
      'style',
      'ul',
      'li',
      'span',
      'math',
    );
    const attr = fc.constantFrom(
      'onerror',
      'onclick',
      'onload',
      'href',
      'src',
      'style',
      'title',
      'OnMouseOver',
    );
    const value = fc.constantFrom(
      'alert(1)',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'https://ok.example',
      'x',
    );
    const element = fc
      .tuple(tag, fc.array(fc.tuple(attr, value), { maxLength: 3 }), fc.string({ maxLength: 10 }))
      .map(
        ([name, attrs, text]) =>
          `<${name} ${attrs.map(([k, v]) => `${k}="${v}"`).join(' ')}>${text}</${name}>`,
      );
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), (parts) =>
        expectInert(sanitizeKeyFeatures(parts.join(''))),
      ),
      { numRuns: 2000 },
    );
  });
});
