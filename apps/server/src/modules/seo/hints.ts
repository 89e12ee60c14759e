/**
 * Loading hints in each page's `<head>`: the storefront draws every page with JavaScript, so without them the browser
 * learns about the page's picture, its data and its screen's code only one after the other (HTML → entry script →
 * screen chunk → API call → picture). With them it asks for all of them while it reads the HTML.
 *
 * - `preload as=image` for the picture that is the page's largest paint (banner poster, first product, product);
 * - `preload as=fetch` for the API calls the page makes first, exactly as the storefront's RTK Query sends them
 *   (same URL, no credentials beyond same-origin, no extra headers), so the browser hands the preloaded answer over;
 * - `modulepreload` and the stylesheets of the page's screen chunk, from Vite's build manifest.
 */
import { escapeHtml } from './html.js';
import type { PageRef } from './paths.js';

/** What a page needs first, decided from its data (SeoService). */
export interface PagePreloads {
  /** An /uploads/ path. */
  image?: string;
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
const SCREENS: Partial<Record<PageRef['kind'], string>> = {
  home: 'src/features/home/HomePage.tsx',
  categories: 'src/features/catalogue/CategoriesPage.tsx',
  category: 'src/features/catalogue/CategoryPage.tsx',
  product: 'src/features/catalogue/ProductPage.tsx',
  bestYields: 'src/features/farm/MostHarvestPage.tsx',
  extraHarvest: 'src/features/farm/ExtraHarvestPage.tsx',
  group: 'src/features/farm/ExtraHarvestCategoryPage.tsx',
};

const INFO_SCREENS = {
  about: 'src/features/pages/AboutPage.tsx',
  privacy: 'src/features/pages/PrivacyPage.tsx',
  terms: 'src/features/pages/TermsPage.tsx',
  refunds: 'src/features/pages/RefundPolicyPage.tsx',
  shipping: 'src/features/pages/ShippingPolicyPage.tsx',
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

    for (const screen of [...Object.values(SCREENS), ...Object.values(INFO_SCREENS)]) {
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

  forPage(ref: PageRef): ScreenAssets {
    const screen = ref.kind === 'info' ? INFO_SCREENS[ref.page] : SCREENS[ref.kind];
    return (screen === undefined ? undefined : this.byScreen.get(screen)) ?? { scripts: [], styles: [] };
  }
}

/** Tags for early in the head: the picture and the data, which the browser should ask for before anything else. */
export function preloadTags(preloads: PagePreloads): string[] {
  return [
    preloads.image === undefined
      ? undefined
      : `<link rel="preload" as="image" href="${escapeHtml(preloads.image)}" fetchpriority="high" />`,
    ...preloads.fetches.map(
      (href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous" />`,
    ),
  ].filter((tag) => tag !== undefined);
}

/**
 * Tags for the end of the head, after the entry's own stylesheet (so the screen's styles still come after the global
 * ones, as when Vite adds them): the screen's stylesheets, which Vite's loader then finds in place and does not add
 * again, and its chunks. `crossorigin` as Vite's own tags, so the browser reuses what these fetched.
 */
export function screenTags(assets: ScreenAssets): string[] {
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
}
