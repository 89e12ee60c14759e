import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from '../support/routes';
import { catalogue, productPath, signInNewCustomer } from '../support/shop';
import { ONE_ENGINE } from '../support/engines';

const screens = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/**
 * Every visible button, link, input, select and text area of the page: what the browser finds at its centre must be
 * the control itself (or inside it), not a fixed bar or button (the header, the Shop Now button, the chat). Checked
 * where the page opens (every control on the first screen) and then with each control brought to the middle of the
 * screen, or as near as the page scrolls (the last ones, at the foot). Controls inside a fixed element are skipped.
 */
async function coveredControls(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const atLoad = await page.evaluate(findCovered, false);
  // A first scroll brings in what waits for one (the dock), then every control is brought to the middle.
  await page.mouse.wheel(0, 40);
  await page.waitForTimeout(150);
  const scrolled = await page.evaluate(findCovered, true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return [...new Set([...atLoad, ...scrolled])];
}

function findCovered(scrollEach: boolean): string[] {
  const fixedAncestor = (node: Element | null): Element | null => {
    for (let el = node; el; el = el.parentElement) {
      const position = getComputedStyle(el).position;
      if (position === 'fixed' || position === 'sticky') return el;
    }
    return null;
  };
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const found: string[] = [];
  const controls = Array.from(
    document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]'),
  ).filter(
    (control) =>
      control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !fixedAncestor(control),
  );
  for (const control of controls) {
    if (scrollEach) control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const box = control.getBoundingClientRect();
    // Visually hidden inputs (styled radios and checkboxes) are shown by their labels.
    if (box.width < 4 || box.height < 4) continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || control.contains(hit) || hit.contains(control)) continue;
    const cover = fixedAncestor(hit);
    if (cover && !cover.contains(control)) {
      found.push(
        `${scrollEach ? 'scrolled to' : 'at load'}: ${describe(control)} is under ${describe(hit)} of ${cover.tagName.toLowerCase()}.${cover.className}`,
      );
    }
  }
  return found;
}

async function open(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(200);
}

for (const screen of screens) {
  test(
    `at ${screen.width}x${screen.height} no control is covered by a fixed element, on any route`,
    ONE_ENGINE,
    async ({ page, request }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(screen);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { products } = await catalogue(request);
      const found: string[] = [];
      const check = async (label: string) => {
        for (const covered of await coveredControls(page)) found.push(`${label}: ${covered}`);
        // Nothing runs off the side of the screen either.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${label}: the page is ${overflow} px wider than the screen`);
      };

      // A full cart first, so the cart's lines and totals are on the page.
      await open(page, productPath(products.find((p) => p.in_stock)!));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      for (const route of await publicRoutes(request)) {
        await open(page, route);
        await check(route);
      }

      await signInNewCustomer(page, request);
      await check('/myaccount');
      await open(page, '/myaccount');
      await page.getByRole('tab', { name: 'Address' }).click();
      await check('/myaccount (addresses)');
      await open(page, '/checkoutpage');
      await check('/checkoutpage');
      expect(found).toEqual([]);
    },
  );
}

test('on a phone, card descriptions end at their last shown line (the clamp holds)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const { categories } = await catalogue(request);
  for (const route of ['/', '/productsbycategory', `/productsbycategory/${categories[0]!.id}`]) {
    await open(page, route);
    const clamped = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main *'))
        .filter((el) => {
          const style = getComputedStyle(el);
          return style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && el.checkVisibility();
        })
        .map((el) => {
          const style = getComputedStyle(el);
          const lineHeight =
            style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
          return {
            text: (el.textContent ?? '').slice(0, 30),
            height: el.getBoundingClientRect().height,
            allowed: Number(style.webkitLineClamp) * lineHeight + 1,
          };
        }),
    );
    expect(clamped.length, route).toBeGreaterThan(0);
    for (const box of clamped) expect(box.height, `${route}: ${box.text}`).toBeLessThanOrEqual(box.allowed);
  }
});
