// npm test's "docs check": every file path the docs name exists, every decision record says its status, and the
// records' index (docs/decisions/README.md) agrees with the records. Run alone: npm run test:docs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { checkDoc, missingPaths, readDocs, ROOT, statusOf, unusedExceptions } from './docs-paths.mjs';

const DECISIONS = 'docs/decisions';
const INDEX = `${DECISIONS}/README.md`;
const STATUS = /^(Accepted|(Superseded|Amended) by \[[^\]]+\]\([^)]+\)(, \[[^\]]+\]\([^)]+\))*)$/;

function records() {
  return fs
    .readdirSync(path.join(ROOT, DECISIONS))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(ROOT, DECISIONS, name), 'utf8') }));
}

/** The records a status line names ("Amended by [a](a), [b](b)"). */
function namedRecords(status) {
  return [...status.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
}

describe('the docs', () => {
  test('every file and folder they name exists', () => {
    const problems = missingPaths();
    assert.deepEqual(
      problems,
      [],
      `These paths in the docs are not in the repository (moved or deleted?). Correct the doc, or see the top of ` +
        `scripts/docs-paths.mjs for what counts as a path:\n${problems.join('\n')}`,
    );
  });

  test('every exception of NOT_FILES is still written in some doc', () => {
    assert.deepEqual(unusedExceptions(), [], 'take these out of NOT_FILES in scripts/docs-paths.mjs');
  });

  test('every decision record has a status line near its top, naming records that exist', () => {
    for (const { name, text } of records()) {
      const status = statusOf(text);
      assert.ok(status, `${DECISIONS}/${name}: no "Status: …" line in its first lines`);
      assert.match(
        status,
        STATUS,
        `${DECISIONS}/${name}: the status is "Accepted", "Superseded by [file](file)" or "Amended by [file](file)"`,
      );
      for (const other of namedRecords(status)) {
        assert.ok(
          fs.existsSync(path.join(ROOT, DECISIONS, other)),
          `${DECISIONS}/${name}: no record ${other}`,
        );
        assert.notEqual(other, name, `${DECISIONS}/${name} names itself in its status`);
      }
    }
  });

  test('the index lists every record once, with its date, title and status as the record says them', () => {
    const rows = fs
      .readFileSync(path.join(ROOT, INDEX), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d{4}-\d{2}-\d{2} /.test(line))
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\|?\s*|\s*\|?$/g, '')));
    const listed = rows.map(([, record]) => /\]\(([^)]+)\)/.exec(record)?.[1]);
    assert.deepEqual(
      listed,
      records().map((record) => record.name),
      `${INDEX}: one row per record, by date`,
    );
    for (const [date, record, status] of rows) {
      const name = /\]\(([^)]+)\)/.exec(record)[1];
      const text = fs.readFileSync(path.join(ROOT, DECISIONS, name), 'utf8');
      const title = /^# (.+)$/m.exec(text)[1];
      assert.equal(record, `[${title}](${name})`, `${INDEX}: ${name}'s title as the record's heading`);
      assert.equal(date, name.slice(0, 10), `${INDEX}: ${name}'s date`);
      assert.equal(status, statusOf(text), `${INDEX}: ${name}'s status as its own status line says`);
    }
  });
});

