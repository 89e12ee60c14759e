// Which files and folders of the repository the docs name, and which of them are not there. The docs point a reader
// at code (`http/auth.ts`, `modules/site`); a file moved or deleted without its doc leaves a reader lost, so
// scripts/docs-paths.test.mjs runs this in `npm test` and lists each missing path with its doc and line.
//
// What counts as a path, in order:
// - a Markdown link's target: relative to the doc's own folder, as GitHub resolves it;
// - a `code span` without spaces that has a slash or ends in a file extension (`apps/server/src/app.ts`,
//   `modules/site`, `app.ts`), and a path written in prose from a top folder (docs/decisions/…, bench/RESULTS.md);
// - in a fenced block with no language (a folder tree), each line's first column: an entry followed by two spaces or
//   the line's end, under the entry above it with less indentation.
// Not paths: addresses (`/api/…`, `https://…`), runtime folders (`./data`, `DATA_DIR/…`, `$UPLOADS_DIR/…`), build
// output (any `dist`, `data` or `backups` folder), globs, packages (`@scope/name`), commands, and the few tokens of
// NOT_FILES. Shell blocks are commands, not claims about the repository, and are not read.
//
// A relative path is looked for from the repository's root, the doc's folder, the workspaces' source folders
// (apps/server/src names the server's files as `http/auth.ts`, its modules as `catalogue/mappers.ts`), the folders
// named earlier in the same section (`modules/payments/` and then `refunds.ts`), and a few per-doc folders.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Folders every doc names paths from, besides the root and the doc's own folder. */
export const COMMON_BASES = [
  'apps/server',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/web',
  'apps/web/src',
  'apps/admin',
  'apps/admin/src',
  'packages/contract/src',
];

/** A doc that names files from a folder of its own: SECURITY.md names the server's tests by their file names. */
export const DOC_BASES = {
  'SECURITY.md': ['apps/server/test', 'apps/server/test/hardening'],
};

/**
 * Tokens that look like paths and name no file of the repository, each with what it is. Kept short on purpose:
 * the test fails when one of them is no longer written in any doc, so the list cannot keep an excuse for a path
 * that has gone.
 */
export const NOT_FILES = new Map([
  ['m/', "the media store's folder inside the uploads folder"],
  ['m/<key>', 'a picture as a content column names it'],
  ['m/<key>/<width>.<ext>', 'a file of the media store, at run time'],
  ['mail/', 'the .eml folder inside DATA_DIR, at run time'],
  ['host/bucket/key', 'the shape of a path-style S3 address'],
  ['react-dom/server', "a package's entry point"],
  ['robots.txt', 'answered by the server, not a file'],
]);

/** Folders made by a build or a run, never committed: a path through one is not checked. */
const GENERATED = new Set(['dist', 'data', 'backups', 'node_modules']);

const FILE_EXTENSION =
  /\.(ts|tsx|mts|js|mjs|cjs|json|md|sql|po|conf|service|html|css|txt|sh|svg|png|jpg|webp|yml|yaml|example)$/;
