import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Loads a route fully: waits for the network and lets the page settle (carousels, lazy screens). */
export async function openSettled(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
}

/** The page's serious and critical WCAG 2.1 A/AA violations, one line each. */
export async function seriousViolations(page: Page) {
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
