import { describe, expect, it } from 'vitest';
import type { DemoData } from '../demo-types.js';
import { renderDemoImages } from './index.js';

const fixture: DemoData = {
  shop: {
    name: 'Demo Farm',
    tagline: 'Grown slowly',
    contact_email: 'hello@example.com',
    orders_email: 'orders@example.com',
    phone_primary: '+91 90000 00000',
    phone_secondary: '+91 90000 00001',
    whatsapp_number: '9000000000',
    website: 'https://example.com',
    farm_address: 'Demo Farm, Kerala',
    outlet_address: 'Demo Outlet, Kochi',
    youtube_url: 'https://youtube.com/@demo',
    instagram_url: 'https://instagram.com/demo',
    facebook_url: 'https://facebook.com/demo',
    order_prefix: 'DF',
  },
  categories: [
    {
      key: 'oils',
      name: 'Oils & Ghee',
      name_mal: 'എണ്ണകൾ',
      description: 'Cold pressed oils.',
      image: 'oils.svg',
      motif: 'coconut',
      colour: '#2e7d32',
    },
    {
      key: 'snacks',
      name: 'Snacks',
      name_mal: 'പലഹാരങ്ങൾ',
      description: 'Crunchy snacks.',
      image: 'snacks.svg',
      motif: 'banana',
      colour: '#f9a825',
    },
  ],
  products: [
    {
      category: 'oils',
      product_name: 'Virgin Coconut Oil',
      product_name_mal: 'വെർജിൻ വെളിച്ചെണ്ണ',
      product_slug: 'virgin-coconut-oil',
      sku: 'VCO-1',
      description: 'Pressed cold.',
      image: 'virgin-coconut-oil.svg',
      gallery: ['virgin-coconut-oil-2.svg', 'virgin-coconut-oil-3.svg', 'virgin-coconut-oil-4.svg'],
      art: { container: 'bottle', motif: 'coconut', colour: '#2e7d32' },
      sizes: [{ size: '500 ml', weight_grams: 600, original_price: 350 }],
    },
    {
      category: 'oils',
      product_name: 'Wild Forest Honey',
      product_name_mal: 'കാട്ടുതേൻ',
      product_slug: 'wild-forest-honey',
      sku: 'HNY-1',
      description: 'From the hills.',
      image: 'wild-forest-honey.svg',
      gallery: ['wild-forest-honey-2.svg'],
      art: { container: 'jar', motif: 'honey-pot', colour: '#b26a00' },
      sizes: [{ size: '250 g', weight_grams: 400, original_price: 420 }],
    },
    {
      category: 'snacks',
      product_name: "Tom & Jerry's <Best> Banana Chips",
      product_name_mal: 'ഏത്തക്കായ ചിപ്സ്',
      product_slug: 'banana-chips',
      sku: 'CHP-1',
      description: 'Fried in coconut oil.',
      image: 'banana-chips.svg',
      gallery: ['banana-chips-2.svg', 'banana-chips-3.svg'],
      art: { container: 'packet', motif: 'banana', colour: '#f9a825' },
      sizes: [{ size: '200 g', weight_grams: 250, original_price: 120 }],
    },
  ],
  crops: [
    {
      name: 'Coconut',
      name_mala: 'തെങ്ങ്',
      category: 'main',
      image: 'coconut.svg',
      gallery: ['coconut-1.svg', 'coconut-2.svg'],
      motif: 'coconut',
      description: 'a',
      description1: 'b',
      description2: 'c',
      description3: 'd',
      description4: 'e',
      description5: '<ul><li>f</li></ul>',
    },
    {
      name: 'Banana',
      name_mala: 'വാഴ',
      category: 'Fruits',
      image: 'banana.svg',
      gallery: ['banana-1.svg', 'banana-2.svg', 'banana-3.svg', 'banana-4.svg'],
      motif: 'banana',
      description: 'a',
      description1: 'b',
      description2: 'c',
      description3: 'd',
      description4: 'e',
      description5: '<ul><li>f</li></ul>',
    },
    {
      name: 'Tapioca',
      name_mala: 'കപ്പ',
      category: 'Tubers and Spices',
      image: 'tapioca.svg',
      gallery: ['tapioca-1.svg', 'tapioca-2.svg'],
      // This icon defines its own clip-path id, so the id renaming is exercised.
      motif: 'oden',
      description: 'a',
      description1: 'b',
      description2: 'c',
      description3: 'd',
      description4: 'e',
      description5: '<ul><li>f</li></ul>',
    },
  ],
  certificates: [
    { title: null, image: 'organic.svg', issuer: 'Demo Organic Council of Kerala', colour: '#1b5e20' },
  ],
  videos: [
    {
      title: 'A morning on the farm',
      image: 'morning.svg',
      video: 'https://youtube.com/watch?v=demo',
      motif: 'sheaf-of-rice',
    },
  ],
  banners: [{ image: 'banner-1.svg', video: null, motif: 'palm-tree' }],
  slabs: [{ zone: 'kerala', min_weight_grams: 0, max_weight_grams: null, charge: 60 }],
};