// The checker itself, on made-up docs against this repository, so that the test above can be trusted to fail.
describe('the path check', () => {
  const problemsOf = (doc, text) => missingPaths(ROOT, [{ doc, text }]);

  test('finds a path that was moved or deleted, naming its doc and line', () => {
    assert.deepEqual(
      problemsOf('docs/x.md', 'One line.\nThe hook is in `http/auth.ts`, not `http/hooks.ts`.\n'),
      ['docs/x.md:2: http/hooks.ts'],
    );
    assert.deepEqual(problemsOf('docs/x.md', 'See docs/decisions/2026-01-01-gone.md for why.\n'), [
      'docs/x.md:1: docs/decisions/2026-01-01-gone.md',
    ]);
    assert.deepEqual(problemsOf('docs/x.md', 'As [the record](decisions/gone.md) says.\n'), [
      'docs/x.md:1: decisions/gone.md',
    ]);
  });

  test('reads a path from the root, a workspace, or a folder the same section named', () => {
    const text = [
      '## Payments',
      '`apps/server/src/app.ts`, `modules/site`, `catalogue/mappers.ts`, `app/router.tsx`, `routes.ts`',
      'The code: `modules/payments/` (`razorpay.ts`, `sandbox.ts`).',
      '## Elsewhere',
      'And `sandbox.ts` alone.',
    ].join('\n');
    assert.deepEqual(problemsOf('docs/x.md', text), ['docs/x.md:5: sandbox.ts']);
  });

  test('reads a folder tree, each entry under the one above it', () => {
    const tree = [
      '```',
      'apps/server/src',
      '  app.ts        the app',
      '  http/         hooks',
      '    gone.ts     no',
      '```',
    ];
    assert.deepEqual(problemsOf('docs/x.md', tree.join('\n')), ['docs/x.md:5: apps/server/src/http/gone.ts']);
  });

  test('leaves out addresses, run-time folders, build output, commands and shell blocks', () => {
    const text = [
      '`/api/admin/…`, `https://shop.example/x.md`, `./data`, `DATA_DIR/mail`, `apps/web/dist/.ssr/`,',
      '`npm run dev -w apps/web`, `@fastify/cors`, `api-*.js`.',
      '```sh',
      'node apps/server/dist/gone.js',
      '```',
    ].join('\n');
    assert.deepEqual(
      checkDoc(ROOT, 'docs/x.md', text).map((result) => result.token),
      [],
    );
  });

  test('takes a placeholder for any one name, and a choice in braces as each choice', () => {
    assert.deepEqual(problemsOf('docs/x.md', '`apps/web/src/locales/{en,ml}/<folder>.po`'), []);
    assert.deepEqual(problemsOf('docs/x.md', '`apps/web/src/locales/{en,fr}`'), [
      'docs/x.md:1: apps/web/src/locales/{en,fr}',
    ]);
    assert.deepEqual(problemsOf('docs/x.md', '`apps/web/src/locales/ml/<folder>.xliff`'), [
      'docs/x.md:1: apps/web/src/locales/ml/<folder>.xliff',
    ]);
  });

  test('lets a superseded or amended record name what was removed on purpose, and only that', () => {
    const record = (status, body) =>
      `# A\n\nDate: 2026-01-01\nStatus: ${status}\nRemoved since: \`flows/old.ts\`\n\n${body}\n`;
    const later = 'Superseded by [2026-11-23-stock.md](2026-11-23-stock.md)';
    assert.deepEqual(problemsOf('docs/decisions/a.md', record(later, 'It lived in `flows/old.ts`.')), []);
    assert.deepEqual(problemsOf('docs/decisions/a.md', record(later, 'And `flows/other.ts`.')), [
      'docs/decisions/a.md:7: flows/other.ts',
    ]);
    assert.deepEqual(problemsOf('docs/decisions/a.md', record('Accepted', 'It lived in `flows/old.ts`.')), [
      'docs/decisions/a.md: "Removed since:" belongs only in a superseded or amended decision record',
    ]);
    assert.deepEqual(problemsOf('docs/x.md', 'Removed since: `flows/old.ts`\n'), [
      'docs/x.md: "Removed since:" belongs only in a superseded or amended decision record',
    ]);
    const stale = `# A\n\nDate: 2026-01-01\nStatus: ${later}\nRemoved since: \`flows/checkout.ts\`\n`;
    assert.deepEqual(problemsOf('docs/decisions/a.md', stale), [
      'docs/decisions/a.md:5: flows/checkout.ts exists: take it out of "Removed since:"',
    ]);
  });

  test('reads every doc it should', () => {
    const docs = readDocs().map((entry) => entry.doc);
    for (const doc of ['README.md', 'SECURITY.md', 'deploy/README.md', 'docs/architecture.md', INDEX]) {
      assert.ok(docs.includes(doc), doc);
    }
  });
});