const PATH_CHARACTERS = /^[\w.@<>{},+\-/]+$/;
/** The repository's top folders, which a path written in prose starts with. */
const PROSE_PATH = /(?<![\w./`-])((?:apps|packages|docs|deploy|bench|e2e|scripts)\/[\w.@+\-/]*[\w/])/g;
const STATUS_LINE = /^Status: (.+)$/;

/** Every doc the check reads: the top README and SECURITY.md, deploy/README.md, and each Markdown file in docs/. */
export function docFiles(root = ROOT) {
  const found = ['README.md', 'SECURITY.md', 'deploy/README.md'];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  walk('docs');
  return found.sort();
}

/** The docs' texts: `{ doc, text }` for each of docFiles. */
export function readDocs(root = ROOT) {
  return docFiles(root).map((doc) => ({ doc, text: fs.readFileSync(path.join(root, doc), 'utf8') }));
}

/** Whether a token is worth looking for in the repository at all (see the top of this file). */
export function isRepositoryPath(token) {
  if (!PATH_CHARACTERS.test(token)) return false; // spaces (commands), `://`, `=`, `*`, `|`, `…` and the like
  // An address (`/api/…`), a run-time folder (`./data`), a package (`@fastify/cors`) or a bare extension (`.eml`);
  // a dot folder of the repository (`.ci/run`) is a path.
  if (/^[/@]|^\.\/|^\.[^/]*$/.test(token)) return false;
  const segments = token.split('/').filter(Boolean);
  if (/^[A-Z][A-Z0-9_]+$/.test(segments[0])) return false; // DATA_DIR/db, UPLOADS_DIR/m/…: a setting's folder
  if (segments.some((segment) => GENERATED.has(segment))) return false;
  return token.includes('/') || FILE_EXTENSION.test(token);
}

/** `{en,ml}` written out: `apps/web/src/locales/{en,ml}` is two paths. */
function expandBraces(token) {
  const match = /\{([^{}]*)\}/.exec(token);
  if (!match) return [token];
  return match[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(token.slice(0, match.index) + choice + token.slice(match.index + match[0].length)),
    );
}

/** Whether `relative` exists under `base`; a `<placeholder>` stands for any one name, a trailing slash for a folder. */
function existsUnder(root, base, relative) {
  const wantsFolder = relative.endsWith('/');
  const segments = relative.split('/').filter(Boolean);
  const walk = (folder, rest) => {
    if (rest.length === 0) {
      const stat = fs.statSync(folder, { throwIfNoEntry: false });
      return Boolean(stat) && (!wantsFolder || stat.isDirectory());
    }
    const [segment, ...after] = rest;
    if (segment === '..' || segment === '.') return walk(path.join(folder, segment), after);
    if (!segment.includes('<')) return walk(path.join(folder, segment), after);
    const pattern = new RegExp(
      `^${segment
        .split(/<[^>]*>/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    );
    let names = [];
    try {
      names = fs.readdirSync(folder);
    } catch {
      return false;
    }
    return names.some((name) => pattern.test(name) && walk(path.join(folder, name), after));
  };
  return walk(path.join(root, base), segments);
}

/**
 * Where `token` is, as a path from the root (the first base it exists under), or null. A path leaving the
 * repository (`../../x`) counts as missing.
 */
export function locate(root, bases, token) {
  for (const base of bases) {
    if (expandBraces(token).every((one) => existsUnder(root, base, one))) {
      const found = path.posix.normalize(path.posix.join(base, token));
      if (!found.startsWith('../')) return found;
    }
  }
  return null;
}

/** A decision record's status line, e.g. "Accepted" or "Amended by [x.md](x.md)"; null without one. */
export function statusOf(text) {
  for (const line of text.split('\n').slice(0, 8)) {
    const match = STATUS_LINE.exec(line);
    if (match) return match[1];
  }
  return null;
}

/**
 * The paths a record says were removed on purpose: its "Removed since:" line, allowed only in a record whose status
 * says a later one superseded or amended it. Those paths may be missing in that record alone.
 */
function removedOnPurpose(text) {
  const line = text.split('\n').find((one) => one.startsWith('Removed since:'));
  if (!line) return { line: null, paths: [] };
  return { line, paths: [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]) };
}

/** One doc's path tokens with their line, in reading order, and whether each was found. */
export function checkDoc(root, doc, text) {
  const docFolder = path.posix.dirname(doc);
  // The folders a section has named come before the common ones: they are what the doc's words point at.
  const basesNow = () => ['.', docFolder, ...sectionFolders, ...(DOC_BASES[doc] ?? []), ...COMMON_BASES];
  const results = [];
  let sectionFolders = [];
  let fence = null; // null outside a fenced block; 'tree' or 'code' inside one
  let tree = []; // the tree's open folders: { indent, path }

  const record = (line, token, bases) => {
    const found = locate(root, bases, token);
    results.push({ doc, line, token, found });
    // What a section names first is where its bare file names are looked for (`modules/payments/`, then
    // `refunds.ts`); a path with a placeholder or a choice names no one folder.
    const stat = found && fs.statSync(path.join(root, found), { throwIfNoEntry: false });
    if (stat) {
      const folder = stat.isDirectory() ? found.replace(/\/$/, '') : path.posix.dirname(found);
      if (!sectionFolders.includes(folder)) sectionFolders.push(folder);
    }
    return found;
  };
  const proseTokens = (line, index) => {
    for (const match of line.matchAll(PROSE_PATH)) {
      const token = match[1].replace(/[.,;:]+$/, '');
      if (isRepositoryPath(token)) record(index, token, basesNow());
    }
  };

  text.split('\n').forEach((line, offset) => {
    const index = offset + 1;
    const fenceMark = /^\s*```(\S*)/.exec(line);
    if (fenceMark) {
      if (fence) fence = null;
      else {
        fence = fenceMark[1] === '' || fenceMark[1] === 'text' ? 'tree' : 'code';
        tree = [];
      }
      return;
    }
    if (fence === 'code') return;
    if (fence === 'tree') {
      const entry = /^( *)(\S+(?:, \S+)*)(?: {2,}|$)/.exec(line);
      const names = entry?.[2].split(', ') ?? [];
      if (entry && names.every(isRepositoryPath)) {
        const indent = entry[1].length;
        while (tree.length > 0 && tree[tree.length - 1].indent >= indent) tree.pop();
        const parent = tree[tree.length - 1];
        for (const name of names) {
          const token = parent ? path.posix.join(parent.path, name) : name;
          const found = record(index, token, parent ? ['.'] : basesNow());
          if (!FILE_EXTENSION.test(name)) tree.push({ indent, path: found ?? token });
        }
      }
      proseTokens(line.slice(entry ? entry[0].length : 0), index);
      return;
    }
    if (/^#{1,6} /.test(line)) sectionFolders = [];
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1].replace(/#.*$/, '');
      if (target && !/^[a-z]+:/.test(target) && !target.startsWith('#')) record(index, target, [docFolder]);
    }
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      if (isRepositoryPath(match[1])) record(index, match[1], basesNow());
    }
    proseTokens(line.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, ']'), index);
  });
  return results;
}

