// Bundles the server (with the shared contract) into dist/; npm packages stay external and load from node_modules.
// Then copies the icons the demo's pictures use into dist/motifs/, so a production install (npm ci --omit=dev) can
// draw them without the 130 MB fluentui-emoji package, which is a dev dependency.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const shared = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // The contract is TypeScript source in this repo, so it is bundled rather than loaded from node_modules.
  alias: { '@farm/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
};

await build({
  ...shared,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  splitting: true,
  sourcemap: true,
});

// The list of motifs comes from the demo data itself, bundled for a moment and loaded here.
const listFile = path.resolve('dist', '.motif-list.mjs');
await build({ ...shared, entryPoints: ['src/seed/images/motif-list.ts'], outfile: listFile });
try {
  const { demoMotifs } = await import(pathToFileURL(listFile).href);
  const emojiRoot = path.dirname(createRequire(import.meta.url).resolve('fluentui-emoji/package.json'));
  const target = path.resolve('dist', 'motifs');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const motif of demoMotifs()) {
    fs.copyFileSync(path.join(emojiRoot, 'icons', 'flat', `${motif}.svg`), path.join(target, `${motif}.svg`));
  }
  fs.copyFileSync(path.join(emojiRoot, 'LICENSE'), path.join(target, 'LICENSE-fluentui-emoji'));
} finally {
  fs.rmSync(listFile, { force: true });
}
