import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Loads a route fully: waits for the network and lets the page settle (carousels, lazy screens). */
export async function openSettled(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
}

/** The page's serious and critical WCAG 2.1 A/AA violations, as axe reports them. */
async function seriousResults(page: Page) {
  // The storefront's long pages skip drawing what is far below the screen (content-visibility: auto, in Reveal)
  // until it nears. Axe reads colours from drawn boxes, so on a skipped section it can measure light text against
  // the page's white instead of the section's dark green, or not at all, depending on what was drawn by then.
  // Everything is drawn before it checks: the whole page as a visitor who scrolls sees it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The page's serious and critical WCAG 2.1 A/AA violations, one line each. */
export async function seriousViolations(page: Page) {
  return (await seriousResults(page)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * A sweep of a journey's screens at one window width (the console's "at 375 and 1280 px" tests): `check(name)` notes
 * the screen's serious and critical violations and whether it is wider than the window; `found` holds what was noted,
 * empty when every screen passed.
 */
export function screenSweep(page: Page, width: number) {
  const found: string[] = [];
  const check = async (name: string) => {
    for (const v of await seriousResults(page)) {
      found.push(`${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    }
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > width) found.push(`${name}: ${wide} px wide`);
  };
  return { found, check };
}
