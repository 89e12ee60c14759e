// @vitest-environment node
/**
 * Issue 24's two checks on the storefront's texts: every text a visitor reads goes through the catalogues (none written
 * straight into a screen), and the catalogues are complete (up to date with the code, every text translated).
 * `npm run i18n:extract -w apps/web` brings the catalogues up to date; the Malayalam is then written in src/locales/ml.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sourceRoot = join(webRoot, 'src');

/** The storefront's code: every .ts and .tsx under src but tests, test helpers and the catalogues themselves. */
function sourceFiles(dir = sourceRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Attributes a visitor reads or hears (a screen reader reads aria-label and alt). */
const READ_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-description']);
/** Properties of the screens' data tables that hold a visitor's words. */
const READ_PROPERTIES = new Set(['label', 'heading', 'title', 'text', 'placeholder', 'ariaLabel', 'empty']);
const WORDS = /\p{L}{2,}/u;
/** Contract tables whose English texts must pass through useText() (src/shared/i18n/useText.ts) to be shown. */
const CONTRACT_TABLE = /(?:^|_)MESSAGES$|^NEEDS_JAVASCRIPT$/;

function insideTrans(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isJsxElement(up) && up.openingElement.tagName.getText() === 'Trans') return true;
  }
  return false;
}

/** Where a value ends up once it leaves ternaries, `??`, `||`, `&&` and parentheses. */
function destination(node: ts.Node): ts.Node | undefined {
  let up = node.parent;
  while (
    up &&
    (ts.isParenthesizedExpression(up) ||
      ts.isConditionalExpression(up) ||
      (ts.isBinaryExpression(up) &&
        [
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(up.operatorToken.kind)))
  ) {
    up = up.parent;
  }
  return up;
}

/** Whether a value at `node` is shown to the visitor as it is: a JSX child, or a read attribute's value. */
function shownAsIs(node: ts.Node): boolean {
  const to = destination(node);
  if (!to) return false;
  if (ts.isJsxAttribute(to)) return READ_ATTRIBUTES.has(to.name.getText());
  if (!ts.isJsxExpression(to)) return false;
  const holder = to.parent;
  if (ts.isJsxAttribute(holder)) return READ_ATTRIBUTES.has(holder.name.getText());
  return (ts.isJsxElement(holder) || ts.isJsxFragment(holder)) && !insideTrans(to);
}

function untranslatedTexts(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(webRoot, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text) && !insideTrans(node))
      report(node, JSON.stringify(node.text.trim()));
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && WORDS.test(node.text)) {
      const to = destination(node);
      const tableWord =
        (to && ts.isPropertyAssignment(to) && to.initializer === node) || (to && ts.isPropertyAssignment(to))
          ? READ_PROPERTIES.has(to.name.getText())
          : false;
      if (shownAsIs(node) || tableWord) report(node, JSON.stringify(node.text));
    }
    if (ts.isTemplateExpression(node) && shownAsIs(node)) report(node, node.getText());
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      CONTRACT_TABLE.test(node.expression.text) &&
      shownAsIs(node)
    ) {
      report(node, `${node.getText()} (show it with useText())`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the storefront's texts", () => {
  it('are all written through the catalogues, none straight into a screen', () => {
    const found = sourceFiles().flatMap(untranslatedTexts);
    expect(found, 'wrap these in <Trans>, t`...`, msg`...` or useText()').toEqual([]);
  });

  it('are all in the catalogues, which hold nothing the code no longer says, and all translated', async () => {
    const config = getConfig({ cwd: webRoot });
    const problems: string[] = [];
    // The page loads every catalogue of its language as one: a text two folders both say must read the same in both.
    const translations = new Map<string, { translation: string; where: string }>();
    for (const catalog of await getCatalogs(config)) {
      const name = `${relative(webRoot, catalog.path).replace('{locale}', 'ml')}.po`;
      const inCode = (await catalog.collect()) ?? {};
      const english = await catalog.read('en');
      const malayalam = await catalog.read('ml');
      for (const id of Object.keys(inCode)) {
        if (!english?.[id]) problems.push(`${name}: not in the catalogue: ${inCode[id]?.message ?? id}`);
      }
      for (const [id, entry] of Object.entries(english ?? {})) {
        if (!inCode[id]) problems.push(`${name}: no longer in the code: ${entry.message ?? id}`);
      }
      for (const [id, entry] of Object.entries(malayalam ?? {})) {
        if (inCode[id] && !entry.translation?.trim()) {
          problems.push(`${name}: no Malayalam for: ${inCode[id]?.message ?? id}`);
        }
        const translation = entry.translation?.trim();
        if (!inCode[id] || !translation) continue;
        const earlier = translations.get(id);
        if (earlier && earlier.translation !== translation) {
          problems.push(
            `${name} and ${earlier.where} translate "${entry.message ?? id}" differently: "${translation}" / "${earlier.translation}"`,
          );
        }
        translations.set(id, { translation, where: name });
      }
    }
    expect(problems, 'run npm run i18n:extract -w apps/web, then translate in src/locales/ml').toEqual([]);
  }, 60_000);
});
