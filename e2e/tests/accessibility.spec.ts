import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from '../support/routes';

const widths = [375, 1280] as const;

/** Loads a route fully: waits for the network and lets the page settle (carousels, lazy screens). */
async function open(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

for (const width of widths) {
  test(`every public route at ${width} px has no serious or critical accessibility violation, and is screenshotted`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    // Sections that fade in would otherwise be checked half-transparent.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const route of await publicRoutes(request)) {
      await open(page, route);
      for (const violation of await seriousViolations(page)) found.push(`${route}: ${violation}`);
      await page.screenshot({
        path: info.outputPath(`screens/${width}${route.replace(/[^a-z0-9]+/gi, '_')}.png`),
        fullPage: true,
      });
    }
    expect(found).toEqual([]);
  });
}
