/**
 * Brings the catalogues up to date with the code: `npm run i18n:extract -w apps/web` for all of them, or
 * `npm run i18n:extract -w apps/web -- cart checkout` for those catalogues only (src/locales/{en,ml}/cart.po, ...),
 * leaving the others' files untouched. Texts the code no longer says leave the catalogue; translations stay.
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { basename } from 'node:path';

const config = getConfig({ cwd: new URL('..', import.meta.url).pathname });
const only = new Set(process.argv.slice(2));
const catalogs = (await getCatalogs(config)).filter(
  (catalog) => !only.size || only.has(basename(catalog.path)),
);
if (only.size && catalogs.length !== only.size) {
  console.error(
    `No such catalogue among: ${(await getCatalogs(config)).map((c) => basename(c.path)).join(', ')}`,
  );
  process.exit(2);
}
// A text moved from one folder to another keeps its Malayalam: every translation written so far, by id.
const written = new Map<string, string>();
for (const catalog of await getCatalogs(config)) {
  for (const [id, entry] of Object.entries((await catalog.read('ml')) ?? {})) {
    if (entry.translation?.trim()) written.set(id, entry.translation);
  }
}
for (const catalog of catalogs) {
  await catalog.make({ clean: true, overwrite: false, locale: config.locales, orderBy: 'messageId' });
  const malayalam = (await catalog.read('ml')) ?? {};
  let carried = 0;
  for (const [id, entry] of Object.entries(malayalam)) {
    const earlier = written.get(id);
    if (!entry.translation?.trim() && earlier) {
      entry.translation = earlier;
      carried += 1;
    }
  }
  if (carried) await catalog.write('ml', malayalam);
  const missing = Object.values((await catalog.read('ml')) ?? {}).filter(
    (entry) => !entry.translation?.trim(),
  );
  console.log(`${basename(catalog.path)}: ${missing.length} without Malayalam`);
}