/**
 * Every problem with the docs' paths, as lines to print: `doc:line: path` for each missing path, and each misuse of
 * a record's "Removed since:" line.
 */
export function missingPaths(root = ROOT, docs = readDocs(root)) {
  const problems = [];
  for (const { doc, text } of docs) {
    const removed = removedOnPurpose(text);
    if (removed.line) {
      const status = doc.startsWith('docs/decisions/') ? statusOf(text) : null;
      if (!status || !/^(Superseded|Amended) by /.test(status)) {
        problems.push(`${doc}: "Removed since:" belongs only in a superseded or amended decision record`);
      }
    }
    for (const result of checkDoc(root, doc, text)) {
      if (NOT_FILES.has(result.token)) continue;
      if (removed.paths.includes(result.token)) {
        if (result.found)
          problems.push(`${doc}:${result.line}: ${result.token} exists: take it out of "Removed since:"`);
        continue;
      }
      if (!result.found) problems.push(`${doc}:${result.line}: ${result.token}`);
    }
  }
  return problems;
}

/** The tokens of NOT_FILES that no doc writes any more (each should leave the list). */
export function unusedExceptions(root = ROOT, docs = readDocs(root)) {
  const written = new Set(
    docs.flatMap(({ doc, text }) => checkDoc(root, doc, text).map((result) => result.token)),
  );
  return [...NOT_FILES.keys()].filter((token) => !written.has(token));
}
