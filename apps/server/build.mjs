// Bundles the server (with the shared contract) into dist/; npm packages stay external and load from node_modules.
// Then copies the PIN code directory beside the bundle, and the icons the demo's pictures use into dist/motifs/, so
// a production install (npm ci --omit=dev) can draw them without the 130 MB fluentui-emoji package, a dev dependency.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// The contract is TypeScript source in this repo, so it is bundled rather than loaded from node_modules: its name
// and each of its subpaths ("@farm/contract/money") resolve to the source file its package.json exports, as they
// do for the typecheck and the tests. (An alias took the name alone: a subpath became "src/index.ts/money".)
const contractRoot = path.resolve('../../packages/contract');
const contractExports = JSON.parse(fs.readFileSync(path.join(contractRoot, 'package.json'), 'utf8')).exports;
const contractSource = {
  name: 'contract-source',
  setup(bundler) {
    bundler.onResolve({ filter: /^@farm\/contract(\/.*)?$/ }, (args) => {
      const subpath = `.${args.path.slice('@farm/contract'.length)}`;
      const file = contractExports[subpath];
      if (!file)
        return {
          errors: [{ text: `@farm/contract exports no "${subpath}" (packages/contract/package.json)` }],
        };
      return { path: path.join(contractRoot, file) };
    });
  },
};

const shared = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  plugins: [contractSource],
  logLevel: 'warning',
};

await build({
  ...shared,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  splitting: true,
  sourcemap: true,
});

// The PIN code directory (issue 39) is read at run time from beside the code that reads it: in dist/, beside the
// bundle (src/modules/addresses/pincodes/directory.ts).
fs.copyFileSync(
  path.resolve('src/modules/addresses/pincodes/pincodes.tsv'),
  path.resolve('dist', 'pincodes.tsv'),
);

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
