import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OWN_MOTIFS } from './images/own-motifs.js';
import {
  EXTRA_HARVEST_GROUPS,
  FARM_PREVIEW_LIMIT,
  MAX_PARCEL_GRAMS,
  PAGE_SLUGS,
  SHIPPING_ZONES,
} from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { demoData } from './demo-data.js';
import { demoDeclarations, netQuantityOf } from './demo-declarations.js';
import { DEMO_PAGES } from './pages.js';
import { DEMO_PAGES_MALAYALAM } from './pages-malayalam.js';
import { demoFilmsFolder } from './seed.js';

const iconFolder = join(
  dirname(createRequire(import.meta.url).resolve('fluentui-emoji/package.json')),
  'icons',
  'flat',
);

const MALAYALAM = /[\u0D00-\u0D7F]/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A film of the demo's own, served from uploads/video/ and kept in media/films/. */
const DEMO_FILM = /^\/uploads\/video\/([a-z0-9-]+\.mp4)$/;
const filmExists = (link: string) => {
  const file = DEMO_FILM.exec(link)?.[1];
  return file !== undefined && existsSync(join(demoFilmsFolder(), file));
};
const CONTAINERS = ['bottle', 'jar', 'pouch', 'packet', 'box', 'tin'];

const { shop, categories, products, crops, certificates, videos, banners, slabs } = demoData;

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length;
}

/** The net content of a size label in grams ("250 ml" counts as 250 g, "1 L" as 1000 g). */
function netGrams(size: string): number {
  const match = /^(\d+(?:\.\d+)?) (g|kg|ml|L)$/.exec(size);
  if (!match) throw new Error(`Unreadable size "${size}"`);
  const amount = Number(match[1]);
  return match[2] === 'kg' || match[2] === 'L' ? amount * 1000 : amount;
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim().length > 0).length;
}

describe('demo shop', () => {
  it('uses reserved .example addresses and plausible Indian contact details', () => {
    expect(shop.name.length).toBeGreaterThan(3);
    expect(shop.tagline).toMatch(/plant/i);
    expect(shop.tagline).toMatch(/harvest/i);
    expect(shop.tagline).toMatch(/animal/i);
    expect(shop.contact_email).toMatch(/^[a-z]+@[a-z-]+\.example$/);
    expect(shop.orders_email).toMatch(/^[a-z]+@[a-z-]+\.example$/);
    expect(shop.website).toMatch(/^https:\/\/www\.[a-z-]+\.example$/);
    for (const phone of [shop.phone_primary, shop.phone_secondary])
      expect(phone).toMatch(/^\+91 9\d{4} \d{5}$/);
    expect(shop.phone_primary).not.toBe(shop.phone_secondary);
    expect(shop.whatsapp_number).toMatch(/^[6-9]\d{9}$/);
    expect(shop.farm_address).toMatch(/Malappuram District, Kerala 67\d{4}$/);
    expect(shop.outlet_address).toMatch(/Kerala 67\d{4}$/);
    expect(shop.order_prefix).toMatch(/^[A-Z]{2,3}$/);
    const handle = shop.name.split(' ')[0]!.toLowerCase();
    expect(shop.youtube_url).toMatch(new RegExp(`^https://www\\.youtube\\.com/@${handle}`));
    expect(shop.instagram_url).toMatch(new RegExp(`^https://www\\.instagram\\.com/${handle}`));
    expect(shop.facebook_url).toMatch(new RegExp(`^https://www\\.facebook\\.com/${handle}`));
  });
});