/**
 * A small well-formedness check (no XML parser in Node): tags nest and close in order, attributes are
 * quoted, and text and attribute values hold no raw `<` and no `&` that does not start an entity.
 */
function wellFormed(xml: string): string | null {
  const stack: string[] = [];
  let i = 0;
  const entityOk = (at: number): boolean =>
    /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/i.test(xml.slice(at, at + 12));
  while (i < xml.length) {
    const ch = xml[i];
    if (ch === '&') {
      if (!entityOk(i)) return `raw & at ${i}`;
      i += 1;
      continue;
    }
    if (ch !== '<') {
      if (ch === '>') return `raw > at ${i}`;
      i += 1;
      continue;
    }
    const end = xml.indexOf('>', i);
    if (end < 0) return `unclosed tag at ${i}`;
    const tag = xml.slice(i + 1, end);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (stack.pop() !== name) return `mismatched </${name}> at ${i}`;
    } else {
      const selfClosing = tag.endsWith('/');
      const inner = selfClosing ? tag.slice(0, -1) : tag;
      const name = inner.split(/\s/, 1)[0] ?? '';
      if (!/^[A-Za-z][\w:.-]*$/.test(name)) return `bad tag name "${name}" at ${i}`;
      // Attributes: name="value" pairs, values without raw < or stray &.
      const attrs = inner.slice(name.length).trim();
      let rest = attrs;
      while (rest.length > 0) {
        const m = /^([A-Za-z_:][\w:.-]*)="([^"<]*)"\s*/.exec(rest);
        if (!m) return `bad attributes in <${name}> at ${i}: ${rest.slice(0, 40)}`;
        const value = m[2] ?? '';
        for (let k = value.indexOf('&'); k >= 0; k = value.indexOf('&', k + 1)) {
          if (!/^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/i.test(value.slice(k, k + 12))) {
            return `raw & in attribute of <${name}> at ${i}`;
          }
        }
        rest = rest.slice(m[0].length);
      }
      if (!selfClosing) stack.push(name);
    }
    i = end + 1;
    if (stack.length === 0 && xml.slice(i).trim() !== '') return `content after the root element at ${i}`;
  }
  return stack.length === 0 ? null : `unclosed <${stack.join('>, <')}>`;
}

