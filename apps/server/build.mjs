// Bundles the server (with the shared contract) into dist/; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // The contract is TypeScript source in this repo, so it is bundled rather than loaded from node_modules.
  alias: { '@farm/contract': '../../packages/contract/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});
