import fs from 'node:fs';
import path from 'node:path';

/**
 * Loading hints in each page's `<head>`: the storefront draws every page with JavaScript, so without them the browser
 * learns about the page's picture, its data and its screen's code only one after the other (HTML → entry script →
 * screen chunk → API call → picture). With them it asks for all of them while it reads the HTML.
 *
 * - `preload as=image` for the picture that is the page's largest paint (banner poster, first product, product),
 *   at high priority, and for the other pictures the first screen shows at once (a category's first row);
 * - the answers of the API calls the page makes first, in the page itself (a JSON data block the storefront puts in
 *   its store as it starts: no request at all), or where an answer cannot be read, `preload as=fetch` exactly as the
 *   storefront's RTK Query sends the call (same URL, same-origin credentials), so the browser hands it over;
 * - `modulepreload` and the stylesheets of the page's screen chunk, from Vite's build manifest;
 * - the entry's own stylesheet written into the page (it is small, and every page needs it before painting).
 */
import { LANGUAGES, mediaSrcSetOfUrl, type Language } from '@farm/contract';
import { escapeHtml } from './html.js';
import type { PageRef } from './paths.js';

/** What a page needs first, decided from its data (SeoService). */
export interface PagePreloads {
  /** An /uploads/ path: the picture that is the page's largest paint. */
  image?: string;
  /** Further /uploads/ pictures the first screen shows at once (the rest of a list's first row). */
  moreImages?: string[];
  /**
   * The `sizes` the page's <img> elements give these pictures (MEDIA_SIZES): with it, an uploaded picture's preload
   * carries the same srcset, so the browser fetches the one width the page then uses, not a second one.
   */
  imageSizes?: string;
  /** API paths (with any query string) the page calls as soon as it starts. */
  fetches: string[];
}

/** One chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The screen each kind of page loads first, as the manifest names it (the modules apps/web/src/app/router.tsx
 * imports lazily). A screen missing from the build simply gets no hint.
 */
const SCREENS: Partial<Record<PageRef['kind'], string | string[]>> = {
  home: 'src/features/home/HomePage.tsx',
  categories: 'src/features/catalogue/CategoriesPage.tsx',
  category: 'src/features/catalogue/CategoryPage.tsx',
  product: 'src/features/catalogue/ProductPage.tsx',
  bestYields: 'src/features/farm/MostHarvestPage.tsx',
  extraHarvest: 'src/features/farm/ExtraHarvestPage.tsx',
  group: 'src/features/farm/ExtraHarvestCategoryPage.tsx',
  // A crop is shown by either farm list's detail screen (both draw CropDetail); its path says which, its ref does not.
  crop: ['src/features/farm/MostHarvestDetailPage.tsx', 'src/features/farm/ExtraHarvestDetailPage.tsx'],
  lot: 'src/features/lots/LotPage.tsx',
};

const INFO_SCREENS = {
  about: 'src/features/pages/AboutPage.tsx',
  privacy: 'src/features/pages/PrivacyPage.tsx',
  terms: 'src/features/pages/TermsPage.tsx',
  refunds: 'src/features/pages/RefundPolicyPage.tsx',
  shipping: 'src/features/pages/ShippingPolicyPage.tsx',
  seller: 'src/features/pages/SellerPage.tsx',
  seasons: 'src/features/seasons/SeasonsPage.tsx',
} as const;

export interface ScreenAssets {
  scripts: string[];
  styles: string[];
}

/** The screen chunks' files, worked out once from the manifest read at start-up. */
export class ScreenAssetIndex {
  private readonly byScreen = new Map<string, ScreenAssets>();

  constructor(manifest: ViteManifest | undefined) {
    if (!manifest) return;
    // What index.html loads already (the entry and its static imports) needs no second hint.
    const loaded = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      if (into.has(key) || !manifest[key]) return;
      into.add(key);
      for (const next of manifest[key].imports ?? []) walk(next, into);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);