describe('renderDemoImages', () => {
  const images = renderDemoImages(fixture);
  const byPath = new Map(images.map((image) => [image.path, image.content]));

  it('draws one image for every file the data names, at the right path', () => {
    const expected = [
      'categories/oils.svg',
      'categories/snacks.svg',
      ...fixture.products.flatMap((p) => [p.image, ...p.gallery].map((f) => `products/${f}`)),
      ...fixture.crops.flatMap((c) => [
        `what_in_farm/${c.image}`,
        ...c.gallery.map((f) => `what_in_farm/gallery/${f}`),
      ]),
      'certificates/organic.svg',
      'video/morning.svg',
      'video/banner-1.svg',
    ];
    expect(images.map((image) => image.path).sort()).toEqual([...expected].sort());
    expect(byPath.size).toBe(images.length);
  });

  it('makes standalone, titled, well-formed SVG documents of the right sizes', () => {
    const sizes: Array<[string, string]> = [
      ['categories/', '600'],
      ['products/', '800'],
      ['what_in_farm/', '1200'],
      ['certificates/', '800'],
      ['video/morning', '640'],
      ['video/banner', '1600'],
    ];
    for (const { path, content } of images) {
      expect(content.startsWith('<svg'), path).toBe(true);
      expect(content, path).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(content, path).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(content, path).toMatch(/<title>[^<]+<\/title>/);
      expect(wellFormed(content), path).toBeNull();
      const width = sizes.find(([prefix]) => path.startsWith(prefix))?.[1];
      expect(content, path).toContain(`width="${width}"`);
      expect(content.length, path).toBeLessThan(40_000);
    }
  });

  it('escapes text from the data', () => {
    const main = byPath.get('products/banana-chips.svg') ?? '';
    expect(main).toContain('Tom &amp; Jerry&#39;s &lt;Best&gt;');
    expect(main).not.toContain('<Best>');
    expect(main).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#\d+;)/);
    expect(wellFormed(main)).toBeNull();
  });

  it('shows the Malayalam name and the default certificate title', () => {
    expect(byPath.get('products/virgin-coconut-oil-4.svg')).toContain('വെർജിൻ');
    expect(byPath.get('certificates/organic.svg')).toContain('>Certificate<');
    expect(byPath.get('certificates/organic.svg')).toContain('Demo Organic Council of Kerala');
  });

  it('draws each view of a product differently', () => {
    const views = ['', '-2', '-3', '-4'].map((s) => byPath.get(`products/virgin-coconut-oil${s}.svg`));
    expect(new Set(views).size).toBe(4);
    const gallery = fixture.crops[1]?.gallery.map((f) => byPath.get(`what_in_farm/gallery/${f}`));
    expect(new Set(gallery).size).toBe(4);
  });

  it('keeps ids unique within each document, and every reference resolves', () => {
    for (const { path, content } of images) {
      const ids = [...content.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, path).toBe(ids.length);
      const refs = [...content.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
      for (const ref of refs) expect(ids, `${path} refers to #${ref}`).toContain(ref);
    }
    const tapioca = byPath.get('what_in_farm/tapioca.svg') ?? '';
    expect(tapioca.match(/<clipPath id="e\d+-svg-/g)?.length).toBeGreaterThan(1);
  });

  it('is deterministic', () => {
    expect(renderDemoImages(fixture)).toEqual(images);
  });

  it('names an unknown motif and its item', () => {
    const broken: DemoData = {
      ...fixture,
      videos: [{ title: 'Odd', image: 'odd.svg', video: 'https://example.com', motif: 'no-such-motif-xyz' }],
    };
    expect(() => renderDemoImages(broken)).toThrow(/no-such-motif-xyz.*video "Odd"/);
  });

  it('refuses file names that are not plain .svg names, and files named twice', () => {
    const unsafe: DemoData = {
      ...fixture,
      certificates: [{ ...fixture.certificates[0]!, image: '../x.svg' }],
    };
    expect(() => renderDemoImages(unsafe)).toThrow(/\.\.\/x\.svg/);
    const twice: DemoData = {
      ...fixture,
      banners: [{ image: 'morning.svg', video: null, motif: 'palm-tree' }],
    };
    expect(() => renderDemoImages(twice)).toThrow(/video\/morning\.svg/);
  });
});