describe('demo motifs', () => {
  const motifs = [
    ...categories.map((c) => ['category ' + c.key, c.motif]),
    ...products.map((p) => ['product ' + p.product_slug, p.art.motif]),
    ...crops.map((c) => ['crop ' + c.name, c.motif]),
    ...videos.map((v) => ['video ' + v.image, v.motif]),
    ...banners.map((b) => ['banner ' + b.image, b.motif]),
  ];

  it.each(motifs)('%s has an existing fluentui-emoji icon or one of our own (%s)', (_owner, motif) => {
    expect(motif).toMatch(SLUG);
    expect(existsSync(join(iconFolder, `${motif}.svg`)) || motif in OWN_MOTIFS).toBe(true);
  });

  it('gives every product a picture of its own', () => {
    const seen = new Map<string, string>();
    for (const p of products) {
      const look = `${p.art.container}:${p.art.motif}`;
      // Two products of one category may share a container and a motif only when they differ in colour.
      const key = `${look}:${p.art.colour}`;
      expect(seen.get(key), `${p.product_slug} looks like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, p.product_slug);
    }
    const bySlug = new Map(products.map((p) => [p.product_slug, p.art.motif]));
    expect(bySlug.get('turmeric-powder')).not.toBe(bySlug.get('dry-ginger-chukku'));
    expect([...bySlug].find(([slug]) => slug.startsWith('gooseberry'))?.[1]).toBe('indian-gooseberry');
  });
});

describe('demo categories', () => {
  it('has seven value-added food categories', () => {
    expect(categories).toHaveLength(7);
    expect(unique(categories.map((c) => c.key))).toBe(true);
    expect(unique(categories.map((c) => c.name))).toBe(true);
    for (const c of categories) {
      expect(c.image).toBe(`${c.key}.svg`);
      expect(c.name_mal).toMatch(MALAYALAM);
      expect(c.colour).toMatch(HEX_COLOUR);
      expect(c.description.length).toBeGreaterThan(40);
    }
  });
});

describe('demo products', () => {
  it('has at least 34 products, at least 3 in every category', () => {
    expect(products.length).toBeGreaterThanOrEqual(34);
    const keys = new Set(categories.map((c) => c.key));
    for (const p of products) expect(keys.has(p.category)).toBe(true);
    for (const key of keys)
      expect(products.filter((p) => p.category === key).length).toBeGreaterThanOrEqual(3);
  });

  it('has unique slugs, SKUs, names and image files', () => {
    expect(unique(products.map((p) => p.product_slug))).toBe(true);
    expect(unique(products.map((p) => p.sku))).toBe(true);
    expect(unique(products.map((p) => p.product_name))).toBe(true);
    expect(unique(products.flatMap((p) => [p.image, ...p.gallery]))).toBe(true);
  });

  it.each(products.map((p) => [p.product_slug, p] as const))('%s is complete and consistent', (slug, p) => {
    expect(slug).toMatch(SLUG);
    expect(p.sku).toMatch(/^[A-Z]{3}-[A-Z]{3}-\d{3}$/);
    expect(p.product_name_mal).toMatch(MALAYALAM);
    expect(p.image).toBe(`${slug}.svg`);
    expect(p.gallery.length).toBeGreaterThanOrEqual(1);
    expect(p.gallery.length).toBeLessThanOrEqual(3);
    expect(p.gallery).toEqual(p.gallery.map((_, i) => `${slug}-${i + 2}.svg`));
    expect(CONTAINERS).toContain(p.art.container);
    expect(p.art.colour).toMatch(HEX_COLOUR);

    expect(p.description.length).toBeGreaterThanOrEqual(120);
    const parts = p.description.split('\n\n');
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.length).toBeLessThanOrEqual(4);
    for (const part of parts) {
      expect(part.trim()).toBe(part);
      expect(part).not.toContain('\n');
      expect(part).not.toMatch(/[<>]/);
    }

    if (p.video_link !== undefined) expect(filmExists(p.video_link), p.video_link).toBe(true);

    expect(p.sizes.length).toBeGreaterThanOrEqual(1);
    expect(p.sizes.length).toBeLessThanOrEqual(3);
    expect(unique(p.sizes.map((s) => s.size))).toBe(true);
    let previous = 0;
    for (const s of p.sizes) {
      expect(Number.isInteger(s.weight_grams)).toBe(true);
      expect(s.weight_grams).toBeGreaterThan(netGrams(s.size));
      expect(s.weight_grams).toBeGreaterThan(previous);
      previous = s.weight_grams;
      expect(s.original_price).toBeGreaterThan(0);
      expect(Number.isInteger(s.original_price * 2)).toBe(true);
      if (s.offer_price !== undefined) {
        expect(Number.isInteger(s.offer_price * 2)).toBe(true);
        expect(s.offer_price).toBeGreaterThan(0);
        expect(s.offer_price).toBeLessThan(s.original_price);
      }
    }
  });

  it('has some long descriptions (cut on cards at 200 characters)', () => {
    expect(products.filter((p) => p.description.length > 200).length).toBeGreaterThanOrEqual(10);
  });

  it('features about ten products', () => {
    const featured = products.filter((p) => p.featured === true).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
  });

  it('has offers on at least 9 products', () => {
    expect(
      products.filter((p) => p.sizes.some((s) => s.offer_price !== undefined)).length,
    ).toBeGreaterThanOrEqual(9);
  });

  it('has sizes out of stock on at least 4 products, and exactly 2 products sold out', () => {
    const someOut = products.filter((p) => p.sizes.some((s) => s.in_stock === false));
    const allOut = products.filter((p) => p.sizes.every((s) => s.in_stock === false));
    expect(someOut.length - allOut.length).toBeGreaterThanOrEqual(4);
    expect(allOut).toHaveLength(2);
  });

  it('mixes one-, two- and three-size products', () => {
    for (const count of [1, 2, 3]) {
      expect(products.filter((p) => p.sizes.length === count).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives a few products a video link', () => {
    const withVideo = products.filter((p) => p.video_link !== undefined).length;
    expect(withVideo).toBeGreaterThanOrEqual(3);
    expect(withVideo).toBeLessThanOrEqual(8);
  });
});

describe('demo crops', () => {
  const allowed = new Set<string>(['main', ...EXTRA_HARVEST_GROUPS]);

  it('has 10 main crops and at least 12 more across all eight extra-harvest groups', () => {
    expect(crops.length).toBeGreaterThanOrEqual(22);
    expect(crops.filter((c) => c.category === 'main')).toHaveLength(10);
    expect(crops.filter((c) => c.category !== 'main').length).toBeGreaterThanOrEqual(12);
    for (const c of crops) expect(allowed.has(c.category)).toBe(true);
    for (const group of EXTRA_HARVEST_GROUPS) {
      expect(crops.filter((c) => c.category === group).length, group).toBeGreaterThanOrEqual(1);
    }
  });

  it('has unique names and image files', () => {
    expect(unique(crops.map((c) => c.name))).toBe(true);
    expect(unique(crops.map((c) => c.image))).toBe(true);
    expect(unique(crops.flatMap((c) => c.gallery))).toBe(true);
  });

  it.each(crops.map((c) => [c.name, c] as const))('%s is complete and consistent', (_name, c) => {
    expect(c.name_mala).toMatch(MALAYALAM);
    const slug = c.image.replace(/\.svg$/, '');
    expect(slug).toMatch(SLUG);
    expect(c.image).toBe(`${slug}.svg`);
    expect(c.gallery.length).toBeGreaterThanOrEqual(2);
    expect(c.gallery.length).toBeLessThanOrEqual(4);
    expect(c.gallery).toEqual(c.gallery.map((_, i) => `${slug}-g${i + 1}.svg`));
    for (const text of [c.description, c.description1, c.description2, c.description3, c.description4]) {
      expect(text).not.toMatch(/[<>\n]/);
      expect(sentences(text)).toBeGreaterThanOrEqual(1);
      expect(sentences(text)).toBeLessThanOrEqual(4);
    }
    expect(sentences(c.description)).toBeGreaterThanOrEqual(2);
    expect(c.description5).toMatch(/^<ul>(<li>.+?<\/li>){3,5}<\/ul>$/);
    expect(c.description5.match(/<li>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(c.description5.match(/<li>/g)?.length).toBeLessThanOrEqual(5);
    const tags = c.description5.match(/<\/?[a-z]+[^>]*>/g) ?? [];
    for (const tag of tags) expect(tag).toMatch(/^<\/?(ul|li|strong)>$/);
  });
});

describe('demo certificates, videos and banners', () => {
  it('has four demo certificates, each with its caption', () => {
    expect(certificates).toHaveLength(4);
    expect(certificates.filter((c) => !c.title)).toEqual([]);
    expect(unique(certificates.map((c) => c.image))).toBe(true);
    for (const c of certificates) {
      expect(c.image).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/);
      expect(c.issuer).toMatch(/demo|sample/i);
      expect(c.colour).toMatch(HEX_COLOUR);
    }
  });

  it('has six video feed items, one without a title, each a film of our own (no search page)', () => {
    expect(videos).toHaveLength(6);
    expect(videos.filter((v) => v.title === null)).toHaveLength(1);
    expect(unique(videos.map((v) => v.image))).toBe(true);
    for (const v of videos) {
      expect(v.image).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/);
      expect(filmExists(v.video), v.video).toBe(true);
    }
  });

  it('has one banner: a looping film of our own, well under 1 MB, with its picture as the poster', () => {
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatchObject({ image: 'farm-banner.svg', video: 'farm-banner-loop.mp4' });
    const size = statSync(join(demoFilmsFolder(), banners[0]!.video!)).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(600_000);
  });
});

describe('demo shipping slabs', () => {
  it.each(SHIPPING_ZONES.map((zone) => [zone]))(
    "%s has four contiguous slabs from 0 grams up to a courier's limit",
    (zone) => {
      const zoneSlabs = slabs.filter((s) => s.zone === zone);
      expect(zoneSlabs).toHaveLength(4);
      expect(zoneSlabs[0]!.min_weight_grams).toBe(0);
      zoneSlabs.forEach((slab, i) => {
        expect(Number.isInteger(slab.min_weight_grams)).toBe(true);
        expect(slab.charge).toBeGreaterThan(0);
        if (i === zoneSlabs.length - 1) {
          // The top slab ends where couriers stop: heavier orders are refused with a clear message.
          expect(slab.max_weight_grams).toBe(MAX_PARCEL_GRAMS);
        } else {
          expect(slab.max_weight_grams).not.toBeNull();
          expect(Number.isInteger(slab.max_weight_grams)).toBe(true);
          expect(slab.max_weight_grams!).toBeGreaterThan(slab.min_weight_grams);
          expect(zoneSlabs[i + 1]!.min_weight_grams).toBe(slab.max_weight_grams! + 1);
          expect(zoneSlabs[i + 1]!.charge).toBeGreaterThan(slab.charge);
        }
      });
    },
  );

  it('charges less within Kerala than for the rest of India', () => {
    const kerala = slabs.filter((s) => s.zone === 'kerala');
    const rest = slabs.filter((s) => s.zone === 'rest_of_india');
    kerala.forEach((slab, i) => {
      expect(rest[i]!.min_weight_grams).toBe(slab.min_weight_grams);
      expect(slab.charge).toBeLessThan(rest[i]!.charge);
    });
  });
});

describe('demo content in Malayalam', () => {
  const english = (text: string) => text.replace(/[\u0D00-\u0D7F]/g, '');

  it('describes every category and product in Malayalam, paragraph for paragraph', () => {
    for (const c of categories) expect(c.description_mal, c.key).toMatch(MALAYALAM);
    for (const p of products) {
      expect(p.description_mal, p.product_slug).toMatch(MALAYALAM);
      expect(p.description_mal!.split('\n\n'), p.product_slug).toHaveLength(
        p.description.split('\n\n').length,
      );
    }
  });

  it('writes every text of the crops the home page shows, and the short text of every other crop, in Malayalam', () => {
    // The home page shows the first eight of each kind (FARM_PREVIEW_LIMIT); all the best yields are written.
    const onHomePage = new Set([
      ...crops.filter((c) => c.category === 'main').map((c) => c.name),
      ...crops
        .filter((c) => c.category !== 'main')
        .slice(0, FARM_PREVIEW_LIMIT)
        .map((c) => c.name),
    ]);
    for (const c of crops) {
      expect(c.description_mal, c.name).toMatch(MALAYALAM);
      if (!onHomePage.has(c.name)) continue;
      for (const text of [c.description1_mal, c.description2_mal, c.description3_mal, c.description4_mal]) {
        expect(text, c.name).toMatch(MALAYALAM);
        expect(text, c.name).not.toMatch(/[<>\n]/);
      }
      // The same list as the English: as many points, the same tags.
      const tags = (html: string) => html.match(/<\/?[a-z]+[^>]*>/g) ?? [];
      expect(tags(c.description5_mal!), c.name).toEqual(tags(c.description5));
    }
  });

  it('keeps the pages’ rules: the same sections, links, placeholders and numbers as the English', () => {
    for (const slug of PAGE_SLUGS) {
      const en = DEMO_PAGES[slug];
      const ml = DEMO_PAGES_MALAYALAM[slug];
      expect(ml.title, slug).toMatch(MALAYALAM);
      expect(ml.body, slug).toMatch(MALAYALAM);
      const anchors = (body: string) => body.match(/\{#[a-z0-9-]+\}/g) ?? [];
      const links = (body: string) => (body.match(/\]\([^)]+\)/g) ?? []).sort();
      const placeholders = (body: string) => [...new Set(body.match(/\{\{[a-z_]+\}\}/g) ?? [])].sort();
      const numbers = (body: string) => (english(body).match(/\d+(?:-\d+)?/g) ?? []).sort();
      expect(anchors(ml.body), slug).toEqual(anchors(en.body));
      expect(links(ml.body), slug).toEqual(links(en.body));
      expect(placeholders(ml.body), slug).toEqual(placeholders(en.body));
      expect(numbers(ml.body), slug).toEqual(numbers(en.body));
    }
  });
});

describe('what the demo products declare', () => {
  it('every size reads as a net quantity: oils in millilitres, the rest in grams, within the shipping weight', () => {
    for (const product of demoData.products) {
      for (const size of product.sizes) {
        const { quantity, unit } = netQuantityOf(size.size);
        expect(unit).toBe(product.category === 'oils' && !/ghee/.test(product.product_slug) ? 'ml' : 'g');
        if (unit === 'g') expect(quantity).toBeLessThan(size.weight_grams);
      }
    }
  });

  it('every product has its best before and ingredients in both languages; some certified, one exempt', () => {
    const declared = demoData.products.map((p) => ({
      slug: p.product_slug,
      ...demoDeclarations(p.product_slug, p.category),
    }));
    for (const product of declared) {
      expect(product.shelfLifeMonths, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.ingredients, product.slug).not.toBe('');
      expect(product.ingredientsMal, product.slug).toMatch(/[\u0D00-\u0D7F]/);
      expect(product.manufacturer).toBe('');
    }
    const certified = declared.filter((p) => p.organicScheme === 'pgs');
    expect(certified.length).toBeGreaterThan(1);
    for (const product of certified) {
      expect(product.organicCertificateNo).not.toBe('');
      expect(product.organicValidUntil! >= '2027-01-01').toBe(true);
    }
    expect(declared.filter((p) => p.organicScheme === 'exempt').map((p) => p.slug)).toEqual([
      'raw-farm-honey',
    ]);
    expect(declared.find((p) => p.slug === 'nendran-banana-chips')?.shelfLifeMonths).toBe(3);
  });
});

describe('demo seasons', () => {
  it('names only the demo’s own crops and products, and every seasonal one has a harvest of its own', async () => {
    const { DEMO_CROP_SEASONS, DEMO_PRODUCT_SEASONS } = await import('./demo-seasons.js');
    const cropNames = new Set(demoData.crops.map((c) => c.name));
    const skus = new Set(demoData.products.map((p) => p.sku));
    for (const name of Object.keys(DEMO_CROP_SEASONS)) expect(cropNames, name).toContain(name);
    for (const [sku, demo] of Object.entries(DEMO_PRODUCT_SEASONS)) {
      expect(skus, sku).toContain(sku);
      for (const crop of demo.crops) expect(cropNames, `${sku} made from ${crop}`).toContain(crop);
      for (const month of demo.season?.months ?? []) expect(month).toBeGreaterThanOrEqual(1);
    }
    // Coconut oil is sold all year (no season); black pepper follows its December–February harvest.
    expect(DEMO_PRODUCT_SEASONS['OIL-VCO-001']?.season).toBeUndefined();
    expect(DEMO_PRODUCT_SEASONS['SPI-BPW-001']?.season?.months).toEqual([12, 1, 2]);
  });
});