    // Each language's catalogues (apps/web/src/locales/{en,ml}.ts), which the page loads with its screen.
    const catalogues = LANGUAGES.map((language) => `src/locales/${language}.ts`);
    for (const screen of [...Object.values(SCREENS).flat(), ...Object.values(INFO_SCREENS), ...catalogues]) {
      if (!manifest[screen]) continue;
      const chunks = new Set<string>();
      walk(screen, chunks);
      const scripts: string[] = [];
      const styles: string[] = [];
      for (const key of chunks) {
        if (loaded.has(key)) continue;
        const chunk = manifest[key]!;
        scripts.push(`/${chunk.file}`);
        for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
      }
      this.byScreen.set(screen, { scripts, styles });
    }
  }

  /** The page's screen chunks and the catalogues of its language (so they load beside the screen, not after it). */
  forPage(ref: PageRef, language: Language = 'en'): ScreenAssets {
    const screen = ref.kind === 'info' ? INFO_SCREENS[ref.page] : SCREENS[ref.kind];
    const all = [
      ...(screen === undefined ? [] : Array.isArray(screen) ? screen : [screen]),
      `src/locales/${language}.ts`,
    ];
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const one of all) {
      const assets = this.byScreen.get(one);
      assets?.scripts.forEach((href) => scripts.add(href));
      assets?.styles.forEach((href) => styles.add(href));
    }
    return { scripts: [...scripts], styles: [...styles] };
  }
}

/** The id of the data block with the page's API answers (apps/web/src/app/api.ts reads it). */
export const API_DATA_ID = 'api-data';

/**
 * Tags for early in the head: the picture, which the browser should have before anything else, and a preload for each
 * of the page's first API calls whose answer is not in the page (`answers` holds the JSON the API gave, by path).
 */
export function preloadTags(
  preloads: PagePreloads,
  answers: ReadonlyMap<string, string> = new Map(),
): string[] {
  const image = (href: string, priority: string) => {
    const srcset = preloads.imageSizes ? mediaSrcSetOfUrl(href) : undefined;
    const candidates = srcset
      ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(preloads.imageSizes!)}"`
      : '';
    return `<link rel="preload" as="image" href="${escapeHtml(href)}"${candidates}${priority} />`;
  };
  return [
    preloads.image === undefined ? undefined : image(preloads.image, ' fetchpriority="high"'),
    ...(preloads.moreImages ?? []).map((href) => image(href, '')),
    ...preloads.fetches
      .filter((href) => !answers.has(href))
      .map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous" />`),
  ].filter((tag) => tag !== undefined);
}

/**
 * The page's API answers that travel in it (`answers`, by path), as a data block for the end of the body: only the
 * storefront's script reads it, and in the head its bytes would come between the browser and the page's styles.
 */
export function pageDataBlock(preloads: PagePreloads, answers: ReadonlyMap<string, string>): string {
  const inline = preloads.fetches.filter((href) => answers.has(href));
  if (inline.length === 0) return '';
  return `<script type="application/json" id="${API_DATA_ID}">${scriptSafe(
    `{${inline.map((href) => `${JSON.stringify(href)}:${answers.get(href)}`).join(',')}}`,
  )}</script>`;
}

/**
 * JSON text that cannot end the script element it sits in: `<`, `>` and `&` only ever occur inside JSON strings,
 * where their `\uXXXX` escapes mean the same; U+2028 and U+2029 likewise.
 */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A built stylesheet in the page itself (`read` gives a built file's text by its path, or undefined): one request less
 * before the first paint. The link stays too, with `media="not all"` (never applied, so never render-blocking): Vite's
 * loader looks for it before adding a lazy chunk's stylesheets (the entry's shared chunks' styles are in every screen's
 * list), and finding it, does not fetch and apply the same styles again. The `url()`s of built CSS are data URLs or
 * absolute, so they mean the same here. `</style` cannot occur in built CSS; a stylesheet that has it stays a link.
 */
function inlineStyle(href: string, read: (href: string) => string | undefined): string | undefined {
  const css = read(href);
  if (css === undefined || /<\/style/i.test(css)) return undefined;
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="${escapeHtml(href)}" media="not all" />`;
}

/** index.html with the entry's stylesheet links replaced by the stylesheets themselves (inlineStyle). */
export function inlineEntryStyles(indexHtml: string, read: (href: string) => string | undefined): string {
  return indexHtml.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g,
    (link, href: string) => inlineStyle(href, read) ?? link,
  );
}

/**
 * Tags for the end of the head, after the entry's own stylesheet (so the screen's styles still come after the global
 * ones, as when Vite adds them): the screen's stylesheets, in the page when `read` can read them (inlineStyle), and
 * its chunks. `crossorigin` as Vite's own tags, so the browser reuses what these fetched.
 */
export function screenTags(assets: ScreenAssets, read?: (href: string) => string | undefined): string[] {
  return [
    ...assets.styles.map(
      (href) =>
        (read && inlineStyle(href, read)) ??
        `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/** Vite's build manifest, when the build wrote one; a build without it only goes without the screen hints. */
export function readManifest(webDistDir: string): ViteManifest | undefined {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return undefined;
  }
}
